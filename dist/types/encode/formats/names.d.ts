/** The model input formats (the `input-format` config key); docs/models.md has their ONNX contracts. */
export declare const INPUT_FORMATS: readonly ["token-ids", "graphcodebert"];
export type InputFormatName = (typeof INPUT_FORMATS)[number];
/** How sequences are framed (the `special-tokens` config key): `<s> … </s>`, `[CLS] … [SEP]`, or nothing. */
export declare const SPECIAL_TOKEN_POLICIES: readonly ["roberta", "bert", "none"];
export type SpecialTokens = (typeof SPECIAL_TOKEN_POLICIES)[number];
/** The languages GraphCodeBERT's data-flow graph is built for (the `language` key of input-format graphcodebert). */
export declare const DATA_FLOW_LANGUAGES: readonly ["java", "c"];
export type DataFlowLanguage = (typeof DATA_FLOW_LANGUAGES)[number];
