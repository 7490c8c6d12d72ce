/**
 * The candidate names of the renaming attacks: drawn from the data set's own
 * identifiers, as MHM and WIR-Random draw substitutes from the vocabulary of
 * the data set.
 */
import type { Example } from '../../data/types.js';
import { isValidNewName, type CodeTransformer } from '../../transforms/index.js';

/**
 * The candidate names: renamable identifiers of the given examples' functions,
 * most frequent first (counted once per function; ties by name), valid as a
 * new name in the language, at most `size` of them.
 */
export function candidatePool(
  transformer: CodeTransformer,
  examples: readonly Example[],
  size: number,
): string[] {
  const counts = new Map<string, number>();
  for (const example of examples) {
    for (const text of example.texts) {
      const result = transformer.listRenamable(text);
      if (result.status !== 'ok') continue;
      for (const name of result.names) counts.set(name, (counts.get(name) ?? 0) + 1);
    }
  }
  return [...counts]
    .filter(([name]) => isValidNewName(transformer.language, name))
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))
    .slice(0, size)
    .map(([name]) => name);
}
