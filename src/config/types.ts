import type { PairedOptions } from '../relations/paired/paired-options.js';
import type { CompletionsConfig } from './completions.js';
import type { RelationName, RelationsOptions } from '../relations/types.js';
import type { TransformKind, TransformLanguage } from '../transforms/kinds.js';
import {
  ATTACK_METHODS,
  type AttackMethod,
  type DataFlowLanguage,
  type DatasetFormat,
  type InconclusivePolicy,
  type InputFormatName,
  type OutputKind,
  type PairMode,
  type SpecialTokens,
  type Task,
  type WhereItBreaksRelation,
} from './names.js';

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

/** A tokenizer.json, or a GPT-2 style vocab.json + merges.txt pair. */
export type TokenizerConfig =
  { kind: 'file'; file: string } | { kind: 'vocab-merges'; vocab: string; merges: string };

/** What every model config has: how its raw output becomes probabilities in dataset class order. */
interface ModelOutputConfig {
  output: OutputKind;
  /** Column j of the model's output is dataset class classOrder[j]; null = identity. */
  classOrder: number[] | null;
}

/** A model MetaCompress runs: an ONNX graph and the text handling it expects. */
export interface OnnxModelConfig extends ModelOutputConfig {
  kind: 'onnx';
  model: string;
  tokenizer: TokenizerConfig;
  /**
   * The model folder's reference-encoding.json (texts and the ids its
   * training tokenizer gave them), checked against this config's encoding
   * before scoring; null = none.
   */
  referenceEncoding: string | null;
  maxLength: number;
  lowercase: boolean;
  normalizeWhitespace: boolean;
  pairMode: PairMode;
  batchSize: number;
  /** What the graph is fed (docs/models.md): token sequences, or GraphCodeBERT's data-flow inputs. */
  inputFormat: InputFormatName;
  /** The special tokens sequences are wrapped with (roberta, bert or none). */
  specialTokens: SpecialTokens;
  /** graphcodebert: data-flow positions the code budget reserves at most, of max-length. */
  dataFlowLength: number;
  /** graphcodebert: the grammar the data-flow graph is built with; null for token-ids. */
  language: DataFlowLanguage | null;
  /**
   * True for a causal language model (task code-completion): it gives
   * next-token logits at every position, and its tokenizer's end-of-text
   * token begins, ends and pads each document. Absent for a classifier.
   */
  causalLm?: true;
}

/** Precomputed outputs (.npy [N,K] or JSONL), row-aligned with the dataset file. */
export interface OutputsModelConfig extends ModelOutputConfig {
  kind: 'outputs';
  outputs: string;
}

/** teacher / student: exactly one of an ONNX model or its precomputed outputs. */
export type ModelConfig = OnnxModelConfig | OutputsModelConfig;

/*
 * The `transforms` section (docs/spec.md §5): the gate on semantics-preserving
 * transformations of the inputs and on an identifier-renaming attack. Absent
 * or null: no robustness evaluation. Needs ONNX models for both teacher and
 * student (precomputed outputs cannot score new inputs).
 *
 *   transforms:
 *     language: c                  # c | java: the grammar the inputs are parsed with (required)
 *     kinds: [rename-locals, dead-code, swap-operands, loop-rewrite]  # default: these four (all: TRANSFORM_KINDS)
 *     seed: 1                      # every transformation and the attack are deterministic given it
 *     limit: 500                   # at most this many inputs, evenly spaced over the evaluated
 *                                  # rows (default: all)
 *     max-flip-rate-ratio: 2       # gate: student flip rate / teacher flip rate, per kind
 *                                  # (null/off: no ceiling)
 *     min-flips: 5                 # gate: fewer flips than this in either model and a ratio
 *                                  # interval containing the ceiling: undefined, not decided
 *     attack:                      # the attack probe; absent, null or off: no attack
 *       methods: [mhm, wir-random, alert, coda, greedy]  # default: all five with a language
 *                                  # model or substitutes file, else all but alert
 *       queries: 500               # CI cap: model calls per input, model and method, 1..10000000;
 *                                  # absent/null/off (default): each method's reference budget
 *       max-inputs: 100            # labelled inputs to attack, evenly spaced (1..1000000)
 *       time-budget-seconds: 600   # CI cap: wall time per method (both models), (0, 604800];
 *                                  # absent/null/off (default): none, as in the references
 *       candidates: 5000           # vocabulary of mhm and wir-random: the attacked set's most
 *                                  # frequent tokens (the references' build_vocab limit), 1..100000
 *       language-model:            # a masked LM (docs/models.md): alert's substitutes, coda's
 *         model: code-mlm.onnx     # references and identifier similarity
 *         tokenizer: tokenizer.json
 *         max-length: 256          # 3..4096 (CodeBERT's 512)
 *       substitutes: subs.jsonl    # alert: substitutes the reference's get_substitutes.py wrote
 *       cache: ~/.cache/...        # directory of the substitutes cache (CLI; absent/null/off
 *                                  # (default): none)
 *       pair-side: first             # clone pairs: first (the references: the second function
 *                                    # passes unchanged) | both (ours, a stronger probe)
 *       mhm-acceptance: reference    # reference (keeps the batch's last candidate, as the
 *                                    # reference code) | proposal (the candidate α was computed for)
 *       coda-structure: reference    # reference (R3 long forms, as the reference code) | extended
 *                                    # (ours: loops, branches, both directions, constants)
 *       coda-identifiers: locals     # locals (ours: the locals and parameters, renamed so the
 *                                    # meaning is kept) | reference (every name the reference
 *                                    # lists, callees, types and fields, renamed token by token)
 *       max-relative-degradation: 1  # gate: relative degradation (reading below); null/off: none
 *       min-attacked: 10             # gate: fewer inputs attacked than this in either model:
 *                                    # the degradation is undefined, not decided (0: always decides)
 *       degradation-reading: points  # which reading the gate holds: points (student drop /
 *                                    # teacher drop - 1, drops in accuracy points) or
 *                                    # relative-drops (the same on drops / clean accuracy)
 */
export interface LanguageModelConfig {
  model: string;
  tokenizer: string;
  maxLength: number;
}

/**
 * Which functions of a clone pair the attacks change: `first`, as every
 * reference does (the second passes through unchanged), or `both` (this
 * project's stronger probe; the report says its numbers are not the
 * references').
 */
export const PAIR_SIDES = ['first', 'both'] as const;
export type PairSide = (typeof PAIR_SIDES)[number];

/**
 * What mhm keeps when a proposal is accepted: `reference`, the batch's last
 * candidate (as Attack_PTMC's __replaceUID_random does), or `proposal`, the
 * candidate whose acceptance rate was computed (the algorithm's intent).
 */
export const MHM_ACCEPTANCES = ['reference', 'proposal'] as const;
export type MhmAcceptance = (typeof MHM_ACCEPTANCES)[number];

/**
 * coda's structure step: `reference`, the rewrites its reference code makes
 * (R3: every compound assignment or increment in its long form, one
 * direction; its R1 changes nothing and it has no R2), or `extended`, this
 * project's stronger step (loops, branches, both directions of R3, constant
 * spellings on a seeded half of the sites; not the reference's numbers).
 */
export const CODA_STRUCTURES = ['reference', 'extended'] as const;
export type CodaStructure = (typeof CODA_STRUCTURES)[number];

/**
 * The identifiers coda renames: `locals`, the locals and parameters the
 * transformations module renames keeping the meaning (this project's; the
 * report names it as a departure), or `reference`, every name the
 * reference's parser lists (callees, types, fields, globals, macros),
 * renamed by replacing its tokens as the reference does: such a variant may
 * not compile (coda-identifiers.ts). `locals` is the default because the
 * reference's renames break the compilation of most functions of the
 * corpus (docs/robustness.md, "CODA's identifiers").
 */
export const CODA_IDENTIFIERS = ['locals', 'reference'] as const;
export type CodaIdentifiers = (typeof CODA_IDENTIFIERS)[number];

/** Which relative degradation the gate holds to max-relative-degradation. */
export const DEGRADATION_READINGS = ['points', 'relative-drops'] as const;
export type DegradationReading = (typeof DEGRADATION_READINGS)[number];

export interface AttackConfig {
  /** The methods run, in this order, each on the same inputs with the same budgets. */
  methods: AttackMethod[];
  /** Cap on model calls per input, model and method (importance queries included); null = the reference's budget. */
  queries: number | null;
  /** Labelled inputs attacked at most (evenly spaced over the evaluated rows). */
  maxInputs: number;
  /** Cap on wall time per method (both models), in seconds; null = none. */
  timeBudgetSeconds: number | null;
  /** Vocabulary size of mhm and wir-random (the data set's most frequent tokens). */
  candidates: number;
  /** The masked language model of alert and coda; null = none. */
  languageModel: LanguageModelConfig | null;
  /** alert's substitutes from a file the reference's preprocessing wrote; null = none. */
  substitutes: string | null;
  /** Directory of the substitutes cache; null = no cache. */
  cache: string | null;
  /** Which functions of a clone pair are attacked (ignored for single functions). */
  pairSide: PairSide;
  /** mhm's acceptance rule. */
  mhmAcceptance: MhmAcceptance;
  /** coda's structure step. */
  codaStructure: CodaStructure;
  /** The identifiers coda renames. */
  codaIdentifiers: CodaIdentifiers;
  /** Gate ceiling on the relative degradation; null = off. */
  maxRelativeDegradation: number | null;
  /**
   * Gate: inputs each model must have been attacked on (right before the
   * attack, parsable, with identifiers) for the degradation to be decided;
   * below it the check is undefined; 0 always decides.
   */
  minAttacked: number;
  degradationReading: DegradationReading;
}

export interface TransformsConfig {
  language: TransformLanguage;
  kinds: TransformKind[];
  seed: number;
  /** Inputs used at most for transformed evaluation (evenly spaced); null = all. */
  limit: number | null;
  /** Gate ceiling on student flip rate / teacher flip rate, per kind; null = off. */
  maxFlipRateRatio: number | null;
  /**
   * Gate: when the ratio's 95% interval contains the ceiling and the model
   * with fewer flips has fewer than this many, the check is undefined (too
   * few flips to decide) instead of pass or fail; 0 always decides.
   */
  minFlips: number;
  attack: AttackConfig | null;
}

export const DEFAULT_ATTACK = {
  methods: [...ATTACK_METHODS],
  queries: null,
  maxInputs: 100,
  timeBudgetSeconds: null,
  candidates: 5000,
  languageModel: null,
  substitutes: null,
  cache: null,
  pairSide: 'first',
  mhmAcceptance: 'reference',
  codaStructure: 'reference',
  codaIdentifiers: 'locals',
  maxRelativeDegradation: 1,
  minAttacked: 10,
  degradationReading: 'points',
} as const satisfies AttackConfig;

export const DEFAULT_MAX_FLIP_RATE_RATIO = 2;
export const DEFAULT_MIN_FLIPS = 5;

/** A class as the config names it: its index (the dataset's class order) and its name. */
export interface NamedClass {
  index: number;
  name: string;
}

/**
 * A ceiling on one direction of MR1 (`gate.directions`): the share of all
 * inputs on which the teacher predicts `teacher` and the student `student`.
 */
export interface DirectionCeiling {
  teacher: NamedClass;
  student: NamedClass;
  ceiling: number;
}

/** The `gate` section: the relation ceilings and the regression checks against a baseline. */
export interface GateConfig {
  /** Ceiling on each violation rate; null switches the ceiling off. */
  ceilings: Record<RelationName, number | null>;
  /** Ceilings on MR1's directions (teacher class → student class), in the config's order; empty: none. */
  directions: DirectionCeiling[];
  /**
   * Ceiling on the negative flips (teacher right, student wrong) over the
   * labelled inputs (`gate.ceilings.negative-flips`); null = off (the default).
   */
  negativeFlips: number | null;
  /** Absolute rise allowed against the baseline (fraction); null = off. */
  maxDegradation: number | null;
  /** Relative rise allowed against the baseline (fraction, 0.5 = +50%); null = off. */
  percentMaxDegradation: number | null;
  /** The base branch's JSON report; null: no regression check. */
  baseline: string | null;
  /** The paired regression test against the baseline (on by default); null = off. */
  paired: PairedOptions | null;
  /** A baseline older than this many days warns; null = never. */
  baselineMaxAgeDays: number | null;
  /** What an inconclusive check does to the gate (docs/spec.md §4.5). */
  inconclusive: InconclusivePolicy;
}

/** The relation ceilings when `gate.ceilings` does not set them. */
export const DEFAULT_CEILINGS: Record<RelationName, number | null> = {
  MR1: 0.1,
  MR2: 0.15,
  MR3: 0.15,
  MR4: 0.25,
};

/**
 * `where-it-breaks:` (docs/models.md): for a student whose graph has the
 * teacher's layers, how far its hidden states are from the teacher's at each
 * layer boundary, on the inputs that violate a relation and on a sample of
 * those that do not.
 */
export interface WhereItBreaksConfig {
  /**
   * 'auto': the teacher's numbered layers found from its node names and the
   * student's by the same node names; else the boundaries as pairs of names
   * (a node's name, meaning its first output, or a value's).
   */
  layers: 'auto' | { teacher: string; student: string }[];
  /** A layer parts when its mean relative error over a group is above this. */
  threshold: number;
  /** Inputs of each group (violating, not violating) compared at most, evenly spaced. */
  sample: number;
  /** Whose violations make the violating group: any of MR1–MR3, or one of them. */
  relation: WhereItBreaksRelation;
}

export const DEFAULT_WHERE_IT_BREAKS = {
  threshold: 0.1,
  sample: 100,
  relation: 'any',
} as const satisfies Omit<WhereItBreaksConfig, 'layers'>;

/**
 * `noise-floor:` (docs/spec.md §3.6): the teacher run against itself under
 * other runtime settings, on this many of the run's rows (evenly spaced).
 */
export interface NoiseFloorConfig {
  inputs: number;
}

export const DEFAULT_NOISE_FLOOR_INPUTS = 200;

/**
 * Task code-completion's settings (the `completion` section): each row is
 * the model's end-of-text token followed by the code's tokens, cut into
 * windows of max-length tokens (teacher.max-length, which every student
 * shares) starting `stride` tokens apart; a window scores only the
 * positions no earlier window scored, so every position after the first is
 * scored exactly once (docs/spec.md §9.1).
 */
export interface CompletionConfig {
  /** Tokens from one window's start to the next, 1..max-length − 1. */
  stride: number;
  /** The teacher's most likely tokens kept per position (its compact side). */
  topK: number;
  /** The completions compared (`completion.completions`, docs/spec.md §10); null: off. */
  completions: CompletionsConfig | null;
}

/**
 * The ceilings of task code-completion's per-position relations: the
 * config names them by what their rate counts (`gate.ceilings`), each a
 * relation's ceiling as the gate holds it.
 */
export const COMPLETION_CEILING_KEYS: Record<RelationName, string> = {
  MR1: 'top1-disagreement',
  MR2: 'kl-above-epsilon',
  MR3: 'confidence-lost',
  MR4: 'calibration-bins-apart',
};

/**
 * The per-position ceilings when `gate.ceilings` does not set them (task
 * code-completion), set where the completion example (examples/completion,
 * 53,449 positions) puts the two kinds of student: both quantised copies of
 * the teacher far below each (MR1 ≤ 1.1%, MR2 ≤ 1.0%, MR3 ≤ 1.2% at their
 * intervals' tops, MR4 no bin apart) and the distilled student far above
 * MR1–MR3 (37.2%, 84.3%, 64.9% at their intervals' bottoms). MR4 is 0.1, not
 * the classifiers' 0.25: the distilled student has 2 of 10 bins apart
 * (20%), which 0.25 would pass; at 0.1 one bin of ten may differ, and the
 * quantised copies, every bin within ±2.4 points, would need two to fail
 * (docs/spec.md §9.2).
 */
export const DEFAULT_COMPLETION_CEILINGS: Record<RelationName, number | null> = {
  MR1: 0.25,
  MR2: 0.3,
  MR3: 0.1,
  MR4: 0.1,
};

export interface Config {
  /** Where relative paths were resolved from (the config file's folder). */
  baseDir: string;
  task: Task;
  /**
   * The name of each class (index = class), as the report writes them; null:
   * the task's defaults (see report/class-names.ts). Its length must equal the
   * models' number of classes, which is checked when the models are opened.
   */
  labels: string[] | null;
  dataset: DatasetConfig;
  teacher: ModelConfig;
  /** The one student; with a `students:` map, its first entry (each is run as this one, in turn). */
  student: ModelConfig;
  /** The candidates of a `students:` map (or `--student` flags), compared in one run; null: one `student:`. */
  students: StudentsConfig | null;
  relations: RelationsOptions;
  gate: GateConfig;
  /** ONNX Runtime intra-op threads; default: available cores. */
  threads: number;
  /** Score only usable rows i with i mod count = index (a job-matrix slice); null = all. */
  shard: { index: number; count: number } | null;
  /** Transformed inputs and the attack probe; null = not evaluated. */
  transforms: TransformsConfig | null;
  /** Task code-completion's windows and compact side; null for every other task. */
  completion: CompletionConfig | null;
  /**
   * Rows of teacher outputs restored from the cache that the live teacher
   * scores again, drawn afresh by each run (they must match within 1e-6, or
   * the cached outputs are refused): 'auto' (the default), as many as make
   * an entry poisoned in 5% of its rows escape with probability at most 5%
   * (relations/spot-check-size.ts: 55 of 400 rows, 59 of 54,000); a number,
   * that many; 0 turns the check off.
   */
  spotCheck: number | 'auto';
  /**
   * Wall time the run may take, in seconds, before it stops and reports what
   * finished (docs/spec.md §4.6); null = no limit.
   */
  timeLimitSeconds: number | null;
  /** Per-layer hidden states of a same-graph student against its teacher; null = not compared. */
  whereItBreaks: WhereItBreaksConfig | null;
  /** The runtime's own disagreement, reported beside MR1/MR2; null = not measured. */
  noiseFloor: NoiseFloorConfig | null;
}

export const DEFAULT_SPOT_CHECK = 'auto';

/** One candidate of a `students:` map: its name (it names outputs and report sections) and its section. */
export interface NamedStudent {
  name: string;
  model: ModelConfig;
}

/** Which students must pass for the step to pass (`gate.students`): every one, at least one, or the one named. */
export type StudentsRule = 'all' | 'any' | { name: string };

/** The relation whose rate is the fidelity axis of the students' frontier (`compare.fidelity`). */
export const FIDELITY_MEASURES = ['mr1', 'mr2', 'mr3', 'mr4'] as const;
export type FidelityMeasure = (typeof FIDELITY_MEASURES)[number];

/** Many students against one teacher run (`students:`, `gate.students`, `compare`). */
export interface StudentsConfig {
  /** In the order the map (then the `--student` flags) gives them; at least two. */
  list: NamedStudent[];
  mustPass: StudentsRule;
  fidelity: FidelityMeasure;
}
