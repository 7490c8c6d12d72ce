/**
 * `metacompress check` for task code-completion: both causal language
 * models opened and their contract checked (causal-models.ts: the layout,
 * the tokenizer against the embedding rows and the logits, max-length
 * against the position rows, the end-of-text token, one vocabulary for
 * both), the first CHECK_COMPLETION_ROWS rows cut into windows and scored
 * by both, and what that gives: the windows and positions, each model's
 * perplexity, their top-1 agreement and mean KL. No cache, no gate, no
 * completions.
 */
import type { Config } from '../config/types.js';
import { readDataset } from '../data/read-dataset.js';
import type { Example } from '../data/types.js';
import { documentTokens } from '../encode/windows.js';
import type { PastShape } from '../inference/causal-lm.js';
import { nextTokenRelations, type CrossEntropy } from '../relations/next-token/index.js';
import type { OpenedCausalLm } from './causal-models.js';
import { scoreCompletion } from './completion-step.js';
import { readModelFiles } from './models.js';
import { Session } from './session.js';
import type { PipelineDeps } from './types.js';

/**
 * Rows `check` scores for task code-completion: each row is a sequence of
 * windows of max-length tokens, each scored over the whole vocabulary, so
 * fewer than a classifier's 100 keep it to seconds.
 */
export const CHECK_COMPLETION_ROWS = 16;

/** Tokens of the sample shown at most. */
const SHOWN_TOKENS = 24;

/** One causal language model as the check read it. */
export interface CausalModelCheck {
  role: 'teacher' | 'student';
  file: string;
  inputs: string[];
  /** The cache of a "with past" export; null when the graph takes no past. */
  past: PastShape | null;
  /** The logits' vocabulary (the graph's, else the first run's). */
  vocabulary: number;
  tokenRows: number | null;
  positionRows: number | null;
  largestTokenizerId: number;
  endOfText: { id: number; token: string };
  /** Its cross-entropy on the data's next tokens of the checked positions; null with none. */
  crossEntropy: CrossEntropy | null;
}

export interface CompletionCheckResult {
  task: 'code-completion';
  rows: number;
  sequences: number;
  windows: number;
  positions: number;
  maxLength: number;
  stride: number;
  /** The first usable row as both models read it (end-of-text, its code, end-of-text). */
  sample: { id: string; tokens: string[]; ids: number[]; length: number };
  models: [CausalModelCheck, CausalModelCheck];
  /** Positions where the two models' most likely next tokens are the same. */
  sameTop1: number;
  /** Mean KL(teacher ‖ student) over the whole vocabulary, nats; null with no position. */
  klMean: number | null;
  warnings: string[];
  /**
   * Always null: what makes this task's config unusable (the contract, the
   * vocabularies, the tokenizers) stops the check with its one-line error,
   * as it stops a run; the scores only warn.
   */
  error: null;
}

function modelCheck(
  role: 'teacher' | 'student',
  opened: OpenedCausalLm,
  vocabulary: number,
  crossEntropy: CrossEntropy | null,
): CausalModelCheck {
  const { model, tokenizer, endOfText } = opened;
  return {
    role,
    file: model.file,
    inputs: model.inputs,
    past: model.past,
    vocabulary,
    tokenRows: model.contract.tokens?.rows ?? null,
    positionRows: model.contract.positions?.rows ?? null,
    largestTokenizerId: tokenizer.largestId,
    endOfText: { id: endOfText, token: tokenizer.tokenOf(endOfText) ?? `#${endOfText}` },
    crossEntropy,
  };
}

/**
 * A model whose perplexity is no lower than its vocabulary predicts the
 * rows no better than a uniform guess: a trained model read with another
 * tokenizer (of the same size) does that. A warning, not a verdict: a
 * model of random weights (a benchmark's shape) does it too.
 */
function uniformWarning(model: CausalModelCheck): string | null {
  const ce = model.crossEntropy;
  if (ce === null || ce.nats < Math.log(model.vocabulary)) return null;
  return `${model.role}: its perplexity on the checked positions is ${ce.perplexity.toPrecision(4)}, no better than a uniform guess over its ${model.vocabulary} tokens; is its tokenizer the one it was trained with, and the rows code it reads?`;
}

/**
 * `metacompress check` of task code-completion: the config's first
 * CHECK_COMPLETION_ROWS rows through both models (no cache: the teacher
 * runs).
 * @throws InputError (one line) at the first mismatch of the contract, as a run does.
 */
export async function checkCompletion(
  config: Config,
  deps: PipelineDeps,
): Promise<CompletionCheckResult> {
  const limit = Math.min(config.dataset.limit ?? CHECK_COMPLETION_ROWS, CHECK_COMPLETION_ROWS);
  const few: Config = {
    ...config,
    dataset: { ...config.dataset, limit },
    shard: null,
    transforms: null,
  };
  const quiet: PipelineDeps = {
    loadRuntime: deps.loadRuntime,
    log: { ...deps.log, warning: () => {} },
  };
  const session = await Session.open(few, quiet);
  try {
    const studentFiles = await readModelFiles(few.student, 'student');
    return await session.withCausalStudent(studentFiles, async (models) => {
      const scoring = await scoreCompletion(few, models, null, quiet, null);
      const { relations, details } = nextTokenRelations(
        scoring.stats.columns(),
        scoring.rows.length,
        few.relations,
        scoring.k === scoring.vocab ? 'exact' : 'lower-bound-top-k',
      );
      const { teacher, student } = models;
      let first: Example | null = null;
      for await (const example of readDataset(few.dataset)) {
        first = example;
        break;
      }
      // scoreCompletion read a usable row, or it would have thrown.
      const tokens = documentTokens(teacher.tokens.ids(first!.texts[0]), teacher.endOfText);
      const shown = Array.from(tokens.subarray(0, SHOWN_TOKENS));
      const checked: [CausalModelCheck, CausalModelCheck] = [
        modelCheck('teacher', teacher, scoring.vocab, details.crossEntropy.teacher),
        modelCheck('student', student, scoring.vocab, details.crossEntropy.student),
      ];
      return {
        task: 'code-completion',
        rows: scoring.read.rowsUsed,
        sequences: scoring.rows.length,
        windows: scoring.windows,
        positions: scoring.stats.length,
        maxLength: few.teacher.kind === 'onnx' ? few.teacher.maxLength : 0,
        stride: few.completion!.stride,
        sample: {
          id: first!.id,
          ids: shown,
          tokens: shown.map((id) => teacher.tokenizer.tokenOf(id) ?? `#${id}`),
          length: tokens.length,
        },
        models: checked,
        sameTop1: relations.mr1.n - relations.mr1.violations,
        klMean: details.kl.full?.mean ?? null,
        warnings: checked.flatMap((model) => uniformWarning(model) ?? []),
        error: null,
      };
    });
  } finally {
    await session.release();
  }
}

const pct = (x: number) => `${(100 * x).toFixed(2)}%`;

/** The check of task code-completion as the terminal shows it. */
export function renderCompletionCheck(result: CompletionCheckResult): string {
  const lines = [
    `Checked task code-completion on ${result.rows} rows: ${result.sequences} sequences, ${result.windows} windows of up to ${result.maxLength} tokens (stride ${result.stride}), ${result.positions} positions scored`,
  ];
  const more = result.sample.length > result.sample.ids.length ? ' ...' : '';
  lines.push(
    `sample, row id ${result.sample.id} (${result.sample.length} tokens): ${result.sample.tokens.map((t) => JSON.stringify(t)).join(' ')}${more}`,
    `  ids: ${result.sample.ids.join(' ')}${more}`,
  );
  for (const model of result.models) {
    const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
    const past =
      model.past === null
        ? 'no past'
        : `past: ${plural(model.past.layers, 'layer')} of ${plural(model.past.heads, 'head')} × ${model.past.headDim}`;
    lines.push(
      '',
      `${model.role}: ${model.file}`,
      `  inputs: ${model.inputs.join(', ')} (${past})`,
      `  vocabulary: logits over ${model.vocabulary} tokens, tokenizer ids up to ${model.largestTokenizerId}, token-embedding rows ${model.tokenRows ?? 'not found in the graph'}`,
      `  end-of-text: ${JSON.stringify(model.endOfText.token)} = id ${model.endOfText.id}`,
      `  positions: max-length ${result.maxLength} reaches position ${result.maxLength - 1}, position-embedding rows ${model.positionRows ?? 'not found in the graph'}`,
    );
    const ce = model.crossEntropy;
    if (ce !== null) {
      lines.push(
        `  perplexity: ${ce.perplexity.toFixed(2)} (cross-entropy ${ce.nats.toFixed(4)} nats per token)`,
      );
    }
  }
  if (result.positions > 0) {
    lines.push(
      '',
      `both: the same most likely next token at ${result.sameTop1} of ${result.positions} positions (${pct(result.sameTop1 / result.positions)}); mean KL(teacher ‖ student) ${result.klMean?.toFixed(4) ?? '-'} nats`,
    );
  }
  lines.push('');
  for (const warning of result.warnings) lines.push(`warning: ${warning}`);
  lines.push('Usable: the contract, the tokenizer and the scores raise no error.');
  return `${lines.join('\n')}\n`;
}
