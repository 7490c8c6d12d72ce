/**
 * Java reachability (JLS 14.22), decided conservatively: the transformations
 * only need to know when a statement SURELY can complete normally, because a
 * statement placed after one that cannot is a compile error in Java.
 */
import type { FunctionScopes } from './scopes/index.js';
import { type SyntaxNode } from './syntax-tree.js';
/**
 * Java: true only when the statement surely can complete normally (JLS 14.22);
 * anything not understood counts as "may not".
 */
export declare function canCompleteNormally(node: SyntaxNode, scopes: FunctionScopes): boolean;
/** Java: true when `expression` is surely not a constant expression (JLS 15.29). */
export declare function isSurelyNotConstant(expression: SyntaxNode, scopes: FunctionScopes): boolean;
