/**
 * Renames local variables and parameters (see scopes/index.ts for which names
 * qualify) consistently within each function.
 */
import type { Transformation } from './context.js';
import type { TransformLanguage } from './parser.js';
import type { Random } from './random.js';
import type { Replacement } from './rewrite.js';
import type { FunctionScopes } from './scopes/index.js';
import type { SyntaxNode } from './syntax-tree.js';
/**
 * Plausible local variable names. None is a keyword, a common macro or a
 * libc function that code calls by that name in a way a local could hide
 * (`index`, `time`, `link`, `read` are left out on purpose).
 */
export declare const NAME_POOL: readonly string[];
/**
 * Draws fresh names: from a seeded shuffle of NAME_POOL, then `v1`, `v2`, ...
 * A name is fresh when it is valid, not reserved and not in `taken`; each
 * drawn name is added to `taken`.
 */
export declare function createNameSource(random: Random, language: TransformLanguage, taken: Set<string>): () => string;
/** Replacements renaming, in one function, the names of `mapping`. */
export declare function renameReplacements(scopes: FunctionScopes, mapping: ReadonlyMap<string, string>, into: Map<SyntaxNode, Replacement>): void;
export declare const renameLocals: Transformation;
/**
 * The part of `mapping` that applies to one function, checked: every new name
 * is a valid, unreserved identifier, not used in the function (unless that
 * name is itself renamed away), and no two names map to the same new name.
 * @throws RangeError naming the offending entry.
 */
export declare function applicableMapping(scopes: FunctionScopes, language: TransformLanguage, mapping: ReadonlyMap<string, string>): Map<string, string>;
