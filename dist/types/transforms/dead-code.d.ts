/**
 * Inserts, at one statement position per function, a statement that can never
 * run: `if (0) { ... }` / `while (0) { ... }` in C, `if (false) { ... }` in
 * Java. Its body only touches a fresh local declared inside it.
 *
 * Positions are chosen so that the result still compiles:
 * - C: only after the last declaration of a block (C89 wants declarations
 *   first), or just before its closing brace; never in a switch body (between
 *   case labels) or a GNU statement expression (whose value is its last
 *   statement).
 * - Java: only where the new statement is reachable, as Java requires: before
 *   an existing statement of a block, or at its end when its last statement
 *   surely can complete normally (java-reachability.ts); never before
 *   `this(...)` / `super(...)` at the start of a constructor. `if (false)` is
 *   the one dead construct Java accepts (`while (false) { }` does not compile).
 */
import type { Transformation } from './context.js';
export declare const insertDeadCode: Transformation;
