/**
 * The scope walker both languages share: a stack of block scopes, declaring a
 * name where its declarator appears and resolving every other identifier to
 * the innermost visible declaration (see index.ts for what "renamable" means).
 */
import { type SyntaxNode, walk } from '../syntax-tree.js';

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

export const TOKEN_TYPES = new Set([
  'identifier',
  'type_identifier',
  'field_identifier',
  'statement_identifier',
]);
export const WORD = /[A-Za-z_$][A-Za-z0-9_$]*/g;

/** Every identifier-like token under `node` (macro bodies word by word). */
export function collectTaken(fn: SyntaxNode, source: string): Set<string> {
  const taken = new Set<string>();
  walk(fn, (node) => {
    if (TOKEN_TYPES.has(node.type)) taken.add(source.slice(node.start, node.end));
    else if (node.type === 'preproc_arg') {
      for (const word of source.slice(node.start, node.end).match(WORD) ?? []) taken.add(word);
    }
  });
  return taken;
}

export interface DeclareOptions {
  renamable: boolean;
  numeric?: boolean;
  isFinal?: boolean;
}

export abstract class ScopeWalker {
  private readonly scopes: Map<string, Binding>[] = [];
  readonly bindings: Binding[] = [];
  readonly resolved = new Map<SyntaxNode, Binding>();
  readonly blocked = new Set<string>();
  /** Java: depth of class bodies declared inside the function. */
  nestedClassDepth = 0;
  /** Java: for each class entered, the number of scopes outside it. */
  private readonly classBases: number[] = [];
  readonly classBodyReads = new Map<SyntaxNode, Binding>();

  constructor(readonly source: string) {}

  abstract visit(node: SyntaxNode): void;

  /** Visits each child in source order (the default for a node no rule names). */
  visitChildren(node: SyntaxNode): void {
    for (const child of node.children) this.visit(child);
  }

  /** Declares the children of `node` that `picked` chooses and visits the rest. */
  declareWhere(node: SyntaxNode, picked: (child: SyntaxNode) => boolean, renamable: boolean): void {
    this.visitExcept(node, picked, (child) => this.declare(child, { renamable }));
  }

  /** Visits the children of `node` but those `picked` chooses, which go to `handle`. */
  visitExcept(
    node: SyntaxNode,
    picked: (child: SyntaxNode) => boolean,
    handle: (child: SyntaxNode) => void = () => {},
  ): void {
    for (const child of node.children) {
      if (picked(child)) handle(child);
      else this.visit(child);
    }
  }

  text(node: SyntaxNode): string {
    return this.source.slice(node.start, node.end);
  }

  inScope(run: () => void): void {
    this.scopes.push(new Map());
    try {
      run();
    } finally {
      this.scopes.pop();
    }
  }

  declare(node: SyntaxNode, options: DeclareOptions): void {
    const name = this.text(node);
    const renamable = options.renamable && this.nestedClassDepth === 0;
    const binding: Binding = {
      name,
      node,
      renamable,
      numeric: options.numeric ?? false,
      isFinal: options.isFinal ?? false,
    };
    this.bindings.push(binding);
    this.resolved.set(node, binding);
    this.scopes[this.scopes.length - 1]?.set(name, binding);
    if (!renamable) this.blocked.add(name);
  }

  /**
   * Java: runs `visit` as the members of a class declared in the function.
   * Inside, a simple name means a member of the class (JLS 6.4.1: a field,
   * maybe inherited or declared further down, hides the enclosing method's
   * locals) before it means one of those locals.
   */
  inClass(visit: () => void): void {
    this.nestedClassDepth++;
    this.classBases.push(this.scopes.length);
    try {
      this.inScope(visit);
    } finally {
      this.classBases.pop();
      this.nestedClassDepth--;
    }
  }

  reference(node: SyntaxNode): void {
    const name = this.text(node);
    if (this.nestedClassDepth > 0) this.blocked.add(name);
    const base = this.classBases[this.classBases.length - 1] ?? 0;
    for (let i = this.scopes.length - 1; i >= 0; i--) {
      const binding = this.scopes[i]?.get(name);
      if (binding === undefined) continue;
      // Outside the innermost class: a member we cannot see may come first.
      if (i < base) this.classBodyReads.set(node, binding);
      else this.resolved.set(node, binding);
      return;
    }
    this.blocked.add(name);
  }

  block(node: SyntaxNode): void {
    this.blocked.add(this.text(node));
  }

  /** Blocks every identifier-like token under `node`. */
  blockAll(node: SyntaxNode): void {
    walk(node, (n) => {
      if (TOKEN_TYPES.has(n.type)) this.block(n);
      else if (n.type === 'preproc_arg') {
        for (const word of this.text(n).match(WORD) ?? []) this.blocked.add(word);
      }
    });
  }
}

export const SKIPPED = new Set([
  'comment',
  'line_comment',
  'block_comment',
  'string_literal',
  'char_literal',
  'character_literal',
  'text_block',
  'system_lib_string',
  'number_literal',
]);
