/**
 * What MR2–MR4 are when a model gives predicted classes only (`output:
 * labels`, docs/models.md): not computed. Its rows reach the relations as
 * one-hot vectors, on which MR1, its directions and accuracy are exact, but
 * a KL divergence, a confidence or a calibration bin of a one-hot vector
 * measures the encoding, not the model (KL against a one-hot student is
 * ln(1/1e-7) = 16.1 nats on every flip and 0 elsewhere). So they are
 * undefined, with a reason the gate shows as "skipped", never a pass or a
 * failure.
 */
import { rate } from './probabilities.js';
import { Q_FLOOR } from './mr2-distribution-similarity.js';
import type {
  HardLabelModels,
  Mr2Result,
  Mr3Result,
  Mr4Result,
  RelationsOptions,
} from './types.js';

/**
 * The reason a relation needs probabilities, as its report says it:
 * "needs probabilities; the student gave predicted classes only (output: labels)".
 */
export function needsProbabilities(hard: HardLabelModels): string {
  const who = hard === 'both' ? 'both models' : `the ${hard}`;
  return `needs probabilities; ${who} gave predicted classes only (output: labels)`;
}

/**
 * MR2, MR3 and MR4 not computed: no inputs counted, every rate undefined, and
 * MR3's and MR4's reasons saying what they need. `labelled` is kept (MR4
 * reports how many labelled inputs it had).
 */
export function notComputed(
  hard: HardLabelModels,
  options: RelationsOptions,
  labelled: number,
): { mr2: Mr2Result; mr3: Mr3Result; mr4: Mr4Result } {
  const none = rate(0, 0);
  const reason = needsProbabilities(hard);
  return {
    mr2: {
      relation: 'MR2',
      ...none,
      epsilon: options.epsilon,
      qFloor: Q_FLOOR,
      klMean: null,
      klP95: null,
      klMax: null,
    },
    mr3: {
      relation: 'MR3',
      ...none,
      tau: options.tau,
      delta3: options.delta3,
      confident: 0,
      undefinedReason: reason,
    },
    mr4: {
      relation: 'MR4',
      ...none,
      undecided: 0,
      studyViolations: 0,
      studyRate: null,
      bins: options.bins,
      nMin: options.nMin,
      delta4: options.delta4,
      labelled,
      skippedReason: reason,
      teacherEce: null,
      studentEce: null,
      eceGap: null,
      table: [],
    },
  };
}
