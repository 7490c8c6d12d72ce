/** Every kind `transforms.kinds` accepts: one line each, the type read from the list. */
export declare const TRANSFORM_KINDS: readonly ["rename-locals", "dead-code", "swap-operands", "loop-rewrite", "branch-swap", "relational-flip", "increment-form", "compound-assignment", "constant-form", "declaration-split", "while-form", "statement-swap", "switch-to-if", "misleading-comment", "literal-variable"];
export type TransformKind = (typeof TRANSFORM_KINDS)[number];
/**
 * The kinds whose output also depends on another input, the donor
 * (`CodeTransformer.transform`'s `donor`): misleading-comment quotes it.
 */
export declare const DONOR_KINDS: readonly TransformKind[];
/**
 * The kinds a configuration without `transforms.kinds` runs: the four the
 * gates were tuned on (issue 20 added the others, issue 32 misleading-comment;
 * name them to run them).
 */
export declare const DEFAULT_TRANSFORM_KINDS: readonly TransformKind[];
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
