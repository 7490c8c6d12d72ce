/**
 * Swaps the branches of an `if` and writes `else if` chains as nested blocks
 * and back:
 *
 *   if (c) A else B            ->   if (!(c)) { B } else A    (`if (!c)` -> `if (c)`)
 *   if (a) X else if (b) Y     ->   if (a) X else { if (b) Y }
 *   if (a) X else { if (b) Y } ->   if (a) X else if (b) Y
 *
 * `c` is evaluated once either way, and `!` turns every true into false and
 * back (C: any non-zero value is true; Java: Java's flow rules for definite
 * assignment and pattern variables treat `!` symmetrically, JLS 16 and
 * 6.3.1). B moves to the consequence and is put in braces, so that an `if`
 * without `else` at its end cannot capture the `else` that follows. A moves
 * to the end, where it was already followed by an `else` and so is no open
 * `if`. Unwrapping `{ if (b) Y }` is done only when no `else` can follow the
 * chain (or the inner `if` has its own `else`).
 *
 * Declined: C branches that hold preprocessor directives (their lines cannot
 * move as text inside an expression of the tree).
 */
import type { Transformation } from './context.js';
export declare const DECLINE_PREPROCESSOR_IN_BRANCH = "C: a branch holds a preprocessor directive, whose lines cannot move";
export declare const swapBranches: Transformation;
