import { DEFAULT_ATTACK, type AttackConfig } from '../../src/config/types.js';
import type { Example } from '../../src/data/types.js';
import {
  evaluateAttacks,
  scoreOriginals,
  type AttackOptions,
  type RobustnessModels,
} from '../../src/robustness/index.js';
import type { AttackReport } from '../../src/robustness/types.js';
import type { ProbabilitySource } from '../../src/inference/sources.js';

export interface FakeSource extends ProbabilitySource {
  /** Size of each score() call. */
  calls: number[];
  /** Every text scored, in order. */
  seen: string[][];
}

/**
 * A two-class model that reads the code: P(class 1) is `probability(code)`
 * where code is the example's functions joined by a newline.
 */
export function fakeSource(probability: (code: string, example: Example) => number): FakeSource {
  const source: FakeSource = {
    elapsedMs: 0,
    tokens: 0,
    renormalised: 0,
    calls: [],
    seen: [],
    async score(examples) {
      source.calls.push(examples.length);
      const data = new Float64Array(examples.length * 2);
      examples.forEach((example, i) => {
        source.seen.push([...example.texts]);
        const p1 = probability(example.texts.join('\n'), example);
        data[i * 2] = 1 - p1;
        data[i * 2 + 1] = p1;
      });
      return { data, cols: 2 };
    },
  };
  return source;
}

/** True when `name` occurs in `code` as a whole identifier. */
export function hasIdentifier(code: string, name: string): boolean {
  return new RegExp(`(?<![A-Za-z0-9_$])${name.replace(/\$/g, '\\$')}(?![A-Za-z0-9_$])`).test(code);
}

export function example(row: number, texts: Example['texts'], label = 1): Example {
  return { row, id: `r${row}`, texts, label };
}

/** A full attack config: the defaults with `overrides`. */
export function attackConfig(overrides: Partial<AttackConfig> = {}): AttackConfig {
  return { ...DEFAULT_ATTACK, methods: ['greedy'], ...overrides };
}

/**
 * Runs evaluateAttacks as the pipeline does: both models score the
 * examples first (the originals), then the attack.
 */
export async function attackWith(
  settings: { language: 'c' | 'java'; seed: number; attack: AttackConfig },
  models: RobustnessModels,
  examples: readonly Example[],
  options: AttackOptions = {},
): Promise<AttackReport[]> {
  const originals = await scoreOriginals(models, examples);
  return evaluateAttacks(settings, models, examples, originals, options);
}
