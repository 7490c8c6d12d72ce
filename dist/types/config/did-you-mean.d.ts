/**
 * "Did you mean" for a mistyped name: the closest known name by edit
 * distance, when it is close enough to be the likely intent.
 */
/**
 * Edit distance with adjacent transpositions (optimal string alignment): the
 * fewest single-character insertions, deletions, substitutions and swaps of
 * two neighbouring characters that turn `a` into `b` (case-sensitive), so the
 * commonest typo, two letters swapped, costs 1.
 *
 * @example editDistance('quite', 'quiet') // → 1 (t and e swapped)
 * @example editDistance('limt', 'limit') // → 1
 */
export declare function editDistance(a: string, b: string): number;
/**
 * The known name closest to `name`, or null when none is within
 * max(1, ⌊length / 3⌋) edits (so a short typo is caught, an unrelated word
 * is not). Ties keep the earlier name in `known`.
 *
 * @example closestName('quite', ['config', 'quiet']) // → 'quiet'
 */
export declare function closestName(name: string, known: Iterable<string>): string | null;
