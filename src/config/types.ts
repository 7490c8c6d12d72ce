import type { GateOptions, RelationsOptions } from '../relations/types.js';

export const TASKS = ['vulnerability-prediction', 'clone-detection', 'classification'] as const;
export type Task = (typeof TASKS)[number];

export const DATASET_FORMATS = ['jsonl', 'codexglue-bcb', 'devign'] as const;
export type DatasetFormat = (typeof DATASET_FORMATS)[number];

export const PAIR_MODES = ['concat-blocks', 'sequence-pair'] as const;
export type PairMode = (typeof PAIR_MODES)[number];

export const OUTPUT_KINDS = ['softmax', 'sigmoid', 'probabilities'] as const;
/** How a model's raw output becomes probabilities (SPEC §2). */
export type OutputKind = (typeof OUTPUT_KINDS)[number];

export interface DatasetConfig {
  format: DatasetFormat;
  /** jsonl / devign: the data file. codexglue-bcb: the pair list (id1 id2 label). */
  path: string;
  /** codexglue-bcb only: the functions JSONL ({idx, func}). */
  functions: string | null;
  fields: {
    /** Code field (the first function of a pair in jsonl). */
    code: string;
    /** jsonl pairs only: the second function of a pair. */
    code2: string | null;
    label: string | null;
    id: string;
  };
  /** Keep only rows whose `field` equals `equals` (e.g. split = test). */
  select: { field: string; equals: string | number | boolean } | null;
  /** Use at most this many usable rows (after selection and skipping). */
  limit: number | null;
}

export interface TokenizerConfig {
  /** tokenizer.json, or null when vocab + merges are given. */
  file: string | null;
  vocab: string | null;
  merges: string | null;
}

export interface ModelConfig {
  /** ONNX model path; exactly one of model / outputs is set. */
  model: string | null;
  /** Precomputed outputs (.npy [N,K] or JSONL), row-aligned with the dataset file. */
  outputs: string | null;
  tokenizer: TokenizerConfig | null;
  maxLength: number;
  lowercase: boolean;
  normalizeWhitespace: boolean;
  pairMode: PairMode;
  output: OutputKind;
  /** Column j of the model's output is dataset class classOrder[j]; null = identity. */
  classOrder: number[] | null;
  batchSize: number;
}

export interface BaselineConfig {
  path: string | null;
  maxDegradation: number | null;
  percentMaxDegradation: number | null;
}

export interface Config {
  /** Where relative paths were resolved from (the config file's folder). */
  baseDir: string;
  task: Task;
  dataset: DatasetConfig;
  teacher: ModelConfig;
  student: ModelConfig;
  relations: RelationsOptions;
  gate: GateOptions & { baseline: string | null };
  /** ONNX Runtime intra-op threads; default: available cores. */
  threads: number;
  /** Score only usable rows i with i mod count = index (a job-matrix slice); null = all. */
  shard: { index: number; count: number } | null;
}
