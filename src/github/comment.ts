/**
 * The sticky PR comment's I/O: one comment per marker and author, found
 * again, updated in place, not re-posted when the body is unchanged, and kept
 * single when two runs on one pull request post at once. The body comes
 * finished (marker in it, cut to GitHub's limit) from src/report/comment.ts.
 *
 * Ours means both: the body's first line is the marker (a comment that only
 * quotes it further down is someone's reply), and the comment was written
 * by the token's own account (GraphQL `viewer { login }`, which answers for a
 * personal token, the workflow's GITHUB_TOKEN and a GitHub App's token
 * alike). A comment quoting the marker, or another bot's, is left alone.
 */
import { describeRequestError, type Octokit } from './client.js';

export type { Octokit } from './client.js';

export interface UpsertCommentParams {
  owner: string;
  repo: string;
  issueNumber: number;
  /** The hidden marker, e.g. `<!-- metacompress:gate -->`; `body`'s first line must be it. */
  marker: string;
  /** The finished Markdown body. */
  body: string;
}

export interface UpsertCommentResult {
  action: 'created' | 'updated' | 'unchanged';
  /** html_url of the comment. */
  url: string;
  /** Duplicates of ours (two runs posting at once) deleted on the way. */
  removed: number;
}

interface ListedComment {
  id: number;
  body?: string | null;
  html_url: string;
  user?: { login?: string } | null;
}

/** The first line of a comment's body (GitHub may store line breaks as CRLF). */
const firstLine = (body: string | null | undefined): string => /^[^\r\n]*/.exec(body ?? '')![0];

/** REST writes a bot as `name[bot]`; GraphQL's author logins drop the suffix. */
const sameAccount = (a: string, b: string): boolean =>
  a.replace(/\[bot\]$/, '') === b.replace(/\[bot\]$/, '');

function failure(what: string, where: string, error: unknown, hintOn403: boolean): Error {
  const e = error as { status?: unknown; message?: unknown };
  const hint =
    hintOn403 && e.status === 403 && !/rate limit/i.test(String(e.message))
      ? '; give the job "permissions: pull-requests: write" (a pull request from a fork only gets a read-only token)'
      : '';
  return new Error(`could not ${what} on ${where}: ${describeRequestError(error)}${hint}`, {
    cause: error,
  });
}

async function ownLogin(octokit: Octokit): Promise<string> {
  const data = await octokit.graphql<{ viewer?: { login?: unknown } }>(
    'query { viewer { login } }',
  );
  const login = data.viewer?.login;
  if (typeof login !== 'string' || login === '') {
    throw new Error('the answer to { viewer { login } } has no login');
  }
  return login;
}

/** Our marked comments on the issue, oldest first (the API lists in creation order). */
async function listOurs(
  octokit: Octokit,
  params: UpsertCommentParams,
  login: string,
): Promise<ListedComment[]> {
  const all = (await octokit.paginate(octokit.rest.issues.listComments, {
    owner: params.owner,
    repo: params.repo,
    issue_number: params.issueNumber,
    per_page: 100,
  })) as ListedComment[];
  return all
    .filter((c) => firstLine(c.body) === params.marker && sameAccount(c.user?.login ?? '', login))
    .sort((a, b) => a.id - b.id);
}

/**
 * Creates our comment, or updates the oldest one of ours. After creating, it
 * lists again: when another run created one at the same time, every run keeps
 * the oldest, writes its body there, and deletes the rest, so one comment
 * remains whichever order the requests land in.
 */
export async function upsertComment(
  octokit: Octokit,
  params: UpsertCommentParams,
): Promise<UpsertCommentResult> {
  const { owner, repo, issueNumber, marker, body } = params;
  if (!Number.isSafeInteger(issueNumber) || issueNumber <= 0) {
    throw new RangeError(`issueNumber must be a positive integer, got ${issueNumber}`);
  }
  if (!/^<!-- \S+ -->$/.test(marker) || firstLine(body) !== marker) {
    throw new RangeError(
      `the comment body's first line must be its marker, an HTML comment such as <!-- metacompress:gate -->; got marker ${JSON.stringify(marker)}`,
    );
  }
  const where = `${owner}/${repo}#${issueNumber}`;
  const attempt = async <T>(what: string, hintOn403: boolean, call: () => Promise<T>) => {
    try {
      return await call();
    } catch (error) {
      throw failure(what, where, error, hintOn403);
    }
  };

  const login = await attempt('tell which account the token belongs to', false, () =>
    ownLogin(octokit),
  );
  let ours = await attempt('list comments', false, () => listOurs(octokit, params, login));
  let created: number | null = null;
  if (ours.length === 0) {
    const { data } = await attempt('create a comment', true, () =>
      octokit.rest.issues.createComment({ owner, repo, issue_number: issueNumber, body }),
    );
    created = data.id;
    // If this second list fails, the comment is posted all the same; any duplicate is
    // cleaned up by the next run, which keeps the oldest of ours and deletes the rest.
    ours = await listOurs(octokit, params, login).catch(() => []);
    // A list that lags behind the create still counts the comment just made.
    if (!ours.some((c) => c.id === data.id)) ours = [...ours, data].sort((a, b) => a.id - b.id);
  }

  const [keep, ...duplicates] = ours as [ListedComment, ...ListedComment[]];
  let url = keep.html_url;
  let action: UpsertCommentResult['action'] = keep.id === created ? 'created' : 'unchanged';
  if (keep.body !== body) {
    const { data } = await attempt(`update comment ${keep.id}`, true, () =>
      octokit.rest.issues.updateComment({ owner, repo, comment_id: keep.id, body }),
    );
    url = data.html_url;
    action = 'updated';
  }
  let removed = 0;
  for (const duplicate of duplicates) {
    await attempt(`delete the duplicate comment ${duplicate.id}`, true, async () => {
      try {
        await octokit.rest.issues.deleteComment({ owner, repo, comment_id: duplicate.id });
        removed += 1;
      } catch (error) {
        // Another run deleted it first.
        if ((error as { status?: unknown }).status !== 404) throw error;
      }
    });
  }
  return { action, url, removed };
}
