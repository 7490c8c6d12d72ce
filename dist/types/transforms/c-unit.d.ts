/**
 * What a C translation unit says outside any one function: its macros and
 * the functions it declares. The tree cannot show what a macro expands to,
 * so the transformations read the `#define`s themselves and stay away from
 * every name a macro could touch (issue 12).
 */
import { type SyntaxNode } from './syntax-tree.js';
export interface CMacro {
    readonly name: string;
    readonly functionLike: boolean;
    /** Identifiers of the body, the macro's own parameters left out. */
    readonly bodyWords: ReadonlySet<string>;
    /** The body stringifies an argument (`#v`). */
    readonly stringifies: boolean;
    /** The body pastes tokens (`a##b`): it can form names the text never spells. */
    readonly pastes: boolean;
}
export interface CUnit {
    readonly macros: ReadonlyMap<string, CMacro>;
    /** Every identifier used in any macro body (own parameters left out). */
    readonly macroBodyWords: ReadonlySet<string>;
    /** Macros whose expansion, followed through other macros of the unit, holds `continue` or `break`. */
    readonly macrosHidingJumps: ReadonlySet<string>;
    /** Functions the unit defines or declares: calls of these are not macro invocations. */
    readonly functions: ReadonlySet<string>;
}
/** Reads the macros (anywhere in the unit, also inside functions) and declared functions. */
export declare function readCUnit(root: SyntaxNode, source: string): CUnit;
/**
 * Functions of the C standard library. C11 7.1.4 lets any of them be a macro
 * too, but one that "evaluates each of its arguments exactly once, fully
 * protected by parentheses": their arguments keep their meaning, so operands
 * inside them may be swapped. `assert` is not here: it is a macro that
 * stringifies its argument.
 */
export declare const C_LIBRARY_FUNCTIONS: ReadonlySet<string>;
/**
 * A call of a function that is not defined or declared in the unit and is
 * not a standard library function: its header is absent (Juliet and
 * BigCloneBench snippets come without them), so it may be a macro that
 * regroups or stringifies its arguments or hides a jump. Decided
 * conservatively: such a call counts as a macro invocation.
 */
export declare function mayBeUnknownMacro(unit: CUnit, callee: string): boolean;
