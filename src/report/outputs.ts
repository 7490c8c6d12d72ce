/**
 * The action's step outputs (action.yml lists them) as names and values:
 * the verdict, each relation's rate, the report file and the comment's
 * address. Writing them is github/outputs.ts's job.
 */
import { RELATION_KEYS, RELATION_NAMES } from '../relations/names.js';
import type { Report } from './types.js';

/**
 * `passed`, `inconclusive` (the ids of the checks the data could not decide,
 * comma-separated, in the verdict's order; empty when none), `mr1-rate` …
 * `mr4-rate` (empty when undefined) and `report-json`.
 */
export function gateOutputs(report: Report, reportFile: string): Record<string, string> {
  const outputs: Record<string, string> = {
    passed: String(report.gate.passed),
    inconclusive: report.gate.checks
      .filter((c) => c.status === 'inconclusive')
      .map((c) => c.id)
      .join(','),
  };
  Object.assign(outputs, rateOutputs(report));
  outputs['report-json'] = reportFile;
  return outputs;
}

/** `PREFIXmr1-rate` … `PREFIXmr4-rate`: each relation's rate, empty when undefined. */
export function rateOutputs(
  report: Pick<Report, 'relations'>,
  prefix = '',
): Record<string, string> {
  const outputs: Record<string, string> = {};
  for (const name of RELATION_NAMES) {
    const rate = report.relations[RELATION_KEYS[name]].rate;
    outputs[`${prefix}${name.toLowerCase()}-rate`] = rate === null ? '' : String(rate);
  }
  return outputs;
}

/** `comment-url`: the sticky comment's address, empty when none was posted. */
export function commentOutputs(url: string | null): Record<string, string> {
  return { 'comment-url': url ?? '' };
}
