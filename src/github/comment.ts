/**
 * The sticky PR comment: one comment per marker id, found again by a hidden
 * HTML marker, updated in place, never duplicated, not re-posted when the body
 * is unchanged, and cut to GitHub's 65,536-character limit with a pointer to
 * the job summary.
 */
import type { getOctokit } from '@actions/github';

export type Octokit = ReturnType<typeof getOctokit>;

/** GitHub rejects comment bodies longer than this many characters. */
export const COMMENT_LIMIT = 65536;

export const DEFAULT_TRUNCATION_POINTER =
  '_This report was cut to fit in a comment; the full report is in the job summary._';

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
export function truncateBody(
  body: string,
  limit: number = COMMENT_LIMIT,
  pointer: string = DEFAULT_TRUNCATION_POINTER,
): string {
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

export interface UpsertCommentParams {
  owner: string;
  repo: string;
  issueNumber: number;
  /** The marker id (see commentMarker), not the HTML comment itself. */
  marker: string;
  /** Markdown body; the marker line is prepended when the body lacks it. */
  body: string;
  /** Pointer line used when the body must be cut; defaults to DEFAULT_TRUNCATION_POINTER. */
  truncationPointer?: string;
}

export interface UpsertCommentResult {
  action: 'created' | 'updated' | 'unchanged';
  /** html_url of the comment. */
  url: string;
}

interface ListedComment {
  id: number;
  body?: string | null;
  html_url: string;
}

function requestFailure(what: string, where: string, error: unknown, hintOn403: boolean): Error {
  const status = (error as { status?: unknown }).status;
  const raw = error instanceof Error ? error.message : String(error);
  // Octokit appends " - https://docs.github.com/..." to the API's message.
  const message = raw.replace(/ - https:\/\/docs\.github\.com\S*$/, '').split('\n')[0];
  const hint =
    hintOn403 && status === 403
      ? '; give the job "permissions: pull-requests: write" (a pull request from a fork only gets a read-only token)'
      : '';
  return new Error(
    `could not ${what} on ${where}: ${message}${typeof status === 'number' ? ` (HTTP ${status})` : ''}${hint}`,
  );
}

/**
 * Creates our comment, or updates the one carrying the same marker. Comments
 * are scanned oldest first across all pages and the scan stops at the first
 * match, so the earliest marked comment is the one kept up to date.
 */
export async function upsertComment(
  octokit: Octokit,
  params: UpsertCommentParams,
): Promise<UpsertCommentResult> {
  const { owner, repo, issueNumber } = params;
  if (!Number.isSafeInteger(issueNumber) || issueNumber <= 0) {
    throw new RangeError(`issueNumber must be a positive integer, got ${issueNumber}`);
  }
  const marker = commentMarker(params.marker);
  const withMarker = params.body.includes(marker) ? params.body : `${marker}\n${params.body}`;
  const body = truncateBody(withMarker, COMMENT_LIMIT, params.truncationPointer);
  const where = `${owner}/${repo}#${issueNumber}`;

  let existing: ListedComment | undefined;
  try {
    const pages = octokit.paginate.iterator(octokit.rest.issues.listComments, {
      owner,
      repo,
      issue_number: issueNumber,
      per_page: 100,
    });
    for await (const page of pages) {
      existing = (page.data as ListedComment[]).find((c) => c.body?.includes(marker));
      if (existing) break;
    }
  } catch (error) {
    throw requestFailure('list comments', where, error, false);
  }

  if (existing) {
    if (existing.body === body) return { action: 'unchanged', url: existing.html_url };
    try {
      const { data } = await octokit.rest.issues.updateComment({
        owner,
        repo,
        comment_id: existing.id,
        body,
      });
      return { action: 'updated', url: data.html_url };
    } catch (error) {
      throw requestFailure(`update comment ${existing.id}`, where, error, true);
    }
  }
  try {
    const { data } = await octokit.rest.issues.createComment({
      owner,
      repo,
      issue_number: issueNumber,
      body,
    });
    return { action: 'created', url: data.html_url };
  } catch (error) {
    throw requestFailure('create a comment', where, error, true);
  }
}
