import { InputError } from '../errors.js';
import {
  DATA_FLOW_LANGUAGES,
  INPUT_FORMATS,
  SPECIAL_TOKEN_POLICIES,
  type DataFlowLanguage,
  type Task,
} from './names.js';
import { describe, type Section } from './section.js';
import type { OnnxModelConfig } from './types.js';

/** The language a task's functions are in, for the data-flow grammar. */
const TASK_LANGUAGE: Partial<Record<Task, DataFlowLanguage>> = {
  'clone-detection': 'java',
  'vulnerability-prediction': 'c',
};

/**
 * The input-format keys. graphcodebert builds its own text preparation and
 * pair layout (comments removed, layout kept, one block per function), so the
 * token-ids keys that would change them are refused when given, and its own
 * keys are refused under token-ids.
 */
export function readInputFormat(
  s: Section,
  task: Task,
  maxLength: number,
): Pick<OnnxModelConfig, 'inputFormat' | 'specialTokens' | 'dataFlowLength' | 'language'> {
  const inputFormat = s.choice('input-format', INPUT_FORMATS, 'token-ids');
  const specialTokens = s.choice('special-tokens', SPECIAL_TOKEN_POLICIES, 'roberta');
  if (inputFormat === 'token-ids') {
    for (const key of ['data-flow-length', 'language']) {
      if (s.has(key)) {
        throw new InputError(
          `${s.key(key)}: only used with input-format graphcodebert (this model has input-format token-ids)`,
        );
      }
    }
    return { inputFormat, specialTokens, dataFlowLength: 0, language: null };
  }
  for (const [key, allowed] of [
    ['lowercase', false],
    ['normalize-whitespace', false],
    ['pair-mode', 'concat-blocks'],
  ] as const) {
    if (s.has(key) && s.get(key) !== allowed) {
      throw new InputError(
        `${s.key(key)}: input-format graphcodebert prepares code as GraphCodeBERT's training did (comments removed, layout kept, the tokenizer's own normaliser, one block per function); remove ${key}`,
      );
    }
  }
  const dataFlowLength = s.number('data-flow-length', Math.min(128, maxLength - 3), {
    min: 0,
    max: 1 << 16,
    integer: true,
  })!;
  if (dataFlowLength > maxLength - 3) {
    throw new InputError(
      `${s.key('data-flow-length')}: ${dataFlowLength} leaves no room for code in max-length ${maxLength} (positions per function: <s>, code, </s> and data flow); allowed: an integer in [0, ${maxLength - 3}]`,
    );
  }
  const fallback = TASK_LANGUAGE[task] ?? null;
  if (!s.has('language') && fallback === null) {
    throw new InputError(
      `${s.key('language')}: required for input-format graphcodebert with task ${task}; allowed: ${DATA_FLOW_LANGUAGES.join(', ')} (the grammars the data-flow graph is built with)`,
    );
  }
  const languageValue = s.get('language');
  if (
    languageValue !== undefined &&
    languageValue !== null &&
    !(DATA_FLOW_LANGUAGES as readonly unknown[]).includes(languageValue)
  ) {
    throw new InputError(
      `${s.key('language')}: no data-flow grammar for ${describe(languageValue)}; allowed: ${DATA_FLOW_LANGUAGES.join(', ')}`,
    );
  }
  const language = (languageValue ?? fallback) as DataFlowLanguage;
  return { inputFormat, specialTokens, dataFlowLength, language };
}
