/**
 * The students' frontier: the candidates no other candidate beats on every
 * axis (Pareto optimality), each axis a cost to minimise (the model file's
 * bytes, the latency when every candidate has one, the fidelity measure's
 * violation rate). For every candidate off it, the first frontier candidate
 * (in the run's order) that dominates it and on which axes it does better.
 * Pure: points in, frontier out.
 *
 * A dominates B when A ≤ B on every axis and A < B on at least one. A
 * candidate with a missing value (no rate: MR3 with no confident input, MR4
 * without labels; no file size for precomputed outputs) is left out of the
 * frontier with its reason, neither on it nor dominated.
 *
 * Example: a (100 bytes, rate 0.2), b (50, 0.1), c (80, 0.05) → frontier
 * b and c; a dominated by b, "smaller and more faithful".
 */

/** One axis: its name, and the words a dominating candidate's better and equal values get. */
export interface Axis {
  name: string;
  better: string;
  same: string;
}

export const SIZE_AXIS: Axis = { name: 'size', better: 'smaller', same: 'as small' };
export const LATENCY_AXIS: Axis = { name: 'latency', better: 'faster', same: 'as fast' };
export const FIDELITY_AXIS: Axis = {
  name: 'fidelity',
  better: 'more faithful',
  same: 'as faithful',
};

export interface FrontierPoint {
  name: string;
  /** One value per axis, in the axes' order; null: unknown (the candidate is left out). */
  values: (number | null)[];
}

export type FrontierPlace =
  | { name: string; place: 'frontier' }
  | { name: string; place: 'dominated'; by: string; how: string }
  | { name: string; place: 'left-out'; missing: string[] };

/** Whether a dominates b (both complete): ≤ on every axis, < on one. */
export function dominates(a: readonly number[], b: readonly number[]): boolean {
  if (a.length !== b.length) {
    throw new RangeError(`dominates: points of ${a.length} and ${b.length} axes`);
  }
  let strictly = false;
  for (let i = 0; i < a.length; i++) {
    if (a[i]! > b[i]!) return false;
    if (a[i]! < b[i]!) strictly = true;
  }
  return strictly;
}

/** "smaller and more faithful", "as small, faster and more faithful": how a beats b, axis by axis. */
function how(a: readonly number[], b: readonly number[], axes: readonly Axis[]): string {
  const words = axes.map((axis, i) => (a[i]! < b[i]! ? axis.better : axis.same));
  return words.length < 2
    ? words.join('')
    : `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
}

/** Each candidate's place, in the order given. */
export function frontier(points: readonly FrontierPoint[], axes: readonly Axis[]): FrontierPlace[] {
  for (const p of points) {
    if (p.values.length !== axes.length) {
      throw new RangeError(
        `frontier: ${p.name} has ${p.values.length} values for ${axes.length} axes`,
      );
    }
  }
  const complete = points.filter((p) => p.values.every((v) => v !== null)) as {
    name: string;
    values: number[];
  }[];
  const onFrontier = complete.filter((p) => !complete.some((q) => dominates(q.values, p.values)));
  return points.map((p): FrontierPlace => {
    const missing = axes.filter((_, i) => p.values[i] === null).map((a) => a.name);
    if (missing.length > 0) return { name: p.name, place: 'left-out', missing };
    const values = p.values as number[];
    const by = onFrontier.find((q) => dominates(q.values, values));
    if (by === undefined) return { name: p.name, place: 'frontier' };
    return { name: p.name, place: 'dominated', by: by.name, how: how(by.values, values, axes) };
  });
}
