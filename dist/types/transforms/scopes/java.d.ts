/**
 * Java scopes: blocks, switch blocks and rules, for, catch, resources,
 * lambdas; fields, type names, labels and members of classes declared inside
 * a method are blocked.
 */
import { type SyntaxNode } from '../syntax-tree.js';
import { ScopeWalker } from './walker.js';
export declare class JavaWalker extends ScopeWalker {
    visit(node: SyntaxNode): void;
    isFinal(node: SyntaxNode): boolean;
    /** Declarations with `variable_declarator` children (locals, fields, varargs). */
    visitVariables(node: SyntaxNode, renamable: boolean, mayBeNumeric?: boolean): void;
    /** Nodes with a `name` field declaring one local (parameters, catch, resources). */
    visitNamed(node: SyntaxNode): void;
    visitEnhancedFor(node: SyntaxNode): void;
    visitLambda(node: SyntaxNode): void;
    visitFunction(fn: SyntaxNode): void;
}
