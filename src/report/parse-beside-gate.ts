/**
 * What parseReport checks of the two sections reported beside the gate and
 * never gated: "where it breaks" (hidden states per layer) and the runtime's
 * noise floor. Their numbers are NUMBER_FIELDS' (parse.ts); these check their
 * texts and lists.
 */
import { WHERE_IT_BREAKS_RELATIONS } from '../config/names.js';
import { NOISE_FLOOR_SETTINGS } from './types.js';
import { isCount, isPlain } from './parse-values.js';

const isText = (value: unknown): boolean => typeof value === 'string';

/** What is wrong with a report's `whereItBreaks` (its texts and lists; NUMBER_FIELDS checks its numbers), or null. */
export function whereItBreaksProblem(found: unknown): string | null {
  if (found === undefined) return null;
  if (!isPlain(found)) return 'whereItBreaks is not a mapping';
  if (found.unavailable !== undefined) {
    return isText(found.unavailable) ? null : 'whereItBreaks.unavailable is not text';
  }
  if (!WHERE_IT_BREAKS_RELATIONS.includes(found.relation as never)) {
    return `whereItBreaks.relation is not one of ${WHERE_IT_BREAKS_RELATIONS.join(', ')}`;
  }
  const inputs = found.inputs;
  const counted = (part: unknown) => isPlain(part) && isCount(part.compared) && isCount(part.of);
  if (!isPlain(inputs) || !counted(inputs.violating) || !counted(inputs.other)) {
    return 'whereItBreaks.inputs has no violating / other counts';
  }
  if (typeof found.threshold !== 'number' || !isCount(found.incomparable)) {
    return 'whereItBreaks has no threshold / incomparable';
  }
  const layers = found.layers;
  if (
    !Array.isArray(layers) ||
    !layers.every(
      (layer) =>
        isPlain(layer) &&
        ['label', 'teacher', 'student'].every((key) => isText(layer[key])) &&
        isPlain(layer.violating) &&
        isPlain(layer.other),
    )
  ) {
    return 'whereItBreaks.layers is not a list of { label, teacher, student, violating, other }';
  }
  const parting = found.firstParting;
  if (
    !isPlain(parting) ||
    ![parting.violating, parting.other].every((label) => label === null || isText(label))
  ) {
    return 'whereItBreaks.firstParting is not { violating, other } labels or null';
  }
  return null;
}

/** What is wrong with a report's `noiseFloor` (its texts and lists; NUMBER_FIELDS checks its numbers), or null. */
export function noiseFloorProblem(floor: unknown): string | null {
  if (floor === undefined) return null;
  if (!isPlain(floor)) return 'noiseFloor is not a mapping';
  if (floor.unavailable !== undefined) {
    return isText(floor.unavailable) ? null : 'noiseFloor.unavailable is not text';
  }
  if (!isCount(floor.inputs)) return 'noiseFloor.inputs is not a count';
  const runtime = floor.runtime;
  const feature = (value: unknown) => value === null || typeof value === 'boolean';
  if (
    !isPlain(runtime) ||
    !isText(runtime.executionProvider) ||
    !isText(runtime.onnxruntime) ||
    runtime.optimisation !== 'all' ||
    !isCount(runtime.threads) ||
    !isCount(runtime.batchSize) ||
    !isPlain(runtime.cpu) ||
    ![runtime.cpu.avx2, runtime.cpu.avx512, runtime.cpu.vnni].every(feature)
  ) {
    return 'noiseFloor.runtime has no executionProvider / onnxruntime / optimisation / threads / batchSize / cpu';
  }
  const settings = floor.settings;
  if (
    !Array.isArray(settings) ||
    !settings.every(
      (s) =>
        isPlain(s) &&
        NOISE_FLOOR_SETTINGS.includes(s.setting as never) &&
        (isPlain(s.disagreement) || isText(s.skipped)),
    )
  ) {
    return `noiseFloor.settings is not a list of { setting (${NOISE_FLOOR_SETTINGS.join(', ')}), disagreement or skipped }`;
  }
  const student = floor.student;
  if (!isPlain(student) || typeof student.withinFloor !== 'boolean') {
    return 'noiseFloor.student has no withinFloor';
  }
  return null;
}
