/**
 * Java scopes: blocks, switch blocks and rules, for, catch, resources,
 * lambdas; fields, type names, labels and members of classes declared inside
 * a method are blocked.
 */
import { childByField, type SyntaxNode } from '../syntax-tree.js';
import { ScopeWalker, SKIPPED } from './walker.js';

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

export class JavaWalker extends ScopeWalker {
  visit(node: SyntaxNode): void {
    if (SKIPPED.has(node.type)) return;
    const type = node.type;
    if (JAVA_SCOPES.has(type)) {
      this.inScope(() => this.visitChildren(node));
      return;
    }
    if (JAVA_CLASS_BODIES.has(type)) {
      this.inClass(() => this.visitChildren(node));
      return;
    }
    if (JAVA_TYPE_DECLARATIONS.has(type)) {
      // The whole declaration is the class's: a record's components are its
      // fields (and accessors), never locals of the enclosing method.
      for (const child of node.children) if (child.field === 'name') this.block(child);
      this.inClass(() => {
        for (const child of node.children) if (child.field !== 'name') this.visit(child);
      });
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
