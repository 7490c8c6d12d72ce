/**
 * Writes a compound assignment in its long form and back:
 *
 *   a op= b   <->   a = a op (b)
 *
 * `a` is a local or parameter: naming it twice evaluates nothing more. In
 * both languages the left operand's value is taken before `b` is evaluated,
 * so even a `b` that assigns `a` gives the same result.
 *
 * C (C11 6.5.16.2): `E1 op= E2` is `E1 = E1 op (E2)` with E1 evaluated once,
 * for every type. The long form parenthesizes `b`; the short form is made
 * only when `b` names no macro (`#define N 1 + 2` makes `a = a * N` be
 * `a * 1 + 2`, but `a *= N` be `a * (1 + 2)`).
 *
 * Java (JLS 15.26.2): `a op= b` is `a = (T) (a op (b))` for a of type T.
 * The long form drops the cast only where `a op b` surely has type T
 * already (T is String and op is +; T is int, long, float, double or
 * boolean and b's type is known to promote no further); otherwise it keeps
 * the cast explicitly, which is exactly the implicit narrowing. The short
 * form is made from `a = a op b` only for T of those types: where the long
 * form compiles, `a op b` has type T and the cast does nothing. Locals of
 * other types (boxed, `var`, arrays, objects) are declined.
 */
import type { Transformation } from './context.js';
export declare const DECLINE_TARGET_TYPE = "the assigned object is not a local of a type the rules know";
export declare const rewriteCompoundAssignments: Transformation;
