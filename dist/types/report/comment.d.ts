/**
 * The sticky pull-request comment's body: the hidden marker, then the full
 * Markdown report (what the job summary shows) without wall time (so a rerun
 * with the same result is not re-posted), cut once to GitHub's 65,536
 * characters with a pointer to the job summary. Pure: Report in, string out.
 * Posting it is src/github/comment.ts's job, which finds the comment again by
 * the marker this module writes.
 */
import { type VerdictFrom } from './markdown.js';
import type { Report } from './types.js';
/** GitHub rejects comment bodies longer than this many characters. */
export declare const COMMENT_LIMIT = 65536;
export interface CommentOptions {
    /** The marker id (see commentMarker): one sticky comment per id. */
    id: string;
    configFile?: string | null;
    /** The workflow run's page, where the full report is in the job summary. */
    runUrl?: string | null;
    /** Character limit of the whole body, marker included (GitHub's by default). */
    limit?: number;
    /** Who decided the verdict (see MarkdownOptions). */
    verdictFrom?: VerdictFrom;
}
/**
 * The hidden marker for a comment id: `<!-- metacompress:<id> -->`. The id
 * tells apart several gates reporting on one pull request (for example one per
 * matrix job).
 */
export declare function commentMarker(id: string): string;
/** The line that replaces whatever did not fit. */
export declare function truncationPointer(runUrl: string | null | undefined): string;
/**
 * Cuts `body` so that the result, with `pointer` appended after a blank line,
 * is at most `limit` UTF-16 code units (GitHub counts characters, so this is
 * never over). The cut never splits a surrogate pair, moves back to a line
 * break when one is near, and closes a code fence left open. A body within the
 * limit is returned unchanged.
 *
 * Example: truncateBody('line1\nline2\nline3', 16, 'cut') === 'line1\nline2\n\ncut'.
 */
export declare function truncateBody(body: string, limit: number, pointer: string): string;
/** The whole comment body: marker line, report, cut once to `limit`. */
export declare function renderComment(report: Report, options: CommentOptions): string;
