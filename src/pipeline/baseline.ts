import { readFile } from 'node:fs/promises';
import { InputError, oneLine } from '../errors.js';
import { RELATION_KEYS } from '../relations/names.js';
import type { ViolationSets } from '../relations/paired/run-violations.js';
import type { RelationName, Relations } from '../relations/types.js';
import { parseReportText } from '../report/parse.js';
import type { BaselineSummary } from '../report/types.js';

export interface Baseline {
  relations: Relations;
  summary: BaselineSummary;
  /** The baseline's per-input violations; null when its report has none. */
  violations: ViolationSets | null;
}

/**
 * The base branch's report named by `gate.baseline`.
 *
 * @throws InputError when the file cannot be read or is not a Report of this version.
 */
export async function readBaseline(file: string): Promise<Baseline> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    throw new InputError(`gate.baseline ${file}: cannot read (${oneLine(error)})`, {
      cause: error,
    });
  }
  const report = parseReportText(text, `gate.baseline ${file}`);
  const r = report.relations;
  const rates = Object.fromEntries(
    Object.entries(RELATION_KEYS).map(([name, key]) => [name, r[key].rate]),
  ) as Record<RelationName, number | null>;
  return {
    relations: r,
    summary: { path: file, createdAt: report.createdAt, commit: report.commit ?? null, rates },
    violations: report.violations ?? null,
  };
}
