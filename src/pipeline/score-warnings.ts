/**
 * The warnings of the scores: those about the run as a whole first, then
 * those computed from the rows: each model's encoding counts and
 * renormalised rows, and a misconfiguration read from the probabilities and
 * labels. A run and a merge of its shards both compute them here, from the
 * same sums and the same rows, so that a merged report warns exactly as the
 * unsharded run does (no shard's view of its own slice).
 */
import { encodingWarnings, noEncodingCounts } from '../encode/formats/index.js';
import type { ProbabilitySource } from '../inference/sources.js';
import type { ModelSummary } from '../report/types.js';
import { FED_KEYS } from '../store/teacher-entries.js';
import { findMisconfiguration } from './misconfiguration.js';
import type { FedCounts, Scores } from './types.js';

/** What `source` has fed so far (cumulative). */
export function fedSoFar(source: ProbabilitySource): FedCounts {
  return { ...(source.encoded?.() ?? noEncodingCounts()), renormalised: source.renormalised };
}

/** The counts of `a` and `b` combined key by key: `sign` 1 adds, -1 takes `b` away (a later count minus an earlier). */
export function combineFed(a: FedCounts, b: FedCounts, sign: 1 | -1 = 1): FedCounts {
  const out = { ...a };
  for (const key of FED_KEYS) out[key] = a[key] + sign * b[key];
  return out;
}

/**
 * The warning of a run whose student is its teacher: the same model (or
 * outputs) bytes read the same way (tokenizer bytes, settings, class order),
 * so every relation holds by construction, the verdict of a gate that
 * compared nothing. The model files are named by what they hold, not where
 * they came from: a student's source that served the teacher's files is
 * caught here whatever the source. Null otherwise.
 */
export function sameModelWarning(
  teacher: Omit<ModelSummary, 'classes'>,
  student: Omit<ModelSummary, 'classes'>,
): string | null {
  const reading = (m: Omit<ModelSummary, 'classes'>) =>
    JSON.stringify([
      m.source,
      m.sha256,
      m.output,
      m.classOrder,
      m.encoding === null ? null : { ...m.encoding, tokenizer: null },
    ]);
  if (reading(teacher) !== reading(student)) return null;
  const what = teacher.source === 'onnx' ? 'model file, tokenizer and settings' : 'outputs file';
  return `the student is the teacher: the same ${what} (sha256 ${teacher.sha256}), so every relation holds by construction; check that the student's source names the student`;
}

/** The warnings of `scores`, in the order a report shows them. */
export function scoreWarnings(
  scores: Pick<Scores, 'runWarnings' | 'fed' | 'classes' | 'labels' | 'teacher' | 'student'>,
): string[] {
  const warnings = [...scores.runWarnings];
  for (const role of ['teacher', 'student'] as const) {
    const fed = scores.fed[role];
    warnings.push(...encodingWarnings(role, fed));
    if (fed.renormalised > 0) {
      warnings.push(
        `${role}: ${fed.renormalised} probability rows summed to 1 only within 1e-3 and were renormalised`,
      );
    }
  }
  warnings.push(...findMisconfiguration(scores).warnings);
  return warnings;
}
