/**
 * Which names of a function are local variables or parameters, and which
 * identifier nodes refer to them.
 *
 * The analysis walks a function in source order with a stack of block scopes,
 * declaring a name where its declarator appears (C and Java both start a
 * local's scope at its declarator) and resolving every other identifier to
 * the innermost visible declaration. A name is renamable only when it is safe
 * to rename every identifier with that text that the analysis resolved:
 *
 * - all its declarations in the function are local variables or parameters
 *   (not functions, enum constants, fields, `extern` objects, pattern
 *   variables), and
 * - every identifier with that text resolves to one of them (an unresolved
 *   one is a global, a macro, a field, a called function, a class ...), and
 * - it never appears where the grammar's idea of a name may be wrong or where
 *   renaming would change meaning: a type name, a preprocessor directive, an
 *   attribute, a Java switch label, or any place inside a class declared in
 *   the function (an anonymous class may inherit a field of that name).
 *
 * Field names (C `s.f`, `p->f`, Java `this.f`, `o.f`), method names and
 * labels are separate name spaces: they are left alone and do not block.
 */
import type { TransformLanguage } from '../parser.js';
import { type CUnit } from '../c-unit.js';
import { type SyntaxNode } from '../syntax-tree.js';
import { type FunctionScopes } from './walker.js';
export { C_MACROS_NAMING_LOCALS } from './c.js';
export type { Binding, FunctionScopes } from './walker.js';
/** Outermost functions (C function definitions, Java methods and constructors) of a tree. */
export declare function findFunctions(root: SyntaxNode, language: TransformLanguage): SyntaxNode[];
/** What the analysis of each function needs to know about the whole unit. */
export interface UnitFacts {
    /** Every identifier-like token of the unit (C: also every word of its preprocessor lines). */
    readonly taken: ReadonlySet<string>;
    /** C: the unit's macros and declared functions. */
    readonly c: CUnit | null;
    /**
     * Words the grammar reads as a keyword or literal somewhere in the unit
     * (C11 without <stdbool.h> lets a local be named `true`, whose uses the
     * grammar still reads as the literal): never renamed, never a new name.
     */
    readonly keywordWords: ReadonlySet<string>;
}
export declare function readUnitFacts(root: SyntaxNode, source: string, language: TransformLanguage): UnitFacts;
/** Reasons a C local is not renamed although it is a local. */
export declare const DECLINE_MACRO_NAME = "C: a macro of the unit has the same name";
export declare const DECLINE_MACRO_BODY = "C: a macro body of the unit uses the name";
export declare const DECLINE_MACRO_ARGUMENT = "C: it is an argument of a macro that stringifies or pastes";
export declare const DECLINE_TOKEN_PASTING = "C: the function invokes a token-pasting macro, which can form the name";
/**
 * Analyses one function (a node returned by `findFunctions`).
 * @param unit facts of the whole unit; read from the tree holding `fn` when absent.
 */
export declare function analyzeFunction(fn: SyntaxNode, source: string, language: TransformLanguage, unit?: UnitFacts): FunctionScopes;
