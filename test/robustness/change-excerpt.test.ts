import { describe, expect, it } from 'vitest';
import { CHANGE_LINES, changeExcerpt } from '../../src/robustness/change-excerpt.js';

const lines = (n: number, word: string) =>
  Array.from({ length: n }, (_, i) => `    use(${word}, ${i});`).join('\n');

describe('changeExcerpt: the lines of x → T(x) around the first difference', () => {
  it('starts two unchanged lines before the first difference and says where it is', () => {
    const x = 'int f(int n)\n{\n    int a = n;\n    int b = 2;\n    return a + b;\n}';
    const t = 'int f(int n)\n{\n    int a = n;\n    int b = 2;\n    return b + a;\n}';
    expect(changeExcerpt(x, t)).toEqual({
      line: 5,
      // an unchanged line is " " + the line: five spaces before the declarations
      diff: [
        '     int a = n;',
        '     int b = 2;',
        '-    return a + b;',
        '+    return b + a;',
        ' }',
      ].join('\n'),
    });
  });

  it('pairs each rewritten line with its rewrite, so a cut excerpt still shows T(x)', () => {
    // 30 lines, each renamed: 60 diff lines, cut to CHANGE_LINES - 1 = 15 with
    // a pair never split (the 15th would be a lone "-"): 14 kept, then the count.
    const x = lines(30, 'data');
    const t = lines(30, 'buf');
    const excerpt = changeExcerpt(x, t)!;
    const shown = excerpt.diff.split('\n');
    expect(excerpt.line).toBe(1);
    expect(shown.slice(0, 4)).toEqual([
      '-    use(data, 0);',
      '+    use(buf, 0);',
      '-    use(data, 1);',
      '+    use(buf, 1);',
    ]);
    expect(shown).toHaveLength(15);
    expect(CHANGE_LINES).toBe(16);
    expect(shown.at(-2)).toBe('+    use(buf, 6);');
    expect(shown.at(-1)).toBe('… (46 more diff lines)');
  });

  it('leaves out the unchanged lines between two distant changes with one "…" line', () => {
    const x = 'a\nb\nc\nd\ne\nf\ng\nh\ni\nj';
    const t = 'a\nB\nc\nd\ne\nf\ng\nh\nI\nj';
    expect(changeExcerpt(x, t)!.diff).toBe(
      [' a', '-b', '+B', ' c', ' d', ' …', ' g', ' h', '-i', '+I', ' j'].join('\n'),
    );
  });

  it('shows inserted lines (dead code) as additions, and is null when nothing changed', () => {
    expect(changeExcerpt('a\nb\nc', 'a\nb\nif (0) { x(); }\nc')).toEqual({
      line: 3,
      diff: ' a\n b\n+if (0) { x(); }\n c',
    });
    // a missing final newline is not a difference worth showing
    expect(changeExcerpt('a\nb', 'a\nb\n')).toBeNull();
    expect(changeExcerpt('a', 'a')).toBeNull();
  });
});
