/**
 * Robustness of the student against its teacher (docs/spec.md §5): the relations and
 * flip rates on transformed inputs, and the identifier-renaming attack probe.
 * A step of the pipeline: it gets the open models and the examples from it
 * and decides nothing (the gate judges its numbers).
 */
import type { RelationsOptions } from '../relations/types.js';
import { ATTACK_METHOD_FACTS, type AttackMethodFacts } from '../config/names.js';
import type { TransformsConfig } from '../config/types.js';
import type { Example } from '../data/types.js';
import type { PipelineLogger } from '../logger.js';
import {
  attackOutcomes,
  methodReport,
  skippedAttacks,
  type AttackOptions,
  type MethodOutcomes,
} from './attack/index.js';
import { attackProgressLog } from './attack/progress.js';
import { evenlySpaced } from './sampling.js';
import {
  summariseTransformed,
  transformedOutcomes,
  TransformMemo,
  type KindOutcomes,
  type OriginalScores,
  type RobustnessModels,
} from './transformed.js';
import type { RobustnessReport } from './types.js';

export * from './attack/index.js';
export { flipRatioInterval } from './ratio-interval.js';
export { evenlySpaced, inputSeed } from './sampling.js';
export {
  countFlips,
  donorPicker,
  evaluateTransformed,
  flipRateRatio,
  isKeptTransforms,
  pickRows,
  scoreOriginals,
  summariseTransformed,
  transformExample,
  TransformMemo,
  transformedOutcomes,
  type KeptTransform,
  type KindOutcomes,
  type TransformOutcome,
  type OriginalScores,
  type RobustnessModels,
} from './transformed.js';
export type * from './types.js';

/** Which scored inputs the probes use: positions among the scored rows. */
export interface RobustnessPositions {
  /** For the transformed evaluation: at most `transforms.limit`, evenly spaced. */
  transform: number[];
  /** For the attack: labelled inputs, at most `attack.max-inputs`, evenly spaced. */
  attack: number[];
  /**
   * coda's reference pool: every labelled input (at most `CODA_POOL`, evenly
   * spaced), whose predictions the gate already has; empty when coda does not run.
   */
  references: number[];
  /**
   * The vocabulary of mhm, wir-random and greedy: every labelled input, as
   * the references build it over the evaluation file (independent of
   * max-inputs); empty when none of them runs.
   */
  vocabulary: number[];
}

/** The most labelled inputs coda draws its references from (the reference uses the whole data set). */
export const CODA_POOL = 5000;

export function robustnessPositions(
  transforms: TransformsConfig,
  labels: readonly number[],
): RobustnessPositions {
  const labelled = labels.flatMap((label, i) => (label >= 0 ? [i] : []));
  // Whether a method that runs draws its candidate names from there.
  const drawing = (from: AttackMethodFacts['candidates']) =>
    (transforms.attack?.methods ?? []).some((m) => ATTACK_METHOD_FACTS[m].candidates === from);
  return {
    transform: evenlySpaced(labels.length, transforms.limit),
    attack:
      transforms.attack === null
        ? []
        : evenlySpaced(labelled.length, transforms.attack.maxInputs).map((k) => labelled[k]!),
    references: drawing('references')
      ? evenlySpaced(labelled.length, CODA_POOL).map((k) => labelled[k]!)
      : [],
    vocabulary: drawing('vocabulary') ? labelled : [],
  };
}

/** What the robustness step works on: examples at the positions, and both models' scores on them. */
export interface RobustnessInputs {
  transform: { examples: Example[]; originals: OriginalScores };
  attack: { examples: Example[]; originals: OriginalScores };
  /** coda's reference pool (RobustnessPositions.references); absent: the attack's inputs. */
  references?: { examples: Example[]; originals: OriginalScores };
  /** The vocabulary's inputs (RobustnessPositions.vocabulary); absent: the attack's inputs. */
  vocabulary?: Example[];
  /**
   * What misleading-comment quotes from: the whole transformed selection (a
   * shard's `transform` is only its slice); absent: `transform`'s examples.
   */
  donors?: Example[];
}

/**
 * What the robustness step keeps of each input, per kind and per method:
 * everything its report is computed from. A shard (--shard i/n) writes it
 * for its slice of the inputs into its partial report, and `merge` joins the
 * slices and computes the report of one run from them (robustnessReport).
 */
export interface RobustnessOutcomes {
  /** Per kind, one outcome per transformed-evaluation input, in input order. */
  transformed: KindOutcomes[];
  transformedTexts: { restored: number; computed: number };
  /** Per method, one outcome per attacked input; empty without an attack or inputs to attack. */
  attacks: MethodOutcomes[];
  elapsedMs: number;
}

/**
 * Runs the transformed evaluation and (when configured) the attack, and
 * keeps their per-input outcomes. `hooks.onPhase` is told when the attacks
 * begin (the pipeline counts the cache's part and tags batches).
 */
export async function robustnessOutcomes(
  settings: { transforms: TransformsConfig; relations: RelationsOptions },
  models: RobustnessModels,
  inputs: RobustnessInputs,
  log: PipelineLogger,
  hooks: { onPhase?: (phase: 'attacks') => void; transformMemo?: TransformMemo } = {},
  attackOptions: AttackOptions = {},
): Promise<RobustnessOutcomes> {
  const { transforms } = settings;
  const started = performance.now();
  const memo = hooks.transformMemo ?? new TransformMemo();
  const transformed = await transformedOutcomes(
    { transforms },
    models,
    inputs.transform.examples,
    memo,
    inputs.donors ?? inputs.transform.examples,
  );
  log.info(
    `robustness: ${transforms.kinds.length} transformations of ${inputs.transform.examples.length} inputs in ` +
      `${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  let attacks: MethodOutcomes[] = [];
  if (transforms.attack !== null) {
    hooks.onPhase?.('attacks');
    attacks = await attackOutcomes(
      {
        language: transforms.language,
        seed: transforms.seed,
        attack: transforms.attack,
        relations: settings.relations,
      },
      models,
      inputs.attack.examples,
      inputs.attack.originals,
      {
        onProgress: attackProgressLog(log, attackOptions.now ?? (() => performance.now())),
        ...attackOptions,
        vocabularyFrom: inputs.vocabulary?.length ? inputs.vocabulary : inputs.attack.examples,
        referencePool: inputs.references?.examples.length ? inputs.references : undefined,
      },
    );
  }
  return {
    transformed,
    transformedTexts: { restored: memo.restored, computed: memo.computed },
    attacks,
    elapsedMs: performance.now() - started,
  };
}

/**
 * The robustness report from the per-input outcomes: pure, the same
 * computation for one run and for a merge of shards. `inputs` are the
 * inputs the outcomes are of, in their order, with both models' scores on x
 * as the gate scored them (flips are measured against the predictions the
 * gate reported).
 */
export function robustnessReport(
  settings: { transforms: TransformsConfig; relations: RelationsOptions },
  inputs: Pick<RobustnessInputs, 'transform' | 'attack'>,
  outcomes: RobustnessOutcomes,
): RobustnessReport {
  const { transforms } = settings;
  const attack = transforms.attack;
  const attackSettings = attack === null ? null : { attack, relations: settings.relations };
  const attacks =
    attackSettings === null
      ? []
      : inputs.attack.examples.length === 0
        ? skippedAttacks(attackSettings.attack, 0, 0)
        : outcomes.attacks.map((method) =>
            methodReport(attackSettings, inputs.attack.examples, inputs.attack.originals, method),
          );
  return {
    language: transforms.language,
    seed: transforms.seed,
    inputs: inputs.transform.examples.length,
    transformed: summariseTransformed(
      settings.relations,
      inputs.transform.examples,
      inputs.transform.originals,
      outcomes.transformed,
    ),
    transformedTexts: outcomes.transformedTexts,
    attack: attacks[0] ?? null,
    attacks,
    thresholds: {
      maxFlipRateRatio: transforms.maxFlipRateRatio,
      minFlips: transforms.minFlips,
      maxRelativeDegradation: attack?.maxRelativeDegradation ?? null,
      minAttacked: attack?.minAttacked ?? 0,
      degradationReading: attack?.degradationReading ?? 'points',
    },
    elapsedMs: outcomes.elapsedMs,
  };
}
