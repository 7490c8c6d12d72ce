/**
 * Java compile-time constant expressions (JLS §15.29), as far as one
 * compilation unit shows them.
 *
 * A constant expression is computed by javac, not by the running program:
 * `PRE + 10` with `static final String PRE = "v"` is the interned string
 * "v10", so `(PRE + 10) == "v10"` is true, while `PRE + k` with a local
 * `int k = 10` builds a new string at run time and `==` is false. Constness
 * also decides implicit narrowing (`byte b = 10 + 2`), a ternary's type,
 * `case` labels and reachability. A transformation that turns one operand of
 * a constant expression into a variable can therefore change what a
 * program prints (issue 44: 7 of 4,221 literal-variable variants of a Java
 * corpus did), even where the value looks unused.
 *
 * JLS §15.29: literals of primitive type and String (not `null`), casts to a
 * primitive type or String, the unary operators + - ~ !, the binary
 * operators, `?:`, parentheses, and simple names or `TypeName.Identifier`
 * qualified names of constant variables. A constant variable (JLS §4.12.4)
 * is a `final` variable of primitive type or String initialised with a
 * constant expression.
 *
 * Decided conservatively ("may be constant"), from what the unit declares:
 * - a local is a constant variable when it is `final`, of primitive type,
 *   String or `var`, and its initializer may be constant;
 * - a field name (simple, or the last name of a qualified one) is, when any
 *   field of that name in the unit is `final` (interface fields always are),
 *   of primitive type or String, with an initializer that may be constant;
 * - a name the unit does not declare (a field inherited from a class outside
 *   the unit, a static import, `Integer.MAX_VALUE`) is, when it is spelled in
 *   upper case: Java's naming convention for constants (JLS §6.1). A
 *   lower-case name the unit does not declare counts as a variable: treating
 *   every unknown name as a constant would keep every literal next to a
 *   field of a class the snippet does not show (BigCloneBench's methods come
 *   without their classes).
 */
import type { FunctionScopes } from './scopes/index.js';
import { childByField, isComment, type SyntaxNode, walk } from './syntax-tree.js';

/** Literals that are constant expressions (`null` is not one). */
const CONSTANT_LITERALS = new Set([
  'decimal_integer_literal',
  'hex_integer_literal',
  'octal_integer_literal',
  'binary_integer_literal',
  'decimal_floating_point_literal',
  'hex_floating_point_literal',
  'character_literal',
  'string_literal',
  'true',
  'false',
]);

/** Operators whose result is a constant expression when every operand is (JLS §15.29). */
const CONSTANT_OPERATORS = new Set([
  'unary_expression',
  'binary_expression',
  'ternary_expression',
  'cast_expression',
]);

const PRIMITIVE_TYPES = new Set(['integral_type', 'floating_point_type', 'boolean_type']);

/** Java's convention for the names of constants (JLS §6.1): upper case, digits, underscores. */
const CONSTANT_NAME = /^[A-Z][A-Z0-9_]*$/;

/** Field declarations: the initializer of each that may be a constant variable, else null. */
type FieldInitializers = ReadonlyMap<string, readonly (SyntaxNode | null)[]>;

export interface JavaConstants {
  /**
   * True when `literal` is an operand (parentheses aside) of a constant
   * expression larger than itself: its value may be folded, interned or
   * narrowed at compile time, so it must stay a literal.
   */
  inConstantExpression(scopes: FunctionScopes, literal: SyntaxNode): boolean;
}

/** The constant expressions of the unit under `root` (`source` is the text it was parsed from). */
export function readJavaConstants(root: SyntaxNode, source: string): JavaConstants {
  const spelled = (node: SyntaxNode): string => source.slice(node.start, node.end);
  const fields = readFields(root, spelled);
  // Field initializers are decided once per function (a local class's field
  // may read the function's locals); one being decided counts as constant: a
  // cycle through qualified names (`A.X = B.Y + 1; B.Y = A.X`) is no constant
  // either way, and "may be constant" only declines more.
  const decidedIn = new Map<FunctionScopes, Map<SyntaxNode, boolean>>();

  const fieldMayBeConstant = (name: string, scopes: FunctionScopes): boolean => {
    const initializers = fields.get(name);
    if (initializers === undefined) return CONSTANT_NAME.test(name);
    const decided = decidedIn.get(scopes) ?? new Map<SyntaxNode, boolean>();
    decidedIn.set(scopes, decided);
    return initializers.some((initializer) => {
      if (initializer === null) return false;
      let constant = decided.get(initializer);
      if (constant === undefined) {
        decided.set(initializer, true);
        constant = mayBeConstant(scopes, initializer);
        decided.set(initializer, constant);
      }
      return constant;
    });
  };

  const nameMayBeConstant = (scopes: FunctionScopes, identifier: SyntaxNode): boolean => {
    const binding = scopes.resolved.get(identifier);
    if (binding === undefined) return fieldMayBeConstant(spelled(identifier), scopes);
    if (!binding.isFinal) return false;
    // A final parameter, catch or loop variable has no initializer: not a constant variable.
    const declarator = binding.node.parent;
    if (declarator?.type !== 'variable_declarator' || declarator.parent === null) return false;
    const value = childByField(declarator, 'value');
    return (
      value !== undefined &&
      childByField(declarator, 'dimensions') === undefined &&
      isConstantType(childByField(declarator.parent, 'type'), spelled, true) &&
      mayBeConstant(scopes, value)
    );
  };

  const mayBeConstant = (scopes: FunctionScopes, node: SyntaxNode): boolean => {
    if (CONSTANT_LITERALS.has(node.type)) return true;
    switch (node.type) {
      case 'parenthesized_expression':
      case 'unary_expression':
      case 'binary_expression':
      case 'ternary_expression':
        return node.children.every(
          (child) => !child.named || isComment(child) || mayBeConstant(scopes, child),
        );
      case 'cast_expression': {
        const value = childByField(node, 'value');
        const types = node.children.filter((child) => child.field === 'type');
        return (
          types.length === 1 &&
          isConstantType(types[0], spelled, false) &&
          value !== undefined &&
          mayBeConstant(scopes, value)
        );
      }
      case 'identifier':
        return nameMayBeConstant(scopes, node);
      case 'field_access': {
        // TypeName.Identifier; `this.X`, `call().X`, `a[0].X` are not names.
        if (!isQualifiedName(node)) return false;
        const field = childByField(node, 'field');
        return field !== undefined && fieldMayBeConstant(spelled(field), scopes);
      }
      default:
        return false;
    }
  };

  return {
    inConstantExpression(scopes, literal) {
      let operand = literal;
      while (operand.parent?.type === 'parenthesized_expression') operand = operand.parent;
      const parent = operand.parent;
      // Every subexpression of a constant expression is one, so the parent
      // decides: if it is not constant, no larger expression around it is.
      return (
        parent !== null && CONSTANT_OPERATORS.has(parent.type) && mayBeConstant(scopes, parent)
      );
    },
  };
}

/** A primitive type or String (JLS §4.12.4); `var` where a local's type is inferred. */
function isConstantType(
  type: SyntaxNode | undefined,
  spelled: (node: SyntaxNode) => string,
  allowVar: boolean,
): boolean {
  if (type === undefined) return false;
  if (PRIMITIVE_TYPES.has(type.type)) return true;
  const name = spelled(type);
  return name === 'String' || name === 'java.lang.String' || (allowVar && name === 'var');
}

/** `a.b.C`: identifiers joined by dots (a package, type or variable name), nothing else. */
function isQualifiedName(node: SyntaxNode): boolean {
  const object = childByField(node, 'object');
  if (object === undefined) return false;
  return (
    object.type === 'identifier' || (object.type === 'field_access' && isQualifiedName(object))
  );
}

/**
 * Every field the unit declares, in any class (member, local or anonymous),
 * by name: its initializer when it may be a constant variable (`final`, or
 * in an interface; of primitive type or String; initialised), else null.
 */
function readFields(root: SyntaxNode, spelled: (node: SyntaxNode) => string): FieldInitializers {
  const fields = new Map<string, (SyntaxNode | null)[]>();
  const add = (name: string, initializer: SyntaxNode | null): void => {
    fields.set(name, [...(fields.get(name) ?? []), initializer]);
  };
  walk(root, (node) => {
    if (node.type === 'enum_constant') {
      // An enum constant is a field, but of its enum's type: never a constant variable.
      const name = childByField(node, 'name');
      if (name !== undefined) add(spelled(name), null);
      return true;
    }
    const inInterface = node.type === 'constant_declaration';
    if (node.type !== 'field_declaration' && !inInterface) return true;
    const modifiers = node.children.find((child) => child.type === 'modifiers');
    const isFinal = inInterface || (modifiers?.children.some((c) => c.type === 'final') ?? false);
    const constantType = isConstantType(childByField(node, 'type'), spelled, false);
    for (const declarator of node.children) {
      if (declarator.type !== 'variable_declarator') continue;
      const name = childByField(declarator, 'name');
      if (name === undefined) continue;
      const value = childByField(declarator, 'value');
      const arrayDeclarator = childByField(declarator, 'dimensions') !== undefined;
      add(
        spelled(name),
        isFinal && constantType && !arrayDeclarator && value !== undefined ? value : null,
      );
    }
    return true;
  });
  return fields;
}
