/**
 * `metacompress check`: what a config makes of its models on a few rows,
 * without gating. The contract read from each graph, one encoded sample per
 * model, both models' probabilities on it, and the checks that decide
 * whether the config is usable (the contract, the reference encoding, the
 * unknown-token share, misconfiguration named from the scores), and the
 * noise floor: the teacher against itself under other runtime settings on
 * the same rows (docs/spec.md §3.6).
 */
import type { Config } from '../config/types.js';
import type { Example } from '../data/types.js';
import { unknownShare } from '../encode/formats/index.js';
import { largestPosition } from '../inference/model-contract.js';
import { noiseFloorTerminal } from '../report/noise-floor-table.js';
import type { NoiseFloorReport } from '../report/types.js';
import { findMisconfiguration } from './misconfiguration.js';
import {
  checkCompletion,
  renderCompletionCheck,
  type CompletionCheckResult,
} from './check-completion.js';
import { noiseFloorReport, teacherNoiseFloor } from './noise-floor-step.js';
import type { InspectedModel, OpenedModel } from './models.js';
import { scoreRows } from './rows-step.js';
import { runOneStudent } from './session.js';
import type { PipelineDeps, Scores, TeacherFloor } from './types.js';

/** Tokens of a sample shown at most. */
const SHOWN_TOKENS = 24;

export interface ModelCheck {
  role: 'teacher' | 'student';
  /** The graph's contract as read; null for precomputed outputs. */
  contract: {
    inputs: string[];
    output: string;
    outputColumns: number | null;
    tokenRows: number | null;
    positionRows: number | null;
    /** The position the config's longest sequence reaches; null when the graph has no position table. */
    largestPosition: number | null;
    largestTokenizerId: number;
  } | null;
  /** The first example as this model is fed it: its first tokens and ids, and its length. */
  sample: { tokens: string[]; ids: number[]; length: number } | null;
  /** Share of the fed tokens that were the unknown token. */
  unknownShare: number | null;
  /** The probabilities of the first example, dataset class order. */
  probabilities: number[];
}

export interface CheckResult {
  rows: number;
  labelled: number;
  sampleId: string;
  models: ModelCheck[];
  /** The teacher against itself under other runtime settings on the checked rows, the student beside it. */
  noiseFloor: NoiseFloorReport;
  warnings: string[];
  /** Why the config is not usable (a reversed class-order); null when it is. */
  error: string | null;
}

function sampleOf(inspected: InspectedModel, example: Example): ModelCheck['sample'] {
  const [batch] = inspected.format.batches([example]);
  const ids = Array.from(batch!.tensors.input_ids!.data, Number);
  const mask = batch!.tensors.attention_mask?.data;
  const length = mask === undefined ? ids.length : Array.from(mask, Number).filter(Boolean).length;
  const shown = ids.slice(0, SHOWN_TOKENS);
  return {
    ids: shown,
    tokens: shown.map((id) => inspected.tokenizer.tokenOf(id) ?? `#${id}`),
    length,
  };
}

/** One model's part of the check, from the open model and the scores. */
export async function checkModel(
  role: 'teacher' | 'student',
  opened: OpenedModel,
  scores: Scores,
  first: Example,
): Promise<ModelCheck> {
  const probs = role === 'teacher' ? scores.teacher : scores.student;
  const probabilities = Array.from(probs.subarray(0, scores.classes));
  const inspected = await opened.inspect();
  if (inspected === null) {
    return { role, contract: null, sample: null, unknownShare: null, probabilities };
  }
  const { config, model, tokenizer } = inspected;
  return {
    role,
    contract: {
      inputs: model.graphInputs.map(
        (input) => `${input.name} ${input.type} [${(input.shape ?? []).join(', ')}]`,
      ),
      output: model.output,
      outputColumns: model.outputColumns,
      tokenRows: model.contract.tokens?.rows ?? null,
      positionRows: model.contract.positions?.rows ?? null,
      largestPosition:
        model.contract.positions === null
          ? null
          : largestPosition(model.contract.positionNumbering, config, tokenizer.special.pad),
      largestTokenizerId: tokenizer.largestId,
    },
    sample: sampleOf(inspected, first),
    unknownShare: unknownShare(scores.fed[role]),
    probabilities,
  };
}

/** The check's verdict from the scores: a reversed class-order is an error here, the rest warnings. */
export function checkVerdict(scores: Scores): Pick<CheckResult, 'warnings' | 'error'> {
  const error = findMisconfiguration(scores).reversed?.message ?? null;
  // The error is said once, as the verdict.
  return { warnings: scores.warnings.filter((warning) => warning !== error), error };
}

const pct = (x: number) => `${(100 * x).toFixed(2)}%`;

/** A check of either kind: a classifier's, or task code-completion's (check-completion.ts). */
export type ConfigCheck = CheckResult | CompletionCheckResult;

/** The check as the terminal shows it. */
export function renderCheck(result: ConfigCheck): string {
  if ('task' in result) return renderCompletionCheck(result);
  const lines = [
    `Checked on ${result.rows} rows (${result.labelled} labelled); sample: row id ${result.sampleId}`,
  ];
  for (const model of result.models) {
    lines.push('', `${model.role}:`);
    const c = model.contract;
    if (c === null) {
      lines.push('  precomputed outputs');
    } else {
      lines.push(
        `  inputs: ${c.inputs.join('; ')}`,
        `  output: ${c.output}, ${c.outputColumns ?? 'dynamic'} columns`,
        `  vocabulary: tokenizer ids up to ${c.largestTokenizerId}, token-embedding rows ${c.tokenRows ?? 'not found in the graph'}`,
        `  positions: longest sequence reaches position ${c.largestPosition ?? '-'}, position-embedding rows ${c.positionRows ?? 'not found in the graph'}`,
      );
    }
    if (model.sample !== null) {
      const more = model.sample.length > model.sample.ids.length ? ' ...' : '';
      lines.push(
        `  sample (${model.sample.length} tokens): ${model.sample.tokens.map((t) => JSON.stringify(t)).join(' ')}${more}`,
        `  ids: ${model.sample.ids.join(' ')}${more}`,
      );
    }
    if (model.unknownShare !== null) lines.push(`  unknown tokens: ${pct(model.unknownShare)}`);
    lines.push(`  probabilities: [${model.probabilities.map((p) => p.toFixed(4)).join(', ')}]`);
  }
  lines.push('', noiseFloorTerminal(result.noiseFloor)!, '');
  for (const warning of result.warnings) lines.push(`warning: ${warning}`);
  lines.push(
    result.error === null
      ? 'Usable: the contract, the encoding and the scores raise no error.'
      : `Not usable: ${result.error}`,
  );
  return `${lines.join('\n')}\n`;
}

/** Rows `check` scores: enough labelled rows to name a misconfiguration, few enough for seconds. */
export const CHECK_ROWS = 100;

/** What the checks of one config's students share: the teacher's noise floor, once measured. */
export interface CheckedTeacher {
  floor: TeacherFloor | null;
}

/**
 * `metacompress check`: the config's first CHECK_ROWS rows through both
 * models (no cache, no robustness, no gate), with what the contract, the
 * encoding and the scores say, and the teacher's noise floor on them
 * (`teacher.floor`, measured by the first check of a config's students and
 * reused by the others: the teacher and the rows are theirs too). The
 * warnings are the result's, not logged. Task code-completion is checked
 * by check-completion.ts.
 */
export async function checkConfig(
  config: Config,
  deps: PipelineDeps,
  teacher: CheckedTeacher = { floor: null },
): Promise<ConfigCheck> {
  if (config.completion !== null) return checkCompletion(config, deps);
  const limit = Math.min(config.dataset.limit ?? CHECK_ROWS, CHECK_ROWS);
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
  return runOneStudent(few, quiet, async (run) => {
    const { models } = run;
    const scored = await scoreRows(run, true, null);
    const { scores, examples } = scored;
    const first = examples[0]!;
    return {
      rows: scores.labels.length,
      labelled: scores.dataset.labelled,
      sampleId: first.id,
      models: [
        await checkModel('teacher', models.teacher, scores, first),
        await checkModel('student', models.student, scores, first),
      ],
      noiseFloor: noiseFloorReport(
        (teacher.floor ??= await teacherNoiseFloor(run, scored, CHECK_ROWS)),
        scores,
      ),
      ...checkVerdict(scores),
    };
  });
}
