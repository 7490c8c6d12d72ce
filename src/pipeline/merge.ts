/**
 * The merge mode: the Report of shards' partial reports, as one run computes
 * it, with no model opened (merge-partials.ts puts the partials together).
 */
import type { Config } from '../config/types.js';
import type { Report, TimeLimitSummary } from '../report/types.js';
import { robustnessPositions, robustnessReport } from '../robustness/index.js';
import type { RobustnessReport } from '../robustness/types.js';
import { readBaseline, type Baseline } from './baseline.js';
import { finishedReport } from './evaluate.js';
import { joinShardRobustness, type MergedPartials } from './merge-partials.js';
import { originalsFrom } from './robustness-step.js';
import { readExamples } from './rows-step.js';
import { resultSettings } from './run-identity.js';
import type { PipelineDeps } from './types.js';

/**
 * The Report of merged shards: the rows' scores, and with `transforms`, the
 * robustness report computed from the shards' per-input outcomes exactly as
 * one run computes it (robustnessReport); no model is opened. The examples
 * at the probes' positions are read from the data set again.
 */
export async function reportFromMergedScores(
  config: Config,
  deps: PipelineDeps,
  merged: MergedPartials,
  studentBaseline?: Baseline | null,
): Promise<Report> {
  const { scores } = merged;
  const baseline =
    studentBaseline !== undefined
      ? studentBaseline
      : config.gate.baseline === null
        ? null
        : await readBaseline(config.gate.baseline);
  const transforms = config.transforms;
  let robustness: RobustnessReport | null = null;
  if (transforms !== null) {
    const positions = robustnessPositions(transforms, scores.labels);
    const exampleAt = await readExamples(config, scores, [
      ...positions.transform,
      ...positions.attack,
    ]);
    const joined = joinShardRobustness(resultSettings(transforms), transforms, positions, merged);
    const at = async (list: number[]) => ({
      examples: list.map(exampleAt),
      originals: await originalsFrom(scores)(list),
    });
    robustness = robustnessReport(
      { transforms, relations: config.relations },
      { transform: await at(positions.transform), attack: await at(positions.attack) },
      joined.outcomes,
    );
    robustness.teacherScores = joined.teacherScores;
    if (merged.shards > 1 && transforms.attack?.timeBudgetSeconds != null) {
      for (const attack of robustness.attacks) attack.timeBudgetShards = merged.shards;
    }
  }
  // The shards ran without the run's time limit (a partial holds its whole slice): one run that it did not stop.
  const timeLimit: TimeLimitSummary = {
    seconds: config.timeLimitSeconds,
    reached: false,
    notRun: [],
  };
  return finishedReport(config, deps, scores, { baseline, robustness }, timeLimit);
}
