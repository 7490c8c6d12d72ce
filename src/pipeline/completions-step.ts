/**
 * The completions compared (docs/spec.md §10) on a code-completion run's
 * open models: the rows read again, both models' greedy completions
 * (inference/greedy-completion.ts on their forward passes) of the run's
 * prompts (a shard's: its slice, shard-rule.ts), and each prompt's outcomes
 * (completions/run-completions.ts), from which the section is made.
 */
import { completePrompts } from '../completions/run-completions.js';
import type { Config } from '../config/types.js';
import { readDataset } from '../data/read-dataset.js';
import { greedyCompletions } from '../inference/greedy-completion.js';
import type { CompletionsOutcomes } from '../relations/completions/index.js';
import type { OpenedCausalLm } from './causal-models.js';
import { inShard } from './shard-rule.js';

/** Each prompt's outcomes, or null when `completion.completions` is off. */
export async function completionsStep(
  config: Config,
  models: { teacher: OpenedCausalLm; student: OpenedCausalLm },
): Promise<CompletionsOutcomes | null> {
  const settings = config.completion?.completions ?? null;
  if (settings === null || config.teacher.kind !== 'onnx') return null;
  const { teacher, student } = models;
  const rows: { row: number; code: string }[] = [];
  for await (const example of readDataset(config.dataset)) {
    rows.push({ row: example.row, code: example.texts[0] });
  }
  const greedy = { maxNewTokens: settings.maxNewTokens, endOfText: teacher.endOfText };
  const complete = (model: OpenedCausalLm) => (prompts: readonly (readonly number[])[]) =>
    greedyCompletions(model.model, prompts, {
      ...greedy,
      padId: teacher.endOfText,
      batchSize: config.teacher.kind === 'onnx' ? config.teacher.batchSize : 1,
    });
  return completePrompts({
    rows,
    // The text as the models read it (the teacher's lowercase and whitespace settings, which the student shares).
    tokenizer: { encode: (text) => teacher.tokens.ids(text), decode: teacher.tokenizer.decode },
    teacher: complete(teacher),
    student: complete(student),
    language: settings.language,
    prompts: settings.prompts,
    maxNewTokens: settings.maxNewTokens,
    cut: settings.cut,
    maxLength: config.teacher.maxLength,
    prefix: [teacher.endOfText],
    transforms:
      config.transforms === null
        ? null
        : { kinds: config.transforms.kinds, seed: config.transforms.seed },
    takes: (prompt) => inShard(prompt, config.shard),
  });
}
