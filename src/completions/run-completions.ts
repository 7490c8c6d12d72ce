/**
 * Completions compared (issue 45, item 3; docs/spec.md §10): N rows cut into
 * prompts, both models complete each greedily, and the completions are
 * compared; then the same rows rewritten by each transformation kind. The
 * models come in as functions (side effects passed in); the comparison
 * itself is relations/completions.
 */
import type { Example } from '../data/types.js';
import type { GreedyCompletion } from '../inference/greedy-completion.js';
import {
  completionOutcome,
  completionsSection,
  type CompletionExample,
  type CompletionOutcome,
  type CompletionsOutcomes,
  type CompletionsSection,
  type PromptOutcomes,
  type ScoredCompletion,
} from '../relations/completions/index.js';
import { transformExample } from '../robustness/transformed.js';
import { inputSeed } from '../robustness/sampling.js';
import {
  loadGrammar,
  transformerFor,
  type TransformKind,
  type TransformLanguage,
} from '../transforms/index.js';
import { promptLength } from './prompt-cut.js';

/** One model's greedy completions of a batch of prompts (see greedyCompletions). */
export type CompleteFn = (prompts: readonly (readonly number[])[]) => Promise<GreedyCompletion[]>;

export interface CompletionsInput {
  /** The rows in data order: each one function (JSONL `code`, a data set's function). */
  rows: Iterable<{ row: number; code: string }>;
  /** The models' one tokenizer: ids of a text (no special tokens), text of ids. */
  tokenizer: { encode(text: string): number[]; decode(ids: readonly number[]): string };
  teacher: CompleteFn;
  student: CompleteFn;
  /** The grammar rows, prompts and completions are parsed with. */
  language: TransformLanguage;
  /** `completions.prompts` (N), `completions.max-new-tokens` (M), `completions.cut`. */
  prompts: number;
  maxNewTokens: number;
  cut: number;
  /** The model's positions: a prompt holds at most this minus M tokens. */
  maxLength: number;
  /** The ids a sequence starts with (the start of text), before every prompt. */
  prefix: readonly number[];
  /** The kinds and seed of the transforms section; null without one. */
  transforms: { kinds: readonly TransformKind[]; seed: number } | null;
  /**
   * Whether the models complete prompt j (0-based, in prompt order): a
   * shard's slice (pipeline/shard-rule.ts); every prompt when absent.
   */
  takes?: (prompt: number) => boolean;
}

/** Lines of a prompt an example shows. */
const EXAMPLE_LINES = 3;

interface Prompted {
  row: number;
  code: string;
  ids: number[];
  /** Tokens of `ids` the prompt keeps. */
  length: number;
}

/**
 * Cuts the prompts, runs both models on them and on each kind's T(x), and
 * returns the Report's section. Rows are taken in data order until N give a
 * prompt; a row that does not parse is not prompted (whether a completion
 * parses says nothing then), nor one with no cut (prompt-cut.ts).
 */
export async function runCompletions(input: CompletionsInput): Promise<CompletionsSection> {
  return completionsSection(await completePrompts(input));
}

/**
 * runCompletions's outcomes per prompt, before the section is made of
 * them: every prompt is cut (the rows and their counts are the whole run's),
 * and the models complete those `input.takes` (a shard's slice).
 */
export async function completePrompts(input: CompletionsInput): Promise<CompletionsOutcomes> {
  const grammar = await loadGrammar(input.language);
  const transformer = transformerFor(grammar);
  const texts = new Map<number, string>();
  const tokenText = (id: number): string => {
    let text = texts.get(id);
    if (text === undefined) texts.set(id, (text = input.tokenizer.decode([id])));
    return text;
  };
  const cutOptions = {
    cut: input.cut,
    maxPromptTokens: input.maxLength - input.maxNewTokens,
    prefix: input.prefix,
  };
  const cutRow = (row: number, code: string): Prompted | null => {
    const ids = input.tokenizer.encode(code);
    const length = promptLength(ids, tokenText, cutOptions);
    return length === null ? null : { row, code, ids, length };
  };
  const parses = (text: string): boolean => grammar.parse(text).status === 'ok';

  const prompted: Prompted[] = [];
  const rows = { prompted: 0, unparsable: 0, noPrompt: 0 };
  for (const { row, code } of input.rows) {
    const made = parses(code) ? cutRow(row, code) : 'unparsable';
    if (made === 'unparsable') rows.unparsable++;
    else if (made === null) rows.noPrompt++;
    else prompted.push(made);
    // Stop before the next row is read: the rows may be streamed.
    if (prompted.length === input.prompts) break;
  }
  rows.prompted = prompted.length;
  const takes = input.takes ?? (() => true);
  const taken = prompted.filter((_, j) => takes(j));

  /** Both models on the prompts, each outcome with the two completions' texts. */
  const complete = async (prompts: readonly Prompted[]): Promise<Completed[]> => {
    if (prompts.length === 0) return [];
    const ids = prompts.map((p) => [...input.prefix, ...p.ids.slice(0, p.length)]);
    const teacher = await input.teacher(ids);
    const student = await input.student(ids);
    return prompts.map((p, i) => {
      const scored = (completion: GreedyCompletion): ScoredCompletion => ({
        ids: completion.ids,
        text: input.tokenizer.decode(completion.ids),
        finished: completion.finished,
        parses: parses(input.tokenizer.decode([...p.ids.slice(0, p.length), ...completion.ids])),
      });
      const [t, s] = [scored(teacher[i]!), scored(student[i]!)];
      return { outcome: completionOutcome(t, s), teacher: t.text, student: s.text };
    });
  };

  const original = await complete(taken);
  const outcomes: PromptOutcomes[] = taken.map((prompt, i) => ({
    row: prompt.row,
    original: original[i]!.outcome,
    example: original[i]!.outcome.identical
      ? null
      : example(prompt, original[i]!, input.tokenizer.decode),
    transformed: [],
  }));
  for (const kind of input.transforms?.kinds ?? []) {
    const pairs: { at: number; prompt: Prompted }[] = [];
    taken.forEach((p, at) => {
      const example: Example = { row: p.row, id: String(p.row), texts: [p.code], label: -1 };
      const seed = inputSeed(input.transforms!.seed, p.row);
      const made = transformExample(transformer, example, kind, seed);
      const prompt = made?.changed === true ? cutRow(p.row, made.example.texts[0]) : null;
      if (prompt !== null) pairs.push({ at, prompt });
      else {
        outcomes[at]!.transformed.push(
          made === null ? 'not-transformable' : made.changed ? 'no-prompt' : 'unchanged',
        );
      }
    });
    const completed = await complete(pairs.map((pair) => pair.prompt));
    // Each prompt's entry for this kind, in place: the left-out ones were pushed above.
    pairs.forEach(({ at }, i) => outcomes[at]!.transformed.push(completed[i]!.outcome));
  }
  return {
    settings: {
      prompts: input.prompts,
      maxNewTokens: input.maxNewTokens,
      cut: input.cut,
      language: input.language,
    },
    rows,
    kinds: [...(input.transforms?.kinds ?? [])],
    prompts: outcomes,
  };
}

interface Completed {
  outcome: CompletionOutcome;
  teacher: string;
  student: string;
}

/** A prompt and its two differing completions as the report shows them. */
function example(
  prompt: Prompted,
  completed: Completed,
  decode: (ids: readonly number[]) => string,
): CompletionExample {
  return {
    row: prompt.row,
    promptEnd: decode(prompt.ids.slice(0, prompt.length))
      .split('\n')
      .slice(-EXAMPLE_LINES - 1)
      .join('\n'),
    teacher: completed.teacher,
    student: completed.student,
    similarity: completed.outcome.similarity,
  };
}
