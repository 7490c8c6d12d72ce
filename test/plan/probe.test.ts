import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/load.js';
import type { OrtModule } from '../../src/inference/onnx-model.js';
import { evaluate, runShard } from '../../src/pipeline/index.js';
import type { PipelineDeps } from '../../src/pipeline/types.js';
import { probeCompletionRun } from '../../src/plan/completion-probe.js';
import { probeConfig, probeRun } from '../../src/plan/probe.js';
import { projectCompletionPlan, projectPlan, windowWork } from '../../src/plan/index.js';
import { createTeacherOutputsCache } from '../../src/store/teacher-entries.js';
import { recordingLogger, tempDir } from '../servers/env.js';
import { repoRoot } from '../shared.js';
import { folderCache } from '../store/folder-cache.js';

let tmp: ReturnType<typeof tempDir> | undefined;
afterEach(() => tmp?.remove());

/**
 * The vulnerability robustness example, cut small: 40 rows, 12 transformed
 * inputs, 3 attacked with 8 queries by two methods (the language model's
 * methods would only slow the test: the probe reads every method alike).
 */
const config = () =>
  loadConfig(path.join(repoRoot, 'examples', 'vulnerability', 'robustness.yml'), [
    ['dataset.limit', '40'],
    ['transforms.limit', '12'],
    ['transforms.attack.max-inputs', '3'],
    ['transforms.attack.queries', '8'],
    ['transforms.attack.methods', '[mhm, wir-random]'],
  ]);

async function deps(extra: Partial<PipelineDeps> = {}): Promise<PipelineDeps> {
  const ort = (await import('onnxruntime-node')) as unknown as OrtModule;
  return {
    loadRuntime: async () => ({ ort, executionProviders: ['cpu'] }),
    log: { info: () => {}, warning: () => {} },
    ...extra,
  };
}

describe("plan's probe", () => {
  it("counts the configured run, measures each method's queries, and finds the teacher's side with the pipeline's keys", async () => {
    const dir = (tmp = tempDir('plan-probe')).dir;
    const log = recordingLogger();
    const teacherCache = createTeacherOutputsCache(
      folderCache(path.join(dir, 'store')),
      path.join(dir, 'work'),
      log,
    );
    const said = recordingLogger();
    const cold = await probeRun(config(), await deps({ teacherCache, log: said }));
    // Each phase said as it starts and each method as it ends, in the order of the work (a
    // method's count lines, every 30 s of a slow machine's work, left out).
    expect(
      said.lines
        .map((l) => l.message.replace(/ \([^()]* in\)$/, '').replace(/\d+\.\d s/g, 'S'))
        .filter((line) => !/^plan: probe .* \d+\/\d+ inputs, S$/.test(line)),
    ).toEqual([
      'plan: probing the run on its first 40 rows, 12 transformed inputs and 3 attacked inputs per method (mhm, wir-random; each under 1 min 0 s)',
      'plan: probe 4 transformations of 12 inputs in S',
      'plan: probe mhm on 3 inputs',
      'plan: probe mhm attacked 3 of 3 inputs in S',
      'plan: probe wir-random on 3 inputs',
      'plan: probe wir-random attacked 3 of 3 inputs in S',
      "plan: timing each model at the run's batch sizes",
    ]);
    expect(cold.input.teacherCached).toEqual({ outputs: false, robustness: false });
    // The configured run, not the probe: 40 rows, 12 of them transformed, 3 attacked.
    expect(cold.input.rows.count).toBe(40);
    expect(cold.input.transformed!.inputs).toBe(12);
    expect(cold.input.attacks!.inputs).toBe(3);
    expect(cold.input.attacks!.timeBudgetSeconds).toBe(300);
    // The probe transforms at most 32 inputs: here the configured 12.
    expect(cold.probe).toMatchObject({
      rows: 40,
      transformInputs: 12,
      attackInputs: 3,
      retried: [],
    });
    // T(x) timed on their own call, as the run scores them: both models cost something.
    expect(cold.input.transformed!.msPerQuery.teacher).toBeGreaterThan(0);
    expect(cold.input.transformed!.msPerQuery.student).toBeGreaterThan(0);
    const methods = cold.input.attacks!.methods;
    expect(methods.map((m) => m.method)).toEqual(['mhm', 'wir-random']);
    for (const m of methods) {
      // Within the time budget, every method finishes its 3 inputs: measured, at most the cap of 8.
      expect(m.queriesFrom).toEqual({ teacher: 'measured', student: 'measured' });
      expect(m.probedInputs).toBe(3);
      // neither method runs the language model
      expect(m.languageModelMsPerInput).toBe(0);
      for (const side of ['teacher', 'student'] as const) {
        expect(m.queriesPerInput[side]).toBeGreaterThan(0);
        expect(m.queriesPerInput[side]).toBeLessThanOrEqual(8);
      }
      expect(m.overhead).toBeGreaterThanOrEqual(1);
    }
    // Time per query from the probe's model time; a method whose queries the run had
    // already scored (greedy's importance probes are wir-random's) may cost 0.
    expect(methods[0]!.msPerQuery.teacher).toBeGreaterThan(0);
    expect(methods[0]!.msPerQuery.student).toBeGreaterThan(0);
    // The probe kept nothing: the cache is asked, never written.
    expect((await probeRun(config(), await deps({ teacherCache }))).input.teacherCached).toEqual({
      outputs: false,
      robustness: false,
    });

    // A run saves the teacher's outputs and robustness side; the plan then counts 0 for them.
    await evaluate(config(), await deps({ teacherCache }));
    const warm = await probeRun(config(), await deps({ teacherCache }));
    expect(warm.input.teacherCached).toEqual({ outputs: true, robustness: true });
    const [one] = projectPlan(warm.input).shards;
    // setup, rows, transformed, mhm, wir-random
    expect(one!.lines.map((l) => l.ms.teacher)).toEqual([0, 0, 0, 0, 0]);
    // Another teacher's entries are not this one's: a different seed is another key.
    const reseeded = config();
    reseeded.transforms!.seed = 2;
    expect((await probeRun(reseeded, await deps({ teacherCache }))).input.teacherCached).toEqual({
      outputs: true,
      robustness: false,
    });
  }, 600_000);

  it("finds alert's substitutes in the language model's cache at the shard counts whose runs saved them", async () => {
    const dir = (tmp = tempDir('plan-substitutes')).dir;
    // 240 rows: the probe attacks inputs of the first 200, the run 3 of all 240, so the
    // probe's own substitutes are under another key than any of the run's.
    const alertOnly = () =>
      loadConfig(path.join(repoRoot, 'examples', 'vulnerability', 'robustness.yml'), [
        ['dataset.limit', '240'],
        ['transforms.limit', '1'],
        ['transforms.attack.max-inputs', '3'],
        ['transforms.attack.queries', '8'],
        ['transforms.attack.methods', '[alert]'],
        ['transforms.attack.cache', path.join(dir, 'lm')],
      ]);
    const lmDir = path.join(dir, 'lm');
    const cachedAt = async () =>
      (await probeRun(alertOnly(), await deps())).input.attacks!.substitutesCachedAt;
    expect(await cachedAt()).toEqual([]);
    // The probe's own run keeps nothing there (a write would change the digest that keys
    // the teacher's cached attack outcomes).
    expect(existsSync(lmDir) ? readdirSync(lmDir) : []).toEqual([]);
    // Two shards each save their slice's substitutes: held for 2 shards, not for 1 or 4.
    for (const index of [0, 1]) {
      await runShard({ ...alertOnly(), shard: { index, count: 2 } }, await deps());
    }
    expect(await cachedAt()).toEqual([2]);
    // The unsharded run saves all 3 inputs' under its own key.
    await evaluate(alertOnly(), await deps());
    const before = readdirSync(lmDir).sort();
    const last = await probeRun(alertOnly(), await deps());
    expect(last.input.attacks!.substitutesCachedAt).toEqual([1, 2]);
    expect(readdirSync(lmDir).sort()).toEqual(before);
    // The probe still computes its own inputs' substitutes: their cost is what the
    // shard counts the cache does not hold are charged.
    expect(last.input.attacks!.methods[0]!.languageModelMsPerInput).toBeGreaterThan(0);
  }, 600_000);

  it('gives each method the smaller of the configured budget and --probe-seconds', () => {
    const sizes = { transformInputs: 32, attackInputs: 16 };
    const budget = (c: ReturnType<typeof config>, seconds: number) =>
      probeConfig(c, sizes, seconds).transforms!.attack!.timeBudgetSeconds;
    // The example configures 300 s per method.
    expect(budget(config(), 60)).toBe(60);
    expect(budget(config(), 900)).toBe(300);
    const uncapped = config();
    uncapped.transforms!.attack!.timeBudgetSeconds = null;
    expect(budget(uncapped, 900)).toBe(900);
    // Methods as asked; attacked inputs and rows the smaller of the run's and the probe's
    // (16 inputs, the first 200 rows).
    const small = probeConfig(uncapped, { ...sizes, methods: ['mhm'] }, 60);
    expect(small.transforms!.attack!.maxInputs).toBe(3);
    expect(small.transforms!.attack!.methods).toEqual(['mhm']);
    expect(small.dataset.limit).toBe(40);
    const large = config();
    large.dataset.limit = null;
    large.transforms!.attack!.maxInputs = 24;
    const probed = probeConfig(large, sizes, 60);
    expect(probed.transforms!.attack!.maxInputs).toBe(16);
    expect(probed.dataset.limit).toBe(200);
  });

  it("counts a code-completion run's windows as the run does, times both models, and finds the teacher's side", async () => {
    const dir = (tmp = tempDir('plan-completion')).dir;
    // The completion example cut small: 40 rows, 2 prompts, on x and under two kinds.
    const small = () =>
      loadConfig(path.join(repoRoot, 'examples', 'completion', 'metacompress.yml'), [
        ['dataset.limit', '40'],
        ['completion.completions.prompts', '2'],
        ['transforms.language', 'c'],
        ['transforms.kinds', '[rename-locals, dead-code]'],
      ]);
    const log = recordingLogger();
    const teacherCache = createTeacherOutputsCache(
      folderCache(path.join(dir, 'store')),
      path.join(dir, 'work'),
      log,
    );
    const said = recordingLogger();
    const cold = await probeCompletionRun(small(), await deps({ teacherCache, log: said }));
    expect(said.lines.map((l) => l.message.replace(/ \([^()]* in\)$/, ''))).toEqual([
      'plan: loading both models and asking the cache for the teacher',
      "plan: counting every row's windows with the teacher's tokenizer",
      expect.stringMatching(
        /^plan: 40 rows: \d+ windows, \d+ positions, \d+ tokens fed to each model$/,
      ),
      expect.stringMatching(/^plan: scoring the first 32 rows with both models \(\d+ positions\)$/),
      'plan: completing 2 prompts with both models, on x and on T(x) of 2 kinds',
      expect.stringMatching(/^plan: completed 2 prompts \(\d+ completions per model\) in /),
    ]);
    const { input } = cold;
    expect(input.teacherCached).toBe(false);
    expect(input.sequenceTokens).toHaveLength(40);
    expect(input.shape).toEqual({ maxLength: 256, stride: 128, batchSize: 4, chunkRows: 32 });
    for (const side of ['teacher', 'student'] as const) {
      expect(input.msPerToken[side]).toBeGreaterThan(0);
      expect(input.completions!.msPerCompletion[side]).toBeGreaterThan(0);
    }
    // x, and T(x) for each kind that changed the row: between 1 and 3 completions a prompt.
    expect(input.completions!.completionsPerPrompt).toBeGreaterThan(1);
    expect(input.completions!.completionsPerPrompt).toBeLessThanOrEqual(3);

    // The run itself counts the same sequences, windows and positions; it keeps the teacher's side.
    const report = await evaluate(small(), await deps({ teacherCache }));
    const counted = windowWork(input.sequenceTokens, input.shape);
    expect(report.completion!.windows).toMatchObject({
      sequences: 40,
      windows: counted.windows,
      positions: counted.positions,
    });
    const warm = await probeCompletionRun(small(), await deps({ teacherCache }));
    expect(warm.input.teacherCached).toBe(true);
    const [one] = projectCompletionPlan(warm.input).shards;
    expect(one!.lines.map((l) => [l.part, l.ms.teacher > 0])).toEqual([
      ['setup', false],
      ['windows', false],
      ['timing', false],
      ['completions', true],
    ]);
  }, 600_000);
});
