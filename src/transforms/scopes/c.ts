/**
 * C scopes: block scopes at `{` and `for`, declarators, K&R parameter lists,
 * enumerators; every preprocessor directive, attribute and asm blocks its
 * names.
 */
import { childByField, type SyntaxNode } from '../syntax-tree.js';
import { ScopeWalker, SKIPPED } from './walker.js';

export class CWalker extends ScopeWalker {
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
