/**
 * Inserts, at one statement position per function, a statement that can never
 * run: `if (0) { ... }` / `while (0) { ... }` in C, `if (false) { ... }` in
 * Java. Its body only touches a fresh local declared inside it.
 *
 * Positions are chosen so that the result still compiles:
 * - C: only after the last declaration of a block (C89 wants declarations
 *   first), or just before its closing brace; never in a switch body (between
 *   case labels) or a GNU statement expression (whose value is its last
 *   statement).
 * - Java: only where the new statement is reachable, as Java requires: before
 *   an existing statement of a block, or at its end when its last statement
 *   surely can complete normally (java-reachability.ts); never before
 *   `this(...)` / `super(...)` at the start of a constructor. `if (false)` is
 *   the one dead construct Java accepts (`while (false) { }` does not compile).
 */
import type { TransformContext, Transformation } from './context.js';
import { canCompleteNormally } from './java-reachability.js';
import { createNameSource } from './rename-locals.js';
import { insertBefore, type InsertionPoint, type Replacement } from './rewrite.js';
import type { FunctionScopes } from './scopes/index.js';
import { namedChildren, type SyntaxNode, walk } from './syntax-tree.js';

const C_TEMPLATES: readonly ((name: string) => string)[] = [
  (v) => `if (0) { int ${v} = 0; ${v}++; }`,
  (v) => `while (0) { int ${v} = 1; ${v}--; }`,
  (v) => `if (0) { long ${v} = 0; ${v} += 1; }`,
  (v) => `if (0) { unsigned int ${v} = 1u; ${v} <<= 1; }`,
  (v) => `if (0) { int ${v} = 0; while (${v} < 0) { ${v}--; } }`,
];

const JAVA_TEMPLATES: readonly ((name: string) => string)[] = [
  (v) => `if (false) { int ${v} = 0; ${v}++; }`,
  (v) => `if (false) { long ${v} = 0L; ${v} += 1L; }`,
  (v) => `if (false) { boolean ${v} = true; ${v} = !${v}; }`,
  (v) => `if (false) { double ${v} = 0.0; ${v} = ${v} * 2.0; }`,
  (v) => `if (false) { int ${v} = 1; while (${v} < 0) { ${v}--; } }`,
];

const C_BLOCK_PARENTS = new Set([
  'function_definition',
  'compound_statement',
  'if_statement',
  'else_clause',
  'while_statement',
  'do_statement',
  'for_statement',
  'labeled_statement',
  'case_statement',
  'preproc_if',
  'preproc_ifdef',
  'preproc_else',
  'preproc_elif',
  'preproc_elifdef',
]);

const JAVA_BLOCK_PARENTS = new Set([
  'method_declaration',
  'block',
  'if_statement',
  'while_statement',
  'do_statement',
  'for_statement',
  'enhanced_for_statement',
  'try_statement',
  'catch_clause',
  'finally_clause',
  'try_with_resources_statement',
  'labeled_statement',
  'synchronized_statement',
  'lambda_expression',
  'switch_block_statement_group',
  'switch_rule',
]);

const C_DECLARATIONS = new Set(['declaration', 'type_definition']);

/** A C block item that declares something (maybe inside #if branches). */
function declaresInC(node: SyntaxNode): boolean {
  if (C_DECLARATIONS.has(node.type)) return true;
  if (!node.type.startsWith('preproc_')) return false;
  let found = false;
  walk(node, (n) => {
    if (found || n.type === 'compound_statement') return false;
    if (C_DECLARATIONS.has(n.type)) found = true;
    return !found;
  });
  return found;
}

function closingBrace(block: SyntaxNode): SyntaxNode | undefined {
  const last = block.children[block.children.length - 1];
  return last?.type === '}' ? last : undefined;
}

function cPositions(fn: SyntaxNode): InsertionPoint[] {
  const positions: InsertionPoint[] = [];
  walk(fn, (node) => {
    if (node.type !== 'compound_statement') return true;
    if (node.parent === null || !C_BLOCK_PARENTS.has(node.parent.type)) return true;
    const items = namedChildren(node);
    let lastDeclaration = -1;
    items.forEach((item, i) => {
      if (declaresInC(item)) lastDeclaration = i;
    });
    for (let i = lastDeclaration + 1; i < items.length; i++) {
      positions.push({ node: items[i] as SyntaxNode, atClosingBrace: false });
    }
    const brace = closingBrace(node);
    if (brace !== undefined) positions.push({ node: brace, atClosingBrace: true });
    return true;
  });
  return positions;
}

function javaPositions(scopes: FunctionScopes): InsertionPoint[] {
  const positions: InsertionPoint[] = [];
  walk(scopes.fn, (node) => {
    const isBlock =
      (node.type === 'block' && node.parent !== null && JAVA_BLOCK_PARENTS.has(node.parent.type)) ||
      node.type === 'constructor_body';
    if (!isBlock) return true;
    const items = namedChildren(node);
    items.forEach((item, i) => {
      if (i === 0 && item.type === 'explicit_constructor_invocation') return;
      positions.push({ node: item, atClosingBrace: false });
    });
    const brace = closingBrace(node);
    // The end of a block is reachable only when its last statement can complete normally.
    if (brace !== undefined && canCompleteNormally(node, scopes)) {
      positions.push({ node: brace, atClosingBrace: true });
    }
    return true;
  });
  return positions;
}

export const insertDeadCode: Transformation = (context: TransformContext) => {
  const replacements = new Map<SyntaxNode, Replacement>();
  const templates = context.language === 'c' ? C_TEMPLATES : JAVA_TEMPLATES;
  for (const scopes of context.functions) {
    const positions = context.language === 'c' ? cPositions(scopes.fn) : javaPositions(scopes);
    if (positions.length === 0) continue;
    const position = context.random.pick(positions);
    const template = context.random.pick(templates);
    const name = createNameSource(context.random, context.language, new Set(scopes.taken))();
    replacements.set(position.node, insertBefore(context.source, position, template(name)));
  }
  return { replacements, declined: [] };
};
