import { expect } from 'vitest';

import type { ProbMatrix } from '../../src/relations/types.js';

/** Builds a ProbMatrix from rows of probabilities. */
export function matrix(rows: number[][], cols = rows[0]?.length ?? 2): ProbMatrix {
  return { data: Float64Array.from(rows.flat()), rows: rows.length, cols };
}

/** Deep comparison: numbers within `tolerance`, everything else exactly, same keys. */
export function expectClose(
  actual: unknown,
  expected: unknown,
  tolerance: number,
  path = '$',
): void {
  if (typeof expected === 'number') {
    expect(typeof actual, path).toBe('number');
    const difference = Math.abs((actual as number) - expected);
    expect(difference, `${path}: ${String(actual)} vs ${expected}`).toBeLessThanOrEqual(tolerance);
    return;
  }
  if (expected === null || typeof expected !== 'object') {
    expect(actual, path).toBe(expected);
    return;
  }
  const actualValue = ArrayBuffer.isView(actual) ? Array.from(actual as Float64Array) : actual;
  if (Array.isArray(expected)) {
    expect(Array.isArray(actualValue), `${path} is an array`).toBe(true);
    const list = actualValue as unknown[];
    expect(list.length, `${path}.length`).toBe(expected.length);
    expected.forEach((item, i) => expectClose(list[i], item, tolerance, `${path}[${i}]`));
    return;
  }
  expect(typeof actualValue, path).toBe('object');
  const record = actualValue as Record<string, unknown>;
  expect(Object.keys(record).sort(), `${path} keys`).toEqual(Object.keys(expected).sort());
  for (const [key, value] of Object.entries(expected)) {
    expectClose(record[key], value, tolerance, `${path}.${key}`);
  }
}
