/**
 * One reader for Reports wherever one comes from outside this run: the
 * baseline, the action's `report` input, library users.
 */
import { InputError, oneLine } from '../errors.js';
import { RELATION_KEYS } from '../relations/names.js';
import { REPORT_VERSION, type Report } from './types.js';

type Plain = Record<string, unknown>;

function isPlain(value: unknown): value is Plain {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isCount(value: unknown): boolean {
  return Number.isInteger(value) && (value as number) >= 0;
}

function isRateValue(value: unknown): boolean {
  return value === null || (typeof value === 'number' && value >= 0 && value <= 1);
}

/** The first field that does not have the shape a Report of this version gives it, or null. */
function firstProblem(report: Plain): string | null {
  if (typeof report.createdAt !== 'string') return 'createdAt is not a string';
  const relations = report.relations;
  if (!isPlain(relations)) return 'relations is missing';
  for (const [name, key] of Object.entries(RELATION_KEYS)) {
    const r = relations[key];
    if (!isPlain(r)) return `relations.${key} (${name}) is missing`;
    if (!isCount(r.violations) || !isCount(r.n) || !isRateValue(r.rate)) {
      return `relations.${key} has no violations / n / rate counts`;
    }
    if ((r.violations as number) > (r.n as number)) {
      return `relations.${key}: ${r.violations} violations of ${r.n}`;
    }
  }
  const gate = report.gate;
  if (!isPlain(gate) || typeof gate.passed !== 'boolean' || !Array.isArray(gate.checks)) {
    return 'gate has no passed / checks';
  }
  if (!Array.isArray(gate.failures) || !gate.failures.every((f) => typeof f === 'string')) {
    return 'gate.failures is not a list of lines';
  }
  const dataset = report.dataset;
  if (!isPlain(dataset) || typeof dataset.sha256 !== 'string') return 'dataset.sha256 is missing';
  if (report.commit !== undefined && report.commit !== null && typeof report.commit !== 'string') {
    return 'commit is not a string';
  }
  const labels = report.labels;
  if (
    labels !== undefined &&
    !(Array.isArray(labels) && labels.every((l) => typeof l === 'string'))
  ) {
    return 'labels is not a list of class names';
  }
  for (const role of ['teacher', 'student']) {
    if (!isPlain(report[role])) return `${role} is missing`;
  }
  const violations = report.violations;
  if (violations !== undefined && violations !== null) {
    if (!isPlain(violations)) return 'violations is not a mapping';
    for (const name of ['MR1', 'MR2', 'MR3']) {
      const set = violations[name];
      if (!isPlain(set) || typeof set.violated !== 'string' || !isCount(set.inputs)) {
        return `violations.${name} is not a violation set`;
      }
    }
  }
  return null;
}

/**
 * Validates parsed JSON as a Report of this version.
 *
 * @param source - names where it came from in errors, e.g. "gate.baseline base.json".
 * @throws InputError naming the source and the first thing that is wrong.
 */
export function parseReport(json: unknown, source: string): Report {
  if (!isPlain(json) || json.schema !== 'metacompress-report') {
    throw new InputError(
      `${source}: not a MetaCompress report (expected schema "metacompress-report")`,
    );
  }
  if (json.version !== REPORT_VERSION) {
    throw new InputError(
      `${source}: a report of version ${JSON.stringify(json.version)}; this MetaCompress reads version ${REPORT_VERSION} (rerun the gate that made it with this version)`,
    );
  }
  const problem = firstProblem(json);
  if (problem !== null) {
    throw new InputError(
      `${source}: not a complete report of version ${REPORT_VERSION}: ${problem}`,
    );
  }
  return json as unknown as Report;
}

/** Parses report text (JSON) and validates it; see parseReport. */
export function parseReportText(text: string, source: string): Report {
  let json: unknown;
  try {
    // A byte-order mark is how some editors save UTF-8; it is not part of the JSON.
    json = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch (error) {
    throw new InputError(`${source}: not JSON (${oneLine(error)})`, { cause: error });
  }
  return parseReport(json, source);
}
