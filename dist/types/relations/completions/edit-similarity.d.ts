/**
 * How alike two completions read: the character Levenshtein distance
 * normalised by the longer text (docs/spec.md §10.3).
 *
 * Characters are Unicode code points (an astral character such as an emoji
 * is one character, not the two UTF-16 units JavaScript indexes), so the
 * distance is what Python's `len` and a per-character edit count give.
 */
/**
 * The Levenshtein distance between two texts: the fewest single-character
 * insertions, deletions and substitutions that turn `a` into `b` (each costs
 * 1), over code points.
 *
 * Two-row dynamic programme, O(|a|·|b|) time and O(min(|a|, |b|)) memory.
 *
 * Edge cases: the distance to an empty text is the other text's length;
 * equal texts are 0 apart.
 *
 * @example
 * levenshteinDistance('kitten', 'sitting'); // 3
 * levenshteinDistance('', 'abc');           // 3
 */
export declare function levenshteinDistance(a: string, b: string): number;
/**
 * Normalised edit similarity of two texts:
 *
 *     similarity = 1 − levenshtein(a, b) / max(|a|, |b|)
 *
 * with lengths in code points. 1 for equal texts, 0 when no character can be
 * kept in place (e.g. texts of equal length differing everywhere, or one
 * empty and the other not).
 *
 * Edge cases: two empty texts (both models stopped at once) are equal,
 * similarity 1.
 *
 * @returns a value in [0, 1].
 *
 * @example
 * editSimilarity('kitten', 'sitting'); // 0.5714285714285714 (1 − 3/7)
 * editSimilarity('', '');              // 1
 * editSimilarity('', 'x');             // 0
 */
export declare function editSimilarity(a: string, b: string): number;
