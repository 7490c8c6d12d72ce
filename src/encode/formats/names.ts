/** The model input formats (the `input-format` config key); docs/models.md has their ONNX contracts. */
export const INPUT_FORMATS = ['token-ids', 'graphcodebert'] as const;
export type InputFormatName = (typeof INPUT_FORMATS)[number];

/** How sequences are framed (the `special-tokens` config key): `<s> … </s>`, `[CLS] … [SEP]`, or nothing. */
export const SPECIAL_TOKEN_POLICIES = ['roberta', 'bert', 'none'] as const;
export type SpecialTokens = (typeof SPECIAL_TOKEN_POLICIES)[number];

/** The languages GraphCodeBERT's data-flow graph is built for (the `language` key of input-format graphcodebert). */
export const DATA_FLOW_LANGUAGES = ['java', 'c'] as const;
export type DataFlowLanguage = (typeof DATA_FLOW_LANGUAGES)[number];
