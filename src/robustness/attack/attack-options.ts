/**
 * What an attack run is given (schedule.ts runs it): the settings that decide
 * its outcomes, and the options that feed it (the vocabulary's rows, coda's
 * reference pool, the language model and its cache, what earlier runs kept)
 * or watch it (outcomes, progress, the clock and the run's time limit).
 */
import type { AttackMethod } from '../../config/names.js';
import type { AttackConfig } from '../../config/types.js';
import type { Example } from '../../data/types.js';
import type { MaskedLanguageModel } from '../../inference/masked-lm.js';
import type { RelationsOptions } from '../../relations/types.js';
import type { JsonCache } from '../../store/types.js';
import type { TransformLanguage } from '../../transforms/index.js';
import type { OriginalScores } from '../transformed.js';
import type { AttackProgress } from './progress.js';
import type { Outcome } from './search.js';

export interface AttackSettings {
  language: TransformLanguage;
  seed: number;
  attack: AttackConfig;
  /** For the relations on the adversarial examples; default: DEFAULT_RELATIONS. */
  relations?: RelationsOptions;
}

export interface AttackOptions {
  /**
   * Examples whose tokens form the vocabulary: every labelled row of the
   * evaluation file, as the references build it; default: the attacked examples.
   */
  vocabularyFrom?: readonly Example[];
  /**
   * coda's reference pool: labelled inputs with both models' scores (the
   * pipeline's, so they cost no query); default: the examples attacked.
   */
  referencePool?: { examples: readonly Example[]; originals: OriginalScores };
  /** The open masked language model (alert, coda), when the config names one. */
  languageModel?: MaskedLanguageModel | null;
  /** The text of the reference's substitutes file (transforms.attack.substitutes). */
  referenceSubstitutes?: { text: string; where: string } | null;
  /** Where alert's substitutes and coda's reference similarities are kept between runs. */
  languageModelCache?: JsonCache | null;
  /**
   * Sees every attacked input's outcome (plain JSON: status, queries,
   * refused, and for a success the renames, transformations and adversarial
   * texts), e.g. to keep the teacher's between runs.
   */
  onOutcome?: (
    method: AttackMethod,
    model: 'teacher' | 'student',
    example: Example,
    outcome: Outcome,
  ) => void;
  /**
   * The teacher's outcome on an input from an earlier run with the same
   * teacher, data, seed and settings (the caller keys it), or null to attack it.
   */
  knownTeacherOutcome?: (method: AttackMethod, example: Example) => Outcome | null;
  /** Told as each method starts, as each search ends and as each method ends (progress.ts). */
  onProgress?: (progress: AttackProgress) => void;
  /** Milliseconds clock (tests replace it to exhaust the budget). */
  now?: () => number;
  /**
   * The clock reading at which the run's time limit passes: a method not
   * begun by then is not run, one in flight stops as at its own budget.
   */
  stopAt?: number;
}
