import { readFile } from 'node:fs/promises';
import { InputError, oneLine } from '../errors.js';
import { RELATION_KEYS } from '../relations/names.js';
import type { ViolationSets } from '../relations/paired/run-violations.js';
import type { RelationName, Relations } from '../relations/types.js';
import { STUDENTS_REPORT_SCHEMA } from '../compare/types.js';
import type { PipelineLogger } from '../logger.js';
import { parseJsonText, parseReport, parseReportText } from '../report/parse.js';
import type { BaselineSummary, Report } from '../report/types.js';
import type { Task } from '../config/names.js';
import type { SequenceSet } from '../relations/next-token/index.js';

export interface Baseline {
  relations: Relations;
  summary: BaselineSummary;
  /** The baseline's per-input violations; null when its report has none. */
  violations: ViolationSets | null;
  /** Task code-completion: the baseline's per-sequence counts; null (or absent) for a classifier's report. */
  sequences?: SequenceSet | null;
  /** The task the baseline's report is of (absent: a classifier's). */
  task?: Task;
}

/**
 * The base branch's report named by `gate.baseline`.
 *
 * @throws InputError when the file cannot be read or is not a Report of this version.
 */
export async function readBaseline(file: string): Promise<Baseline> {
  return baselineOf(parseReportText(await readText(file), `gate.baseline ${file}`), file);
}

/**
 * A many-student run's baseline for one student: the entry of that name in
 * the base branch's students report (written by `--report-json` of a
 * `students:` run). A report without that student, or a single-student
 * report, gives none, with a warning (the student is gated on its ceilings).
 *
 * @throws InputError when the file cannot be read, or the entry is not a Report of this version.
 */
export async function readStudentBaseline(
  file: string,
  name: string,
  log: Pick<PipelineLogger, 'warning'>,
): Promise<Baseline | null> {
  const where = `gate.baseline ${file}`;
  const document = parseJsonText(await readText(file), where);
  const students = isStudentsReport(document) ? document.students : null;
  if (students === null) {
    log.warning(
      `${where} is not a students report; a students run matches each student's baseline by name, so ${name} has none`,
    );
    return null;
  }
  const entry = students.find((s) => isRecord(s) && s.name === name);
  if (entry === undefined) {
    log.warning(`${where} has no student ${name}; it has no baseline`);
    return null;
  }
  return baselineOf(parseReport(entry.report, `${where} (student ${name})`), file);
}

/**
 * Checks that `document` is a students report whose every student's report
 * is a Report of this version (the action's cached baseline entry, before
 * it is used).
 *
 * @throws InputError naming `source` (and the student by its position) when not.
 */
export function checkStudentsReport(document: unknown, source: string): void {
  if (!isStudentsReport(document)) {
    throw new InputError(`${source}: not a MetaCompress students report`);
  }
  for (const [i, entry] of document.students.entries()) {
    if (typeof entry.name !== 'string') {
      throw new InputError(`${source}: student ${i + 1} has no name`);
    }
    parseReport(entry.report, `${source} (student ${i + 1})`);
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isStudentsReport(value: unknown): value is { students: Record<string, unknown>[] } {
  return (
    isRecord(value) &&
    value.schema === STUDENTS_REPORT_SCHEMA &&
    Array.isArray(value.students) &&
    value.students.every(isRecord)
  );
}

async function readText(file: string): Promise<string> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    throw new InputError(`gate.baseline ${file}: cannot read (${oneLine(error)})`, {
      cause: error,
    });
  }
  return text;
}

function baselineOf(report: Report, file: string): Baseline {
  const r = report.relations;
  const rates = Object.fromEntries(
    Object.entries(RELATION_KEYS).map(([name, key]) => [name, r[key].rate]),
  ) as Record<RelationName, number | null>;
  return {
    relations: r,
    summary: { path: file, createdAt: report.createdAt, commit: report.commit ?? null, rates },
    violations: report.violations ?? null,
    sequences: report.completion?.perSequence ?? null,
    task: report.task,
  };
}
