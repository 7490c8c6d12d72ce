import type { OutputsModelConfig } from '../config/types.js';
import type { ProbabilitySource } from './sources.js';
/** Predicted classes read from a file, in file order. */
export interface HardLabels {
    /** Each prediction's class, as the model numbers its classes (before class-order). */
    predicted: Int32Array;
    /** The 1-based line of each prediction in the file, for errors. */
    lines: Int32Array;
    /** Each id's prediction (its index in `predicted`) when the file gives ids; null: prediction i is dataset row i. */
    ids: Map<string, number> | null;
}
/**
 * Reads a file of predicted classes: `.csv` (a header naming `prediction`
 * and optionally `id`) or `.jsonl` (a class index per line, or objects with
 * `prediction` and optionally `id`). Either every prediction has an id or
 * none has; an id given twice is an error naming both lines.
 *
 * @param file - the file; `what` the config key its errors name (student, students.NAME).
 * @throws InputError naming the file and the line: an unreadable file or
 *   extension, a bad header, a line of the wrong shape, a class that is not
 *   a whole number ≥ 0, ids on some lines only, an id given twice, no rows.
 */
export declare function readHardLabels(file: string, what: string): Promise<HardLabels>;
/**
 * Predicted classes as a probability source: each example's prediction (by
 * its id when the file gives ids, else by its dataset row) as a one-hot row
 * over `classes` columns in dataset class order (`class-order` maps the
 * model's class j to dataset class class-order[j]).
 *
 * @throws InputError naming the file and line of a class outside
 *   0..classes − 1 (when made, for every prediction), or, when scoring, the
 *   dataset row (and id) the file has no prediction for.
 */
export declare function hardLabelSource(labels: HardLabels, config: OutputsModelConfig, classes: number, what: string): ProbabilitySource;
