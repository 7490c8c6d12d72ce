/**
 * The vocabularies of the config file: every list of names a key may take.
 * A leaf module, so the folders that act on these names (encode, robustness,
 * the gate, the report) read them from the contract instead of config
 * reaching up into them (and loading the tokenizer or the searches to check
 * a name).
 */
export declare const TASKS: readonly ["vulnerability-prediction", "clone-detection", "classification"];
export type Task = (typeof TASKS)[number];
export declare const DATASET_FORMATS: readonly ["jsonl", "codexglue-bcb", "devign"];
export type DatasetFormat = (typeof DATASET_FORMATS)[number];
export declare const PAIR_MODES: readonly ["concat-blocks", "sequence-pair"];
export type PairMode = (typeof PAIR_MODES)[number];
export declare const OUTPUT_KINDS: readonly ["softmax", "sigmoid", "probabilities"];
/** How a model's raw output becomes probabilities (docs/spec.md §2). */
export type OutputKind = (typeof OUTPUT_KINDS)[number];
/** The model input formats (the `input-format` key); docs/models.md has their ONNX contracts. */
export declare const INPUT_FORMATS: readonly ["token-ids", "graphcodebert"];
export type InputFormatName = (typeof INPUT_FORMATS)[number];
/** How sequences are framed (the `special-tokens` key): `<s> … </s>`, `[CLS] … [SEP]`, or nothing. */
export declare const SPECIAL_TOKEN_POLICIES: readonly ["roberta", "bert", "none"];
export type SpecialTokens = (typeof SPECIAL_TOKEN_POLICIES)[number];
/** The languages GraphCodeBERT's data-flow graph is built for (the `language` key of input-format graphcodebert). */
export declare const DATA_FLOW_LANGUAGES: readonly ["java", "c"];
export type DataFlowLanguage = (typeof DATA_FLOW_LANGUAGES)[number];
/**
 * The attack methods (`transforms.attack.methods`), after the papers they
 * follow: MHM (Zhang et al., AAAI 2020), WIR-Random (Zeng et al., ISSTA
 * 2022), ALERT (Yang et al., ICSE 2022), CODA-style (Tian et al., ASE 2023),
 * and this project's greedy search.
 */
export declare const ATTACK_METHODS: readonly ["mhm", "wir-random", "alert", "coda", "greedy"];
export type AttackMethod = (typeof ATTACK_METHODS)[number];
/**
 * What an inconclusive check does to the gate (`gate.inconclusive`,
 * docs/spec.md §4.5): its 95% interval contains the ceiling, or a paired
 * test was not significant at too low a power. `fail` fails the gate, `pass`
 * passes it quietly, `warn` passes it and the action warns.
 */
export declare const INCONCLUSIVE_POLICIES: readonly ["fail", "pass", "warn"];
export type InconclusivePolicy = (typeof INCONCLUSIVE_POLICIES)[number];
export declare const DEFAULT_INCONCLUSIVE_POLICY: InconclusivePolicy;
