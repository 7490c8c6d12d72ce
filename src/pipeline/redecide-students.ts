/**
 * A students report another job made (a `students:` run sharded and merged
 * there), decided again here as the students mode decides one: each
 * student's report from its counts (redecide.ts), then `gate.students` and
 * the comparison from those verdicts. Which students there are is the
 * trusted config's: a report without one of them, or with one it does not
 * name, is refused, as is a student's report that leaves out a part the
 * config asks for. Pure.
 */
import { studentsReport, type CandidateCost, type StudentEntry } from '../compare/index.js';
import { STUDENTS_REPORT_SCHEMA, type StudentsReport } from '../compare/types.js';
import type { Config } from '../config/types.js';
import { InputError } from '../errors.js';
import { parseReport } from '../report/parse.js';
import { redecide, trustedGate } from './redecide.js';

type Plain = Record<string, unknown>;

const isPlain = (value: unknown): value is Plain =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A size or latency a renderer prints: a finite number, not below 0. */
const isAmount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0;

/**
 * A candidate's cost as the comparison table, the frontier and the chart
 * read it: its file size (null for precomputed outputs) and, when timed, its
 * median latency with the interval (null in a report made before the
 * timing rounds).
 *
 * @throws InputError naming the field and the value when it is not one.
 */
function candidateCost(value: unknown, at: string, source: string): CandidateCost {
  const bad = (field: string, got: unknown, what: string) =>
    new InputError(`${source}: ${at}.${field} is ${JSON.stringify(got)}, not ${what}`);
  if (!isPlain(value)) throw new InputError(`${source}: ${at} is not a mapping`);
  const { fileBytes, latency } = value;
  if (fileBytes !== null && !isAmount(fileBytes)) {
    throw bad('fileBytes', fileBytes, 'a number of at least 0 or null');
  }
  if (latency === undefined) return { fileBytes };
  if (latency === null) return { fileBytes, latency: null };
  if (!isPlain(latency)) throw bad('latency', latency, 'a mapping or null');
  const { medianMs, ci95 } = latency;
  if (!isAmount(medianMs)) throw bad('latency.medianMs', medianMs, 'a number of at least 0');
  if (ci95 === null) return { fileBytes, latency: { medianMs, ci95: null } };
  if (
    !Array.isArray(ci95) ||
    ci95.length !== 2 ||
    !isAmount(ci95[0]) ||
    !isAmount(ci95[1]) ||
    ci95[0] > ci95[1]
  ) {
    throw bad('latency.ci95', ci95, 'two numbers of at least 0, the lower first, or null');
  }
  return { fileBytes, latency: { medianMs, ci95: [ci95[0], ci95[1]] } };
}

const names = (list: readonly string[]) => list.join(', ');

/**
 * The students report `document` (parsed JSON, untrusted) decided again
 * under `config` (this job's, trusted): every student of its `students:`
 * map must be in the report once, and no other; each one's report is read
 * with parseReport and decided again with redecide; the comparison and
 * `gate.students` are made from those verdicts with the config's rule and
 * fidelity measure. Costs and notes are kept as the report states them
 * (checked to be numbers and lines).
 *
 * @throws InputError naming `source` (and the student) and what is wrong.
 */
export function redecideStudents(
  document: unknown,
  config: Config,
  source: string,
): StudentsReport {
  if (!isPlain(document) || document.schema !== STUDENTS_REPORT_SCHEMA) {
    throw new InputError(
      `${source}: not a MetaCompress students report (expected schema "${STUDENTS_REPORT_SCHEMA}")`,
    );
  }
  if (document.version !== 1) {
    throw new InputError(
      `${source}: a students report of version ${JSON.stringify(document.version)}; this MetaCompress reads version 1 (rerun the gate that made it with this version)`,
    );
  }
  const students = config.students;
  if (students === null) {
    throw new InputError(
      `${source}: a students report, but the config here has no students: map to decide it with`,
    );
  }
  const createdAt = document.createdAt;
  if (typeof createdAt !== 'string' || Number.isNaN(Date.parse(createdAt))) {
    throw new InputError(`${source}: createdAt is not a date`);
  }
  const commit = document.commit ?? null;
  if (commit !== null && typeof commit !== 'string') {
    throw new InputError(`${source}: commit is not a string`);
  }
  const notes = document.notes ?? [];
  if (!Array.isArray(notes) || !notes.every((note) => typeof note === 'string')) {
    throw new InputError(`${source}: notes is not a list of lines`);
  }
  const teacher = isPlain(document.teacher) ? document.teacher.cost : undefined;
  const teacherCost = candidateCost(teacher, 'teacher.cost', source);

  const entries = Array.isArray(document.students) ? document.students : [];
  if (!entries.every((entry) => isPlain(entry) && typeof entry.name === 'string')) {
    throw new InputError(`${source}: students is not a list of named students`);
  }
  const byName = new Map<string, Plain>();
  for (const entry of entries as Plain[]) {
    const name = entry.name as string;
    if (byName.has(name)) {
      throw new InputError(`${source}: student ${JSON.stringify(name)} is in the report twice`);
    }
    byName.set(name, entry);
  }
  const wanted = students.list.map((s) => s.name);
  const missing = wanted.filter((name) => !byName.has(name));
  if (missing.length > 0) {
    throw new InputError(
      `${source}: the report leaves out ${missing.length === 1 ? 'student' : 'students'} ${names(missing)}, which the config here names (students:): a report is decided again only on everything its config asks for`,
    );
  }
  const unknown = [...byName.keys()].filter((name) => !wanted.includes(name));
  if (unknown.length > 0) {
    throw new InputError(
      `${source}: the report has ${unknown.length === 1 ? 'a student' : 'students'} ${names(unknown.map((n) => JSON.stringify(n)))} that the config here does not name (students:): ${names(wanted)}`,
    );
  }

  const decided: StudentEntry[] = wanted.map((name) => {
    const entry = byName.get(name)!;
    const at = `${source} (student ${name})`;
    const gate = trustedGate(config, students.list.find((s) => s.name === name)!.model);
    return {
      name,
      cost: candidateCost(entry.cost, 'cost', at),
      report: redecide(parseReport(entry.report, at), gate, at),
    };
  });
  return studentsReport(decided, students, teacherCost, notes, commit, new Date(createdAt));
}
