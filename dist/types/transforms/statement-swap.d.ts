/**
 * Swaps two adjacent statements that cannot depend on each other:
 *
 *   x = a + 1;  y = b * 2;   ->   y = b * 2;  x = a + 1;
 *
 * Both are expression statements made only of locals, literals, operators,
 * assignments and increments of locals: no call, no memory reached through a
 * pointer, array or field, no control flow. Neither writes a name the other
 * reads or writes, so each computes the same values in either order, and
 * with nothing but locals involved nothing else can tell the order.
 * C: a local named like a macro of the unit, or a function that touches a
 * `volatile` object, is declined. Java: every local must have a primitive or
 * String type, and `/`, `%` and reference casts are declined: each may throw,
 * and a handler would see which assignment happened first.
 */
import type { Transformation } from './context.js';
export declare const DECLINE_DEPENDENT = "the two statements share a name one of them writes";
export declare const swapStatements: Transformation;
