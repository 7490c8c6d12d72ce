/**
 * The inputs to distil on again (`--export-hard`, docs/models.md "Hard
 * inputs"): where the student departs from its teacher, with the teacher's
 * probabilities as the soft labels a distillation script reads.
 */
import type { Example } from '../data/types.js';
import { type PairedRelationName } from '../relations/paired/per-input.js';
import type { ProbMatrix, RelationsOptions } from '../relations/types.js';
/**
 * Which inputs a row is written for: `all`, every input violating MR1, MR2
 * or MR3 and every successful attack on the student; `confident-teacher`,
 * those where the teacher is confident and the student is not (LLKD's rule).
 */
export declare const HARD_RULES: readonly ["all", "confident-teacher"];
export type HardRule = (typeof HARD_RULES)[number];
/** `value` names one of HARD_RULES (a flag, an action input or a report's field: untrusted). */
export declare function isHardRule(value: unknown): value is HardRule;
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
export declare function confidentTeacher(p: ProbMatrix, q: ProbMatrix, row: number, tau: number): boolean;
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
export declare function hardPositions(p: ProbMatrix, q: ProbMatrix, options: Thresholds, rule: HardRule): HardPosition[];
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
/** The row of a scored input. */
export declare function inputRow(example: Example, teacher: Float64Array, student: Float64Array, violated: PairedRelationName[]): HardRow;
/**
 * The row of a successful attack on the student, from both models'
 * probabilities on its adversarial input, or null when the rule leaves it
 * out (`confident-teacher`: the teacher not confident on the adversarial
 * input, or the student sure of the teacher's class there).
 */
export declare function attackRow(attack: StudentAttack, teacher: Float64Array, student: Float64Array, options: Thresholds, rule: HardRule): HardRow | null;
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
export declare function summariseHardRows(rows: readonly HardRow[], rule: HardRule): HardInputsSummary;
/** The rows as JSON Lines. */
export declare function toJsonLines(rows: readonly HardRow[]): string;
export {};
