/**
 * Moves integer literals into new local variables: `return n + 10;` ->
 * `{ int k = 10; ... return n + k; }`, the declaration first in the nearest
 * block that is not a switch body. CODA's R4 (tianzhaotju/CODA
 * python_parser/run_parser.py, change_code_style: "int %s = %s;" before the
 * line, the literal replaced by the name) kept to what cannot change the
 * program:
 *
 * - Only unsuffixed decimal literals up to INT_MAX: each is an `int` (C11
 *   6.4.4.1, JLS 3.10.1), so `int k = 10;` has the literal's type and value.
 *   C's `0` is left as it is: it may be a null pointer constant (`p = 0`),
 *   which an `int` variable is not.
 * - The declaration goes first in its block, where C89 wants declarations
 *   and before anything can jump past it: never into a switch body (the code
 *   before its first label never runs: the block around the switch is taken
 *   instead); C: declined when a `goto` from outside the block, or a `case`
 *   of a switch outside it, can enter it; Java: after `this(...)` /
 *   `super(...)`, whose own literals are declined.
 * - Declined where a constant expression is required or a variable means
 *   something else: `case` labels, array sizes (C: a variable makes a
 *   variable-length array), `static` and `const` (C) or `final` (Java)
 *   declarations, C aggregate initializers (constants in C89), designators,
 *   enumerators, bit-fields, `_Alignas`, attributes, `asm` operands,
 *   `_Static_assert`, types (casts, `sizeof(int[10])`), preprocessor lines
 *   and macro arguments (`__builtin_constant_p` among them: an unknown
 *   callee), Java annotations, a class body between the literal and the
 *   block; Java: where a constant of type int may be narrowed (`byte b = 10`,
 *   `return 10` in a `char` method, `b = 10`, a `short[]` initializer: the
 *   target type must be known and not byte, short or char or their boxes;
 *   a switch rule's, `yield`'s or lambda's value is not read), a ternary's
 *   branches (`c ? 1 : 'a'` is a char), loop conditions that may be
 *   constant expressions (reachability), and every operand of a constant
 *   expression (JLS 15.29, java-constants.ts): `PRE + 10` with a `final`
 *   String `PRE` is folded and interned by javac, `PRE + k` is not, and `==`
 *   tells them apart. C needs no such rule: outside the contexts above (the
 *   places C11 6.6 requires an integer constant expression) its value is
 *   the same computed at run time. One exception is not handled: a null
 *   pointer constant spelled as arithmetic (`p = 1 - 1`) would become an
 *   int; `0` itself never moves.
 *
 * New names: `TransformContext.newNames` in order (CODA: the references'
 * names), those the unit uses left out, then the last one with `_` added
 * each time (as change_code_style does); without any, the rename pool's. Every site is moved under `longFormOnly` (the reference moves every
 * literal of a line); otherwise a seeded half.
 */
import type { TransformContext, Transformed } from './context.js';
export declare const DECLINE_CONSTANT_CONTEXT = "a constant expression is required here (case label, array size, static, const or final, initializer list, attribute, type)";
export declare const DECLINE_JUMP_INTO_BLOCK = "C: a goto or case from outside the block can enter it past the new declaration";
export declare const DECLINE_NARROWING = "Java: the constant may be narrowed to byte, short or char, or decide a ternary type (or the target type is unknown)";
export declare const DECLINE_CONSTANT_CONDITION = "Java: a loop condition that may be a constant expression (reachability)";
export declare const DECLINE_CLASS_BODY = "Java: inside a class body within the method";
export declare const DECLINE_CONSTRUCTOR_CALL = "Java: inside this(...) or super(...)";
export declare const DECLINE_CONSTANT_EXPRESSION = "Java: an operand of a constant expression (JLS 15.29), which javac folds (a String is interned)";
export declare function moveLiteralsToVariables(context: TransformContext): Transformed;
