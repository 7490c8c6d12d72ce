/**
 * Spells an integer literal another way: another radix (`10` -> `0xA`,
 * `012`, Java also `0b1010`) or a sum in parentheses (`10` -> `(4 + 6)`).
 *
 * The value and the type stay the same, so a constant expression stays one
 * of the same type and value (a `case` label, an array size, a bit-field
 * width, a Java `byte b = 10` all keep compiling and meaning the same):
 * - C (C11 6.4.4.1): an unsuffixed decimal literal is int, long, long long,
 *   the first that holds it, but an octal or hex one may be unsigned int
 *   first; with values up to INT_MAX every spelling is int (with the same
 *   suffix: unsigned int, long, ...). Larger values are declined. A hex
 *   spelling ending in `e` is not used: `0xE+1` is one preprocessing number.
 * - Java (JLS 3.10.1): int without `L`, long with; the bound is 2^31 - 1 or
 *   2^63 - 1 (a larger int literal only exists under unary minus, and a hex
 *   one like 0xFFFFFFFF is negative): larger values are declined.
 * The sum keeps the suffix on both terms and its parentheses keep it one
 * operand (`"n" + 10` still appends "10"). C literals inside macro arguments
 * (which may stringify them) and preprocessor lines are declined.
 */
import type { TransformContext, Transformation } from './context.js';
import {
  applySites,
  DECLINE_C_MACRO_ARGUMENTS,
  insideMacroCall,
  type Site,
  text,
} from './site-rules.js';
import { walk } from './syntax-tree.js';

export const DECLINE_LARGE_LITERAL =
  'a literal too large for int: another radix could change its type';

const JAVA_INTEGER_LITERALS = new Set([
  'decimal_integer_literal',
  'hex_integer_literal',
  'octal_integer_literal',
  'binary_integer_literal',
]);

const INT_MAX = 2147483647n;
const LONG_MAX = 9223372036854775807n;

interface Literal {
  readonly value: bigint;
  readonly suffix: string;
  readonly radix: 'decimal' | 'hex' | 'octal' | 'binary';
}

/** Reads an integer literal; undefined when it is not one the rules understand. */
function readLiteral(spelled: string, java: boolean): Literal | undefined {
  const suffixes = java ? '[lL]?' : '(?:[uU](?:ll|LL|[lL])?|(?:ll|LL|[lL])[uU]?)?';
  const digit = java ? '_' : '';
  const forms: [RegExp, Literal['radix'], number][] = [
    [new RegExp(`^0[xX]([0-9a-fA-F${digit}]+)(${suffixes})$`), 'hex', 16],
    [new RegExp(`^0[bB]([01${digit}]+)(${suffixes})$`), 'binary', 2],
    [new RegExp(`^0([0-7${digit}]+)(${suffixes})$`), 'octal', 8],
    [new RegExp(`^([1-9][0-9${digit}]*|0)(${suffixes})$`), 'decimal', 10],
  ];
  for (const [pattern, radix, base] of forms) {
    const match = pattern.exec(spelled);
    if (match === null) continue;
    const digits = (match[1] as string).replace(/_/g, '');
    if (digits.endsWith('_') || digits === '') return undefined;
    let value = 0n;
    for (const ch of digits) value = value * BigInt(base) + BigInt(parseInt(ch, base));
    return { value, suffix: match[2] as string, radix };
  }
  return undefined;
}

/** The other spellings of a literal with the same value and type. */
function alternatives(
  literal: Literal,
  java: boolean,
  random: TransformContext['random'],
): string[] {
  const { value, suffix } = literal;
  const out: string[] = [];
  const hex = value.toString(16).toUpperCase();
  if (literal.radix !== 'decimal') out.push(`${value}${suffix}`);
  if (literal.radix !== 'hex' && (java || suffix !== '' || !hex.endsWith('E'))) {
    out.push(`0x${hex}${suffix}`);
  }
  if (literal.radix !== 'octal' && value >= 8n) out.push(`0${value.toString(8)}${suffix}`);
  if (java && literal.radix !== 'binary' && value >= 2n && value < 65536n) {
    out.push(`0b${value.toString(2)}${suffix}`);
  }
  if (value >= 2n) {
    // A seeded split of the value into two positive terms.
    const span = value - 1n;
    const first =
      1n + (span > 1000000n ? BigInt(random.int(1000000)) : BigInt(random.int(Number(span))));
    out.push(`(${first}${suffix} + ${value - first}${suffix})`);
  }
  return out;
}

export const rewriteConstants: Transformation = (context: TransformContext) => {
  const sites: Site[] = [];
  const declined: string[] = [];
  const java = context.language === 'java';
  for (const scopes of context.functions) {
    walk(scopes.fn, (node) => {
      const isLiteral = java
        ? JAVA_INTEGER_LITERALS.has(node.type)
        : node.type === 'number_literal';
      if (!isLiteral)
        return (
          !node.type.startsWith('preproc_') ||
          node.type === 'preproc_if' ||
          node.type === 'preproc_ifdef' ||
          node.type === 'preproc_else' ||
          node.type === 'preproc_elif'
        );
      const literal = readLiteral(text(context, node), java);
      if (literal === undefined) return false;
      const bound = java && /[lL]$/.test(literal.suffix) ? LONG_MAX : INT_MAX;
      if (literal.value > bound) {
        declined.push(DECLINE_LARGE_LITERAL);
        return false;
      }
      if (!java && insideMacroCall(context, scopes, node)) {
        declined.push(DECLINE_C_MACRO_ARGUMENTS);
        return false;
      }
      const options = alternatives(literal, java, context.random);
      if (options.length === 0) return false;
      const spelled = context.random.pick(options);
      sites.push({ node, replace: () => spelled });
      return false;
    });
  }
  return applySites(context, sites, declined);
};
