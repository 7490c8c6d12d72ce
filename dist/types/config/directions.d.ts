import { type Task } from './names.js';
import type { DirectionCeiling } from './types.js';
/**
 * Reads `gate.directions`: a mapping from "teacher class -> student class"
 * (or `→`) to a ceiling, a share of all inputs in [0, 1]; a ceiling `off`
 * (null, false) leaves the direction unchecked.
 *
 * @param raw - the value under the key (absent or null: no direction checks).
 * @throws InputError naming the key and the bad value: not a mapping, a key
 *   that is not two class names around an arrow, a name that is not a class
 *   (with the closest one), a direction from a class to itself, the same
 *   direction twice, a ceiling that is not a number in [0, 1].
 *
 * @example
 * readDirections({ 'vulnerable -> not vulnerable': 0.02 }, null, 'vulnerability-prediction');
 * // [{ teacher: { index: 1, name: 'vulnerable' }, student: { index: 0, name: 'not vulnerable' }, ceiling: 0.02 }]
 */
export declare function readDirections(raw: unknown, labels: string[] | null, task: Task, where?: string): DirectionCeiling[];
