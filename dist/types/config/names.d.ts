/**
 * The vocabularies of the config file: every list of names a key may take.
 * A leaf module, so the folders that act on these names (encode, robustness,
 * the gate, the report) read them from the contract instead of config
 * reaching up into them (and loading the tokenizer or the searches to check
 * a name).
 */
export declare const TASKS: readonly ["vulnerability-prediction", "clone-detection", "classification", "code-completion"];
export type Task = (typeof TASKS)[number];
/**
 * The task of causal language models of code: next-token prediction on
 * code, both models' distributions compared at every position (docs/spec.md
 * §9). Every other task is a classifier's.
 */
export declare const COMPLETION_TASK = "code-completion";
/** Whether a task is next-token prediction rather than classification. */
export declare function isCompletionTask(task: Task): task is typeof COMPLETION_TASK;
export declare const DATASET_FORMATS: readonly ["jsonl", "codexglue-bcb", "devign"];
export type DatasetFormat = (typeof DATASET_FORMATS)[number];
export declare const PAIR_MODES: readonly ["concat-blocks", "sequence-pair"];
export type PairMode = (typeof PAIR_MODES)[number];
export declare const OUTPUT_KINDS: readonly ["softmax", "sigmoid", "probabilities", "labels"];
/**
 * How a model's raw output becomes probabilities (docs/spec.md §2); `labels`:
 * precomputed outputs that give the predicted class only (docs/models.md).
 */
export type OutputKind = (typeof OUTPUT_KINDS)[number];
/**
 * The default name of each of `classes` classes for a task: the task's words
 * when it has two classes, else `class 0`, `class 1`, ...
 */
export declare function defaultClassNames(task: Task, classes: number): string[];
/** The model input formats (the `input-format` key); docs/models.md has their ONNX contracts. */
export declare const INPUT_FORMATS: readonly ["token-ids", "graphcodebert"];
export type InputFormatName = (typeof INPUT_FORMATS)[number];
/** How sequences are framed (the `special-tokens` key): `<s> … </s>`, `[CLS] … [SEP]`, or nothing. */
export declare const SPECIAL_TOKEN_POLICIES: readonly ["roberta", "bert", "none"];
export type SpecialTokens = (typeof SPECIAL_TOKEN_POLICIES)[number];
/** The languages GraphCodeBERT's data-flow graph is built for (the `language` key of input-format graphcodebert). */
export declare const DATA_FLOW_LANGUAGES: readonly ["java", "c"];
export type DataFlowLanguage = (typeof DATA_FLOW_LANGUAGES)[number];
/** Which relation's violating inputs `where-it-breaks` compares with those that do not violate it. */
export declare const WHERE_IT_BREAKS_RELATIONS: readonly ["any", "mr1", "mr2", "mr3"];
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
export declare const ATTACK_METHOD_FACTS: {
    readonly mhm: {
        readonly title: "Metropolis-Hastings sampling over renamings (Zhang et al., AAAI 2020)";
        readonly candidates: "vocabulary";
        readonly languageModel: null;
        readonly outsideBudget: null;
    };
    readonly 'wir-random': {
        readonly title: "importance-ordered random renaming (Zeng et al., ISSTA 2022)";
        readonly candidates: "vocabulary";
        readonly languageModel: null;
        readonly outsideBudget: null;
    };
    readonly alert: {
        readonly title: "naturalness-aware substitutes from a masked language model, greedy then genetic search (Yang et al., ICSE 2022)";
        readonly candidates: "substitutes";
        readonly languageModel: "needs";
        readonly outsideBudget: "its substitutes";
    };
    readonly coda: {
        readonly title: "reference-guided structure rewrites and renaming rounds (Tian et al., ASE 2023)";
        readonly candidates: "references";
        readonly languageModel: "uses";
        readonly outsideBudget: "its reference similarities";
    };
    readonly greedy: {
        readonly title: "importance-ordered best-of-batch renaming (this project's search)";
        readonly candidates: "vocabulary";
        readonly languageModel: null;
        readonly outsideBudget: null;
    };
};
export type AttackMethod = keyof typeof ATTACK_METHOD_FACTS;
export declare const ATTACK_METHODS: readonly AttackMethod[];
/**
 * Whether a run of `methods` opens the masked language model: a method that
 * needs it (unless the reference's substitutes file stands in) or uses it.
 */
export declare function opensLanguageModel(methods: readonly AttackMethod[], substitutesFile: boolean): boolean;
/**
 * What an inconclusive check does to the gate (`gate.inconclusive`,
 * docs/spec.md §4.5): its 95% interval contains the ceiling, or a paired
 * test was not significant at too low a power. `fail` fails the gate, `pass`
 * passes it quietly, `warn` passes it and the action warns.
 */
export declare const INCONCLUSIVE_POLICIES: readonly ["fail", "pass", "warn"];
export type InconclusivePolicy = (typeof INCONCLUSIVE_POLICIES)[number];
export declare const DEFAULT_INCONCLUSIVE_POLICY: InconclusivePolicy;
