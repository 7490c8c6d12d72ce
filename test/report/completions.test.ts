import { describe, expect, it } from 'vitest';
import {
  compareCompletions,
  transformedCompletions,
  type CompletionOutcome,
  type CompletionsSection,
} from '../../src/relations/completions/index.js';
import { renderCompletionsMarkdown } from '../../src/report/completions-markdown.js';
import { renderCompletionsTerminal } from '../../src/report/completions-terminal.js';
import { TERMINAL_WIDTH } from '../../src/report/layout.js';
import { completionsSectionProblem } from '../../src/report/completions-shape.js';

const outcome = (o: Partial<CompletionOutcome>): CompletionOutcome => ({
  identical: true,
  similarity: 1,
  teacherParses: true,
  studentParses: true,
  teacherFinished: true,
  studentFinished: true,
  ...o,
});
const apart = outcome({
  identical: false,
  similarity: 0.5,
  studentParses: false,
  studentFinished: false,
});

/** 4 prompts: 3 identical; the fourth half alike, the student's unparsed and unfinished. */
const X = [outcome({}), outcome({}), outcome({}), apart];

function section(kind = 'rename-locals', code = 'return 0;\n}\n'): CompletionsSection {
  return {
    settings: { prompts: 5, maxNewTokens: 64, cut: 0.75, language: 'c' },
    rows: { prompted: 4, unparsable: 1, noPrompt: 0 },
    original: compareCompletions(X),
    transformed: [
      transformedCompletions(
        kind,
        X.map((original, i) => ({ original, transformed: i === 0 ? original : apart })),
        { unchanged: 0, notTransformable: 0, noPrompt: 1 },
      ),
    ],
    examples: [
      {
        row: 7,
        promptEnd: 'void h(int n)\n{\n    n = n + 1;\n',
        teacher: code,
        student: 'return 0;\n',
        similarity: 0.5,
      },
    ],
  };
}

describe('renderCompletionsMarkdown', () => {
  it('shows the comparison on x, the change per kind and the examples', () => {
    const markdown = renderCompletionsMarkdown(section());
    expect(markdown).toContain(
      'Both models complete 4 prompts greedily, up to 64 new tokens or end-of-text; each prompt is a ' +
        'row cut at the line start nearest 75% of its tokens (5 asked; the rows ran out); rows left ' +
        'out: 1 that do not parse. Reported, not gated.',
    );
    // 3 of 4 identical: Wilson 30.1–95.4%; mean similarity (1 + 1 + 1 + 0.5) / 4
    expect(markdown).toMatch(/\| identical completions +\| +75\.0% \(3\/4\) \| +30\.1–95\.4% \|/);
    expect(markdown).toMatch(/\| mean edit similarity +\| +0\.875 \|/);
    // parses: teacher 4/4, student 3/4 → −25.0 pts; McNemar 1 discordant: p = 1
    expect(markdown).toMatch(
      /\| parses: student − teacher \(paired\) +\| +−25\.0 pts \| .* pts, p = 1 \|/,
    );
    expect(markdown).toMatch(/\| stopped at end-of-text: student +\| +75\.0% \(3\/4\) \|/);
    // rename-locals: identical on x 3/4, on T(x) 1/4 (row 0 only) → −50.0 pts; p = 2 · (1/2)² = 0.5
    // similarity per row 1, 1, 1, 0.5 → 1, 0.5, 0.5, 0.5: mean change −0.25
    expect(markdown).toMatch(
      /\| `rename-locals` +\| +75\.0% \(3\/4\) \| +25\.0% \(1\/4\) \| +−50\.0 pts \| +[−+]?\d+\.\d to [−+]?\d+\.\d \| +0\.5 \| +−0\.250 \|/,
    );
    expect(markdown).toContain('- `rename-locals`: rows not compared: 1 with no prompt after T.');
    expect(markdown).toContain(
      '<details><summary>The 1 prompt whose completions differ most</summary>',
    );
    expect(markdown).toContain(
      'Row 7, edit similarity 0.500; the prompt ends:\n\n```c\nvoid h(int n)\n{\n    n = n + 1;\n```',
    );
    expect(markdown).toContain('Teacher:\n\n```c\nreturn 0;\n}\n```');
  });

  it('says when a completion has nothing to show', () => {
    const blank = section('rename-locals', '');
    blank.examples[0]!.student = '\n   \n';
    const markdown = renderCompletionsMarkdown(blank);
    expect(markdown).toContain('Teacher: (nothing)\n\nStudent: (only whitespace)\n');
    expect(renderCompletionsTerminal(blank)).toContain(
      '    teacher: (nothing)\n    student: (only whitespace)',
    );
  });

  it('keeps text from the report inert: a kind name, a language and code', () => {
    const hostile = section('<img src=x>`|', 'x = 1; /* \u202E evil */\n```\n@org');
    hostile.settings.language = 'c onerror=alert(1)';
    const markdown = renderCompletionsMarkdown(hostile);
    expect(markdown).toContain('``<img src=x>`\\|``');
    expect(markdown).not.toContain('\u202E');
    // the fence outgrows the backticks inside, and the bad language gives none
    expect(markdown).toContain('````\nx = 1; /* \uFFFD evil */\n```\n@org\n````');
    expect(markdown).not.toContain('onerror');
  });

  it('is empty for a run without completions', () => {
    expect(renderCompletionsMarkdown(null)).toBe('');
    expect(renderCompletionsTerminal(null)).toBe('');
  });
});

describe('renderCompletionsTerminal', () => {
  it('lays out the same cells in columns, and strips escape sequences from code', () => {
    const text = renderCompletionsTerminal(section('rename-locals', 'x\u001b[31m = 1;\n'));
    expect(text).toMatch(/^identical completions +75\.0% \(3\/4\) +30\.1–95\.4%$/m);
    expect(text).toMatch(/^rename-locals +75\.0% \(3\/4\) +25\.0% \(1\/4\) +−50\.0 pts /m);
    expect(text).toContain('      x\uFFFD[31m = 1;');
    expect(text).not.toContain('\u001b');
    for (const line of text.split('\n'))
      expect(line.length, line).toBeLessThanOrEqual(TERMINAL_WIDTH);
  });
});

describe('completionsSectionProblem', () => {
  it('accepts a section as JSON writes it and reads it back', () => {
    const text = JSON.stringify(section());
    expect(completionsSectionProblem(JSON.parse(text))).toBeNull();
    // an underflowed ln p is written as null
    const underflow = JSON.parse(text.replace('"logPValue":0', '"logPValue":null'));
    expect(completionsSectionProblem(underflow)).toBeNull();
  });

  it('names the first field a forged section gets wrong', () => {
    /** A forged value where the type says otherwise. */
    const bad = <T>(value: unknown) => value as T;
    const forged = (edit: (s: CompletionsSection) => void) => {
      const copy = JSON.parse(JSON.stringify(section())) as CompletionsSection;
      edit(copy);
      return completionsSectionProblem(copy);
    };
    expect(forged((s) => (s.original.identical.count = bad('3')))).toBe(
      'completions.original.identical.count is "3", not a count',
    );
    expect(forged((s) => (s.original.similarity.ci95 = bad([0, '<b>'])))).toBe(
      'completions.original.similarity.ci95 is [0,"<b>"], not null or two numbers',
    );
    expect(forged((s) => (s.transformed = bad({ kind: 'x' })))).toBe(
      'completions.transformed is not a list',
    );
    expect(forged((s) => (s.transformed[0]!.kind = bad(7)))).toBe(
      'completions.transformed[0].kind is 7, not a string',
    );
    expect(forged((s) => (s.examples[0]!.teacher = bad(undefined)))).toBe(
      'completions.examples[0].teacher is missing, not a string',
    );
    expect(forged((s) => (s.rows = bad(null)))).toBe('completions.rows is not a mapping');
    expect(completionsSectionProblem('text')).toBe('completions is not a mapping');
  });
});
