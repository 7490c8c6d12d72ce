/**
 * Rearranges local declarations:
 *
 *   int a = 1, *b;          <->   int a = 1; int *b;          (split / merge)
 *   int x; ...; x = e;      ->    ...; int x = e;             (moved to first use)
 *
 * Split and merge keep the declarators in order, so initializers run in the
 * same order and each sees the same names (a declarator is in scope from its
 * end, C11 6.2.1 / JLS 6.3, and consecutive declarations are sequenced like
 * declarators). The specifiers are repeated as written: a declaration whose
 * type defines a struct, union or enum is declined (repeated, it would
 * define two distinct types), and so is one with attributes. Java `var`
 * allows one declarator only: never merged.
 *
 * Moving: a declaration of one name without initializer (C: not `static`,
 * `extern` or thread-local, whose meaning an initializer changes; Java: not
 * `final`, which could make the local a constant variable), whose name no
 * statement before the first use mentions, joins that use when the use is
 * `x = e;` in the same block and `e` does not mention `x`. The local then
 * exists from the same point of every path that can read it. Declined in C
 * where a statement in between holds a preprocessor directive or a macro of
 * the unit names `x`.
 */
import type { TransformContext, Transformation } from './context.js';
import { applySites, BLOCKS, MACRO_LIKE, type Site, STATEMENT_LISTS, text } from './site-rules.js';
import type { FunctionScopes } from './scopes/index.js';
import type { Render, Replacement } from './rewrite.js';
import { childByField, childrenByField, isComment, type SyntaxNode, walk } from './syntax-tree.js';

export const DECLINE_TYPE_DEFINITION =
  'the declaration defines a struct, union or enum type or has attributes';
export const DECLINE_MOVE_MACRO = 'C: a macro or directive may name the local before its first use';

const DECLARATIONS = new Set(['declaration', 'local_variable_declaration']);

function declarators(node: SyntaxNode): SyntaxNode[] {
  return childrenByField(node, 'declarator');
}

/** The text before the first declarator: specifiers, qualifiers, modifiers, type. */
function prefixOf(context: TransformContext, node: SyntaxNode): string | undefined {
  const first = declarators(node)[0];
  return first === undefined ? undefined : context.source.slice(node.start, first.start);
}

/** True when repeating the specifiers could change what the declaration means. */
function definesType(node: SyntaxNode): boolean {
  let found = false;
  walk(node, (n) => {
    if (found) return false;
    if (
      (['struct_specifier', 'union_specifier', 'enum_specifier'].includes(n.type) &&
        childByField(n, 'body') !== undefined) ||
      n.type === 'attribute_specifier' ||
      n.type === 'attributed_declarator' ||
      n.type === 'ms_declspec_modifier' ||
      n.type.startsWith('preproc_') ||
      isComment(n)
    ) {
      found = true;
    }
    return !found;
  });
  return found;
}

function isVar(context: TransformContext, node: SyntaxNode): boolean {
  const type = childByField(node, 'type');
  return type !== undefined && text(context, type) === 'var';
}

function renderDeclarators(context: TransformContext, node: SyntaxNode, render: Render): string[] {
  return declarators(node).map((d) => render(d));
}

/** The separator between two statements at the indentation of `node`. */
function lineBreak(context: TransformContext, node: SyntaxNode): string {
  const lineStart = context.source.lastIndexOf('\n', node.start - 1) + 1;
  const before = context.source.slice(lineStart, node.start);
  return /^[ \t]*$/.test(before) ? `\n${before}` : ' ';
}

const STORAGE_WITH_MEANING = /\b(static|extern|_Thread_local|thread_local|final)\b/;

/** The name a declaration of one plain local without initializer declares, or undefined. */
function bareName(context: TransformContext, node: SyntaxNode): SyntaxNode | undefined {
  const list = declarators(node);
  const only = list[0];
  if (list.length !== 1 || only === undefined) return undefined;
  const prefix = prefixOf(context, node) ?? '';
  if (STORAGE_WITH_MEANING.test(prefix) || isVar(context, node)) return undefined;
  if (context.language === 'java') {
    if (only.type !== 'variable_declarator' || childByField(only, 'value') !== undefined) {
      return undefined;
    }
    if (childByField(only, 'dimensions') !== undefined) return undefined;
    return childByField(only, 'name');
  }
  let inner = only;
  while (inner.type === 'pointer_declarator') {
    const next = childByField(inner, 'declarator');
    if (next === undefined) return undefined;
    inner = next;
  }
  return inner.type === 'identifier' ? inner : undefined;
}

function mentions(context: TransformContext, node: SyntaxNode, name: string): boolean {
  let found = false;
  walk(node, (n) => {
    if (found) return false;
    if (n.type === 'identifier' && text(context, n) === name) found = true;
    return !found;
  });
  return found;
}

function holdsDirective(node: SyntaxNode): boolean {
  let found = false;
  walk(node, (n) => {
    if (n.type.startsWith('preproc_')) found = true;
    return !found;
  });
  return found;
}

/** `name = e;` whose `e` does not mention `name`: its right-hand side. */
function assignmentOf(
  context: TransformContext,
  node: SyntaxNode,
  name: string,
): SyntaxNode | undefined {
  if (node.type !== 'expression_statement') return undefined;
  const expression = node.children.find((c) => c.named);
  if (expression?.type !== 'assignment_expression') return undefined;
  const left = childByField(expression, 'left');
  const operator = childByField(expression, 'operator');
  const right = childByField(expression, 'right');
  if (left?.type !== 'identifier' || text(context, left) !== name || operator?.type !== '=') {
    return undefined;
  }
  if (right === undefined || mentions(context, right, name)) return undefined;
  return right;
}

/**
 * C: true when `node` names an upper-case identifier the function does not
 * declare: by convention a macro of a header the snippet lacks, whose body
 * may name the local (a lower-case unknown callee is taken for a function).
 */
function namesHeaderMacro(
  context: TransformContext,
  scopes: FunctionScopes,
  node: SyntaxNode,
): boolean {
  let found = false;
  walk(node, (n) => {
    if (found) return false;
    if (n.type === 'identifier' && !scopes.resolved.has(n)) {
      const name = text(context, n);
      found = MACRO_LIKE.test(name) || context.facts.c?.macros.has(name) === true;
    }
    return !found;
  });
  return found;
}

interface Choice {
  readonly node: SyntaxNode;
  readonly replace: Replacement;
  readonly removes: readonly SyntaxNode[];
}

export const rearrangeDeclarations: Transformation = (context: TransformContext) => {
  const choices: Choice[] = [];
  const declined: string[] = [];
  const used = new Set<SyntaxNode>();
  const unit = context.facts.c;
  for (const scopes of context.functions) {
    walk(scopes.fn, (list) => {
      if (!STATEMENT_LISTS.has(list.type)) return true;
      const items = list.children.filter((c) => c.named);
      items.forEach((node, i) => {
        if (!DECLARATIONS.has(node.type) || used.has(node)) return;
        const count = declarators(node).length;
        if (count === 0) return;
        if (definesType(node)) {
          declined.push(DECLINE_TYPE_DEFINITION);
          return;
        }
        const prefix = prefixOf(context, node) as string;
        if (count > 1) {
          used.add(node);
          choices.push({
            node,
            removes: [],
            replace: (render) =>
              renderDeclarators(context, node, render)
                .map((d) => `${prefix}${d};`)
                .join(lineBreak(context, node)),
          });
          return;
        }
        const next = items[i + 1];
        if (
          next !== undefined &&
          next.type === node.type &&
          !used.has(next) &&
          /^\s*$/.test(context.source.slice(node.end, next.start)) &&
          !definesType(next) &&
          !isVar(context, node) &&
          prefixOf(context, next) === prefix
        ) {
          used.add(node);
          used.add(next);
          choices.push({
            node,
            removes: [next],
            replace: (render) =>
              `${prefix}${[...renderDeclarators(context, node, render), ...renderDeclarators(context, next, render)].join(', ')};`,
          });
          return;
        }
        if (!BLOCKS.has(list.type)) return;
        const name = bareName(context, node);
        if (name === undefined) return;
        const spelled = text(context, name);
        for (const later of items.slice(i + 1)) {
          if (used.has(later) || isComment(later)) break;
          if (
            unit !== null &&
            (holdsDirective(later) ||
              unit.macroBodyWords.has(spelled) ||
              namesHeaderMacro(context, scopes, later))
          ) {
            declined.push(DECLINE_MOVE_MACRO);
            break;
          }
          if (!mentions(context, later, spelled)) continue;
          const value = assignmentOf(context, later, spelled);
          if (value === undefined) break;
          used.add(node);
          used.add(later);
          const declaration = context.source.slice(node.start, node.end).replace(/\s*;$/, '');
          choices.push({
            node: later,
            removes: [node],
            replace: (render) => `${declaration} = ${render(value)};`,
          });
          break;
        }
      });
      return true;
    });
  }
  const sites: Site[] = choices.map((choice) => ({ node: choice.node, replace: choice.replace }));
  const result = applySites(context, sites, declined);
  for (const choice of choices) {
    if (!result.replacements.has(choice.node)) continue;
    for (const removed of choice.removes) result.replacements.set(removed, () => '');
  }
  return result;
};
