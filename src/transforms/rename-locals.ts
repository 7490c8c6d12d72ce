/**
 * Renames local variables and parameters (see scopes/index.ts for which names
 * qualify) consistently within each function.
 */
import type { TransformContext, Transformation } from './context.js';
import type { TransformLanguage } from './parser.js';
import type { Random } from './random.js';
import { isValidNewName } from './reserved-words.js';
import type { Replacement } from './rewrite.js';
import type { FunctionScopes } from './scopes/index.js';
import type { SyntaxNode } from './syntax-tree.js';

/**
 * Plausible local variable names. None is a keyword, a common macro or a
 * libc function that code calls by that name in a way a local could hide
 * (`index`, `time`, `link`, `read` are left out on purpose).
 */
export const NAME_POOL: readonly string[] = `
  value item count total result temp buffer offset length size cursor node entry flag state
  status limit step delta accum sum current prev next first last key val elem target source
  input output left right width height pos num amount counter ret res tmp ptr len idx cnt acc
  base head tail span mark level depth slot part piece chunk frame token word letter digit
  scale ratio factor bound start stop`
  .trim()
  .split(/\s+/);

/**
 * Draws fresh names: from a seeded shuffle of NAME_POOL, then `v1`, `v2`, ...
 * A name is fresh when it is valid, not reserved and not in `taken`; each
 * drawn name is added to `taken`.
 */
export function createNameSource(
  random: Random,
  language: TransformLanguage,
  taken: Set<string>,
): () => string {
  const pool = random.shuffle(NAME_POOL);
  let poolIndex = 0;
  let counter = 1;
  return () => {
    while (poolIndex < pool.length) {
      const name = pool[poolIndex++] as string;
      if (!taken.has(name) && isValidNewName(language, name)) {
        taken.add(name);
        return name;
      }
    }
    for (;;) {
      const name = `v${counter++}`;
      if (!taken.has(name)) {
        taken.add(name);
        return name;
      }
    }
  };
}

/** Replacements renaming, in one function, the names of `mapping`. */
export function renameReplacements(
  scopes: FunctionScopes,
  mapping: ReadonlyMap<string, string>,
  into: Map<SyntaxNode, Replacement>,
): void {
  const renamable = new Set(scopes.renamable);
  for (const [node, binding] of scopes.resolved) {
    if (!renamable.has(binding.name) || !binding.renamable) continue;
    const name = mapping.get(binding.name);
    if (name !== undefined && name !== binding.name) into.set(node, () => name);
  }
}

export const renameLocals: Transformation = (context: TransformContext) => {
  const replacements = new Map<SyntaxNode, Replacement>();
  const declined: string[] = [];
  for (const scopes of context.functions) {
    declined.push(...scopes.declined.values());
    if (scopes.renamable.length === 0) continue;
    // A word the grammar reads as a keyword or literal in this unit is no new name either.
    const avoid = new Set([...scopes.taken, ...context.facts.keywordWords]);
    const nextName = createNameSource(context.random, context.language, avoid);
    const mapping = new Map(scopes.renamable.map((name) => [name, nextName()] as const));
    renameReplacements(scopes, mapping, replacements);
  }
  return { replacements, declined };
};

/**
 * The part of `mapping` that applies to one function, checked: every new name
 * is a valid, unreserved identifier, not used in the function (unless that
 * name is itself renamed away), and no two names map to the same new name.
 * @throws RangeError naming the offending entry.
 */
export function applicableMapping(
  scopes: FunctionScopes,
  language: TransformLanguage,
  mapping: ReadonlyMap<string, string>,
): Map<string, string> {
  const applicable = new Map<string, string>();
  for (const name of scopes.renamable) {
    const target = mapping.get(name);
    if (target !== undefined && target !== name) applicable.set(name, target);
  }
  const targets = new Map<string, string>();
  for (const [name, target] of applicable) {
    if (!isValidNewName(language, target)) {
      throw new RangeError(
        `renameIdentifiers: new name ${JSON.stringify(target)} for ${JSON.stringify(name)} ` +
          `is not a valid ${language} identifier or is reserved`,
      );
    }
    if (scopes.taken.has(target) && !applicable.has(target)) {
      throw new RangeError(
        `renameIdentifiers: new name ${JSON.stringify(target)} for ${JSON.stringify(name)} ` +
          'is already used in the code',
      );
    }
    const other = targets.get(target);
    if (other !== undefined) {
      throw new RangeError(
        `renameIdentifiers: ${JSON.stringify(other)} and ${JSON.stringify(name)} ` +
          `both map to ${JSON.stringify(target)}`,
      );
    }
    targets.set(target, name);
  }
  return applicable;
}
