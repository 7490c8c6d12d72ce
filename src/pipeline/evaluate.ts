/**
 * The evaluate mode: one student's whole run (the rows scored, robustness
 * on the same open models, every verdict decided) and its Report.
 */
import type { Config } from '../config/types.js';
import type { StudentAttack } from '../export/hard-inputs.js';
import type { Report, TimeLimitSummary } from '../report/types.js';
import type { RobustnessReport } from '../robustness/types.js';
import { readBaseline, type Baseline } from './baseline.js';
import { measureCost } from './cost.js';
import type { Deadline } from './deadline.js';
import { evaluateCompletion } from './evaluate-completion.js';
import { exportHardInputs } from './export-hard.js';
import { layersStep } from './layers-step.js';
import { noiseFloorStep } from './noise-floor-step.js';
import { assembleReport } from './report.js';
import { originalsFrom, robustnessReportOf, robustnessStep } from './robustness-step.js';
import { scoreRows } from './rows-step.js';
import type { Scored } from './score.js';
import { timingStep } from './timing-step.js';
import { runOneStudent, type Run } from './session.js';
import type { PipelineDeps, Scores } from './types.js';

/**
 * The whole gate: read the dataset once, run (or look up) both models,
 * evaluate robustness on the same open models when the config asks, decide
 * every verdict, and return the Report.
 */
export async function evaluate(config: Config, deps: PipelineDeps): Promise<Report> {
  // Next-token prediction scores windows of causal language models in the same Session.
  if (config.completion !== null) return evaluateCompletion(config, deps);
  const baseline = config.gate.baseline === null ? null : await readBaseline(config.gate.baseline);
  return runOneStudent(config, deps, (run) => evaluateRun(run, baseline, () => {}));
}

/** One student's Report in its run; `scored` sees the rows' scores before robustness runs. */
export async function evaluateRun(
  run: Run,
  baseline: Baseline | null,
  scored: (result: Scored) => void,
): Promise<Report> {
  const { config, deps, session } = run;
  // What the time limit left out before this student's run belongs to an earlier student's report.
  const leftOutBefore = session.deadline.notRun.length;
  const result = await scoreRows(run, config.transforms !== null, session.deadline);
  scored(result);
  const { scores, examples } = result;
  const timed = await timingStep(run, result);
  // A later student of a many-student run: the teacher ran in the first one's run, and costs what it cost there.
  scores.cost = await measureCost(
    { teacher: session.teacherCost ?? scores.teacherModel, student: scores.studentModel },
    timed,
  );
  session.teacherCost ??= scores.cost.teacher;
  const attacks: StudentAttack[] = [];
  const step = await robustnessStep(
    run,
    {
      classes: scores.classes,
      labels: scores.labels,
      examplesAt: async () => (position) => examples[position]!,
      originalsAt: () => originalsFrom(scores),
    },
    deps.exportHard === undefined
      ? undefined
      : (method, example, success) =>
          attacks.push({
            method,
            example,
            texts: success.texts,
            renames: success.renames,
            transformations: success.transformations,
          }),
  );
  const robustness = robustnessReportOf(config, step);
  // Reported, never gated: after the gated steps, so that a time limit cuts these first.
  const whereItBreaks = await layersStep(run, result);
  const noiseFloor = await noiseFloorStep(run, result);
  const report = finishedReport(
    config,
    deps,
    scores,
    { baseline, robustness },
    timeLimitSummary(session.deadline, leftOutBefore),
  );
  if (whereItBreaks !== undefined) report.whereItBreaks = whereItBreaks;
  if (noiseFloor !== undefined) report.noiseFloor = noiseFloor;
  if (deps.exportHard !== undefined) {
    report.hardInputs = await exportHardInputs(run, deps.exportHard, scores, examples, attacks);
  }
  return report;
}

/** The report's account of the time limit: the limit, and what it left out (from `from` on). */
function timeLimitSummary(deadline: Deadline, from = 0): TimeLimitSummary {
  const notRun = deadline.notRun.slice(from);
  return { seconds: deadline.seconds, reached: notRun.length > 0, notRun };
}

/**
 * The Report of a run or a merge, assembled now, with the warnings it adds
 * to those logged while scoring (the regression test's) logged.
 */
export function finishedReport(
  config: Config,
  deps: PipelineDeps,
  scores: Scores,
  { baseline, robustness }: { baseline: Baseline | null; robustness: RobustnessReport | null },
  timeLimit: TimeLimitSummary,
): Report {
  const report = assembleReport(
    config,
    scores,
    baseline,
    robustness,
    deps.commit ?? null,
    new Date(),
    timeLimit,
  );
  for (const warning of report.warnings.slice(scores.warnings.length)) deps.log.warning(warning);
  return report;
}
