/**
 * The vocabularies of the config file: every list of names a key may take.
 * A leaf module, so the folders that act on these names (encode, robustness,
 * the gate, the report) read them from the contract instead of config
 * reaching up into them (and loading the tokenizer or the searches to check
 * a name).
 */

export const TASKS = [
  'vulnerability-prediction',
  'clone-detection',
  'classification',
  'code-completion',
] as const;
export type Task = (typeof TASKS)[number];

/**
 * The task of causal language models of code: next-token prediction on
 * code, both models' distributions compared at every position (docs/spec.md
 * §9). Every other task is a classifier's.
 */
export const COMPLETION_TASK = 'code-completion' satisfies Task;

/** Whether a task is next-token prediction rather than classification. */
export function isCompletionTask(task: Task): task is typeof COMPLETION_TASK {
  return task === COMPLETION_TASK;
}

export const DATASET_FORMATS = ['jsonl', 'codexglue-bcb', 'devign'] as const;
export type DatasetFormat = (typeof DATASET_FORMATS)[number];

export const PAIR_MODES = ['concat-blocks', 'sequence-pair'] as const;
export type PairMode = (typeof PAIR_MODES)[number];

export const OUTPUT_KINDS = ['softmax', 'sigmoid', 'probabilities', 'labels'] as const;
/**
 * How a model's raw output becomes probabilities (docs/spec.md §2); `labels`:
 * precomputed outputs that give the predicted class only (docs/models.md).
 */
export type OutputKind = (typeof OUTPUT_KINDS)[number];

/** The names a task gives its two classes (index = class). */
const BINARY_CLASS_NAMES: Partial<Record<Task, readonly [string, string]>> = {
  'vulnerability-prediction': ['not vulnerable', 'vulnerable'],
  'clone-detection': ['not a clone', 'clone'],
};

/**
 * The default name of each of `classes` classes for a task: the task's words
 * when it has two classes, else `class 0`, `class 1`, ...
 */
export function defaultClassNames(task: Task, classes: number): string[] {
  const binary = BINARY_CLASS_NAMES[task];
  if (binary !== undefined && classes === 2) return [...binary];
  return Array.from({ length: classes }, (_, k) => `class ${k}`);
}

/** The model input formats (the `input-format` key); docs/models.md has their ONNX contracts. */
export const INPUT_FORMATS = ['token-ids', 'graphcodebert'] as const;
export type InputFormatName = (typeof INPUT_FORMATS)[number];

/** How sequences are framed (the `special-tokens` key): `<s> … </s>`, `[CLS] … [SEP]`, or nothing. */
export const SPECIAL_TOKEN_POLICIES = ['roberta', 'bert', 'none'] as const;
export type SpecialTokens = (typeof SPECIAL_TOKEN_POLICIES)[number];

/** The languages GraphCodeBERT's data-flow graph is built for (the `language` key of input-format graphcodebert). */
export const DATA_FLOW_LANGUAGES = ['java', 'c'] as const;
export type DataFlowLanguage = (typeof DATA_FLOW_LANGUAGES)[number];

/** Which relation's violating inputs `where-it-breaks` compares with those that do not violate it. */
export const WHERE_IT_BREAKS_RELATIONS = ['any', 'mr1', 'mr2', 'mr3'] as const;
export type WhereItBreaksRelation = (typeof WHERE_IT_BREAKS_RELATIONS)[number];

/**
 * What the config, the report and `plan` know of an attack method: the
 * sentence that says what it is, where its candidate names come from (the
 * data set's `vocabulary`, the masked language model's `substitutes`, or
 * the names of its `references`, other inputs of the data set), and how it
 * reads the language model (`needs`: it cannot run without one, or the
 * reference's substitutes file in its place; `uses`: it ranks with one when
 * given; null: never), and what of its work lies outside its time budget
 * (`outsideBudget`: the language model's work it reads, once per data set
 * and kept in the cache, which `time-budget-seconds` does not cap; null:
 * none). Its search and budgets are its descriptor's
 * (robustness/attack/methods.ts).
 */
export interface AttackMethodFacts {
  title: string;
  candidates: 'vocabulary' | 'substitutes' | 'references';
  languageModel: 'needs' | 'uses' | null;
  outsideBudget: string | null;
}

/**
 * The attack methods (`transforms.attack.methods`), in the order they run,
 * after the papers they follow: MHM (Zhang et al., AAAI 2020), WIR-Random
 * (Zeng et al., ISSTA 2022), ALERT (Yang et al., ICSE 2022), CODA-style
 * (Tian et al., ASE 2023), and this project's greedy search.
 */
export const ATTACK_METHOD_FACTS = {
  mhm: {
    title: 'Metropolis-Hastings sampling over renamings (Zhang et al., AAAI 2020)',
    candidates: 'vocabulary',
    languageModel: null,
    outsideBudget: null,
  },
  'wir-random': {
    title: 'importance-ordered random renaming (Zeng et al., ISSTA 2022)',
    candidates: 'vocabulary',
    languageModel: null,
    outsideBudget: null,
  },
  alert: {
    title:
      'naturalness-aware substitutes from a masked language model, greedy then genetic search (Yang et al., ICSE 2022)',
    candidates: 'substitutes',
    languageModel: 'needs',
    outsideBudget: 'its substitutes',
  },
  coda: {
    title: 'reference-guided structure rewrites and renaming rounds (Tian et al., ASE 2023)',
    candidates: 'references',
    languageModel: 'uses',
    outsideBudget: 'its reference similarities',
  },
  greedy: {
    title: "importance-ordered best-of-batch renaming (this project's search)",
    candidates: 'vocabulary',
    languageModel: null,
    outsideBudget: null,
  },
} as const satisfies Record<string, AttackMethodFacts>;

export type AttackMethod = keyof typeof ATTACK_METHOD_FACTS;
export const ATTACK_METHODS = Object.keys(ATTACK_METHOD_FACTS) as readonly AttackMethod[];

/**
 * Whether a run of `methods` opens the masked language model: a method that
 * needs it (unless the reference's substitutes file stands in) or uses it.
 */
export function opensLanguageModel(
  methods: readonly AttackMethod[],
  substitutesFile: boolean,
): boolean {
  return methods.some((method) => {
    const use = ATTACK_METHOD_FACTS[method].languageModel;
    return use === 'uses' || (use === 'needs' && !substitutesFile);
  });
}

/**
 * What an inconclusive check does to the gate (`gate.inconclusive`,
 * docs/spec.md §4.5): its 95% interval contains the ceiling, or a paired
 * test was not significant at too low a power. `fail` fails the gate, `pass`
 * passes it quietly, `warn` passes it and the action warns.
 */
export const INCONCLUSIVE_POLICIES = ['fail', 'pass', 'warn'] as const;
export type InconclusivePolicy = (typeof INCONCLUSIVE_POLICIES)[number];
export const DEFAULT_INCONCLUSIVE_POLICY: InconclusivePolicy = 'warn';
