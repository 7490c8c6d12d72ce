/**
 * The sticky pull-request comment's body: the hidden marker, then the full
 * Markdown report (what the job summary shows) without wall time (so a rerun
 * with the same result is not re-posted), cut once to GitHub's 65,536
 * characters with a pointer to the job summary. Pure: Report in, string out.
 * Posting it is src/github/comment.ts's job, which finds the comment again by
 * the marker this module writes.
 */
import { renderMarkdown, type VerdictFrom } from './markdown.js';
import type { Report } from './types.js';

/** GitHub rejects comment bodies longer than this many characters. */
export const COMMENT_LIMIT = 65536;

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
export function commentMarker(id: string): string {
  if (typeof id !== 'string' || !/^[A-Za-z0-9._:/-]{1,100}$/.test(id)) {
    throw new RangeError(
      `comment marker id must be 1-100 characters of letters, digits and . _ : / -, got ${JSON.stringify(id)}`,
    );
  }
  return `<!-- metacompress:${id} -->`;
}

/** The line that replaces whatever did not fit. */
export function truncationPointer(runUrl: string | null | undefined): string {
  const summary = runUrl ? `[job summary](${runUrl})` : 'job summary';
  return `_This comment was cut to fit GitHub's ${COMMENT_LIMIT.toLocaleString('en-US')}-character limit; the full report is in the ${summary}._`;
}

const HIGH_SURROGATE = /[\uD800-\uDBFF]$/;
const FENCE_LINE = /^ {0,3}(`{3,}|~{3,})/gm;
const CLOSE_FENCE = '\n```';
/** A cut moves back to the previous line break when one is at most this far back. */
const LINE_SLACK = 2000;

function cutAt(body: string, max: number): string {
  let head = body.slice(0, Math.max(0, max));
  if (HIGH_SURROGATE.test(head)) head = head.slice(0, -1);
  if (body[head.length] === '\n') return head;
  const newline = head.lastIndexOf('\n');
  if (newline > 0 && head.length - newline <= LINE_SLACK) head = head.slice(0, newline);
  return head;
}

function hasOpenFence(text: string): boolean {
  return (text.match(FENCE_LINE)?.length ?? 0) % 2 === 1;
}

/**
 * Cuts `body` so that the result, with `pointer` appended after a blank line,
 * is at most `limit` UTF-16 code units (GitHub counts characters, so this is
 * never over). The cut never splits a surrogate pair, moves back to a line
 * break when one is near, and closes a code fence left open. A body within the
 * limit is returned unchanged.
 *
 * Example: truncateBody('line1\nline2\nline3', 16, 'cut') === 'line1\nline2\n\ncut'.
 */
export function truncateBody(body: string, limit: number, pointer: string): string {
  if (!Number.isSafeInteger(limit) || limit <= 0) {
    throw new RangeError(`limit must be a positive integer, got ${limit}`);
  }
  if (body.length <= limit) return body;
  const suffix = `\n\n${pointer}`;
  const room = limit - suffix.length;
  if (room < 0) {
    throw new RangeError(
      `truncation pointer is ${pointer.length} characters, too long for a limit of ${limit}`,
    );
  }
  let head = cutAt(body, room);
  if (hasOpenFence(head)) {
    head = cutAt(body, room - CLOSE_FENCE.length);
    if (hasOpenFence(head)) head += CLOSE_FENCE;
  }
  return head + suffix;
}

/** The whole comment body: marker line, report, cut once to `limit`. */
export function renderComment(report: Report, options: CommentOptions): string {
  const body = [
    commentMarker(options.id),
    renderMarkdown(report, {
      configFile: options.configFile ?? null,
      runUrl: options.runUrl ?? null,
      timings: false,
      verdictFrom: options.verdictFrom ?? 'this-run',
    }),
  ].join('\n');
  return truncateBody(body, options.limit ?? COMMENT_LIMIT, truncationPointer(options.runUrl));
}
