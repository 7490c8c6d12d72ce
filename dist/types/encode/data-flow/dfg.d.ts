import { type SyntaxNode } from '../../transforms/syntax-tree.js';
import { type CodeTokens } from './code-tokens.js';
/**
 * GraphCodeBERT's data-flow graph ("DFG") of one function, as its `DFG_java`
 * builds it and as the published students were trained on (the rules are
 * summarised in docs/spec.md §6.3).
 *
 * A recursive walk threads a map from a variable's text to the code-token
 * indices of its latest definitions. Each entry says that the variable at one
 * token "comesFrom" or is "computedFrom" the variables at other tokens.
 * C follows the same rules under C's node types (see C_RULES).
 */
export type Relation = 'comesFrom' | 'computedFrom';
export interface DataFlowEntry {
    /** The variable's text. */
    name: string;
    /** Its code-token index. */
    token: number;
    relation: Relation;
    /** Texts of its sources, sorted (a set in the original; its order never reaches the inputs). */
    sourceNames: string[];
    /** Code-token indices of its sources. */
    sources: number[];
}
/** The node types a language's rules dispatch on. */
export interface DataFlowRules {
    /** A declarator with an optional initial value, and its two fields. */
    declarator: {
        type: string;
        name: string;
        value: string;
    };
    assignment: string;
    update: string;
    /** The statement whose branches are walked from the same map and merged. */
    ifStatement: string;
    /** Children of an if statement that start a branch (the first one and all after it). */
    ifBranches: ReadonlySet<string>;
    forStatement: string;
    /** The `for` child after which the loop is walked a second time. */
    forDeclaration: string;
    whileStatement: string;
    /** Java's `for (T x : xs)`, with its fields; null where the language has none. */
    enhancedFor: {
        type: string;
        name: string;
        value: string;
        body: string;
    } | null;
}
export declare const JAVA_RULES: DataFlowRules;
/**
 * C under the Java rules: `init_declarator` (declarator = value) is Java's
 * variable_declarator with a value (a C declaration without one names its
 * identifier directly, which the leaf rule already defines); tree-sitter-c
 * wraps `else` and its statement in an `else_clause`, which starts the second
 * branch as Java's bare `else` does; a `for` whose initialiser is a
 * `declaration` is walked twice, as Java's local_variable_declaration.
 */
export declare const C_RULES: DataFlowRules;
/** The walk failed where the original raises (a field it needs is missing): no graph. */
export declare class NoDataFlow extends Error {
    name: string;
}
/**
 * The data-flow entries of a parsed function, sorted by token (stable), kept
 * only where their token has a source or is the source of another entry.
 * @throws NoDataFlow where the original's walk raises; it then has no graph.
 */
export declare function dataFlow(root: SyntaxNode, tokens: CodeTokens, rules: DataFlowRules): DataFlowEntry[];
