/**
 * The shapes of what is kept between runs, as the pipeline and the attacks
 * use them once restored and checked (the file formats are
 * teacher-entries.ts's and json-entries.ts's).
 */
/** A teacher's probabilities for the dataset rows one run used. */
export interface CachedOutputs {
  /** Dataset file rows, in the order the run used them. */
  rows: Int32Array;
  /** [rows, cols] probabilities in dataset class order. */
  probs: Float64Array;
  cols: number;
  /**
   * What the teacher was fed to score these rows (the pipeline's FedCounts),
   * so that a run that restores them warns as the run that computed them.
   */
  fed: CachedFed;
  /**
   * What vouches for these bytes when the store restored them under a record
   * no pull request can write (the default branch's manifest, named): the
   * run then needs no live teacher to check them. Absent: the entry answers
   * for itself, and is spot-checked against the live teacher.
   */
  vouchedBy?: string;
}

/**
 * The teacher's compact side of next-token prediction (task
 * code-completion) for the sequences one run scored: per position its k
 * most likely tokens and their log-probabilities, the rest's and the next
 * token's (relations/next-token/compact-side.ts), positions in score order.
 */
export interface CachedNextTokens {
  /** Dataset file rows, one per sequence, in the order the run scored them. */
  rows: Int32Array;
  /** Scored positions of each sequence. */
  positions: Int32Array;
  /** The vocabulary the ids index. */
  vocab: number;
  k: number;
  /** [P × k] ids, best first, and their float32 log-probabilities. */
  ids: Int32Array;
  logProbs: Float32Array;
  /** [P] the rest's log-probability (−∞: no rest) and the next token's. */
  restLogProbs: Float32Array;
  actualLogProbs: Float32Array;
}

/** A model's encoding counts over a set of rows: each a count, adding up over rows. */
export interface CachedFed {
  countedTokens: number;
  unknownTokens: number;
  functions: number;
  functionsWithoutGraph: number;
  renormalised: number;
}

/**
 * The teacher's robustness side: its probabilities on inputs no dataset row
 * holds (every T(x), every attack query), each under the sha256 of the
 * input's texts. Content-addressed, so an entry can only be used for the
 * exact text it was computed on.
 */
export interface CachedScores {
  /** [n * 32] bytes: the sha256 of each input's texts (see inputDigest). */
  digests: Uint8Array;
  /** [n, cols] probabilities in dataset class order. */
  probs: Float64Array;
  cols: number;
  /**
   * What vouches for these bytes when the store restored them under a record
   * no pull request can write (the default branch's manifest, named): the
   * run then needs no live teacher to check them. Absent: the entry answers
   * for itself, and is spot-checked against the live teacher.
   */
  vouchedBy?: string;
}

/**
 * A teacher search's outcome as the cache keeps it: the searched cases of
 * robustness/attack/search.ts's Outcome, spelled out here so that the public
 * declarations do not reach the transformations' (tree-sitter's) types.
 */
export type CachedSearchOutcome =
  | { status: 'no-identifiers' }
  | { status: 'failed'; queries: number; refused?: number }
  | {
      status: 'success';
      queries: number;
      refused?: number;
      /** [function index, old name, new name] per rename. */
      renames: [number, string, string][];
      /** The structural transformations' names (coda). */
      transformations: string[];
      /** The adversarial input's functions. */
      texts: string[];
    };

/**
 * The teacher's outcome of one attack method on one input, from an earlier
 * run: what the schedule would have got from the teacher's search. `digest`
 * is the sha256 of the input's texts (inputDigest), `row` and `label` the
 * input's (its seed is the row's), so an entry answers only for that input.
 */
export interface CachedOutcome {
  method: string;
  row: number;
  label: number;
  digest: string;
  /** Never `wrong`, `unparsable` or `interrupted` (the first two are not searched, the last is not kept). */
  outcome: CachedSearchOutcome;
  /**
   * For a success, the teacher's probabilities on the adversarial input (as
   * its search scored it), so that the relations on the adversarial examples
   * get the same numbers when the scores' entry is missing; null otherwise.
   */
  probs: number[] | null;
}

/** The teacher's attack outcomes of one run (one cache entry per teacher, data and settings). */
export interface CachedOutcomes {
  entries: CachedOutcome[];
  /**
   * What vouches for these bytes when the store restored them under a record
   * no pull request can write (the default branch's manifest, named): the
   * run then needs no live teacher to check them. Absent: the entry answers
   * for itself, and is spot-checked against the live teacher.
   */
  vouchedBy?: string;
}

/**
 * Where a teacher's outputs are kept between runs. The teacher is the
 * expensive model and rarely changes: a pull request that changes only the
 * student then runs only the student. `restoreScores`/`saveScores` keep its
 * robustness side (absent: only the outputs on the dataset rows are kept);
 * `restoreOutcomes`/`saveOutcomes` its attack outcomes, so that a pull
 * request with them skips the teacher's searches altogether.
 */
export interface TeacherOutputsCache {
  restore(key: string): Promise<CachedOutputs | null>;
  save(key: string, outputs: CachedOutputs): Promise<void>;
  /**
   * Marks the outputs `restore(key)` gave this run as refused (`reason`:
   * why), so that no later run uses them: a store that cannot overwrite an
   * entry (the Actions cache) keeps them under their key.
   */
  refuse?(key: string, reason: string): Promise<void>;
  restoreScores?(key: string): Promise<CachedScores | null>;
  saveScores?(key: string, scores: CachedScores): Promise<void>;
  restoreOutcomes?(key: string): Promise<CachedOutcomes | null>;
  saveOutcomes?(key: string, outcomes: CachedOutcomes): Promise<void>;
  /** The teacher's compact side of next-token prediction; `refuse(key)` marks it as for outputs. */
  restoreNextTokens?(key: string): Promise<CachedNextTokens | null>;
  saveNextTokens?(key: string, side: CachedNextTokens): Promise<void>;
}

/**
 * Plain-JSON values kept between runs under a key (json-entries.ts over the
 * Actions cache or the local cache, or a directory: directory-cache.ts):
 * what an attack computes once per data set, ALERT's substitutes and CODA's
 * reference similarities.
 */
export interface JsonCache {
  /** The value saved under `key`, or null (a miss, or an unusable entry: warned). */
  restore(key: string): Promise<unknown>;
  /** Saves `value` (anything JSON.stringify keeps) under `key`; never rejects. */
  save(key: string, value: unknown): Promise<void>;
}
