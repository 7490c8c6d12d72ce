/**
 * Rewrites `while` and `do ... while` loops between their forms:
 *
 *   while (c) B          ->  if (c) do B while (c);
 *   while (c) B          ->  for (;;) { if (!(c)) break; B }
 *   do B while (c);      ->  for (;;) { B if (!(c)) break; }      (or `while (1)` / `while (true)`)
 *   for (;;) { if (x) break; R }   ->   while (!(x)) { R }      (also `while (1)`, `while (true)`)
 *
 * Each form evaluates the condition at the same points, and `break` leaves
 * the same loop. `continue` goes to the test in `while` and `do` loops and to
 * the top of `for (;;)`: the first two forms keep that (the test comes
 * first), the third is declined when B has a `continue` of its own (it would
 * skip the test), and so is a C body invoking a macro that may hide one. The
 * first form evaluates `c` in two places: declined where `c` holds a lambda,
 * a class body or a statement expression, which cannot be written twice.
 * Labelled loops are declined (a label must stay on a loop).
 *
 * Java (JLS 14.22): a loop whose condition is a constant `true` completes
 * normally only through a `break`, and code after it is unreachable: every
 * form that would add or remove a `break` or a constant condition is
 * declined when the condition may be a constant expression, and the third
 * when B may not complete normally (the added `if` would be unreachable).
 * The new text is put in braces where the loop is a branch of another
 * statement, so that an `if` without `else` cannot capture a later `else`.
 */
import type { Transformation } from './context.js';
export declare const DECLINE_OWN_CONTINUE = "the do-while body has a continue of its own";
export declare const DECLINE_MAY_BE_CONSTANT = "Java: the condition may be a constant expression";
export declare const DECLINE_MAY_NOT_COMPLETE = "Java: the do-while body may not complete normally (an added test would be unreachable)";
export declare const DECLINE_HIDDEN_JUMP = "C: the body invokes a macro that may hide a jump";
export declare const rewriteWhileForms: Transformation;
