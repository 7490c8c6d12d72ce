/**
 * The names of the transformations and languages, as configuration spells
 * them. A leaf module: the config loader checks names here without loading
 * the grammars (web-tree-sitter) that the transforms index pulls in.
 */
import { InputError } from '../errors.js';

/** Every kind `transforms.kinds` accepts: one line each, the type read from the list. */
export const TRANSFORM_KINDS = [
  'rename-locals',
  'dead-code',
  'swap-operands',
  'loop-rewrite',
  'branch-swap',
  'relational-flip',
  'increment-form',
  'compound-assignment',
  'constant-form',
  'declaration-split',
  'while-form',
  'statement-swap',
  'switch-to-if',
  'misleading-comment',
  'literal-variable',
] as const;

export type TransformKind = (typeof TRANSFORM_KINDS)[number];

/**
 * The kinds whose output also depends on another input, the donor
 * (`CodeTransformer.transform`'s `donor`): misleading-comment quotes it.
 */
export const DONOR_KINDS: readonly TransformKind[] = ['misleading-comment'];

/**
 * The kinds a configuration without `transforms.kinds` runs: the four the
 * gates were tuned on (issue 20 added the others, issue 32 misleading-comment;
 * name them to run them).
 */
export const DEFAULT_TRANSFORM_KINDS: readonly TransformKind[] = [
  'rename-locals',
  'dead-code',
  'swap-operands',
  'loop-rewrite',
];

/**
 * Validates a transformation name from configuration.
 * @throws InputError naming the bad value and the allowed ones.
 */
export function parseTransformKind(kind: string): TransformKind {
  if ((TRANSFORM_KINDS as readonly string[]).includes(kind)) return kind as TransformKind;
  throw new InputError(
    `transforms: kind ${JSON.stringify(kind)} is not supported; ` +
      `allowed: ${TRANSFORM_KINDS.join(', ')}`,
  );
}

export type TransformLanguage = 'c' | 'java';

export const TRANSFORM_LANGUAGES: readonly TransformLanguage[] = ['c', 'java'];

/**
 * Validates a language name from configuration.
 * @throws InputError naming the bad value and the allowed ones.
 */
export function parseTransformLanguage(language: string): TransformLanguage {
  if ((TRANSFORM_LANGUAGES as readonly string[]).includes(language)) {
    return language as TransformLanguage;
  }
  throw new InputError(
    `transforms: language ${JSON.stringify(language)} is not supported; ` +
      `allowed: ${TRANSFORM_LANGUAGES.join(', ')}`,
  );
}
