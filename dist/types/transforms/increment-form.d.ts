/**
 * Writes an increment or decrement of a local in another of its forms:
 *
 *   i++   ++i   i += 1   i = i + 1        (and the same with `-`)
 *
 * Where the value is unused (an expression statement, a `for` update, the
 * left of a C comma) all four do the same. Where it is used, only the forms
 * whose value is the new value (`++i`, `i += 1`, `i = i + 1`) replace each
 * other, in parentheses.
 *
 * The target is a local or parameter, so it has no side effect and is the
 * same object each time it is named. C: for every type that `++` accepts
 * (integers, `_Bool`, floating, pointers), C11 6.5.3.1 defines `++E` as
 * `E += 1` and 6.5.16.2 defines `E += 1` as `E = E + 1` with E evaluated
 * once; a local named like a macro of the unit is left alone. Java: only
 * locals declared with a primitive numeric type (`s += 1` on a String
 * appends); `i = i + 1` only for int, long, float and double, since for
 * byte, short and char `i + 1` is an int that does not convert back without
 * the cast that `+=` hides (JLS 15.26.2).
 */
import type { Transformation } from './context.js';
export declare const DECLINE_NOT_LOCAL = "the incremented object is not a local variable";
export declare const rewriteIncrements: Transformation;
