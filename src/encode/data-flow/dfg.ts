import { childByField, type SyntaxNode } from '../../transforms/syntax-tree.js';
import { isTokenLeaf, type CodeTokens } from './code-tokens.js';

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
  declarator: { type: string; name: string; value: string };
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
  enhancedFor: { type: string; name: string; value: string; body: string } | null;
}

export const JAVA_RULES: DataFlowRules = {
  declarator: { type: 'variable_declarator', name: 'name', value: 'value' },
  assignment: 'assignment_expression',
  update: 'update_expression',
  ifStatement: 'if_statement',
  ifBranches: new Set(['if_statement', 'else']),
  forStatement: 'for_statement',
  forDeclaration: 'local_variable_declaration',
  whileStatement: 'while_statement',
  enhancedFor: { type: 'enhanced_for_statement', name: 'name', value: 'value', body: 'body' },
};

/**
 * C under the Java rules: `init_declarator` (declarator = value) is Java's
 * variable_declarator with a value (a C declaration without one names its
 * identifier directly, which the leaf rule already defines); tree-sitter-c
 * wraps `else` and its statement in an `else_clause`, which starts the second
 * branch as Java's bare `else` does; a `for` whose initialiser is a
 * `declaration` is walked twice, as Java's local_variable_declaration.
 */
export const C_RULES: DataFlowRules = {
  declarator: { type: 'init_declarator', name: 'declarator', value: 'value' },
  assignment: 'assignment_expression',
  update: 'update_expression',
  ifStatement: 'if_statement',
  ifBranches: new Set(['if_statement', 'else_clause']),
  forStatement: 'for_statement',
  forDeclaration: 'declaration',
  whileStatement: 'while_statement',
  enhancedFor: null,
};

/** The walk failed where the original raises (a field it needs is missing): no graph. */
export class NoDataFlow extends Error {
  override name = 'NoDataFlow';
}

type Definitions = ReadonlyMap<string, readonly number[]>;
type Step = [DataFlowEntry[], Definitions];

const byToken = (a: DataFlowEntry, b: DataFlowEntry) => a.token - b.token;

function field(node: SyntaxNode, name: string): SyntaxNode {
  const child = childByField(node, name);
  if (child === undefined) throw new NoDataFlow(`${node.type} without ${name}`);
  return child;
}

/**
 * Entries with the same variable, token and relation made one, their sources
 * united (what the loops do after walking their body twice), in token order.
 */
function mergeRepeated(entries: readonly DataFlowEntry[]): DataFlowEntry[] {
  const merged = new Map<string, DataFlowEntry>();
  for (const entry of entries) {
    const key = `${entry.name}\u0000${entry.token}\u0000${entry.relation}`;
    const seen = merged.get(key);
    if (seen === undefined) merged.set(key, entry);
    else {
      merged.set(key, {
        ...seen,
        sourceNames: [...new Set([...seen.sourceNames, ...entry.sourceNames])].sort(),
        sources: [...new Set([...seen.sources, ...entry.sources])].sort((a, b) => a - b),
      });
    }
  }
  return [...merged.values()].sort(byToken);
}

/** Branch maps united: every definition any branch leaves may reach what follows. */
function unite(maps: readonly Definitions[]): Definitions {
  const united = new Map<string, number[]>();
  for (const map of maps) {
    for (const [name, tokens] of map) united.set(name, [...(united.get(name) ?? []), ...tokens]);
  }
  for (const [name, tokens] of united) {
    united.set(
      name,
      [...new Set(tokens)].sort((a, b) => a - b),
    );
  }
  return united;
}

/**
 * The data-flow entries of a parsed function, sorted by token (stable), kept
 * only where their token has a source or is the source of another entry.
 * @throws NoDataFlow where the original's walk raises; it then has no graph.
 */
export function dataFlow(
  root: SyntaxNode,
  tokens: CodeTokens,
  rules: DataFlowRules,
): DataFlowEntry[] {
  /** Leaves of a subtree whose type differs from their text: identifiers, literals, ... */
  const variables = (node: SyntaxNode): { index: number; text: string }[] => {
    if (isTokenLeaf(node)) {
      const token = tokens.at(node);
      return node.type === token.text ? [] : [token];
    }
    return node.children.flatMap(variables);
  };
  /** Every variable of `targets` gets each variable of `from` as source; targets are then defined. */
  const link = (
    targets: { index: number; text: string }[],
    from: { index: number; text: string }[],
    relation: Relation,
    definitions: Definitions,
    out: DataFlowEntry[],
  ): Definitions => {
    const next = new Map(definitions);
    for (const target of targets) {
      for (const source of from) {
        out.push({
          name: target.text,
          token: target.index,
          relation,
          sourceNames: [source.text],
          sources: [source.index],
        });
      }
      next.set(target.text, [target.index]);
    }
    return next;
  };

  const walk = (node: SyntaxNode, definitions: Definitions): Step => {
    if (isTokenLeaf(node)) {
      const { index, text } = tokens.at(node);
      if (node.type === text) return [[], definitions];
      const known = definitions.get(text);
      if (known !== undefined) {
        return [
          [
            {
              name: text,
              token: index,
              relation: 'comesFrom',
              sourceNames: [text],
              sources: [...known],
            },
          ],
          definitions,
        ];
      }
      const entry: DataFlowEntry = {
        name: text,
        token: index,
        relation: 'comesFrom',
        sourceNames: [],
        sources: [],
      };
      if (node.type !== 'identifier') return [[entry], definitions];
      return [[entry], new Map(definitions).set(text, [index])];
    }
    const out: DataFlowEntry[] = [];
    const { declarator, enhancedFor } = rules;
    if (node.type === declarator.type) {
      const name = field(node, declarator.name);
      const value = childByField(node, declarator.value);
      if (value === undefined) {
        const next = new Map(definitions);
        for (const target of variables(name)) {
          out.push({
            name: target.text,
            token: target.index,
            relation: 'comesFrom',
            sourceNames: [],
            sources: [],
          });
          next.set(target.text, [target.index]);
        }
        return [out.sort(byToken), next];
      }
      const targets = variables(name);
      const from = variables(value);
      const [inner, after] = walk(value, definitions);
      out.push(...inner);
      const next = link(targets, from, 'comesFrom', after, out);
      return [out.sort(byToken), next];
    }
    if (node.type === rules.assignment) {
      const left = field(node, 'left');
      const right = field(node, 'right');
      const [inner, after] = walk(right, definitions);
      out.push(...inner);
      const next = link(variables(left), variables(right), 'computedFrom', after, out);
      return [out.sort(byToken), next];
    }
    if (node.type === rules.update) {
      const all = variables(node);
      const next = link(all, all, 'computedFrom', definitions, out);
      return [out.sort(byToken), next];
    }
    if (node.type === rules.ifStatement) {
      let current = definitions;
      const branches: Definitions[] = [];
      let branching = false;
      let hasElse = node.type.includes('else');
      for (const child of node.children) {
        if (child.type.includes('else')) hasElse = true;
        if (!branching && !rules.ifBranches.has(child.type)) {
          const [inner, after] = walk(child, current);
          out.push(...inner);
          current = after;
        } else {
          branching = true;
          const [inner, after] = walk(child, definitions);
          out.push(...inner);
          branches.push(after);
        }
      }
      branches.push(current);
      if (!hasElse) branches.push(definitions);
      return [out.sort(byToken), unite(branches)];
    }
    if (node.type === rules.forStatement) {
      let current = definitions;
      for (const child of node.children) {
        const [inner, after] = walk(child, current);
        out.push(...inner);
        current = after;
      }
      let again = false;
      for (const child of node.children) {
        if (again) {
          const [inner, after] = walk(child, current);
          out.push(...inner);
          current = after;
        } else if (child.type === rules.forDeclaration) again = true;
      }
      return [mergeRepeated(out), current];
    }
    if (enhancedFor !== null && node.type === enhancedFor.type) {
      const name = field(node, enhancedFor.name);
      const value = field(node, enhancedFor.value);
      const body = field(node, enhancedFor.body);
      let current = definitions;
      for (let pass = 0; pass < 2; pass += 1) {
        const [inner, after] = walk(value, current);
        out.push(...inner);
        current = link(variables(name), variables(value), 'computedFrom', after, out);
        const [inBody, afterBody] = walk(body, current);
        out.push(...inBody);
        current = afterBody;
      }
      return [mergeRepeated(out), current];
    }
    if (node.type === rules.whileStatement) {
      let current = definitions;
      for (let pass = 0; pass < 2; pass += 1) {
        for (const child of node.children) {
          const [inner, after] = walk(child, current);
          out.push(...inner);
          current = after;
        }
      }
      return [mergeRepeated(out), current];
    }
    let current = definitions;
    for (const child of node.children) {
      const [inner, after] = walk(child, current);
      out.push(...inner);
      current = after;
    }
    return [out.sort(byToken), current];
  };

  const [entries] = walk(root, new Map());
  entries.sort(byToken);
  // Kept: entries whose token has a source somewhere, or is somebody's source.
  const linked = new Set<number>();
  for (const entry of entries) {
    if (entry.sources.length > 0) linked.add(entry.token);
    for (const source of entry.sources) linked.add(source);
  }
  return entries.filter((entry) => linked.has(entry.token));
}
