/**
 * Spells an integer literal another way: another radix (`10` -> `0xA`,
 * `012`, Java also `0b1010`) or a sum in parentheses (`10` -> `(4 + 6)`).
 *
 * The value and the type stay the same, so a constant expression stays one
 * of the same type and value (a `case` label, an array size, a bit-field
 * width, a Java `byte b = 10` all keep compiling and meaning the same):
 * - C (C11 6.4.4.1): an unsuffixed decimal literal is int, long, long long,
 *   the first that holds it, but an octal or hex one may be unsigned int
 *   first; with values up to INT_MAX every spelling is int (with the same
 *   suffix: unsigned int, long, ...). Larger values are declined. A hex
 *   spelling ending in `e` is not used: `0xE+1` is one preprocessing number.
 * - Java (JLS 3.10.1): int without `L`, long with; the bound is 2^31 - 1 or
 *   2^63 - 1 (a larger int literal only exists under unary minus, and a hex
 *   one like 0xFFFFFFFF is negative): larger values are declined.
 * The sum keeps the suffix on both terms and its parentheses keep it one
 * operand (`"n" + 10` still appends "10"). C literals inside macro arguments
 * (which may stringify them) and preprocessor lines are declined.
 */
import type { Transformation } from './context.js';
export declare const DECLINE_LARGE_LITERAL = "a literal too large for int: another radix could change its type";
export declare const rewriteConstants: Transformation;
