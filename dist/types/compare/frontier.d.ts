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
export declare const SIZE_AXIS: Axis;
export declare const LATENCY_AXIS: Axis;
export declare const FIDELITY_AXIS: Axis;
export interface FrontierPoint {
    name: string;
    /** One value per axis, in the axes' order; null: unknown (the candidate is left out). */
    values: (number | null)[];
}
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
/** Whether a dominates b (both complete): ≤ on every axis, < on one. */
export declare function dominates(a: readonly number[], b: readonly number[]): boolean;
/** Each candidate's place, in the order given. */
export declare function frontier(points: readonly FrontierPoint[], axes: readonly Axis[]): FrontierPlace[];
