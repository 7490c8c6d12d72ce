/**
 * Java compile-time constant expressions (JLS §15.29), as far as one
 * compilation unit shows them.
 *
 * A constant expression is computed by javac, not by the running program:
 * `PRE + 10` with `static final String PRE = "v"` is the interned string
 * "v10", so `(PRE + 10) == "v10"` is true, while `PRE + k` with a local
 * `int k = 10` builds a new string at run time and `==` is false. Constness
 * also decides implicit narrowing (`byte b = 10 + 2`), a ternary's type,
 * `case` labels and reachability. A transformation that turns one operand of
 * a constant expression into a variable can therefore change what a
 * program prints (issue 44: 7 of 4,221 literal-variable variants of a Java
 * corpus did), even where the value looks unused.
 *
 * JLS §15.29: literals of primitive type and String (not `null`), casts to a
 * primitive type or String, the unary operators + - ~ !, the binary
 * operators, `?:`, parentheses, and simple names or `TypeName.Identifier`
 * qualified names of constant variables. A constant variable (JLS §4.12.4)
 * is a `final` variable of primitive type or String initialised with a
 * constant expression.
 *
 * Decided conservatively ("may be constant"), from what the unit declares:
 * - a local is a constant variable when it is `final`, of primitive type,
 *   String or `var`, and its initializer may be constant;
 * - a field name (simple, or the last name of a qualified one) is, when any
 *   field of that name in the unit is `final` (interface fields always are),
 *   of primitive type or String, with an initializer that may be constant;
 * - a name the unit does not declare (a field inherited from a class outside
 *   the unit, a static import, `Integer.MAX_VALUE`) is, when it is spelled in
 *   upper case: Java's naming convention for constants (JLS §6.1). A
 *   lower-case name the unit does not declare counts as a variable: treating
 *   every unknown name as a constant would keep every literal next to a
 *   field of a class the snippet does not show (BigCloneBench's methods come
 *   without their classes).
 */
import type { FunctionScopes } from './scopes/index.js';
import { type SyntaxNode } from './syntax-tree.js';
export interface JavaConstants {
    /**
     * True when `literal` is an operand (parentheses aside) of a constant
     * expression larger than itself: its value may be folded, interned or
     * narrowed at compile time, so it must stay a literal.
     */
    inConstantExpression(scopes: FunctionScopes, literal: SyntaxNode): boolean;
}
/** The constant expressions of the unit under `root` (`source` is the text it was parsed from). */
export declare function readJavaConstants(root: SyntaxNode, source: string): JavaConstants;
