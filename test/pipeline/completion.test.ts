/**
 * Task code-completion end to end on the tiny causal language models of
 * test/fixtures/completion/tiny-lm (their expected values: make_models.py,
 * numpy from the weights and the oracle beside them): the windows, both
 * models run, the relations, the compact side kept and restored, its spot
 * check, the paired test by sequence, the report parsed and rendered.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as ort from 'onnxruntime-node';
import { describe, expect, it } from 'vitest';
import { comparisonMarkdown } from '../../src/compare/markdown.js';
import { parseConfig } from '../../src/config/load.js';
import { loadTokenizer } from '../../src/encode/tokenizer.js';
import { evaluate } from '../../src/pipeline/evaluate.js';
import { runIdentity } from '../../src/pipeline/run-identity.js';
import { evaluateStudents } from '../../src/pipeline/students.js';
import { entryKey } from '../../src/store/key.js';
import type { PipelineDeps } from '../../src/pipeline/types.js';
import { renderComment } from '../../src/report/comment.js';
import { parseReport } from '../../src/report/parse.js';
import { renderTerminal } from '../../src/report/terminal.js';
import type { Report } from '../../src/report/types.js';
import { decodeNextTokens, encodeNextTokens } from '../../src/store/teacher-next-tokens.js';
import type { CachedNextTokens, TeacherOutputsCache } from '../../src/store/types.js';
import { fixtures, tempDir } from '../cli-harness.js';
import { expectClose } from '../relations/helpers.js';

const DIR = path.join(fixtures, 'completion', 'tiny-lm');
/** The oracle's JSON: nested records of numbers, read as the test needs them. */
type Oracle = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- the oracle's JSON
const expected = JSON.parse(readFileSync(path.join(DIR, 'expected.json'), 'utf8')) as Oracle;

function config(student: string, extra: Record<string, unknown> = {}) {
  return parseConfig(
    {
      task: 'code-completion',
      dataset: { path: 'rows.jsonl' },
      teacher: { model: 'teacher.onnx', tokenizer: 'tokenizer.json', 'max-length': 16 },
      student: { model: `${student}.onnx`, tokenizer: 'tokenizer.json', 'max-length': 16 },
      completion: { stride: 8, 'top-k': 8, completions: 'off' },
      threads: 1,
      ...extra,
    },
    DIR,
  );
}

function deps(cache?: TeacherOutputsCache): PipelineDeps & { warnings: string[] } {
  const warnings: string[] = [];
  return {
    loadRuntime: async () => ({ ort, executionProviders: ['cpu'] }),
    log: { info: () => {}, warning: (message: string) => void warnings.push(message) },
    warnings,
    ...(cache === undefined ? {} : { teacherCache: cache }),
  };
}

/** A store of the teacher's next tokens in memory, through the file format (a save and a restore are bytes). */
function memoryCache(edit: (side: CachedNextTokens) => void = () => {}) {
  const files = new Map<string, Buffer>();
  const refused: string[] = [];
  const cache: TeacherOutputsCache = {
    restore: async () => null,
    save: async () => {},
    refuse: async (_key, reason) => void refused.push(reason),
    restoreNextTokens: async (key) => {
      const bytes = files.get(key);
      if (bytes === undefined) return null;
      const side = decodeNextTokens(key, bytes);
      if (typeof side === 'string') throw new Error(side);
      edit(side);
      return side;
    },
    saveNextTokens: async (key, side) => void files.set(key, encodeNextTokens(key, side)),
  };
  return { cache, files, refused };
}

/** Float32 logits of ONNX Runtime against numpy's float64 forward pass: 1e-4 apart at most. */
const FLOAT = 1e-4;

function expectRun(report: Report, e: Oracle) {
  const r = report.relations;
  for (const key of ['mr1', 'mr2', 'mr3'] as const) {
    expect([r[key].violations, r[key].n], key).toEqual([e[key].violations, e[key].n]);
    expectClose(r[key].ci95, e[key].ci95, 1e-9, `${key}.ci95`);
  }
  expect([r.mr4.violations, r.mr4.n, r.mr4.undecided]).toEqual([
    e.mr4.violations,
    e.mr4.n,
    e.mr4.undecided,
  ]);
  expect(r.flips!.negativeFlips.violations).toBe(e.negativeFlips.violations);
  expect(r.flips!.bothWrong).toBe(e.bothWrong);
  const c = report.completion!;
  expect(c.windows.positions).toBe(e.positions);
  expect(c.windows.windows).toBe(e.windows);
  expect(c.perSequence.positions).toEqual(e.perSequence.positions);
  expect(c.perSequence.mr2).toEqual(e.perSequence.mr2);
  expectClose(c.kl.gated, e.klTopK, FLOAT, 'kl.gated');
  expectClose(c.crossEntropy.teacher!.nats, e.crossEntropy.teacher.nats, FLOAT, 'teacher CE');
  expectClose(c.crossEntropy.student!.nats, e.crossEntropy.student.nats, FLOAT, 'student CE');
  expectClose(c.crossEntropy.perplexityRatio, e.crossEntropy.perplexityRatio, FLOAT, 'ratio');
}

describe('task code-completion on the tiny models', () => {
  it('reads the fixture tokenizer as make_models.py says: a byte b is id 1 + b', async () => {
    const tokenizer = await loadTokenizer(
      { kind: 'file', file: path.join(DIR, 'tokenizer.json') },
      'teacher',
      'causal-lm',
    );
    expect(tokenizer.special).toEqual({ bos: 0, eos: 0, pad: 0 });
    const text = 'int f(void) {\n\treturn 0;\n}';
    expect(tokenizer.encode(text)).toEqual([...Buffer.from(text)].map((b) => b + 1));
  });

  it('computes every relation numpy computes from the weights, and keeps the full KL beside', async () => {
    const d = deps();
    const report = await evaluate(config('student-a'), d);
    expectRun(report, expected['student-a']);
    const c = report.completion!;
    expect(c.kl.source).toBe('lower-bound-top-k');
    expect(c.topK).toBe(8);
    expect(c.bytesPerPosition).toBe(8 * 8 + 8);
    expect(c.kl.full!.violations).toBe(expected['student-a'].klFullViolations);
    expectClose(c.kl.full!.mean, expected['student-a'].klFull.mean, FLOAT, 'kl.full.mean');
    expect(report.teacher.fromCache).toBe(false);
    expect(d.warnings).toEqual([]);
    // The JSON round trip a baseline or report mode reads.
    expect(parseReport(JSON.parse(JSON.stringify(report)), 'report').completion!.windows).toEqual(
      c.windows,
    );
  });

  it('restores the teacher side it kept: the same verdict, spot-checked, no full KL', async () => {
    const { cache, files } = memoryCache();
    const cold = await evaluate(config('student-a'), deps(cache));
    expect(files.size).toBe(1);
    const d = deps(cache);
    const warm = await evaluate(config('student-a'), d);
    expect(warm.teacher.fromCache).toBe(true);
    expect(warm.teacher.spotCheck!.rows).toBeGreaterThan(0);
    expect(warm.teacher.spotCheck!.largestDifference).toBeLessThanOrEqual(1e-5);
    expect(warm.relations).toEqual(cold.relations);
    expect(warm.completion!.kl.full).toBeNull();
    expect(d.warnings).toEqual([]);
  });

  it('keys the teacher side by the windows and k, not by the completions compared after it', async () => {
    const key = async (completion: object) =>
      entryKey(
        'teacher-next-tokens',
        (await runIdentity(config('student-a', { completion }), {})).identity,
      );
    const base = await key({ stride: 8, 'top-k': 8, completions: 'off' });
    expect(await key({ stride: 8, 'top-k': 8, completions: { language: 'c', prompts: 2 } })).toBe(
      base,
    );
    expect(await key({ stride: 8, 'top-k': 9, completions: 'off' })).not.toBe(base);
    expect(await key({ stride: 7, 'top-k': 8, completions: 'off' })).not.toBe(base);
  });

  it('refuses a restored side the live teacher contradicts, marks it, and runs the teacher', async () => {
    const poison = { on: false };
    const { cache, refused } = memoryCache((side) => {
      // Every sequence is spot-checked at 12 rows: the first position's top token loses 0.1.
      if (poison.on) side.logProbs[0] = Math.log(Math.exp(side.logProbs[0]!) - 0.1);
    });
    await evaluate(config('student-a', { 'spot-check': 12 }), deps(cache));
    poison.on = true;
    const d = deps(cache);
    const report = await evaluate(config('student-a', { 'spot-check': 12 }), d);
    expect(refused).toHaveLength(1);
    expect(refused[0]).toMatch(/the live teacher scored 12 of its sequences again and differs/);
    expect(d.warnings[0]).toMatch(
      /^Ignoring the restored teacher next tokens teacher-next-tokens-/,
    );
    expect(report.teacher.fromCache).toBe(false);
    expectRun(report, expected['student-a']);
  });

  it('pairs a run with its baseline sequence by sequence, as numpy does', async () => {
    const dir = tempDir();
    const base = path.join(dir, 'base.json');
    writeFileSync(base, JSON.stringify(await evaluate(config('student-a'), deps())));
    const report = await evaluate(config('student-b', { gate: { baseline: base } }), deps());
    expectRun(report, expected['student-b']);
    const verdicts = report.baseline!.sequencePaired!;
    for (const e of expected.paired) {
      const v = verdicts.find((x) => x.relation === e.relation)!;
      expectClose(v.comparison.change, e.change, 1e-12, `${e.relation} change`);
      expectClose(v.comparison.standardError, e.standardError, 1e-12, `${e.relation} se`);
      expect(Math.abs(v.comparison.pValue - e.pValue)).toBeLessThanOrEqual(1e-9 + 1e-9 * e.pValue);
    }
    // Each rose significantly by more than a point: the paired test fails all three.
    expect(verdicts.map((v) => v.status)).toEqual(['fail', 'fail', 'fail']);
    expect(report.gate.passed).toBe(false);
    expect(report.gate.checks.find((c) => c.id === 'MR1')!.cause).toEqual({
      kind: 'broken',
      rules: expect.arrayContaining(['paired']),
    });
  });

  it('runs many students against one teacher: each as its single run, the teacher once', async () => {
    const students = parseConfig(
      {
        task: 'code-completion',
        dataset: { path: 'rows.jsonl' },
        teacher: { model: 'teacher.onnx', tokenizer: 'tokenizer.json', 'max-length': 16 },
        students: Object.fromEntries(
          ['student-a', 'student-b'].map((name) => [
            name,
            { model: `${name}.onnx`, tokenizer: 'tokenizer.json', 'max-length': 16 },
          ]),
        ),
        completion: { stride: 8, 'top-k': 8, completions: 'off' },
        threads: 1,
      },
      DIR,
    );
    const report = await evaluateStudents(students, deps());
    const [a, b] = report.students;
    expect([a!.name, b!.name]).toEqual(['student-a', 'student-b']);
    expectRun(a!.report, expected['student-a']);
    expectRun(b!.report, expected['student-b']);
    // The second student is read against the first run's teacher side: no full KL, not "cached".
    expect(a!.report.completion!.kl.full).not.toBeNull();
    expect(b!.report.completion!.kl.full).toBeNull();
    expect(b!.report.teacher.fromCache).toBe(false);
    // Same size; student-a's MR1 is lower by disjoint intervals: it is on the frontier, and
    // student-b only where its latency interval says it is faster (this machine's timing
    // rounds decide that, so the expectation follows their intervals, not a constant).
    const latency = (name: string) =>
      report.comparison.candidates.find((c) => c.name === name)!.cost.latency!.ci95!;
    const bFaster = latency('student-b')[1] < latency('student-a')[0];
    expect(report.comparison.frontier.map((f) => [f.name, f.place])).toEqual([
      ['student-a', 'frontier'],
      ['student-b', bFaster ? 'frontier' : 'dominated'],
    ]);
    // The classifiers' robustness columns are not the task's (it compares T(x) in its completions).
    const table = comparisonMarkdown(report);
    expect(table).toMatch(
      /^\| Model +\| +Size \| +Latency \| Accuracy \| +MR1 \| +MR2 \| +MR3 \| +MR4 \| Verdict \|$/m,
    );
    expect(table).toMatch(/<sub>Rates are violation rates: lower is more faithful\.[ <]/);
    expect(table).not.toMatch(/Flip ratio|Attack degr/);
  });

  it("compares both models' completions of prompts cut from the rows (docs/spec.md §10) in the same run", async () => {
    // Windows of all 32 positions: a prompt (end-of-text, at most 27 bytes) leaves room for 4 tokens.
    const lm = (model: string) => ({ model, tokenizer: 'tokenizer.json', 'max-length': 32 });
    const report = await evaluate(
      parseConfig(
        {
          task: 'code-completion',
          dataset: { path: 'rows.jsonl' },
          teacher: lm('teacher.onnx'),
          student: lm('student-b.onnx'),
          completion: { completions: { prompts: 3, 'max-new-tokens': 4, language: 'c' } },
          threads: 1,
        },
        DIR,
      ),
      deps(),
    );
    const section = report.completion!.completions!;
    expect(section.settings).toEqual({ prompts: 3, maxNewTokens: 4, cut: 0.75, language: 'c' });
    // Only rows of several lines have a line start to cut at, within the first 27 bytes.
    expect(section.rows.prompted).toBeGreaterThan(0);
    expect(section.original.prompts).toBe(section.rows.prompted);
    expect(parseReport(JSON.parse(JSON.stringify(report)), 'r').completion!.completions).toEqual(
      section,
    );
    expect(renderComment(report, { id: 'gate' })).toContain('**Completions compared**');
  });

  it('renders the comment with the sequences where the models part, the token marked', async () => {
    const report = await evaluate(config('student-b'), deps());
    const comment = renderComment(report, { id: 'gate' });
    expect(comment).toContain('MR1 | disagreement');
    expect(comment).toContain('the models part here');
    expect(comment).toMatch(/At token \d+ the next token is `/);
    expect(comment).toContain('as `llama-perplexity --kl-divergence` prints it');
    const terminal = renderTerminal(report);
    for (const line of terminal.split('\n')) expect(line.length).toBeLessThanOrEqual(100);
    expect(terminal).toContain('where the student is furthest from the teacher:');
  });
});
