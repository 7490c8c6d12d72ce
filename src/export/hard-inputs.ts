/**
 * The inputs to distil on again (`--export-hard`, docs/models.md "Hard
 * inputs"): where the student departs from its teacher, with the teacher's
 * probabilities as the soft labels a distillation script reads.
 */
import type { Example } from '../data/types.js';
import { perInputViolations, type PairedRelationName } from '../relations/paired/per-input.js';
import { PAIRED_RELATIONS } from '../relations/paired/per-input.js';
import { argmax, confidence } from '../relations/probabilities.js';
import type { ProbMatrix, RelationsOptions } from '../relations/types.js';

/**
 * Which inputs a row is written for: `all`, every input violating MR1, MR2
 * or MR3 and every successful attack on the student; `confident-teacher`,
 * those where the teacher is confident and the student is not (LLKD's rule).
 */
export const HARD_RULES = ['all', 'confident-teacher'] as const;
export type HardRule = (typeof HARD_RULES)[number];

/** `value` names one of HARD_RULES (a flag, an action input or a report's field: untrusted). */
export function isHardRule(value: unknown): value is HardRule {
  return (HARD_RULES as readonly unknown[]).includes(value);
}

type Thresholds = Pick<RelationsOptions, 'epsilon' | 'tau' | 'delta3'>;

/**
 * LLKD's rule on one input: the teacher's confidence is at least tau and the
 * student gives the teacher's class less than tau. With δ₃ = 0 these are
 * exactly MR3's violations.
 *
 * @example
 * const p = { data: Float64Array.of(0.95, 0.05), rows: 1, cols: 2 };
 * confidentTeacher(p, { data: Float64Array.of(0.85, 0.15), rows: 1, cols: 2 }, 0, 0.9); // true
 * confidentTeacher(p, { data: Float64Array.of(0.92, 0.08), rows: 1, cols: 2 }, 0, 0.9); // false
 */
export function confidentTeacher(p: ProbMatrix, q: ProbMatrix, row: number, tau: number): boolean {
  if (confidence(p, row) < tau) return false;
  return (q.data[row * q.cols + argmax(p, row)] as number) < tau;
}

/** One scored input a rule keeps: its position among the scored rows and the relations it violates. */
export interface HardPosition {
  position: number;
  violated: PairedRelationName[];
}

/**
 * The scored inputs a rule keeps, in score order, each with the relations
 * it violates (MR1–MR3's per-input rules, relations/paired/per-input.ts).
 * Under `all` their number is |MR1 ∪ MR2 ∪ MR3|, and the positions that list
 * MRk are exactly MRk's violations.
 */
export function hardPositions(
  p: ProbMatrix,
  q: ProbMatrix,
  options: Thresholds,
  rule: HardRule,
): HardPosition[] {
  const outcomes = perInputViolations(p, q, options);
  const kept: HardPosition[] = [];
  for (let i = 0; i < p.rows; i++) {
    const violated = PAIRED_RELATIONS.filter((name) => outcomes[name].violated[i] === 1);
    const keep = rule === 'all' ? violated.length > 0 : confidentTeacher(p, q, i, options.tau);
    if (keep) kept.push({ position: i, violated });
  }
  return kept;
}

/** A successful attack on the student: the input attacked and the adversarial input its search found. */
export interface StudentAttack {
  method: string;
  example: Example;
  /** The adversarial input's functions. */
  texts: string[];
  renames: [number, string, string][];
  transformations: string[];
}

/**
 * One JSONL row. The first fields are MetaCompress's; `func` (one function)
 * or `id1`/`id2` (a clone pair's function ids), `target`, `pred` and
 * `soft_label` are the fields Compressor's and AVATAR's distillation scripts
 * read (docs/models.md).
 */
export interface HardRow {
  /** The student's name in a many-student run (`students:`); absent for one student. */
  studentName?: string;
  /** `input`: a data set row; `attack`: a successful attack on the student, its adversarial code in `texts`. */
  kind: 'input' | 'attack';
  id: string;
  /** The data set file's row. */
  row: number;
  label: number;
  texts: string[];
  teacher: number[];
  student: number[];
  /** The relations the student violates on this input (on the adversarial input for an attack). */
  violated: PairedRelationName[];
  method?: string;
  renames?: [number, string, string][];
  transformations?: string[];
  func?: string;
  id1?: string;
  id2?: string;
  /** The data set's label (-1 unlabelled). */
  target: number;
  /** The teacher's predicted class. */
  pred: number;
  /** The teacher's probabilities, dataset class order. */
  soft_label: number[];
}

/** The distillation scripts' fields: the code (or the pair's ids), the label, the teacher's class and probabilities. */
function distillationFields(
  example: Example,
  texts: string[],
  teacher: Float64Array,
): Pick<HardRow, 'func' | 'id1' | 'id2' | 'target' | 'pred' | 'soft_label'> {
  const p = { data: teacher, rows: 1, cols: teacher.length };
  // A pair's id is "id1/id2" (data/read-dataset.ts).
  const ids = example.texts.length === 2 ? example.id.split('/') : null;
  return {
    ...(ids === null
      ? { func: texts[0]! }
      : ids.length === 2
        ? { id1: ids[0]!, id2: ids[1]! }
        : {}),
    target: example.label,
    pred: argmax(p, 0),
    soft_label: [...teacher],
  };
}

/** The row of a scored input. */
export function inputRow(
  example: Example,
  teacher: Float64Array,
  student: Float64Array,
  violated: PairedRelationName[],
): HardRow {
  return {
    kind: 'input',
    id: example.id,
    row: example.row,
    label: example.label,
    texts: [...example.texts],
    teacher: [...teacher],
    student: [...student],
    violated,
    ...distillationFields(example, [...example.texts], teacher),
  };
}

/**
 * The row of a successful attack on the student, from both models'
 * probabilities on its adversarial input, or null when the rule leaves it
 * out (`confident-teacher`: the teacher not confident on the adversarial
 * input, or the student sure of the teacher's class there).
 */
export function attackRow(
  attack: StudentAttack,
  teacher: Float64Array,
  student: Float64Array,
  options: Thresholds,
  rule: HardRule,
): HardRow | null {
  const cols = teacher.length;
  const p = { data: teacher, rows: 1, cols };
  const q = { data: student, rows: 1, cols };
  if (rule === 'confident-teacher' && !confidentTeacher(p, q, 0, options.tau)) return null;
  const outcomes = perInputViolations(p, q, options);
  const { example } = attack;
  return {
    kind: 'attack',
    id: example.id,
    row: example.row,
    label: example.label,
    texts: attack.texts,
    teacher: [...teacher],
    student: [...student],
    violated: PAIRED_RELATIONS.filter((name) => outcomes[name].violated[0] === 1),
    method: attack.method,
    renames: attack.renames,
    transformations: attack.transformations,
    ...distillationFields(example, attack.texts, teacher),
  };
}

/** What an export wrote, for the report: its rule and its rows by kind and relation. */
export interface HardInputsSummary {
  rule: HardRule;
  rows: number;
  /** Rows of scored inputs, and of those, how many list each relation. */
  inputs: number;
  violations: Record<PairedRelationName, number>;
  /** Rows of successful attacks on the student. */
  attacks: number;
}

/** Counts an export's rows. */
export function summariseHardRows(rows: readonly HardRow[], rule: HardRule): HardInputsSummary {
  const inputs = rows.filter((r) => r.kind === 'input');
  const count = (name: PairedRelationName) =>
    inputs.filter((r) => r.violated.includes(name)).length;
  return {
    rule,
    rows: rows.length,
    inputs: inputs.length,
    violations: { MR1: count('MR1'), MR2: count('MR2'), MR3: count('MR3') },
    attacks: rows.length - inputs.length,
  };
}

/** The rows as JSON Lines. */
export function toJsonLines(rows: readonly HardRow[]): string {
  return rows.map((row) => `${JSON.stringify(row)}\n`).join('');
}
