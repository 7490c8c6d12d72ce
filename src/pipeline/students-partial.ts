/**
 * A many-student shard's partial report: one partial report (partial.ts,
 * or completion-partial.ts for task code-completion) per student, under
 * its name, all of the same rows. `merge` reads one per shard and merges
 * each student's partials as a single-student merge would.
 */
import type { Config } from '../config/types.js';
import { InputError } from '../errors.js';
import type { CompletionPartial } from './completion-partial.js';
import type { PartialReport } from './partial.js';

export const STUDENTS_PARTIAL_SCHEMA = 'metacompress-students-partial';

export interface StudentsPartial {
  schema: typeof STUDENTS_PARTIAL_SCHEMA;
  version: 1;
  students: { name: string; partial: PartialReport | CompletionPartial }[];
}

export function toStudentsPartial(students: StudentsPartial['students']): StudentsPartial {
  return { schema: STUDENTS_PARTIAL_SCHEMA, version: 1, students };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Each student's partial of one file, by name: exactly the config's students, each once. */
function studentsOf(value: unknown, file: string, names: readonly string[]): Map<string, unknown> {
  if (!isRecord(value) || value.schema !== STUDENTS_PARTIAL_SCHEMA || value.version !== 1) {
    throw new InputError(
      `merge: ${file} is not a students partial report (schema ${STUDENTS_PARTIAL_SCHEMA}, version 1); a students: config merges the partials of its students' shard runs`,
    );
  }
  const entries = Array.isArray(value.students) ? value.students : [];
  const found = new Map<string, unknown>();
  for (const entry of entries) {
    if (!isRecord(entry) || typeof entry.name !== 'string' || found.has(entry.name)) {
      throw new InputError(`merge: ${file}: each student must appear once, with its name`);
    }
    found.set(entry.name, entry.partial);
  }
  const same = found.size === names.length && names.every((name) => found.has(name));
  if (!same) {
    throw new InputError(
      `merge: ${file} holds the students ${[...found.keys()].join(', ') || 'none'}; the config has ${names.join(', ')}`,
    );
  }
  return found;
}

/** Each student's merged partials (`merge` of the task's partials, per student), by name. */
export function mergeStudentsPartials<M>(
  config: Config,
  values: readonly unknown[],
  files: readonly string[],
  merge: (values: unknown[], files: string[]) => M,
): Map<string, M> {
  const names = (config.students?.list ?? []).map((s) => s.name);
  const perFile = values.map((value, i) => studentsOf(value, files[i]!, names));
  return new Map(
    names.map((name) => [
      name,
      merge(
        perFile.map((students) => students.get(name)),
        files.map((file) => `${file} (student ${name})`),
      ),
    ]),
  );
}
