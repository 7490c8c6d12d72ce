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
import type { TransformLanguage } from './parser.js';
import { type SyntaxNode } from './syntax-tree.js';
export interface Binding {
    readonly name: string;
    /** The declaring identifier. */
    readonly node: SyntaxNode;
    /** A local variable or parameter of the function. */
    readonly renamable: boolean;
    /** Java: declared with a primitive numeric type (int, double, char, ...) and no array dims. */
    readonly numeric: boolean;
    /** Java: declared `final`. */
    readonly isFinal: boolean;
}
export interface FunctionScopes {
    readonly fn: SyntaxNode;
    readonly bindings: readonly Binding[];
    /** Identifier nodes that declare or refer to a binding. */
    readonly resolved: ReadonlyMap<SyntaxNode, Binding>;
    /** Names that must not be renamed. */
    readonly blocked: ReadonlySet<string>;
    /** Every identifier-like token in the function: new names must avoid these. */
    readonly taken: ReadonlySet<string>;
    /** Renamable names in order of first declaration. */
    readonly renamable: readonly string[];
}
/** Outermost functions (C function definitions, Java methods and constructors) of a tree. */
export declare function findFunctions(root: SyntaxNode, language: TransformLanguage): SyntaxNode[];
/**
 * C macros defined outside the functions that expand to the names of locals,
 * so that a function using the macro must keep those names. The tree cannot
 * show a macro's body; these are the ones of the Juliet test suite, where each
 * test case file defines them (`#define CHAR_ARRAY_SIZE (3 * sizeof(data) +
 * 2)`, `#define COMMAND_ARG3 data`). Found by compiling original and renamed
 * Juliet functions with gcc.
 */
export declare const C_MACROS_NAMING_LOCALS: ReadonlyMap<string, readonly string[]>;
/** Analyses one function (a node returned by `findFunctions`). */
export declare function analyzeFunction(fn: SyntaxNode, source: string, language: TransformLanguage): FunctionScopes;
