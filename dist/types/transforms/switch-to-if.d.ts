/**
 * Writes a `switch` statement without fall-through as an `if` chain:
 *
 *   switch (x) { case 1: case 2: A; break; case 3: B; return; default: C; }
 *   ->  if (x == 1 || x == 2) { A; } else if (x == 3) { B; return; } else { C; }
 *
 * What the rules require, and why:
 * - The subject is a local (or a literal): it is read once per test with no
 *   side effect and cannot change before a branch is chosen. C: any local
 *   (not named like a macro); Java: a local of type int, short, byte or char
 *   (not a String, enum or boxed value, whose `==` differs from the switch).
 * - The labels are integer literals up to INT_MAX, character literals, or
 *   (C) enumerators of the unit, (Java) constant names, each compared in
 *   parentheses. For such labels `x == label` finds the same match as the
 *   switch in both languages (C11 6.8.4.2 converts a label to the promoted
 *   type of x, `==` converts both to their common type: the same value
 *   either way for labels that fit an int).
 * - Every group but the last ends with a jump (`break`, which is dropped,
 *   `return`, `throw`, `continue`, `goto`), and no other `break` leaves the
 *   switch: no fall-through, and no jump whose target would change. C: no
 *   body invokes a macro that may hide a `break`; no `case` is nested in an
 *   inner statement (Duff's device).
 * - No group declares a local at its top level: its scope would span the
 *   following groups, which become separate blocks.
 * - Java: switch statements only (not switch expressions, not `->` rules);
 *   a labelled switch is declined.
 * The `default` group becomes the final `else` (without fall-through its
 * place among the groups does not matter).
 */
import type { Transformation } from './context.js';
export declare const DECLINE_FALL_THROUGH = "a case group falls through or breaks out early";
export declare const DECLINE_SUBJECT = "the switch subject is not a local or literal of a type the rules know";
export declare const DECLINE_LABEL = "a case label is not a literal or constant the rules can compare";
export declare const DECLINE_SCOPE = "a case group declares a local whose scope spans the groups";
export declare const switchToIf: Transformation;
