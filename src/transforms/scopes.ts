/**
 * Which names of a function are local variables or parameters, and which
 * identifier nodes refer to them.
 *
 * The analysis walks a function in source order with a stack of block scopes,
 * declaring a name where its declarator appears (C and Java both start a
 * local's scope at its declarator) and resolving every other identifier to
 * the innermost visible declaration. A name is renamable only when it is safe
 * to rename every identifier with that text that the analysis resolved:
 *
 * - all its declarations in the function are local variables or parameters
 *   (not functions, enum constants, fields, `extern` objects, pattern
 *   variables), and
 * - every identifier with that text resolves to one of them (an unresolved
 *   one is a global, a macro, a field, a called function, a class ...), and
 * - it never appears where the grammar's idea of a name may be wrong or where
 *   renaming would change meaning: a type name, a preprocessor directive, an
 *   attribute, a Java switch label, or any place inside a class declared in
 *   the function (an anonymous class may inherit a field of that name).
 *
 * Field names (C `s.f`, `p->f`, Java `this.f`, `o.f`), method names and
 * labels are separate name spaces: they are left alone and do not block.
 */
import type { TransformLanguage } from './parser.js';
import { childByField, type SyntaxNode, walk } from './syntax-tree.js';

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
  /** Every identifier-like token in the function: new names must avoid these. */
  readonly taken: ReadonlySet<string>;
  /** Renamable names in order of first declaration. */
  readonly renamable: readonly string[];
}

const C_FUNCTIONS = new Set(['function_definition']);
const JAVA_FUNCTIONS = new Set([
  'method_declaration',
  'constructor_declaration',
  'compact_constructor_declaration',
]);

/** Outermost functions (C function definitions, Java methods and constructors) of a tree. */
export function findFunctions(root: SyntaxNode, language: TransformLanguage): SyntaxNode[] {
  const types = language === 'c' ? C_FUNCTIONS : JAVA_FUNCTIONS;
  const found: SyntaxNode[] = [];
  walk(root, (node) => {
    if (!types.has(node.type)) return true;
    found.push(node);
    return false;
  });
  return found;
}

const TOKEN_TYPES = new Set([
  'identifier',
  'type_identifier',
  'field_identifier',
  'statement_identifier',
]);
const WORD = /[A-Za-z_$][A-Za-z0-9_$]*/g;

function collectTaken(fn: SyntaxNode, source: string): Set<string> {
  const taken = new Set<string>();
  walk(fn, (node) => {
    if (TOKEN_TYPES.has(node.type)) taken.add(source.slice(node.start, node.end));
    else if (node.type === 'preproc_arg') {
      for (const word of source.slice(node.start, node.end).match(WORD) ?? []) taken.add(word);
    }
  });
  return taken;
}

interface DeclareOptions {
  renamable: boolean;
  numeric?: boolean;
  isFinal?: boolean;
}

abstract class ScopeWalker {
  private readonly scopes: Map<string, Binding>[] = [];
  readonly bindings: Binding[] = [];
  readonly resolved = new Map<SyntaxNode, Binding>();
  readonly blocked = new Set<string>();
  /** Java: depth of class bodies declared inside the function. */
  nestedClassDepth = 0;

  constructor(readonly source: string) {}

  abstract visit(node: SyntaxNode): void;

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

  reference(node: SyntaxNode): void {
    const name = this.text(node);
    if (this.nestedClassDepth > 0) this.blocked.add(name);
    for (let i = this.scopes.length - 1; i >= 0; i--) {
      const binding = this.scopes[i]?.get(name);
      if (binding !== undefined) {
        this.resolved.set(node, binding);
        return;
      }
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

const SKIPPED = new Set([
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

// ---------------------------------------------------------------- C

class CWalker extends ScopeWalker {
  visit(node: SyntaxNode): void {
    if (SKIPPED.has(node.type)) return;
    switch (node.type) {
      case 'compound_statement':
      case 'for_statement':
        this.inScope(() => this.visitChildren(node));
        return;
      case 'declaration':
        this.visitDeclaration(node);
        return;
      case 'parameter_declaration':
        this.visitFieldsAsDeclarators(node);
        return;
      case 'parameter_list':
        // K&R identifier lists declare their names directly.
        this.declareWhere(node, (child) => child.type === 'identifier', true);
        return;
      case 'enumerator':
        this.declareWhere(node, (child) => child.field === 'name', false);
        return;
      case 'preproc_ifdef':
      case 'preproc_elifdef':
        this.visitExcept(
          node,
          (child) => child.field === 'name',
          (child) => this.blockAll(child),
        );
        return;
      case 'preproc_if':
      case 'preproc_elif':
        this.visitExcept(
          node,
          (child) => child.field === 'condition',
          (child) => this.blockAll(child),
        );
        return;
      case 'preproc_def':
      case 'preproc_function_def':
      case 'preproc_call':
      case 'preproc_include':
      case 'attribute_specifier':
      case 'attribute_declaration':
      case 'ms_declspec_modifier':
      case 'gnu_asm_expression':
        this.blockAll(node);
        return;
      case 'identifier':
        this.reference(node);
        return;
      case 'type_identifier':
        this.block(node);
        return;
      default:
        this.visitChildren(node);
    }
  }

  visitChildren(node: SyntaxNode): void {
    for (const child of node.children) this.visit(child);
  }

  visitDeclaration(node: SyntaxNode): void {
    // A block-scope `extern` declaration names a global object.
    const isExtern = node.children.some(
      (child) => child.type === 'storage_class_specifier' && this.text(child) === 'extern',
    );
    for (const child of node.children) {
      if (child.field === 'declarator') this.visitDeclarator(child, !isExtern);
      else this.visit(child);
    }
  }

  visitFieldsAsDeclarators(node: SyntaxNode): void {
    for (const child of node.children) {
      if (child.field === 'declarator') this.visitDeclarator(child, true);
      else this.visit(child);
    }
  }

  visitDeclarator(node: SyntaxNode, renamable: boolean): void {
    switch (node.type) {
      case 'identifier':
        this.declare(node, { renamable });
        return;
      case 'init_declarator':
      case 'pointer_declarator':
      case 'array_declarator':
      case 'attributed_declarator':
        // Declarator first: a C declaration is in scope in its own initializer.
        for (const child of node.children) {
          if (child.field === 'declarator') this.visitDeclarator(child, renamable);
        }
        for (const child of node.children) {
          if (child.field !== 'declarator') this.visit(child);
        }
        return;
      case 'parenthesized_declarator':
        for (const child of node.children) {
          if (DECLARATOR_TYPES.has(child.type)) this.visitDeclarator(child, renamable);
          else this.visit(child);
        }
        return;
      case 'function_declarator': {
        const inner = childByField(node, 'declarator');
        // `int helper(int);` declares a function; `int (*fp)(int);` a variable.
        if (inner?.type === 'identifier') this.declare(inner, { renamable: false });
        else if (inner !== undefined) this.visitDeclarator(inner, renamable);
        for (const child of node.children) {
          if (child.field === 'declarator') continue;
          if (child.field === 'parameters') this.inScope(() => this.visit(child));
          else this.blockAll(child);
        }
        return;
      }
      default:
        this.visit(node);
    }
  }

  /** The declarator of a function definition: the name is blocked, parameters declared. */
  visitFunctionDeclarator(node: SyntaxNode): void {
    if (node.type === 'identifier') {
      this.block(node);
      return;
    }
    if (node.type === 'function_declarator') {
      const inner = childByField(node, 'declarator');
      const own = inner?.type === 'identifier';
      for (const child of node.children) {
        if (child.field === 'declarator') this.visitFunctionDeclarator(child);
        else if (child.field === 'parameters') {
          // The parameters of the function itself live in its scope; those of a
          // returned function pointer type only in a prototype scope.
          if (own) this.visit(child);
          else this.inScope(() => this.visit(child));
        } else this.blockAll(child);
      }
      return;
    }
    if (DECLARATOR_TYPES.has(node.type)) {
      for (const child of node.children) {
        if (child.field === 'declarator' || DECLARATOR_TYPES.has(child.type)) {
          this.visitFunctionDeclarator(child);
        } else this.visit(child);
      }
      return;
    }
    this.visit(node);
  }

  visitFunction(fn: SyntaxNode): void {
    this.inScope(() => {
      for (const child of fn.children) {
        if (child.field === 'declarator') this.visitFunctionDeclarator(child);
        else this.visit(child);
      }
    });
  }
}

const DECLARATOR_TYPES = new Set([
  'identifier',
  'pointer_declarator',
  'function_declarator',
  'array_declarator',
  'parenthesized_declarator',
  'attributed_declarator',
  'init_declarator',
]);

// ---------------------------------------------------------------- Java

const JAVA_SCOPES = new Set([
  'block',
  'constructor_body',
  'switch_block',
  'switch_rule',
  'for_statement',
  'catch_clause',
  'try_with_resources_statement',
]);

const JAVA_NUMERIC_TYPES = new Set(['integral_type', 'floating_point_type']);

const JAVA_TYPE_DECLARATIONS = new Set([
  'class_declaration',
  'interface_declaration',
  'enum_declaration',
  'record_declaration',
  'annotation_type_declaration',
]);

const JAVA_CLASS_BODIES = new Set([
  'class_body',
  'interface_body',
  'enum_body',
  'annotation_type_body',
]);

class JavaWalker extends ScopeWalker {
  visit(node: SyntaxNode): void {
    if (SKIPPED.has(node.type)) return;
    const type = node.type;
    if (JAVA_SCOPES.has(type)) {
      this.inScope(() => this.visitChildren(node));
      return;
    }
    if (JAVA_CLASS_BODIES.has(type)) {
      this.nestedClassDepth++;
      try {
        this.inScope(() => this.visitChildren(node));
      } finally {
        this.nestedClassDepth--;
      }
      return;
    }
    if (JAVA_TYPE_DECLARATIONS.has(type)) {
      for (const child of node.children) {
        if (child.field === 'name') this.block(child);
        else this.visit(child);
      }
      return;
    }
    switch (type) {
      case 'method_declaration':
      case 'constructor_declaration':
      case 'compact_constructor_declaration':
        this.visitFunction(node);
        return;
      case 'local_variable_declaration':
        this.visitVariables(node, true);
        return;
      case 'field_declaration':
      case 'constant_declaration':
        this.visitVariables(node, false);
        return;
      case 'formal_parameter':
      case 'catch_formal_parameter':
      case 'resource':
        this.visitNamed(node);
        return;
      case 'spread_parameter':
        // Varargs are arrays: never numeric.
        this.visitVariables(node, true, false);
        return;
      case 'enhanced_for_statement':
        this.inScope(() => this.visitEnhancedFor(node));
        return;
      case 'lambda_expression':
        this.inScope(() => this.visitLambda(node));
        return;
      case 'method_invocation':
        this.visitExcept(node, (child) => child.field === 'name');
        return;
      case 'field_access':
        this.visitExcept(node, (child) => child.field === 'field');
        return;
      case 'method_reference':
        // `expr::name`: only what precedes `::` is an expression.
        for (const child of node.children) {
          if (child.type === '::') return;
          this.visit(child);
        }
        return;
      case 'labeled_statement':
      case 'break_statement':
      case 'continue_statement':
        this.visitExcept(node, (child) => child.type === 'identifier');
        return;
      case 'marker_annotation':
      case 'annotation':
        this.visitExcept(node, (child) => child.field === 'name');
        return;
      case 'element_value_pair':
        this.visitExcept(node, (child) => child.field === 'key');
        return;
      case 'scoped_identifier':
      case 'scoped_type_identifier':
      case 'package_declaration':
      case 'import_declaration':
        return;
      case 'switch_label':
        this.blockAll(node);
        return;
      case 'instanceof_expression':
        this.declareWhere(node, (child) => child.field === 'name', false);
        return;
      case 'type_pattern':
      case 'record_pattern_component':
        this.declareWhere(node, (child) => child.type === 'identifier', false);
        return;
      case 'identifier':
        this.reference(node);
        return;
      case 'type_identifier':
        this.block(node);
        return;
      default:
        this.visitChildren(node);
    }
  }

  visitChildren(node: SyntaxNode): void {
    for (const child of node.children) this.visit(child);
  }

  isFinal(node: SyntaxNode): boolean {
    const modifiers = node.children.find((child) => child.type === 'modifiers');
    return modifiers?.children.some((child) => child.type === 'final') ?? false;
  }

  /** Declarations with `variable_declarator` children (locals, fields, varargs). */
  visitVariables(node: SyntaxNode, renamable: boolean, mayBeNumeric = true): void {
    const typeNode = childByField(node, 'type');
    const numericType =
      mayBeNumeric && typeNode !== undefined && JAVA_NUMERIC_TYPES.has(typeNode.type);
    const isFinal = this.isFinal(node);
    for (const child of node.children) {
      if (child.type !== 'variable_declarator') {
        this.visit(child);
        continue;
      }
      const hasDims = childByField(child, 'dimensions') !== undefined;
      for (const part of child.children) {
        if (part.field === 'name') {
          this.declare(part, { renamable, numeric: numericType && !hasDims, isFinal });
        } else this.visit(part);
      }
    }
  }

  /** Nodes with a `name` field declaring one local (parameters, catch, resources). */
  visitNamed(node: SyntaxNode): void {
    const typeNode = childByField(node, 'type');
    const numeric =
      typeNode !== undefined &&
      JAVA_NUMERIC_TYPES.has(typeNode.type) &&
      childByField(node, 'dimensions') === undefined;
    const isFinal = this.isFinal(node);
    // The initializer of a resource is visited before its name is in scope.
    for (const child of node.children) {
      if (child.field !== 'name') this.visit(child);
    }
    const name = childByField(node, 'name');
    if (name !== undefined) this.declare(name, { renamable: true, numeric, isFinal });
  }

  visitEnhancedFor(node: SyntaxNode): void {
    const typeNode = childByField(node, 'type');
    const numeric =
      typeNode !== undefined &&
      JAVA_NUMERIC_TYPES.has(typeNode.type) &&
      childByField(node, 'dimensions') === undefined;
    for (const child of node.children) {
      if (child.field !== 'name' && child.field !== 'body') this.visit(child);
    }
    const name = childByField(node, 'name');
    if (name !== undefined) {
      this.declare(name, { renamable: true, numeric, isFinal: this.isFinal(node) });
    }
    const body = childByField(node, 'body');
    if (body !== undefined) this.visit(body);
  }

  visitLambda(node: SyntaxNode): void {
    for (const child of node.children) {
      if (child.field === 'parameters') {
        if (child.type === 'identifier') this.declare(child, { renamable: true });
        else if (child.type === 'inferred_parameters') {
          for (const p of child.children) {
            if (p.type === 'identifier') this.declare(p, { renamable: true });
          }
        } else this.visit(child);
      } else this.visit(child);
    }
  }

  visitFunction(fn: SyntaxNode): void {
    this.inScope(() => this.visitExcept(fn, (child) => child.field === 'name'));
  }
}

/**
 * C macros defined outside the functions that expand to the names of locals,
 * so that a function using the macro must keep those names. The tree cannot
 * show a macro's body; these are the ones of the Juliet test suite, where each
 * test case file defines them (`#define CHAR_ARRAY_SIZE (3 * sizeof(data) +
 * 2)`, `#define COMMAND_ARG3 data`). Found by compiling original and renamed
 * Juliet functions with gcc.
 */
export const C_MACROS_NAMING_LOCALS: ReadonlyMap<string, readonly string[]> = new Map([
  ['CHAR_ARRAY_SIZE', ['data']],
  ['COMMAND_ARG3', ['data']],
]);

/** Analyses one function (a node returned by `findFunctions`). */
export function analyzeFunction(
  fn: SyntaxNode,
  source: string,
  language: TransformLanguage,
): FunctionScopes {
  const walker = language === 'c' ? new CWalker(source) : new JavaWalker(source);
  walker.visitFunction(fn);
  const taken = collectTaken(fn, source);
  if (language === 'c') {
    for (const [macro, names] of C_MACROS_NAMING_LOCALS) {
      if (taken.has(macro)) for (const name of names) walker.blocked.add(name);
    }
  }
  const renamable: string[] = [];
  const seen = new Set<string>();
  for (const binding of walker.bindings) {
    if (seen.has(binding.name)) continue;
    seen.add(binding.name);
    if (!walker.blocked.has(binding.name)) renamable.push(binding.name);
  }
  return {
    fn,
    bindings: walker.bindings,
    resolved: walker.resolved,
    blocked: walker.blocked,
    taken,
    renamable,
  };
}
