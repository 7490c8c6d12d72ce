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
export function editDistance(a: string, b: string): number {
  // d[i][j]: distance between the first i characters of a and the first j of b.
  const d = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i += 1) {
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        best = Math.min(best, d[i - 2]![j - 2]! + 1);
      }
      d[i]![j] = best;
    }
  }
  return d[a.length]![b.length]!;
}

/**
 * The known name closest to `name`, or null when none is within
 * max(1, ⌊length / 3⌋) edits (so a short typo is caught, an unrelated word
 * is not). Ties keep the earlier name in `known`.
 *
 * @example closestName('quite', ['config', 'quiet']) // → 'quiet'
 */
export function closestName(name: string, known: Iterable<string>): string | null {
  const limit = Math.max(1, Math.floor(name.length / 3));
  let best: string | null = null;
  let bestDistance = Infinity;
  for (const candidate of known) {
    const distance = editDistance(name, candidate);
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return bestDistance <= limit ? best : null;
}
