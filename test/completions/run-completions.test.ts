/**
 * The completions step end to end with stand-in models whose completions
 * are known, the real C grammar and the real transformations: every count
 * below is worked out by hand from the rows.
 */
import { describe, expect, it } from 'vitest';
import { runCompletions, type CompleteFn } from '../../src/completions/run-completions.js';

/**
 * A tokenizer where a line feed with the next line's indentation is one
 * token (as byte-level BPE joins them) and every other character is one.
 */
function pieceTokenizer() {
  const ids = new Map<string, number>([['<|endoftext|>', 0]]);
  const pieces = ['<|endoftext|>'];
  const idOf = (piece: string) => {
    let id = ids.get(piece);
    if (id === undefined) {
      ids.set(piece, (id = pieces.length));
      pieces.push(piece);
    }
    return id;
  };
  return {
    encode: (text: string) => (text.match(/\n[ \t]*|[^\n]/gu) ?? []).map(idOf),
    decode: (list: readonly number[]) => list.map((id) => pieces[id]!).join(''),
  };
}

const ROWS = [
  'int add(int a, int b)\n{\n    int c = a + b;\n    return c;\n}\n',
  'int broken( {\n',
  'int one(void) { return 1; }',
  'int sub(int x, int y)\n{\n    int d = x - y;\n    return d;\n}\n',
  'void h(int n)\n{\n    n = n + 1;\n}\n',
  'int never(void)\n{\n    return 0;\n}\n',
];

/** The prompts of x, by hand (see the test). */
const PROMPTS = [
  'int add(int a, int b)\n{\n    int c = a + b;\n    ',
  'int sub(int x, int y)\n{\n    int d = x - y;\n    ',
  'void h(int n)\n{\n    n = n + 1;\n',
];

describe('runCompletions', () => {
  it('cuts, completes, parses and compares, on x and per kind on T(x)', async () => {
    const tokenizer = pieceTokenizer();
    const seen: string[][] = [];
    const model =
      (complete: (prompt: string) => { text: string; finished: boolean }): CompleteFn =>
      (prompts) => {
        seen.push(prompts.map((p) => tokenizer.decode(p.slice(1))));
        return Promise.resolve(
          prompts.map((p) => {
            expect(p[0], 'every prompt starts with the prefix').toBe(0);
            const { text, finished } = complete(tokenizer.decode(p.slice(1)));
            return { ids: tokenizer.encode(text), finished };
          }),
        );
      };
    // The teacher closes every function; the student only where it knows the
    // prompt (the first two of x), elsewhere it stops at the limit unclosed.
    const teacher = model(() => ({ text: 'return 0;\n}\n', finished: true }));
    const student = model((prompt) =>
      PROMPTS.slice(0, 2).includes(prompt)
        ? { text: 'return 0;\n}\n', finished: true }
        : { text: 'return 0;\n', finished: false },
    );
    const rowsRead: number[] = [];
    function* rows() {
      for (const [row, code] of ROWS.entries()) {
        rowsRead.push(row);
        yield { row, code };
      }
    }

    const section = await runCompletions({
      rows: rows(),
      tokenizer,
      teacher,
      student,
      language: 'c',
      prompts: 3,
      maxNewTokens: 16,
      cut: 0.75,
      maxLength: 1000,
      prefix: [0],
      transforms: { kinds: ['rename-locals', 'switch-to-if'], seed: 7 },
    });

    // Row 0 is 51 tokens with line starts after 22, 24, 39 and 49: 0.75 × 51 = 38.25 → 39.
    // Row 4 is 29 tokens, line starts 14, 16, 27: 21.75 → 27. Row 1 does not
    // parse, row 2 has no line start; row 5 is never read.
    expect(seen[0]).toEqual(PROMPTS);
    expect(seen[1]).toEqual(PROMPTS);
    expect(rowsRead).toEqual([0, 1, 2, 3, 4, 5].slice(0, 5));
    expect(section.rows).toEqual({ prompted: 3, unparsable: 1, noPrompt: 1 });
    expect(section.settings).toEqual({ prompts: 3, maxNewTokens: 16, cut: 0.75, language: 'c' });

    const x = section.original;
    expect(x.identical).toMatchObject({ count: 2, n: 3 });
    // the third: 'return 0;\n}\n' against 'return 0;\n', 2 edits of 12 characters
    expect(x.similarity.mean).toBeCloseTo((1 + 1 + (1 - 2 / 12)) / 3, 15);
    expect(x.teacherParses).toMatchObject({ count: 3, n: 3 });
    expect(x.studentParses).toMatchObject({ count: 2, n: 3 });
    expect(x.studentFinished).toMatchObject({ count: 2, n: 3 });
    expect(section.examples).toEqual([
      {
        row: 4,
        promptEnd: 'void h(int n)\n{\n    n = n + 1;\n',
        teacher: 'return 0;\n}\n',
        student: 'return 0;\n',
        similarity: 1 - 2 / 12,
      },
    ]);

    // rename-locals renames a parameter in every prompt, so the student never
    // knows a prompt of T(x): identical on x [yes, yes, no], on T(x) [no, no, no].
    const [renamed, switched] = section.transformed;
    expect(renamed!.kind).toBe('rename-locals');
    expect(seen[2]).toHaveLength(3);
    expect(seen[2]!.some((prompt) => PROMPTS.includes(prompt))).toBe(false);
    expect(renamed!.original.identical).toMatchObject({ count: 2, n: 3 });
    expect(renamed!.transformed.identical).toMatchObject({ count: 0, n: 3 });
    expect(renamed!.identicalChange.table).toEqual({
      both: 0,
      firstOnly: 2,
      secondOnly: 0,
      neither: 1,
    });
    expect(renamed!.identicalChange.change).toBeCloseTo(-2 / 3, 15);
    expect(renamed!.identicalChange.pValue).toBe(0.5);
    expect(renamed!.transformed.teacherParses).toMatchObject({ count: 3, n: 3 });
    expect(renamed!.transformed.studentParses).toMatchObject({ count: 0, n: 3 });
    expect(renamed!).toMatchObject({ unchanged: 0, notTransformable: 0, noPrompt: 0 });

    // no switch in any row: nothing to compare, and no model is run for it
    expect(switched).toMatchObject({
      kind: 'switch-to-if',
      unchanged: 3,
      notTransformable: 0,
      noPrompt: 0,
    });
    expect(switched!.original.prompts).toBe(0);
    expect(switched!.identicalChange.change).toBeNull();
    expect(seen).toHaveLength(4);
  });

  it('without transforms: no kinds; with no row to prompt: empty shares, never a pass', async () => {
    const tokenizer = pieceTokenizer();
    const never: CompleteFn = () => Promise.reject(new Error('no prompt, no run'));
    const section = await runCompletions({
      rows: [{ row: 0, code: 'int one(void) { return 1; }' }],
      tokenizer,
      teacher: never,
      student: never,
      language: 'c',
      prompts: 5,
      maxNewTokens: 4,
      cut: 0.5,
      maxLength: 100,
      prefix: [],
      transforms: null,
    });
    expect(section.rows).toEqual({ prompted: 0, unparsable: 0, noPrompt: 1 });
    expect(section.original.identical).toEqual({ count: 0, n: 0, share: null, ci95: null });
    expect(section.transformed).toEqual([]);
    expect(section.examples).toEqual([]);
  });
});
