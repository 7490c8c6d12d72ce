export type TransformKind = 'rename-locals' | 'dead-code' | 'swap-operands' | 'loop-rewrite';
export declare const TRANSFORM_KINDS: readonly TransformKind[];
/**
 * Validates a transformation name from configuration.
 * @throws InputError naming the bad value and the allowed ones.
 */
export declare function parseTransformKind(kind: string): TransformKind;
export type TransformLanguage = 'c' | 'java';
export declare const TRANSFORM_LANGUAGES: readonly TransformLanguage[];
/**
 * Validates a language name from configuration.
 * @throws InputError naming the bad value and the allowed ones.
 */
export declare function parseTransformLanguage(language: string): TransformLanguage;
