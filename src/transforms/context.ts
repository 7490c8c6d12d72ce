/**
 * What every transformation sees: the parsed unit, the scope analysis of each
 * of its functions, and the seeded random source.
 */
import type { ParsedUnit, TransformLanguage } from './parser.js';
import type { Random } from './random.js';
import type { Replacement } from './rewrite.js';
import type { FunctionScopes } from './scopes/index.js';
import type { SyntaxNode } from './syntax-tree.js';

export interface TransformContext {
  readonly language: TransformLanguage;
  readonly unit: ParsedUnit;
  /** `unit.source`: offsets of every node index into it. */
  readonly source: string;
  readonly functions: readonly FunctionScopes[];
  readonly random: Random;
}

/** A transformation chooses replacements; the caller renders and checks them. */
export type Transformation = (context: TransformContext) => Map<SyntaxNode, Replacement>;

export function nodeText(context: TransformContext, node: SyntaxNode): string {
  return context.source.slice(node.start, node.end);
}
