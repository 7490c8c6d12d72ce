/**
 * Many students against one teacher run: the `students:` map (or the
 * `--student NAME=PATH` flags), `gate.students` (which must pass) and the
 * `compare` section (the frontier's fidelity measure).
 */
import path from 'node:path';
import { InputError } from '../errors.js';
import type { Task } from './names.js';
import { readModel } from './model.js';
import { describe, type Resolve, type Section } from './section.js';
import {
  FIDELITY_MEASURES,
  type ModelConfig,
  type NamedStudent,
  type StudentsConfig,
  type StudentsRule,
} from './types.js';

/**
 * A student's name names step outputs and report sections: letters, digits,
 * `.`, `_`, `-`. It is also a quoted point name of the comparison's Mermaid
 * chart (compare/markdown.ts), which holds anything but `"`: what Mermaid
 * reads before its grammar (`%%` comments, `#…;` entities, a newline) stays
 * out too, so a name that reads as a Mermaid keyword (`title`, `x-axis`) is
 * safe there and allowed.
 */
const STUDENT_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;
/** The words of `gate.students` that are not a student's name. */
const RULES = ['all', 'any'] as const;
const NAME_RULE =
  'a name of 1-64 letters, digits, . _ - (starting with a letter or digit), not all or any';

function checkName(name: string, where: string): void {
  if (!STUDENT_NAME.test(name) || (RULES as readonly string[]).includes(name)) {
    throw new InputError(`${where}: student name ${JSON.stringify(name)}; allowed: ${NAME_RULE}`);
  }
}

/**
 * The one student, or the students of a `students:` map. Both given is an
 * error (which one would the run gate?); neither is the usual missing
 * `student.model`.
 */
export function readStudents(
  root: Section,
  resolve: Resolve,
  task: Task,
): { student: ModelConfig; list: NamedStudent[] | null } {
  // Both read first, in the order CONFIG_KEYS lists them (an unknown key's message names them so).
  const single = root.get('student');
  const many = root.get('students');
  if (many === undefined || many === null) {
    return { student: readModel(root.section('student'), resolve, task), list: null };
  }
  if (single !== undefined && single !== null) {
    throw new InputError(
      'student and students: give one student: section, or a students: map of names to student sections, not both',
    );
  }
  const map = root.section('students');
  const names = Object.keys(many as object);
  if (names.length === 0) {
    throw new InputError(
      'students: got an empty mapping; allowed: a mapping of names to student sections',
    );
  }
  const list = names.map((name) => {
    checkName(name, 'students');
    return { name, model: readModel(map.section(name), resolve, task) };
  });
  return { student: list[0]!.model, list };
}

/** `gate.students`: all (the default), any, or one student's name. */
export function readStudentsRule(raw: unknown, list: NamedStudent[] | null): StudentsRule {
  if (raw === undefined || raw === null || raw === 'all') return 'all';
  if (raw === 'any') return 'any';
  const names = (list ?? []).map((s) => s.name);
  if (typeof raw !== 'string' || !names.includes(raw)) {
    const allowed = ['all', 'any', ...names].join(', ');
    const got =
      typeof raw === 'string'
        ? `student ${JSON.stringify(raw)}, which the run does not have`
        : describe(raw);
    throw new InputError(`gate.students: got ${got}; allowed: ${allowed}`);
  }
  return { name: raw };
}

/** The `compare` section; only with a `students:` map (one student has nothing to compare). */
export function readCompare(c: Section, many: boolean): Pick<StudentsConfig, 'fidelity'> {
  if (!many && c.has('fidelity')) {
    throw new InputError(
      'compare.fidelity: compares the students of a students: map; this config has one student',
    );
  }
  const fidelity = c.choice('fidelity', FIDELITY_MEASURES, 'mr1');
  c.rejectUnknown();
  return { fidelity };
}

/** A model file's extension that means precomputed outputs, not an ONNX model. */
const OUTPUTS_EXTENSIONS = ['.npy', '.jsonl', '.json'];

/**
 * Lays `--student NAME=PATH` flags over a config document: each adds (or,
 * for a name the `students:` map has, replaces the model of) students.NAME,
 * a copy of the template section (the config's `student:`, else the map's
 * first entry) with `model:` (or `outputs:` for .npy/.jsonl) at PATH,
 * resolved from `cwd`. With flags, a `student:` section is only the template.
 */
export function applyStudentFlags(
  document: Record<string, unknown>,
  flags: string[],
  cwd: string,
): Record<string, unknown> {
  if (flags.length === 0) return document;
  const out = structuredClone(document);
  const single = out.student;
  const map = (isMapping(out.students) ? out.students : {}) as Record<string, unknown>;
  const template = isMapping(single) ? single : Object.values(map).find(isMapping);
  if (template === undefined) {
    throw new InputError(
      '--student NAME=PATH: needs a student: section (or a students: map) in the config to take the tokenizer and text handling from',
    );
  }
  for (const flag of flags) {
    const at = flag.indexOf('=');
    const name = at < 0 ? '' : flag.slice(0, at);
    const file = at < 0 ? '' : flag.slice(at + 1);
    if (name === '' || file === '') {
      throw new InputError(
        `--student: got ${JSON.stringify(flag)}; allowed: NAME=PATH (a model file)`,
      );
    }
    checkName(name, '--student');
    const base = isMapping(map[name]) ? (map[name] as Record<string, unknown>) : template;
    const section = structuredClone(base);
    delete section.model;
    delete section.outputs;
    delete section.sha256;
    const key = OUTPUTS_EXTENSIONS.includes(path.extname(file).toLowerCase()) ? 'outputs' : 'model';
    section[key] = path.resolve(cwd, file);
    map[name] = section;
  }
  delete out.student;
  out.students = map;
  return out;
}

function isMapping(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
