/**
 * The facts about an expression or statement that the transformations of
 * issue 20 share: does it have a side effect, may it throw (Java), may a C
 * macro hide behind it, may it be a Java constant expression. Every answer
 * errs towards "declined": a site the rules do not understand stays as it is.
 */
import { type CUnit } from './c-unit.js';
import type { TransformContext, Transformed } from './context.js';
import type { Render, Replacement } from './rewrite.js';
import type { Binding, FunctionScopes } from './scopes/index.js';
import { type SyntaxNode } from './syntax-tree.js';
/** Upper-case names: by convention a macro when the unit does not say otherwise. */
export declare const MACRO_LIKE: RegExp;
export declare const DECLINE_C_MACRO = "C: a macro (of the unit or of a missing header) may hide behind it";
export declare const DECLINE_C_MACRO_ARGUMENTS = "C: inside the arguments of a macro or unknown callee";
/** The nodes holding statements one after another. */
export declare const STATEMENT_LISTS: Set<string>;
/** The blocks that open a scope and hold only statements. */
export declare const BLOCKS: Set<string>;
export declare const LOOPS: Set<string>;
export declare function text(context: TransformContext, node: SyntaxNode): string;
/**
 * C: true when `node` names a macro of the unit, an unresolved upper-case
 * name (a header macro by convention), or calls a function the unit neither
 * declares nor takes from the standard library (it may be a macro). Java:
 * always false (no preprocessor).
 */
export declare function mentionsMacro(context: TransformContext, scopes: FunctionScopes, node: SyntaxNode): boolean;
/** C: true when `node` lies inside the arguments of a macro or of an undeclared callee. */
export declare function insideMacroCall(context: TransformContext, scopes: FunctionScopes, node: SyntaxNode): boolean;
/** C: the function reads or writes a `volatile` object somewhere: its accesses are side effects. */
export declare function mentionsVolatile(context: TransformContext, scopes: FunctionScopes): boolean;
/**
 * True when evaluating `node` has no side effect: no call, assignment,
 * increment, allocation; in C no macro and no volatile access.
 */
export declare function isPure(context: TransformContext, scopes: FunctionScopes, node: SyntaxNode): boolean;
/**
 * Java: true only when evaluating a pure `node` surely throws nothing:
 * literals and primitive locals under operators other than `/` and `%`
 * (an unboxed null, an array index, a field of null, a cast may throw, and
 * which of two throws first shows in the exception's message).
 */
export declare function surelyNoThrow(context: TransformContext, scopes: FunctionScopes, node: SyntaxNode): boolean;
/** An identifier that names a local or parameter of the function, or undefined. */
export declare function localOf(scopes: FunctionScopes, node: SyntaxNode): Binding | undefined;
/**
 * Java: the declared type of a local (`int`, `String`, ...) when it has no
 * array dimensions on its declarator; undefined when unknown (`var`, arrays).
 */
export declare function javaDeclaredType(context: TransformContext, binding: Binding): string | undefined;
/** True when `node` may be a Java constant expression (JLS 15.29). */
export declare function mayBeConstant(scopes: FunctionScopes, node: SyntaxNode): boolean;
/** C: true when `body` invokes a macro that may expand to `continue`, `break` or `goto`. */
export declare function mayHideJump(context: TransformContext, scopes: FunctionScopes, unit: CUnit, body: SyntaxNode): boolean;
/** Renders consecutive siblings with the text between them. */
export declare function renderRange(context: TransformContext, nodes: readonly SyntaxNode[], render: Render): string;
/** A chosen place and how to rewrite it. */
export interface Site {
    readonly node: SyntaxNode;
    readonly replace: Replacement;
    /** Other nodes the same change rewrites (a swap rewrites two). */
    readonly also?: readonly (readonly [SyntaxNode, Replacement])[];
    /** The change writes the site in its long form (TransformContext.longFormOnly keeps only these). */
    readonly toLongForm?: boolean;
}
/** `(text)` unless the text is already an atom that needs no parentheses. */
export declare function parenthesize(rendered: string, node: SyntaxNode): string;
/** Chooses among the sites (see `chooseSites`) and collects their replacements. */
export declare function applySites(context: TransformContext, sites: readonly Site[], declined: readonly string[]): Transformed;
