/**
 * Robustness of the student against its teacher (SPEC §5): the relations and
 * flip rates on transformed inputs, and the identifier-renaming attack probe.
 * Runs after the gate scored the dataset, on the same rows.
 */
import type { Config } from '../config/types.js';
import { readDataset } from '../data/read-dataset.js';
import type { Example } from '../data/types.js';
import { TokenCache } from '../encode/token-cache.js';
import { InputError } from '../errors.js';
import { prepareModel, type PipelineDeps, type Scores } from '../pipeline.js';
import type { Report } from '../report/types.js';
import { evaluateAttack } from './attack.js';
import { robustnessFailures } from './gate.js';
import { evenlySpaced } from './sampling.js';
import { evaluateTransformed, pickRows, type OriginalScores } from './transformed.js';
import type { RobustnessReport } from './types.js';

export { candidatePool, evaluateAttack, relativeDegradation } from './attack.js';
export type { AttackOptions, AttackSettings } from './attack.js';
export { robustnessFailures } from './gate.js';
export { evenlySpaced, inputSeed } from './sampling.js';
export {
  countFlips,
  evaluateTransformed,
  flipRateRatio,
  scoreOriginals,
  type OriginalScores,
  type RobustnessModels,
} from './transformed.js';
export type * from './types.js';

/**
 * Evaluates robustness when the config has a `transforms` section (else
 * returns null): re-reads the rows the gate scored (the pipeline streamed
 * them away), keeps those the probes use (`transforms.limit` and
 * `attack.max-inputs`, evenly spaced), opens both models again without the
 * teacher-outputs cache (cached outputs cannot score new inputs), runs the
 * transformed evaluation and the attack, and releases the models. The
 * probabilities on x come from `scores`, so flips are measured against the
 * predictions the gate reported.
 *
 * @throws InputError when a scored row is no longer in the dataset file.
 */
export async function evaluateRobustness(
  config: Config,
  deps: PipelineDeps,
  scores: Scores,
): Promise<RobustnessReport | null> {
  const transforms = config.transforms;
  if (transforms === null) return null;
  const started = performance.now();
  const n = scores.rows.length;
  const transformPositions = evenlySpaced(n, transforms.limit);
  const labelled = scores.labels.flatMap((label, i) => (label >= 0 ? [i] : []));
  const attackPositions =
    transforms.attack === null
      ? []
      : evenlySpaced(labelled.length, transforms.attack.maxInputs).map((k) => labelled[k]!);

  const wanted = new Map<number, number>();
  for (const position of [...transformPositions, ...attackPositions]) {
    wanted.set(scores.rows[position]!, position);
  }
  const found = new Map<number, Example>();
  for await (const example of readDataset(config.dataset)) {
    const position = wanted.get(example.row);
    if (position !== undefined) found.set(position, example);
    if (found.size === wanted.size) break;
  }
  const examplesAt = (positions: readonly number[]): Example[] =>
    positions.map((position) => {
      const example = found.get(position);
      if (example === undefined) {
        throw new InputError(
          `dataset ${config.dataset.path}: row ${scores.rows[position]} was scored but is no longer in the file; did it change during the run?`,
        );
      }
      return example;
    });
  const originalsAt = (positions: readonly number[]): OriginalScores => ({
    teacher: pickRows(scores.teacher, scores.classes, positions),
    student: pickRows(scores.student, scores.classes, positions),
    cols: scores.classes,
  });
  const transformExamples = examplesAt(transformPositions);
  const attackExamples = examplesAt(attackPositions);

  const tokenCaches = new Map<string, TokenCache>();
  const teacher = await prepareModel(config.teacher, 'teacher', config.threads, deps, tokenCaches);
  const student = await prepareModel(config.student, 'student', config.threads, deps, tokenCaches);
  const models = { teacher: teacher.source, student: student.source };
  try {
    const transformed = await evaluateTransformed(
      { transforms: { ...transforms, limit: null }, relations: config.relations },
      models,
      transformExamples,
      originalsAt(transformPositions),
    );
    deps.log.info(
      `robustness: ${transforms.kinds.length} transformations of ${transformExamples.length} inputs in ` +
        `${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    let attack: RobustnessReport['attack'] = null;
    if (transforms.attack !== null) {
      attack = await evaluateAttack(
        { language: transforms.language, seed: transforms.seed, attack: transforms.attack },
        models,
        attackExamples,
        {
          originals: originalsAt(attackPositions),
          poolFrom: [...transformExamples, ...attackExamples],
        },
      );
      deps.log.info(
        `robustness: attacked ${attack.evaluated} of ${attack.selected} inputs in ` +
          `${(attack.elapsedMs / 1000).toFixed(1)} s` +
          (attack.budgetExhausted ? ' (the time budget ran out)' : ''),
      );
    }
    const report: RobustnessReport = {
      language: transforms.language,
      seed: transforms.seed,
      inputs: transformExamples.length,
      transformed,
      attack,
      thresholds: {
        maxFlipRateRatio: transforms.maxFlipRateRatio,
        maxRelativeDegradation: transforms.attack?.maxRelativeDegradation ?? null,
      },
      failures: [],
      elapsedMs: 0,
    };
    report.failures = robustnessFailures(report, transforms);
    report.elapsedMs = performance.now() - started;
    return report;
  } finally {
    await teacher.release();
    await student.release();
  }
}

/**
 * The report with its robustness section: failing robustness ceilings are
 * appended to the gate's failures and fail the gate. A null robustness (no
 * `transforms` section) leaves the report as it is.
 */
export function withRobustness(report: Report, robustness: RobustnessReport | null): Report {
  if (robustness === null) return report;
  const failures = [...report.gate.failures, ...robustness.failures];
  return {
    ...report,
    gate: {
      ...report.gate,
      failures,
      passed: report.gate.passed && robustness.failures.length === 0,
    },
    robustness,
  };
}
