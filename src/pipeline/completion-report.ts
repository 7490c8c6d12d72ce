/**
 * The Report of task code-completion from a run's scoring: the relations
 * over next-token positions, the paired by-sequence regression against a
 * baseline, the gate's verdict with the same rules as for classifiers, and
 * the completion section (docs/spec.md §9). Pure, as assembleReport is.
 */
import type { Config } from '../config/types.js';
import type { RunCost } from '../cost/model-cost.js';
import {
  asPairedVerdict,
  decideGate,
  failedBecause,
  sequencePairedGate,
  type SequencePairedVerdict,
} from '../gate/index.js';
import { oneLine } from '../errors.js';
import { sha256Text } from '../hash.js';
import {
  bytesPerPosition,
  nextTokenRelations,
  type PositionColumns,
} from '../relations/next-token/index.js';
import { baselineAgeWarning } from '../relations/paired/index.js';
import type { CompletionSection, WorstSequence } from '../report/completion-types.js';
import {
  REPORT_VERSION,
  type DatasetSummary,
  type ModelSummary,
  type Report,
  type TimeLimitSummary,
} from '../report/types.js';
import { timeLimitReason } from '../report/verdict.js';
import { inputsDigest } from '../store/inputs-digest.js';
import { TOOL_VERSION } from '../version.js';
import type { Baseline } from './baseline.js';
import type { CompletionScoring } from './completion-step.js';
import type { CachedNextTokens } from '../store/types.js';
import type { CompletionsOutcomes } from '../relations/completions/index.js';
import { gateOptions } from './report.js';

/**
 * The scored positions a Report is computed from: one run's scoring, or
 * the shards' merged (completion-merge.ts). `columns.sequence` indexes
 * `rows` (the sequences' dataset rows, in score order).
 */
export type ScoredPositions = Pick<CompletionScoring, 'rows' | 'windows' | 'vocab' | 'k'> & {
  columns: PositionColumns;
};

/** What the report says of the run beside the scoring: the models, the data, the clock. */
export interface CompletionRunFacts {
  teacher: ModelSummary;
  student: ModelSummary;
  dataset: Omit<DatasetSummary, 'labelled'>;
  /** The tokenizer both models share (part of what the sequences are). */
  tokenizerSha256: string;
  endOfText: string;
  timings: Omit<Report['timings'], 'relationsMs'>;
  warnings: string[];
  cost: RunCost | null;
  /** The worst sequences with their code (completion-worst.ts, written out with the tokenizer). */
  worst: WorstSequence[];
  /** The completions compared (completions-step.ts); null: off. */
  completions: CompletionSection['completions'];
}

/** What one student's run measured, before its Report (or its shard's partial) is made of it. */
export interface MeasuredCompletion {
  scoring: CompletionScoring;
  facts: Omit<CompletionRunFacts, 'completions'>;
  /** Each prompt's outcomes of the completions compared; null: off. */
  completions: CompletionsOutcomes | null;
  /** The time limit, and what it left out of this run. */
  timeLimitSeconds: number | null;
  notRun: string[];
  /** The teacher's side the student was read against, and whether it covers every row. */
  side: CachedNextTokens;
  complete: boolean;
}

/**
 * What the sequences are, for the paired test: the rows scored (the
 * dataset's digest and rows, as a classifier's inputs digest), the windows
 * and the tokenizer.
 */
export function sequencesDigest(
  dataset: Pick<DatasetSummary, 'format' | 'sha256' | 'functions'>,
  rows: readonly number[],
  config: Config,
  tokenizerSha256: string,
): string {
  return sha256Text(
    JSON.stringify({
      rows: inputsDigest({
        format: dataset.format,
        sha256: dataset.sha256,
        functionsSha256: dataset.functions?.sha256 ?? null,
        rows,
      }),
      maxLength: config.teacher.kind === 'onnx' ? config.teacher.maxLength : null,
      stride: config.completion?.stride ?? null,
      tokenizerSha256,
    }),
  );
}

/** The paired test by sequence against the baseline, or why it did not run; and the baseline's age warning. */
function regression(
  config: Config,
  perSequence: CompletionSection['perSequence'],
  baseline: Baseline,
  today: Date,
): { verdicts: SequencePairedVerdict[] | null; note: string | null; warnings: string[] } {
  const warnings: string[] = [];
  const age = baselineAgeWarning(baseline.summary.createdAt, today, config.gate.baselineMaxAgeDays);
  if (age !== null) warnings.push(age);
  if (config.gate.paired === null) return { verdicts: null, note: null, warnings };
  let note: string;
  if (baseline.sequences === undefined || baseline.sequences === null) {
    note = `the baseline ${baseline.summary.path} has no per-sequence counts, so there is no paired regression test`;
  } else {
    try {
      return {
        verdicts: sequencePairedGate(perSequence, baseline.sequences, config.gate.paired),
        note: null,
        warnings,
      };
    } catch (error) {
      note = oneLine(error);
    }
  }
  warnings.push(note);
  return { verdicts: null, note, warnings };
}

export function assembleCompletionReport(
  config: Config,
  scoring: ScoredPositions,
  facts: CompletionRunFacts,
  baseline: Baseline | null,
  commit: string | null,
  today: Date,
  timeLimit: TimeLimitSummary,
): Report {
  const relationsStart = performance.now();
  const completion = config.completion!;
  const { relations, details } = nextTokenRelations(
    scoring.columns,
    scoring.rows.length,
    config.relations,
    scoring.k === scoring.vocab ? 'exact' : 'lower-bound-top-k',
  );
  const perSequence = {
    ...details.perSequence,
    inputsDigest: sequencesDigest(facts.dataset, scoring.rows, config, facts.tokenizerSha256),
  };
  const paired = baseline === null ? null : regression(config, perSequence, baseline, today);
  const gate = failedBecause(
    decideGate(
      relations,
      gateOptions(config),
      baseline?.relations ?? null,
      null,
      (paired?.verdicts ?? []).map(asPairedVerdict),
    ),
    timeLimit.reached ? timeLimitReason(timeLimit) : null,
  );
  const positions = scoring.columns.sequence.length;
  const section: CompletionSection = {
    windows: {
      maxLength: config.teacher.kind === 'onnx' ? config.teacher.maxLength : 0,
      stride: completion.stride,
      endOfText: facts.endOfText,
      sequences: scoring.rows.length,
      windows: scoring.windows,
      positions,
    },
    vocabulary: scoring.vocab,
    topK: scoring.k,
    bytesPerPosition: bytesPerPosition(scoring.k),
    kl: details.kl,
    crossEntropy: details.crossEntropy,
    perSequence,
    worst: facts.worst,
    completions: facts.completions,
  };
  const relationsMs = performance.now() - relationsStart;
  return {
    schema: 'metacompress-report',
    version: REPORT_VERSION,
    tool: { name: 'metacompress', version: TOOL_VERSION },
    createdAt: new Date().toISOString(),
    ...(commit === null ? {} : { commit }),
    task: config.task,
    thresholds: {
      relations: config.relations,
      // Next-token KL reads the student's log-softmax: no floor.
      klFloor: 0,
      gate: {
        ceilings: config.gate.ceilings,
        maxDegradation: config.gate.maxDegradation,
        percentMaxDegradation: config.gate.percentMaxDegradation,
        inconclusive: config.gate.inconclusive,
      },
    },
    dataset: { ...facts.dataset, labelled: positions },
    teacher: facts.teacher,
    student: facts.student,
    relations,
    gate,
    baseline:
      baseline === null || paired === null
        ? null
        : {
            ...baseline.summary,
            paired: null,
            pairedNote: paired.note,
            sequencePaired: paired.verdicts,
          },
    divergent: [],
    timings: { ...facts.timings, relationsMs, totalMs: facts.timings.totalMs + relationsMs },
    warnings: [...facts.warnings, ...(paired?.warnings ?? [])],
    violations: null,
    timeLimit,
    ...(facts.cost === null ? {} : { cost: facts.cost }),
    temperature: null,
    completion: section,
  };
}
