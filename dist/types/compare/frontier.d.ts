/**
 * The students' frontier: the candidates no other candidate beats on every
 * axis (Pareto optimality), each axis a cost to minimise (the model file's
 * bytes, the latency when every candidate has one, the fidelity measure's
 * violation rate). For every candidate off it, the first frontier candidate
 * (in the run's order) that dominates it and on which axes it does better.
 * Pure: measures in, frontier out.
 *
 * An axis says only what it can tell apart. File sizes are exact; a latency
 * is better only where the two intervals are disjoint; a violation rate
 * where a paired test on the same inputs decides it (compare/index.ts). What
 * noise cannot tell apart is equal, so that the run's noise never moves a
 * candidate on or off the frontier.
 *
 * A dominates B when A is better on one axis and not worse on any. A
 * candidate with a missing value (no rate: MR3 with no confident input, MR4
 * without labels; no file size for precomputed outputs) is left out of the
 * frontier with its reason, neither on it nor dominated.
 *
 * Example: a (100 bytes, rate 0.2), b (50, 0.1), c (80, 0.05), every rate
 * apart → frontier b and c; a dominated by b, "smaller and more faithful".
 */
/** One axis: its name, and the words a dominating candidate's better and equal values get. */
export interface Axis {
    name: string;
    better: string;
    same: string;
}
export declare const SIZE_AXIS: Axis;
export declare const LATENCY_AXIS: Axis;
export declare const FIDELITY_AXIS: Axis;
/** An axis over the candidates (by their index): which have a value, and how two compare. */
export interface Measure {
    axis: Axis;
    known(candidate: number): boolean;
    /** Negative: a is better (lower); positive: b is; 0: equal, or apart by less than the noise. */
    compare(a: number, b: number): number;
}
/** A value known to lie in [low, high]; an exact one has low = high. */
export type Interval = readonly [number, number];
/**
 * An axis whose values are intervals: a better than b only where a's whole
 * interval is below b's. Null: unknown.
 *
 * @example
 * intervalMeasure(LATENCY_AXIS, [[4, 5], [4.8, 6], [6.5, 7]]).compare(0, 1); // 0 (they overlap)
 * intervalMeasure(LATENCY_AXIS, [[4, 5], [4.8, 6], [6.5, 7]]).compare(0, 2); // -1
 */
export declare function intervalMeasure(axis: Axis, values: readonly (Interval | null)[]): Measure;
/** Exact values (file sizes): each is its own interval. */
export declare function exactMeasure(axis: Axis, values: readonly (number | null)[]): Measure;
export type FrontierPlace = {
    name: string;
    place: 'frontier';
} | {
    name: string;
    place: 'dominated';
    by: string;
    how: string;
} | {
    name: string;
    place: 'left-out';
    missing: string[];
};
/** Whether candidate a dominates b on the measures: better on one, worse on none. */
export declare function dominates(a: number, b: number, measures: readonly Measure[]): boolean;
/**
 * Each candidate's place, in the order given. Dominance within noise is not
 * transitive (a beats b and b beats c, yet a and c may be equal within
 * noise), so a candidate off the frontier names the first frontier
 * candidate that dominates it, else the first candidate that does.
 */
export declare function frontier(names: readonly string[], measures: readonly Measure[]): FrontierPlace[];
