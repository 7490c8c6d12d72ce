/**
 * Rewrites `for` loops as `while` loops and `while` loops as `for` loops:
 *
 *   for (init; cond; update) body   ->   { init; while (cond) { body update; } }
 *   while (cond) body               ->   for (; cond;) body
 *
 * The braces around the `while` keep the scope of a declaration in `init`;
 * they are left out when `init` is empty, or an expression and the loop is
 * already a statement of a block. A `for` loop is left alone when:
 * - its body holds a `continue` of this loop (it would skip `update`);
 * - it is labelled (Java `continue label` must name a loop);
 * - Java: its body may not complete normally, so that `update` placed after
 *   it would be an unreachable statement (a compile error in Java). This is
 *   decided conservatively from the JLS rules (java-reachability.ts).
 * - C: its body invokes a macro that may hide a `continue` (or `break`): a
 *   macro of the unit whose expansion holds one, or an upper-case callee the
 *   unit does not declare (a header macro by convention, whose body the
 *   snippet lacks; a lower-case unknown callee is taken for a function).
 * When the body declares at its top level a name that `update` uses,
 * `update` goes after the body block instead of inside it.
 *
 * `while (c) body` -> `for (; c;) body` keeps every jump as it was: with no
 * update, `continue` goes to the test and `break` leaves the loop in both.
 */
import type { Transformation } from './context.js';
export declare const DECLINE_HIDDEN_JUMP = "C: the loop body invokes a macro that may hide continue or break";
export declare const DECLINE_MACRO_UPDATE = "C: the loop update or condition invokes a macro, whose expansion may name what the body declares";
export declare const rewriteLoops: Transformation;
