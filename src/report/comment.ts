/**
 * The sticky pull-request comment: the full Markdown report (what the job
 * summary shows) behind the hidden marker, without wall time (so a rerun with
 * the same result is not re-posted), cut to GitHub's 65,536 characters with a
 * pointer to the job summary. Pure: Report in, string out.
 */
import { COMMENT_LIMIT, commentMarker, truncateBody } from '../github/comment.js';
import { renderMarkdown } from './markdown.js';
import type { Report } from './types.js';

export interface CommentOptions {
  /** The marker id (see commentMarker): one sticky comment per id. */
  id: string;
  configFile?: string | null;
  /** The workflow run's page, where the full report is in the job summary. */
  runUrl?: string | null;
  /** Character limit of the whole body, marker included (GitHub's by default). */
  limit?: number;
}

/** The line that replaces whatever did not fit. */
export function truncationPointer(runUrl: string | null | undefined): string {
  const summary = runUrl ? `[job summary](${runUrl})` : 'job summary';
  return `_This comment was cut to fit GitHub's ${COMMENT_LIMIT.toLocaleString('en-US')}-character limit; the full report is in the ${summary}._`;
}

export function renderComment(report: Report, options: CommentOptions): string {
  const body = [
    commentMarker(options.id),
    renderMarkdown(report, {
      configFile: options.configFile ?? null,
      runUrl: options.runUrl ?? null,
      timings: false,
    }),
  ].join('\n');
  return truncateBody(body, options.limit ?? COMMENT_LIMIT, truncationPointer(options.runUrl));
}
