/**
 * The keys of the teacher's robustness entries are built from the whole
 * resolved `transforms` section less a short deny-list (run-identity.ts):
 * this walks every option of the section and of its `attack`, changes it,
 * and fails when the change moves what the robustness step computes but no
 * key its entries are kept under. An option added to the config must be
 * given a change here (the walk fails on an option without one).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/load.js';
import type { Config } from '../../src/config/types.js';
import { runShard } from '../../src/pipeline/index.js';
import type { TeacherOutputsCache, JsonCache } from '../../src/pipeline/types.js';
import { loadUserRuntime } from '../../src/runtime/user-runtime.js';
import { tempDir } from '../servers/env.js';
import { repoRoot } from '../shared.js';

const tmp = tempDir('result-settings');
afterAll(() => tmp.remove());

/** The shard test's hand-made graphs (every input scored alone), made smaller still. */
const BASE: [string, string][] = [
  ['dataset.limit', '24'],
  ['transforms.limit', '6'],
  ['transforms.attack.max-inputs', '2'],
  ['transforms.attack.queries', '6'],
  ['transforms.attack.methods', '[mhm, wir-random, alert, greedy]'],
];

const emptySubstitutes = path.join(tmp.dir, 'substitutes.jsonl');
writeFileSync(emptySubstitutes, '');
const cacheDir = path.join(tmp.dir, 'lm-cache');
mkdirSync(cacheDir);

/** One change per option of the resolved section, as a config flag. */
const CHANGES: Record<string, [string, string]> = {
  language: ['transforms.language', 'java'],
  kinds: ['transforms.kinds', '[dead-code]'],
  seed: ['transforms.seed', '2'],
  limit: ['transforms.limit', '5'],
  maxFlipRateRatio: ['transforms.max-flip-rate-ratio', '3'],
  minFlips: ['transforms.min-flips', '1'],
  methods: ['transforms.attack.methods', '[greedy, mhm]'],
  queries: ['transforms.attack.queries', '5'],
  maxInputs: ['transforms.attack.max-inputs', '1'],
  timeBudgetSeconds: ['transforms.attack.time-budget-seconds', '600'],
  candidates: ['transforms.attack.candidates', '40'],
  languageModel: ['transforms.attack.language-model.max-length', '32'],
  substitutes: ['transforms.attack.substitutes', emptySubstitutes],
  cache: ['transforms.attack.cache', cacheDir],
  pairSide: ['transforms.attack.pair-side', 'both'],
  mhmAcceptance: ['transforms.attack.mhm-acceptance', 'proposal'],
  codaStructure: ['transforms.attack.coda-structure', 'extended'],
  codaIdentifiers: ['transforms.attack.coda-identifiers', 'reference'],
  maxRelativeDegradation: ['transforms.attack.max-relative-degradation', '0.5'],
  minAttacked: ['transforms.attack.min-attacked', '1'],
  degradationReading: ['transforms.attack.degradation-reading', 'relative-drops'],
};

const configWith = (change: [string, string][] = []) =>
  loadConfig(path.join(repoRoot, 'test', 'fixtures', 'shard', 'robustness.yml'), [
    ...BASE,
    ...change,
  ]);

/** A store that keeps nothing and records the key of every entry saved into it. */
function recordingStore(): { keys: string[]; teacherCache: TeacherOutputsCache; data: JsonCache } {
  const keys: string[] = [];
  const record = async (key: string) => {
    keys.push(key);
  };
  return {
    keys,
    teacherCache: {
      restore: async () => null,
      save: record,
      restoreScores: async () => null,
      saveScores: record,
      restoreOutcomes: async () => null,
      saveOutcomes: record,
    },
    data: { restore: async () => null, save: record },
  };
}

/** The robustness step's outcomes without wall times, and the keys its entries were saved under. */
async function step(config: Config) {
  const store = recordingStore();
  const quiet = { info: () => {}, warning: () => {} };
  const { robustness } = await runShard(config, {
    loadRuntime: () => loadUserRuntime({ log: quiet }),
    log: quiet,
    teacherCache: store.teacherCache,
    robustnessData: store.data,
    // The language model's work goes to a store of its own: its keys are not the teacher's.
    languageModelCache: { restore: async () => null, save: async () => {} },
  });
  const outcomes = JSON.parse(JSON.stringify(robustness!.outcomes), (key, value: unknown) =>
    key.endsWith('Ms') || key === 'cacheHit' ? undefined : value,
  ) as unknown;
  return { outcomes, keys: store.keys.toSorted() };
}

describe("the keys of the teacher's robustness entries", () => {
  it('change with every option that changes what the robustness step computes', async () => {
    const base = await configWith();
    const transforms = base.transforms!;
    const options = [
      ...Object.keys(transforms).filter((k) => k !== 'attack'),
      ...Object.keys(transforms.attack!),
    ];
    expect(options.filter((option) => CHANGES[option] === undefined)).toEqual([]);
    const before = await step(base);
    // Each option either moves a key, or leaves what the step computes as it was.
    const unkeyed: string[] = [];
    for (const option of options) {
      const after = await step(await configWith([CHANGES[option]!]));
      if (JSON.stringify(after.keys) !== JSON.stringify(before.keys)) continue;
      unkeyed.push(option);
      expect(after.outcomes, `${option} changed the outcomes but no key`).toEqual(before.outcomes);
    }
    // The options that do not change the results: the gate's ceilings and readings.
    expect(unkeyed.sort()).toEqual([
      'degradationReading',
      'maxFlipRateRatio',
      'maxRelativeDegradation',
      'minAttacked',
      'minFlips',
    ]);
  }, 600_000);
});
