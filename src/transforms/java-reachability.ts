/**
 * Java reachability (JLS 14.22), decided conservatively: the transformations
 * only need to know when a statement SURELY can complete normally, because a
 * statement placed after one that cannot is a compile error in Java.
 */
import type { FunctionScopes } from './scopes/index.js';
import { childByField, namedChildren, type SyntaxNode, walk } from './syntax-tree.js';

/**
 * Java: true only when the statement surely can complete normally (JLS 14.22);
 * anything not understood counts as "may not".
 */
export function canCompleteNormally(node: SyntaxNode, scopes: FunctionScopes): boolean {
  switch (node.type) {
    case 'block':
    case 'constructor_body': {
      const items = namedChildren(node);
      const last = items[items.length - 1];
      return last === undefined || canCompleteNormally(last, scopes);
    }
    case 'local_variable_declaration':
    case 'expression_statement':
    case 'assert_statement':
    case 'class_declaration':
    case 'interface_declaration':
    case 'enum_declaration':
    case 'record_declaration':
    case 'enhanced_for_statement':
    case 'explicit_constructor_invocation':
      return true;
    case 'if_statement': {
      const consequence = childByField(node, 'consequence');
      const alternative = childByField(node, 'alternative');
      if (alternative === undefined) return true;
      return (
        (consequence !== undefined && canCompleteNormally(consequence, scopes)) ||
        canCompleteNormally(alternative, scopes)
      );
    }
    case 'labeled_statement':
    case 'synchronized_statement': {
      // The body is the last child (a `break label` could also end it: ignored).
      const items = namedChildren(node);
      const body = items[items.length - 1];
      return body !== undefined && canCompleteNormally(body, scopes);
    }
    case 'while_statement':
    case 'for_statement': {
      const condition = childByField(node, 'condition');
      return condition !== undefined && isSurelyNotConstant(condition, scopes);
    }
    case 'try_statement':
    case 'try_with_resources_statement': {
      const body = childByField(node, 'body');
      const catches = node.children.filter((child) => child.type === 'catch_clause');
      const finallyClause = node.children.find((child) => child.type === 'finally_clause');
      const someCompletes =
        (body !== undefined && canCompleteNormally(body, scopes)) ||
        catches.some((clause) => {
          const block = childByField(clause, 'body');
          return block !== undefined && canCompleteNormally(block, scopes);
        });
      const finallyBlock = finallyClause?.children.find((child) => child.type === 'block');
      return (
        someCompletes &&
        (finallyClause === undefined ||
          (finallyBlock !== undefined && canCompleteNormally(finallyBlock, scopes)))
      );
    }
    default:
      return false;
  }
}

const NON_CONSTANT_NODES = new Set([
  'method_invocation',
  'array_access',
  'object_creation_expression',
  'array_creation_expression',
  'assignment_expression',
  'update_expression',
  'instanceof_expression',
  'this',
  'super',
]);

/** Java: true when `expression` is surely not a constant expression (JLS 15.29). */
export function isSurelyNotConstant(expression: SyntaxNode, scopes: FunctionScopes): boolean {
  let found = false;
  walk(expression, (node) => {
    if (found) return false;
    if (NON_CONSTANT_NODES.has(node.type)) found = true;
    else if (node.type === 'identifier') {
      const binding = scopes.resolved.get(node);
      // A local is a constant variable only when declared final.
      if (binding !== undefined && !binding.isFinal) found = true;
    }
    return !found;
  });
  return found;
}
