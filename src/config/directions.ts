/**
 * `gate.directions`: ceilings on MR1's disagreements in one direction,
 * keyed "teacher class -> student class" by the class names the report
 * uses (the config's `labels`, else the task's).
 */
import { InputError } from '../errors.js';
import { closestName } from './did-you-mean.js';
import { defaultClassNames, type Task } from './names.js';
import { describe, isOff } from './section.js';
import type { DirectionCeiling, NamedClass } from './types.js';

/** What separates the two classes of a direction's key: `->`, or the arrow the report prints. */
const ARROW = /\s*(?:->|→)\s*/;

/**
 * The classes a direction may name: the config's `labels`, else the task's
 * two names; null for `classification` without `labels`, whose classes are
 * `class 0`, `class 1`, … up to a count only the models know.
 */
function knownClasses(labels: string[] | null, task: Task): string[] | null {
  if (labels !== null) return labels;
  return task === 'classification' ? null : defaultClassNames(task, 2);
}

/** One side of a direction, by its name; InputError naming the key and the likely name. */
function namedClass(name: string, known: string[] | null, where: string): NamedClass {
  if (known === null) {
    const match = /^class (\d+)$/.exec(name);
    if (match !== null) return { index: Number(match[1]), name };
    throw new InputError(
      `${where}: ${JSON.stringify(name)} is not a class name; without labels the classes of task classification are "class 0", "class 1", … (or give labels)`,
    );
  }
  const index = known.indexOf(name);
  if (index !== -1) return { index, name };
  const close = closestName(name, known);
  const hint = close === null ? '' : ` (did you mean ${JSON.stringify(close)}?)`;
  throw new InputError(
    `${where}: ${JSON.stringify(name)} is not a class name${hint}; the classes: ${known.join(', ')}`,
  );
}

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
export function readDirections(
  raw: unknown,
  labels: string[] | null,
  task: Task,
  where = 'gate.directions',
): DirectionCeiling[] {
  if (raw === undefined || raw === null) return [];
  if (typeof raw !== 'object' || Array.isArray(raw)) {
    throw new InputError(
      `${where}: got ${describe(raw)}; allowed: a mapping from "teacher class -> student class" to a ceiling (e.g. vulnerable -> not vulnerable: 0.02)`,
    );
  }
  const known = knownClasses(labels, task);
  const directions: DirectionCeiling[] = [];
  const seen = new Set<string>();
  for (const [key, value] of Object.entries(raw as Record<string, unknown>)) {
    const at = `${where}.${key}`;
    const sides = key.split(ARROW);
    if (sides.length !== 2 || sides.some((side) => side.trim() === '')) {
      throw new InputError(
        `${at}: not a direction; allowed: "teacher class -> student class", e.g. "vulnerable -> not vulnerable"`,
      );
    }
    const teacher = namedClass(sides[0]!.trim(), known, at);
    const student = namedClass(sides[1]!.trim(), known, at);
    if (teacher.index === student.index) {
      throw new InputError(
        `${at}: a direction goes from one class to another; ${teacher.name} to itself is an agreement`,
      );
    }
    const pair = `${teacher.index} ${student.index}`;
    if (seen.has(pair)) {
      throw new InputError(`${at}: ${teacher.name} -> ${student.name} is given twice`);
    }
    seen.add(pair);
    if (isOff(value)) continue;
    if (typeof value !== 'number' || !Number.isFinite(value) || value < 0 || value > 1) {
      throw new InputError(
        `${at}: got ${describe(value)}; allowed: a number in [0, 1] (a share of all inputs), or off`,
      );
    }
    directions.push({ teacher, student, ceiling: value });
  }
  return directions;
}
