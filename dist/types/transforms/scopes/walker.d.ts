/**
 * The scope walker both languages share: a stack of block scopes, declaring a
 * name where its declarator appears and resolving every other identifier to
 * the innermost visible declaration (see index.ts for what "renamable" means).
 */
import { type SyntaxNode } from '../syntax-tree.js';
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
    /**
     * Every identifier-like token of the whole unit (C: also every word of its
     * preprocessor lines): new names must avoid these.
     */
    readonly taken: ReadonlySet<string>;
    /** Renamable names in order of first declaration. */
    readonly renamable: readonly string[];
    /**
     * Locals and parameters the rules decline to rename, with the reason (C:
     * names a macro could see or form); not in `renamable`.
     */
    readonly declined: ReadonlyMap<string, string>;
    /**
     * Java: identifiers read inside a class declared in the function that
     * would name a local of the function, were it not for a field of that class
     * (declared later, or inherited) that may hide it: left unresolved, mapped
     * here to the local it would name.
     */
    readonly classBodyReads: ReadonlyMap<SyntaxNode, Binding>;
}
export declare const TOKEN_TYPES: Set<string>;
export declare const WORD: RegExp;
/** Every identifier-like token under `node` (macro bodies word by word). */
export declare function collectTaken(fn: SyntaxNode, source: string): Set<string>;
export interface DeclareOptions {
    renamable: boolean;
    numeric?: boolean;
    isFinal?: boolean;
}
export declare abstract class ScopeWalker {
    readonly source: string;
    private readonly scopes;
    readonly bindings: Binding[];
    readonly resolved: Map<SyntaxNode, Binding>;
    readonly blocked: Set<string>;
    /** Java: depth of class bodies declared inside the function. */
    nestedClassDepth: number;
    /** Java: for each class entered, the number of scopes outside it. */
    private readonly classBases;
    readonly classBodyReads: Map<SyntaxNode, Binding>;
    constructor(source: string);
    abstract visit(node: SyntaxNode): void;
    /** Visits each child in source order (the default for a node no rule names). */
    visitChildren(node: SyntaxNode): void;
    /** Declares the children of `node` that `picked` chooses and visits the rest. */
    declareWhere(node: SyntaxNode, picked: (child: SyntaxNode) => boolean, renamable: boolean): void;
    /** Visits the children of `node` but those `picked` chooses, which go to `handle`. */
    visitExcept(node: SyntaxNode, picked: (child: SyntaxNode) => boolean, handle?: (child: SyntaxNode) => void): void;
    text(node: SyntaxNode): string;
    inScope(run: () => void): void;
    declare(node: SyntaxNode, options: DeclareOptions): void;
    /**
     * Java: runs `visit` as the members of a class declared in the function.
     * Inside, a simple name means a member of the class (JLS 6.4.1: a field,
     * maybe inherited or declared further down, hides the enclosing method's
     * locals) before it means one of those locals.
     */
    inClass(visit: () => void): void;
    reference(node: SyntaxNode): void;
    block(node: SyntaxNode): void;
    /** Blocks every identifier-like token under `node`. */
    blockAll(node: SyntaxNode): void;
}
export declare const SKIPPED: Set<string>;
