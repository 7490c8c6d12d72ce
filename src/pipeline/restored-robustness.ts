/**
 * The teacher's robustness side restored from the store (its scores on T(x)
 * and the attack queries, its attack outcomes) is untrusted input, as its
 * outputs on the rows are (restored-outputs.ts): the key and shape checked
 * when an entry is read (store/teacher-entries.ts) say nothing of its
 * numbers, and the outcomes' checksum is anyone's to recompute. Unless a
 * record no pull request can write vouches for an entry (`vouchedBy`: the
 * default branch's manifest, in the action's other runs), the live teacher
 * checks a sample of what it answered in this run, once the step is done,
 * drawn afresh with the system's random source (not the run's seed) and
 * sized as the rows' check is (relations/spot-check-size.ts: by default an
 * entry poisoned in 5% of what it answered escapes with probability at most
 * 5%):
 *   - the scores: the live teacher must give them again within
 *     SPOT_CHECK_TOLERANCE (columns swapped are caught here);
 *   - the searches' successes: each adversarial input must fool the live
 *     teacher as the entry says (a prediction other than the label, and the
 *     entry's probabilities), so a failed search turned into a success is
 *     caught. A success turned into a failure is not re-searched: it only
 *     makes the teacher look more robust, which can fail a student, never
 *     pass one.
 * A failed check is one warning, and the caller runs the step again without
 * the restored entries: the verdict is a cold run's.
 */
import { randomInt } from 'node:crypto';
import type { Config } from '../config/types.js';
import type { Example } from '../data/types.js';
import type { ProbabilitySource } from '../inference/sources.js';
import {
  argmax,
  escapeProbability,
  poisonedRows,
  SPOT_CHECK_SHARE,
  spotCheckRows,
} from '../relations/index.js';
import type { CachedOutcome } from '../store/types.js';
import { largestDifference, SPOT_CHECK_TOLERANCE, spotPositions } from './restored-outputs.js';

/** What restored entries answered in a step; a part is null when a record vouched for its entry. */
export interface RestoredAnswers {
  /** Each input a restored score answered, with the probabilities it gave. */
  scores: { example: Example; probs: Float64Array }[] | null;
  /** Each restored success a search took instead of searching, with its input. */
  successes: { example: Example; entry: CachedOutcome }[] | null;
}

/** How many of each part the live teacher checked, and how likely a 5% poisoning was to escape. */
export interface RobustnessSpotCheck {
  scores: { rows: number; of: number; escape: number };
  successes: { rows: number; of: number; escape: number };
}

const sized = (of: number, count: Config['spotCheck']) =>
  count === 'auto' ? spotCheckRows(of) : count;

const escape = (rows: number, of: number) =>
  of === 0 ? 0 : escapeProbability(of, poisonedRows(of, SPOT_CHECK_SHARE), rows);

/**
 * Checks a sample of `answers` with the live teacher (`live`, opened only
 * when there is something to check): why they do not answer for this run,
 * or what was checked.
 */
export async function checkRestoredRobustness(
  answers: RestoredAnswers,
  count: Config['spotCheck'],
  live: () => Promise<ProbabilitySource>,
  draw: (max: number) => number = randomInt,
): Promise<string | RobustnessSpotCheck> {
  const scores = answers.scores ?? [];
  const successes = answers.successes ?? [];
  const scorePicks = spotPositions(scores.length, sized(scores.length, count), draw).map(
    (i) => scores[i]!,
  );
  const successPicks = spotPositions(successes.length, sized(successes.length, count), draw).map(
    (i) => successes[i]!,
  );
  if (scorePicks.length + successPicks.length > 0) {
    const adversarial = successPicks.map(({ example, entry }): Example => ({
      ...example,
      // A success, with as many functions as its input (TeacherOutcomes.known).
      texts: (entry.outcome.status === 'success' ? entry.outcome.texts : []) as Example['texts'],
    }));
    const { data, cols } = await (
      await live()
    ).score([...scorePicks.map((p) => p.example), ...adversarial]);
    if (scorePicks.some((p) => p.probs.length !== cols)) {
      return `its scores have other than the live teacher's ${cols} columns`;
    }
    const restored = new Float64Array(scorePicks.length * cols);
    scorePicks.forEach((p, i) => restored.set(p.probs, i * cols));
    const positions = scorePicks.map((_, i) => i);
    const differs = largestDifference(restored, cols, positions, data);
    if (!(differs <= SPOT_CHECK_TOLERANCE)) {
      return `the live teacher scored ${scorePicks.length} of the ${scores.length} inputs its scores answered again and differs by up to ${differs}, more than ${SPOT_CHECK_TOLERANCE}`;
    }
    for (const [i, { example, entry }] of successPicks.entries()) {
      const row = scorePicks.length + i;
      const said = `its ${entry.method} search on dataset row ${example.row} says it fooled the teacher`;
      if (argmax({ data, rows: row + 1, cols }, row) === entry.label) {
        return `${said}, but the live teacher gives that adversarial input its label ${entry.label}`;
      }
      const probs = entry.probs === null ? null : Float64Array.from(entry.probs);
      const off =
        probs === null || probs.length !== cols
          ? 0
          : largestDifference(probs, cols, [0], data.subarray(row * cols, (row + 1) * cols));
      if (!(off <= SPOT_CHECK_TOLERANCE)) {
        return `${said} with probabilities that differ from the live teacher's by up to ${off}, more than ${SPOT_CHECK_TOLERANCE}`;
      }
    }
  }
  return {
    scores: {
      rows: scorePicks.length,
      of: scores.length,
      escape: escape(scorePicks.length, scores.length),
    },
    successes: {
      rows: successPicks.length,
      of: successes.length,
      escape: escape(successPicks.length, successes.length),
    },
  };
}
