/** The model input formats (the `input-format` config key); docs/models.md has their ONNX contracts. */
export const INPUT_FORMATS = ['token-ids', 'graphcodebert'] as const;
export type InputFormatName = (typeof INPUT_FORMATS)[number];
