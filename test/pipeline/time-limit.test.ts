/**
 * The run's time limit (docs/spec.md §4.6), on a clock the test drives: no
 * assertion depends on how fast the machine is.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/load.js';
import type { OrtModule } from '../../src/inference/onnx-model.js';
import { evaluate } from '../../src/pipeline/index.js';
import type { CachedOutputs, PipelineDeps } from '../../src/pipeline/types.js';
import { renderMarkdown } from '../../src/report/markdown.js';
import { NOT_RUN_AT_TIME_LIMIT } from '../../src/robustness/index.js';
import { parseReport } from '../../src/report/parse.js';
import { renderTerminal } from '../../src/report/terminal.js';
import { cli, fixtures, tempDir } from '../cli-harness.js';
import { repoRoot } from '../shared.js';

const tiny = path.join(fixtures, 'tiny');
/** Rows: two chunks of 2,048 and a third of 904, so a stop after the second leaves 4,096 scored. */
const ROWS = 5_000;

function setup(timeLimit: string): string {
  const rows = Array.from({ length: ROWS }, (_, i) =>
    JSON.stringify({ func: 'ab c '.repeat(1 + (i % 3)), target: i % 2, idx: i }),
  );
  return tempDir({
    'data.jsonl': rows.join('\n') + '\n',
    'student.jsonl': rows.map((_, i) => (i % 2 === 0 ? '[0.9, 0.1]' : '[0.2, 0.8]')).join('\n'),
    'metacompress.yml': [
      'task: vulnerability-prediction',
      'dataset: { path: data.jsonl }',
      'teacher:',
      `  model: ${path.join(fixtures, 'onnx', 'sum-count.onnx')}`,
      `  tokenizer: { vocab: ${path.join(tiny, 'vocab.json')}, merges: ${path.join(tiny, 'merges.txt')} }`,
      '  max-length: 16',
      'student: { outputs: student.jsonl, output: probabilities }',
      'threads: 1',
      `time-limit: ${timeLimit}`,
    ].join('\n'),
  });
}

/** A clock that moves one second each time it is read: the deadline reads it once when the run starts and once per chunk. */
function steppingClock(): () => number {
  let ms = -1000;
  return () => (ms += 1000);
}

async function deps(extra: Partial<PipelineDeps> = {}): Promise<PipelineDeps> {
  const ort = (await import('onnxruntime-node')) as unknown as OrtModule;
  return {
    loadRuntime: async () => ({ ort, executionProviders: ['cpu'] }),
    log: { info: () => {}, warning: () => {} },
    ...extra,
  };
}

describe('time-limit', () => {
  it('stops scoring after the chunk in which it passes, reports the rows that finished, and fails the gate', async () => {
    // Started at 0 s with a limit of 1.5 s: read at 1 s after the first chunk (not passed),
    // at 2 s after the second (passed): 4,096 rows scored, the rest not.
    const dir = setup('1.5');
    const store = new Map<string, CachedOutputs>();
    const teacherCache = {
      restore: async (key: string) => store.get(key) ?? null,
      save: async (key: string, outputs: CachedOutputs) => void store.set(key, outputs),
    };
    const report = await evaluate(
      loadConfig(path.join(dir, 'metacompress.yml')),
      await deps({ now: steppingClock(), teacherCache }),
    );
    expect(report.dataset.rowsUsed).toBe(4096);
    expect(report.relations.mr1.n).toBe(4096);
    expect(report.timeLimit).toEqual({
      seconds: 1.5,
      reached: true,
      notRun: ["the data set's rows after the first 4096"],
    });
    const reason =
      "the run stopped at its time limit of 1.5 s (time-limit); not run: the data set's rows after the first 4096. " +
      'What did not run was not checked, so the gate fails; raise time-limit, or lower dataset.limit, ' +
      'transforms.limit or transforms.attack.max-inputs';
    expect(report.gate.passed).toBe(false);
    expect(report.gate.failures.at(-1)).toBe(reason);
    // The teacher's outputs on the first rows would answer for the whole data set: not kept.
    expect(store.size).toBe(0);
    // Every surface says it: the status line, the comment's reasons, the terminal.
    const markdown = renderMarkdown(report);
    expect(markdown).toContain(
      'Fidelity gate FAILED on MR1, MR2, the time limit (the run stopped before it finished).',
    );
    expect(markdown).toContain(`- ${reason}`);
    expect(renderTerminal(report).replace(/\s+/g, ' ')).toContain(reason);
    // A report read back keeps it.
    expect(parseReport(JSON.parse(JSON.stringify(report)), 'r.json').timeLimit).toEqual(
      report.timeLimit,
    );
  });

  it('leaves a run that finishes in time as it is, and is off with off', async () => {
    const inTime = await evaluate(
      loadConfig(path.join(setup('1h'), 'metacompress.yml')),
      await deps({ now: steppingClock() }),
    );
    expect(inTime.dataset.rowsUsed).toBe(ROWS);
    expect(inTime.timeLimit).toEqual({ seconds: 3600, reached: false, notRun: [] });
    const off = await evaluate(
      loadConfig(path.join(setup('off'), 'metacompress.yml')),
      await deps({ now: () => Number.MAX_SAFE_INTEGER }),
    );
    expect(off.timeLimit).toEqual({ seconds: null, reached: false, notRun: [] });
    expect(off.gate).toEqual(inTime.gate);
  });

  it('reads seconds, 90s, 45m, 1.5h; defaults to 45 min; refuses anything else in one line', () => {
    const seconds = (value: string) =>
      loadConfig(path.join(setup(value), 'metacompress.yml')).timeLimitSeconds;
    expect([seconds('60'), seconds('90s'), seconds('45m'), seconds('1.5h')]).toEqual([
      60, 90, 2700, 5400,
    ]);
    const dir = setup('45m');
    expect(
      loadConfig(path.join(dir, 'metacompress.yml'), [['time-limit', '~']]).timeLimitSeconds,
    ).toBe(null);
    const defaults = tempDir({
      'metacompress.yml':
        'task: classification\ndataset: { path: d.jsonl }\nteacher: { outputs: t.npy }\nstudent: { outputs: s.npy }\n',
    });
    expect(loadConfig(path.join(defaults, 'metacompress.yml')).timeLimitSeconds).toBe(2700);
    for (const bad of ['0', '-5', '45 minutes', '9d'])
      expect(() => seconds(bad)).toThrow(
        /^time-limit: got .*; allowed: seconds \(a number, or a number with s, m or h/,
      );
  });

  it('is the --time-limit flag of the command; a bad value exits 2 naming it', async () => {
    const dir = setup('45m');
    const config = path.join(dir, 'metacompress.yml');
    const bad = await cli(['--config', config, '--time-limit', 'soon']);
    expect(bad.status).toBe(2);
    expect(bad.stderr).toMatch(/time-limit: got "soon"; allowed: seconds/);
    const json = path.join(dir, 'r.json');
    const ok = await cli([
      '--config',
      config,
      '--time-limit',
      '60',
      '--report-json',
      json,
      '--quiet',
    ]);
    // Nothing about the flag on stderr (a warning about the fixture's models may be there).
    expect(ok.stderr).not.toMatch(/time-limit/);
    const { readFileSync } = await import('node:fs');
    expect((JSON.parse(readFileSync(json, 'utf8')) as { timeLimit: unknown }).timeLimit).toEqual({
      seconds: 60,
      reached: false,
      notRun: [],
    });
  });

  describe('on the robustness example, cut small (40 rows, 12 transformed inputs, 3 attacked)', () => {
    const config = () =>
      loadConfig(path.join(repoRoot, 'examples', 'vulnerability', 'robustness.yml'), [
        ['dataset.limit', '40'],
        ['transforms.limit', '12'],
        ['transforms.attack.max-inputs', '3'],
        ['transforms.attack.queries', '8'],
        ['time-limit', '1'],
      ]);

    it('leaves the robustness step out when the limit passed while the rows were scored', async () => {
      // 0 when the run starts; from then on past the limit.
      let reads = 0;
      const report = await evaluate(
        config(),
        await deps({ now: () => (reads++ === 0 ? 0 : 5000) }),
      );
      expect(report.dataset.rowsUsed).toBe(40);
      expect(report.robustness).toBeUndefined();
      expect(report.timeLimit).toEqual({
        seconds: 1,
        reached: true,
        notRun: ['robustness (the transformations and the attacks)'],
      });
      expect(report.gate.passed).toBe(false);
    });

    it('stops the attack in flight and leaves the methods not begun out', async () => {
      // The clock stands still until the attacks' first batch, which moves it past the limit.
      let ms = 0;
      const report = await evaluate(
        config(),
        await deps({
          now: () => ms,
          onBatch: (_role, _batch, phase) => {
            if (phase === 'attacks') ms = 5000;
          },
        }),
      );
      const robustness = report.robustness!;
      expect(robustness.transformed.map((k) => k.kind)).toEqual([
        'rename-locals',
        'dead-code',
        'swap-operands',
        'loop-rewrite',
      ]);
      expect(robustness.attacks.map((a) => [a.method, a.evaluated, a.skippedReason])).toEqual([
        ['mhm', 0, null],
        ['wir-random', 0, NOT_RUN_AT_TIME_LIMIT],
        ['alert', 0, NOT_RUN_AT_TIME_LIMIT],
        ['coda', 0, NOT_RUN_AT_TIME_LIMIT],
        ['greedy', 0, NOT_RUN_AT_TIME_LIMIT],
      ]);
      expect(report.timeLimit!.notRun).toEqual([
        'the mhm attack (begun, stopped before its first inputs were done)',
        'the wir-random attack',
        'the alert attack',
        'the coda attack',
        'the greedy attack',
      ]);
      expect(report.gate.passed).toBe(false);
    });
  });
});
