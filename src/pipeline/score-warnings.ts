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
