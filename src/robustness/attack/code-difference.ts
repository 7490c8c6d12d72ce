/**
 * A structural distance between pieces of code, for the coda attack: how far
 * apart their shapes are once identifiers and literals are abstracted away
 * (pure).
 *
 * Code is cut into tokens (comments dropped); identifiers become ID, numbers
 * NUM, strings and characters STR; keywords and operators stay themselves.
 * The shape of the code is the relative frequency of each pair of adjacent
 * tokens (bigram). The distance is half the L1 distance between two shapes,
 * in [0, 1]: 0 for code of the same shape, 1 for code that shares no bigram.
 * Bigrams see what our structural transformations change: `for (` versus
 * `while (` (loop-rewrite), `if ( NUM )` (dead-code), `NUM ==` versus `ID ==`
 * (swap-operands).
 */

/** Keywords of C and Java that shape control flow or declarations; other words are identifiers. */
const KEYWORDS = new Set(
  (
    'if else for while do switch case default break continue return goto sizeof try catch ' +
    'finally throw throws new instanceof static const struct union enum typedef void int long ' +
    'short char float double unsigned signed boolean byte final synchronized this super null ' +
    'true false'
  ).split(' '),
);

const TOKEN =
  /\/\/[^\n]*|\/\*[\s\S]*?\*\/|"(?:\\.|[^"\\\n])*"|'(?:\\.|[^'\\\n])*'|[A-Za-z_$][\w$]*|\d[\w.]*|>>>=|<<=|>>=|>>>|->|\+\+|--|&&|\|\||[=!<>+\-*/%&|^]=|<<|>>|::|\S/g;

/** The abstract tokens of code: comments dropped, identifiers ID, numbers NUM, strings STR. */
export function abstractTokens(code: string): string[] {
  const tokens: string[] = [];
  for (const [token] of code.matchAll(TOKEN)) {
    if (token.startsWith('//') || token.startsWith('/*')) continue;
    if (token.startsWith('"') || token.startsWith("'")) tokens.push('STR');
    else if (/^\d/.test(token)) tokens.push('NUM');
    else if (/^[A-Za-z_$]/.test(token)) tokens.push(KEYWORDS.has(token) ? token : 'ID');
    else tokens.push(token);
  }
  return tokens;
}

/** The shape of code: relative frequency of each bigram of abstract tokens (empty for fewer than 2 tokens). */
export function codeShape(texts: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>();
  let total = 0;
  for (const text of texts) {
    const tokens = abstractTokens(text);
    for (let i = 1; i < tokens.length; i++) {
      const bigram = `${tokens[i - 1]} ${tokens[i]}`;
      counts.set(bigram, (counts.get(bigram) ?? 0) + 1);
      total += 1;
    }
  }
  for (const [bigram, count] of counts) counts.set(bigram, count / total);
  return counts;
}

/** The mean of shapes (the references' shape). */
export function meanShape(shapes: readonly Map<string, number>[]): Map<string, number> {
  const mean = new Map<string, number>();
  for (const shape of shapes) {
    for (const [bigram, f] of shape) mean.set(bigram, (mean.get(bigram) ?? 0) + f / shapes.length);
  }
  return mean;
}

/**
 * Half the L1 distance between two shapes, in [0, 1].
 *
 * @example
 * shapeDistance(codeShape(['for (i = 0;;) {}']), codeShape(['while (x) {}'])); // 2/3
 */
export function shapeDistance(a: Map<string, number>, b: Map<string, number>): number {
  let sum = 0;
  for (const [bigram, f] of a) sum += Math.abs(f - (b.get(bigram) ?? 0));
  for (const [bigram, f] of b) if (!a.has(bigram)) sum += f;
  return sum / 2;
}
