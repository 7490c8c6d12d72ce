/**
 * The pipeline's contract with its callers (CLI, action, library, bench):
 * what it needs from the outside world and what scoring yields. Nothing
 * under src/ that the pipeline imports imports this module back.
 */
import type { ModelBatch } from '../encode/formats/index.js';
import type { Runtime } from '../inference/ort-module.js';
import type { JsonCache } from '../robustness/types.js';
import type { PipelineLogger } from '../logger.js';
import type { DatasetSummary, DivergentExample, ModelSummary, Timings } from '../report/types.js';

export type { PipelineLogger, Runtime };

/** A teacher's probabilities for the dataset rows one run used. */
export interface CachedOutputs {
  /** Dataset file rows, in the order the run used them. */
  rows: Int32Array;
  /** [rows, cols] probabilities in dataset class order. */
  probs: Float64Array;
  cols: number;
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
  restoreScores?(key: string): Promise<CachedScores | null>;
  saveScores?(key: string, scores: CachedScores): Promise<void>;
  restoreOutcomes?(key: string): Promise<CachedOutcomes | null>;
  saveOutcomes?(key: string, outcomes: CachedOutcomes): Promise<void>;
}

/** What a batch was run for: the dataset rows, the transformed inputs, or the attacks. */
export type BatchPhase = 'rows' | 'transformed' | 'attacks';

export type Role = 'teacher' | 'student';

export interface PipelineDeps {
  /** Loads ONNX Runtime; called only when a model (not precomputed outputs) is opened. */
  loadRuntime: () => Promise<Runtime>;
  log: PipelineLogger;
  /** Called after each chunk: rows of the file read so far, and the file's row count. */
  progress?: (rowsDone: number, rowsTotal: number | null) => void;
  /** Teacher outputs kept between runs (the action passes the Actions cache). */
  teacherCache?: TeacherOutputsCache;
  /**
   * JSON values an attack computes once per data set and keeps between runs
   * (ALERT's substitutes, CODA's reference similarities), through the same
   * cache as the teacher's outputs, unless `languageModelCache` or
   * transforms.attack.cache says otherwise.
   */
  robustnessData?: JsonCache;
  /** Part of the teacher cache key: outputs of another runtime version are not reused. */
  runtimeVersion?: string;
  /** The commit the run evaluates, written into the Report (the action passes GITHUB_SHA). */
  commit?: string;
  /**
   * The language model's work kept between runs (alert's substitutes, coda's
   * reference similarities); default: the directory of
   * transforms.attack.cache, else `robustnessData`.
   */
  languageModelCache?: JsonCache;
  /**
   * The clock the time limit reads, in milliseconds (default
   * performance.now); tests pass their own so that no test depends on speed.
   */
  now?: () => number;
  /** Sees every batch a model runs (the benchmark replays them against the bare runtime). */
  onBatch?: (role: Role, batch: ModelBatch, phase: BatchPhase) => void;
}

/** Which slice of the usable rows a run scores: row i belongs to shard i mod count. */
export interface Shard {
  index: number;
  count: number;
}

/**
 * What scoring a dataset yields: both models' probabilities for every usable
 * row (of this shard), with what is needed to build a Report from them. This
 * is also the sufficient statistic of a shard: relations over merged Scores
 * are exactly the relations of an unsharded run.
 */
/** One of the most divergent inputs before its excerpts are chosen: its whole functions. */
export type DivergentCandidate = Omit<DivergentExample, 'excerpts'> & { texts: string[] };

export interface Scores {
  classes: number;
  /** Position of each scored example among the dataset's usable rows. */
  order: number[];
  /** Dataset file row of each scored example. */
  rows: number[];
  labels: number[];
  /** [rows, classes] probabilities, dataset class order. */
  teacher: Float64Array;
  student: Float64Array;
  /** The most divergent inputs with their whole functions (the report's excerpts are chosen from the final list). */
  divergent: DivergentCandidate[];
  dataset: DatasetSummary;
  teacherModel: ModelSummary;
  studentModel: ModelSummary;
  timings: Timings;
  warnings: string[];
  shard: Shard | null;
}
