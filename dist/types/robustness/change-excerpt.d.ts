/** Unchanged lines kept before (and between) the changed ones. */
export declare const CHANGE_CONTEXT = 2;
/** Diff lines kept in all; the rest is summed up in a last "…" line. */
export declare const CHANGE_LINES = 16;
export interface ChangeExcerpt {
    /** 1-based line of x where T(x) first differs. */
    line: number;
    /**
     * Unified-diff lines (" " unchanged, "-" only in x, "+" only in T(x)) from
     * CHANGE_CONTEXT lines before the first difference, at most CHANGE_LINES of
     * them; when cut, a last line "… (N more diff lines)".
     */
    diff: string;
}
/**
 * Where `after` first differs from `before`, as a short unified diff; null
 * when the two are equal.
 *
 * @example changeExcerpt('a\nb\nc', 'a\nB\nc') // → { line: 2, diff: ' a\n-b\n+B\n c' }
 */
export declare function changeExcerpt(before: string, after: string): ChangeExcerpt | null;
