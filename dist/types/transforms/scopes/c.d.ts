/**
 * C scopes: block scopes at `{` and `for`, declarators, K&R parameter lists,
 * enumerators; every preprocessor directive, attribute and asm blocks its
 * names.
 */
import { type SyntaxNode } from '../syntax-tree.js';
import { ScopeWalker } from './walker.js';
export declare class CWalker extends ScopeWalker {
    visit(node: SyntaxNode): void;
    visitDeclaration(node: SyntaxNode): void;
    visitFieldsAsDeclarators(node: SyntaxNode): void;
    visitDeclarator(node: SyntaxNode, renamable: boolean): void;
    /** The declarator of a function definition: the name is blocked, parameters declared. */
    visitFunctionDeclarator(node: SyntaxNode): void;
    visitFunction(fn: SyntaxNode): void;
}
/**
 * C macros defined outside the functions that expand to the names of locals,
 * so that a function using the macro must keep those names. The tree cannot
 * show a macro's body; these are the ones of the Juliet test suite, where each
 * test case file defines them (`#define CHAR_ARRAY_SIZE (3 * sizeof(data) +
 * 2)`, `#define COMMAND_ARG3 data`). Found by compiling original and renamed
 * Juliet functions with gcc.
 */
export declare const C_MACROS_NAMING_LOCALS: ReadonlyMap<string, readonly string[]>;
