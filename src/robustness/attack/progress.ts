/**
 * The attack's progress as it happens: the schedule tells each method's
 * start, each search's end and each method's end (AttackProgress), and
 * attackProgressLog turns them into log lines at a readable rate. A run at
 * the references' budgets attacks for hours, and `plan`'s probe for many
 * minutes: a line only when a method ends would leave them silent that long.
 */
import { ATTACK_METHOD_FACTS, type AttackMethod } from '../../config/names.js';
import type { PipelineLogger } from '../../logger.js';
import type { MethodOutcomes } from './method-report.js';

/** One step of the attack, as the schedule tells it. */
export type AttackProgress =
  | { kind: 'started'; method: AttackMethod; inputs: number }
  /** A search of `model` ended (not interrupted): `done` of the method's `of` inputs. */
  | {
      kind: 'searched';
      method: AttackMethod;
      model: 'teacher' | 'student';
      done: number;
      of: number;
    }
  /** The language model computed alert's substitutes for `done` of the `of` inputs (before its searches). */
  | { kind: 'substitutes'; done: number; of: number }
  /** The method ended, or was not run (its skipped reason says why). */
  | { kind: 'finished'; outcomes: MethodOutcomes };

/** The least time between two lines of one method's searches: never a line per query. */
export const ATTACK_PROGRESS_INTERVAL_MS = 30_000;

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/**
 * Logs the attack's progress on `log`, reading `now` (ms):
 *
 *     robustness: mhm on 16 inputs
 *     robustness: mhm, teacher 3/16 inputs, 41.0 s
 *     robustness: the language model's substitutes, 5/16 inputs, 63.2 s
 *     robustness: mhm attacked 16 of 16 inputs in 97.3 s
 *
 * a start line per method (alert's says its substitutes come first: the
 * language model's work, minutes on a cold cache), a line of its
 * substitutes or its searches when `intervalMs` has passed since its last line, and its end line as it
 * ends.
 */
export function attackProgressLog(
  log: PipelineLogger,
  now: () => number,
  intervalMs: number = ATTACK_PROGRESS_INTERVAL_MS,
): (progress: AttackProgress) => void {
  let started = 0;
  let lastLine = 0;
  return (progress) => {
    switch (progress.kind) {
      case 'started': {
        started = lastLine = now();
        const first =
          ATTACK_METHOD_FACTS[progress.method].candidates === 'substitutes'
            ? " (the language model's substitutes first)"
            : '';
        log.info(`robustness: ${progress.method} on ${progress.inputs} inputs${first}`);
        return;
      }
      case 'searched':
      case 'substitutes': {
        const at = now();
        if (at - lastLine < intervalMs) return;
        lastLine = at;
        const what =
          progress.kind === 'searched'
            ? `${progress.method}, ${progress.model}`
            : "the language model's substitutes,";
        log.info(
          `robustness: ${what} ${progress.done}/${progress.of} inputs, ${seconds(at - started)}`,
        );
        return;
      }
      case 'finished':
        log.info(finishedLine(progress.outcomes));
    }
  };
}

/** The line of a method that ended: its inputs, its time, the time outside its budget, why it stopped. */
function finishedLine(attack: MethodOutcomes): string {
  // The schedule skips a method only when the run's time limit passed before it began.
  if (attack.skippedReason !== null) {
    return `robustness: ${attack.method} ${attack.skippedReason}`;
  }
  const evaluated = attack.inputs.filter((input) => input.student !== undefined).length;
  const stopped = attack.stoppedAtTimeLimit
    ? " (the run's time limit passed)"
    : attack.budgetExhausted
      ? ' (the time budget ran out)'
      : '';
  const outside =
    attack.outsideBudgetMs === undefined
      ? ''
      : `, ${seconds(attack.outsideBudgetMs)} of it outside the time budget ` +
        `(${ATTACK_METHOD_FACTS[attack.method].outsideBudget})`;
  return (
    `robustness: ${attack.method} attacked ${evaluated} of ${attack.inputs.length} inputs in ` +
    `${seconds(attack.elapsedMs)}${outside}${stopped}`
  );
}
