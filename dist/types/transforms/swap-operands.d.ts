/**
 * Swaps the operands of symmetric binary operators: `a == b` -> `b == a`.
 *
 * Conservative by design: only `==`, `!=`, `+` and `*`, and only when both
 * operands are atoms whose evaluation has no side effect and whose meaning
 * cannot change with their position:
 * - numeric and character literals;
 * - C: identifiers declared in the function (a name from outside may be a
 *   macro expanding to `1 + 2`, which would regroup), and `NULL` / `true` /
 *   `false` for `==` / `!=`; not inside the arguments of a macro-like call
 *   (`ASSERT(a == b)` may stringify its argument);
 * - Java: any identifier for `==`, `!=`, `*` (no macros; `*` is numeric
 *   only), `null` / `true` / `false` for `==` / `!=`; for `+` only numeric
 *   literals and locals declared with a primitive numeric type, because `+`
 *   on a String concatenates and does not commute.
 * `&&` and `||` short-circuit and are never swapped.
 */
import type { Transformation } from './context.js';
export declare const swapOperands: Transformation;
