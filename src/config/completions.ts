/**
 * `completion.completions` of task code-completion: how many rows are cut
 * into prompts, where, and how far both models complete them
 * (docs/spec.md §10).
 *
 *   completion:
 *     completions:
 *       prompts: 50          # rows cut into prompts (N)
 *       max-new-tokens: 64   # the most tokens each model generates per prompt (M)
 *       cut: 0.75            # the prompt ends at the line start nearest this fraction of the row's tokens
 *       language: c          # the grammar completions are parsed with (default: transforms.language)
 *
 * `completions: off` leaves the comparison out (no generation at all).
 */
import { InputError } from '../errors.js';
import { TRANSFORM_LANGUAGES, type TransformLanguage } from '../transforms/kinds.js';
import { describe, isOff, type Section } from './section.js';

export interface CompletionsConfig {
  prompts: number;
  maxNewTokens: number;
  cut: number;
  /** The grammar rows, prompts and completions are parsed with. */
  language: TransformLanguage;
}

/**
 * The defaults. A cut at three quarters leaves a median Juliet C function
 * (125 tokens of the example's tokenizer) about 30 tokens to complete, which
 * 64 new tokens cover with room to stop: whether a completion parses then
 * says something about the model, not about the token limit.
 */
export const DEFAULT_COMPLETIONS = { prompts: 50, maxNewTokens: 64, cut: 0.75 } as const;

/**
 * Reads `completions` inside the `completion` section `s`: absent gives the
 * defaults, `off` (or false, or null as an empty key) none. `maxLength`: the model's positions
 * (teacher.max-length); a prompt needs at least the start of text and one
 * token of the row, so max-new-tokens is at most maxLength − 2.
 * `transformsLanguage`: transforms.language, the default language (null
 * without a transforms section).
 *
 * @throws InputError naming the key for a value out of range or an unknown key.
 */
export function readCompletions(
  s: Section,
  maxLength: number,
  transformsLanguage: TransformLanguage | null,
): CompletionsConfig | null {
  const value = s.get('completions');
  if (value !== undefined && isOff(value)) return null;
  const c = s.section('completions');
  const config = {
    prompts: c.number('prompts', DEFAULT_COMPLETIONS.prompts, {
      min: 1,
      max: 100_000,
      integer: true,
    })!,
    maxNewTokens: c.number(
      'max-new-tokens',
      Math.min(DEFAULT_COMPLETIONS.maxNewTokens, maxLength - 2),
      { min: 1, max: maxLength - 2, integer: true },
    )!,
    cut: readCut(c),
    language: readLanguage(c, transformsLanguage),
  };
  c.rejectUnknown();
  return config;
}

/** A fraction strictly inside (0, 1): 0 would leave no prompt, 1 nothing to complete. */
function readCut(c: Section): number {
  const value = c.get('cut');
  if (value === undefined) return DEFAULT_COMPLETIONS.cut;
  if (typeof value !== 'number' || !(value > 0 && value < 1)) {
    throw new InputError(`${c.key('cut')}: got ${describe(value)}; allowed: a number in (0, 1)`);
  }
  return value;
}

/** The grammar to parse with: the key, else the transforms section's. */
function readLanguage(c: Section, fallback: TransformLanguage | null): TransformLanguage {
  const value = c.get('language');
  if (value === undefined && fallback !== null) return fallback;
  if (!(TRANSFORM_LANGUAGES as readonly unknown[]).includes(value)) {
    const got = value === undefined ? 'nothing and no transforms.language' : describe(value);
    throw new InputError(
      `${c.key('language')}: got ${got}; allowed: ${TRANSFORM_LANGUAGES.join(', ')} (the grammar completions are parsed with), or completion.completions: off`,
    );
  }
  return value as TransformLanguage;
}
