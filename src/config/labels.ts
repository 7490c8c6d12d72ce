import { InputError } from '../errors.js';

/** `labels`: a list of at least two distinct, non-empty class names; absent or null: the task's defaults. */
export function readLabels(value: unknown): string[] | null {
  if (value === undefined || value === null) return null;
  const valid =
    Array.isArray(value) &&
    value.length >= 2 &&
    value.every((name) => typeof name === 'string' && name.trim() !== '') &&
    new Set(value).size === value.length;
  if (!valid) {
    throw new InputError(
      `labels: got ${JSON.stringify(value)}; allowed: a list of distinct, non-empty class names, one per class in class order (e.g. [not vulnerable, vulnerable])`,
    );
  }
  return value as string[];
}
