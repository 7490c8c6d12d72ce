/**
 * The teacher's compact side restored from the store is untrusted input
 * (its file format's checks are store/teacher-next-tokens.ts's). Before a
 * report uses it, it must answer for this run: of this vocabulary and k,
 * the same sequences in the same order with the same positions (checked
 * while scoring, completion-step.ts), and the live teacher, scoring
 * sequences drawn afresh by each run, must give the same compact side
 * within SPOT_CHECK_TOLERANCE, in probability. As for classifiers
 * (restored-outputs.ts), `spot-check: auto` draws as many sequences as make
 * an entry poisoned in 5% of them escape with probability at most 5%.
 */
import type { Config } from '../config/types.js';
import { readDataset } from '../data/read-dataset.js';
import { documentTokens } from '../encode/windows.js';
import {
  escapeProbability,
  poisonedRows,
  SPOT_CHECK_SHARE,
  spotCheckRows,
} from '../relations/index.js';
import { compactDifference } from '../relations/next-token/index.js';
import type { ModelSummary } from '../report/types.js';
import type { CachedNextTokens } from '../store/types.js';
import type { OpenedCausalLm } from './causal-models.js';
import { teacherCompactSides } from './completion-step.js';
import { spotPositions } from './restored-outputs.js';

/** Largest difference allowed between a restored probability and the live teacher's. */
export const COMPLETION_SPOT_CHECK_TOLERANCE = 1e-5;

/** Why a restored side cannot be of this teacher's vocabulary and k; null when it can. */
export function restoredShapeProblem(
  restored: CachedNextTokens,
  vocab: number | null,
  topK: number,
): string | null {
  if (vocab !== null && restored.vocab !== vocab) {
    return `it is of a vocabulary of ${restored.vocab}, the teacher's is ${vocab}`;
  }
  const k = Math.min(topK, restored.vocab);
  return restored.k === k ? null : `it keeps ${restored.k} tokens per position, this run ${k}`;
}

/**
 * The live teacher scores `count` of the restored sequences ('auto':
 * spotCheckRows of them), drawn afresh with `draw`, and must give their
 * compact side within the tolerance: why not, or null, and then `summary`
 * says what was checked (the sequences as its rows).
 */
export async function spotCheckCompletion(
  config: Config,
  teacher: OpenedCausalLm,
  restored: CachedNextTokens,
  summary: Pick<ModelSummary, 'spotCheck'>,
  draw?: (max: number) => number,
): Promise<string | null> {
  const of = restored.rows.length;
  const count = config.spotCheck === 'auto' ? spotCheckRows(of) : config.spotCheck;
  const chosen = spotPositions(of, count, draw);
  let largest = 0;
  if (chosen.length > 0) {
    const offsets = new Int32Array(of + 1);
    restored.positions.forEach((n, s) => (offsets[s + 1] = offsets[s]! + n));
    const wanted = new Map(chosen.map((s) => [restored.rows[s]!, s]));
    const texts = new Map<number, string>();
    for await (const example of readDataset(config.dataset)) {
      if (wanted.has(example.row)) texts.set(example.row, example.texts[0]);
      if (texts.size === wanted.size) break;
    }
    const sequences = chosen.map((s) => {
      const text = texts.get(restored.rows[s]!);
      // Scored moments ago: a row missing now is a file changed during the run.
      if (text === undefined) throw new Error(`dataset row ${restored.rows[s]} is gone`);
      return documentTokens(teacher.tokens.ids(text), teacher.endOfText);
    });
    const live = await teacherCompactSides(config, teacher, sequences, restored.k);
    chosen.forEach((s, i) => {
      largest = Math.max(
        largest,
        compactDifference(restored, offsets[s]!, live[i]!, restored.positions[s]!),
      );
    });
    if (!(largest <= COMPLETION_SPOT_CHECK_TOLERANCE)) {
      return `the live teacher scored ${chosen.length} of its sequences again and differs by up to ${largest}, more than ${COMPLETION_SPOT_CHECK_TOLERANCE}`;
    }
  }
  summary.spotCheck = {
    rows: chosen.length,
    of,
    largestDifference: largest,
    escape: escapeProbability(of, poisonedRows(of, SPOT_CHECK_SHARE), chosen.length),
  };
  return null;
}
