/**
 * The GitHub client against a local API server that fails the way
 * api.github.com does: 5xx, secondary rate limits (429 and 403 with
 * Retry-After), a primary rate limit, and a stall. Each test counts the
 * requests the server saw. Times are asserted only from below (a timer never
 * fires early, however loaded the machine): the gaps the server saw between
 * attempts are the back-off or the Retry-After. A wait far longer than meant
 * (a 60 s Retry-After, an hour's reset) is caught by the count of requests
 * and by the test's own time limit (TEST_TIMEOUT), never by a measured
 * upper bound that a busy machine could break.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  createGitHubClient,
  DEFAULT_GITHUB_LIMITS,
  type GitHubLimits,
} from '../../src/github/client.js';
import { upsertComment } from '../../src/github/comment.js';
import {
  primaryRateLimit,
  secondaryRateLimit,
  startGitHubApiServer,
  type GitHubApiServer,
} from '../servers/github-api.js';

const TOKEN = 'ghs_faulttoken';
const MARK = '<!-- metacompress:gate -->';
/** Scaled down so a test takes about a second; the defaults are checked apart. */
const FAST: GitHubLimits = {
  attemptTimeoutMs: 300,
  retries: 2,
  backoffMs: 100,
  maxRateLimitWaitMs: 2_000,
  budgetMs: 10_000,
};
/** Each test here takes about 1–2 s; a client that waited out a 60 s Retry-After would not finish. */
const TEST_TIMEOUT = 15_000;
let server: GitHubApiServer;

beforeAll(async () => {
  server = await startGitHubApiServer({ token: TOKEN });
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => {
  server.requests.length = 0;
  server.comments.length = 0;
  for (const key of Object.keys(server.faults) as (keyof typeof server.faults)[]) {
    delete server.faults[key];
  }
});

/** One upsert with a fresh client; returns what it resolved or rejected with, and the time. */
async function upsert(limits: Partial<GitHubLimits> = FAST) {
  const lines: string[] = [];
  const octokit = createGitHubClient(TOKEN, {
    baseUrl: server.url,
    limits,
    log: { info: (m) => lines.push(m) },
  });
  const started = performance.now();
  const outcome = await upsertComment(octokit, {
    owner: 'octo',
    repo: 'distil',
    issueNumber: 7,
    marker: MARK,
    body: `${MARK}\nreport`,
  }).then(
    (result) => ({ result, error: null }),
    (error: unknown) => ({ result: null, error: (error as Error).message }),
  );
  return { ...outcome, ms: performance.now() - started, lines };
}
const count = (kind: string): number => server.requests.filter((r) => r.kind === kind).length;
const times = (kind: string): number[] =>
  server.requests.filter((r) => r.kind === kind).map((r) => r.at);

describe('retries with back-off on 5xx', { timeout: TEST_TIMEOUT }, () => {
  it('gets through two 500s on the list: 3 attempts, back-off 100 ms then 400 ms', async () => {
    server.faults.list = [
      { status: 500, message: 'Server Error' },
      { status: 502, message: 'Bad Gateway' },
    ];
    const { result, error } = await upsert();
    expect(error).toBeNull();
    expect(result?.action).toBe('created');
    expect(server.comments).toHaveLength(1);
    // 3 lists before the create, 1 after it.
    expect(count('listComments')).toBe(4);
    const [a, b, c] = times('listComments') as [number, number, number];
    expect(b - a).toBeGreaterThanOrEqual(95);
    expect(c - b).toBeGreaterThanOrEqual(395);
  });

  it('gives up after 3 attempts with a line naming the call, the status and the attempts', async () => {
    server.faults.list = { status: 500, message: 'Server Error' };
    const { error } = await upsert();
    expect(error).toBe(
      'could not list comments on octo/distil#7: Server Error (HTTP 500, 3 attempts)',
    );
    expect(count('listComments')).toBe(3);
    expect(count('createComment')).toBe(0);
  });

  it('does not retry a 404 or a 422', async () => {
    server.faults.create = { status: 422, message: 'Validation Failed' };
    const { error } = await upsert();
    expect(error).toBe('could not create a comment on octo/distil#7: Validation Failed (HTTP 422)');
    expect(count('createComment')).toBe(1);
  });
});

describe('rate limits', { timeout: TEST_TIMEOUT }, () => {
  it('waits out a 429 secondary rate limit for its Retry-After of 1 s on the list', async () => {
    server.faults.list = [secondaryRateLimit(429, 1)];
    const { result, error } = await upsert();
    expect(error).toBeNull();
    expect(result?.action).toBe('created');
    expect(count('listComments')).toBe(3);
    const [first, second] = times('listComments') as [number, number];
    expect(second - first).toBeGreaterThanOrEqual(990);
  });

  it('waits out a 429 on the create too, paced as GitHub asks for writes that notify (3 s apart)', async () => {
    server.faults.create = [secondaryRateLimit(429, 1)];
    const { result, error, lines } = await upsert();
    expect(error).toBeNull();
    expect(result?.action).toBe('created');
    expect(count('createComment')).toBe(2);
    expect(server.comments).toHaveLength(1);
    const [first, second] = times('createComment') as [number, number];
    expect(second - first).toBeGreaterThanOrEqual(990);
    expect(lines).toEqual([
      'GitHub API secondary rate limit on POST /repos/octo/distil/issues/7/comments: retrying in 1 s',
    ]);
  });

  it('waits out a 403 secondary rate limit on the list the same way, and does not call it a permission problem', async () => {
    server.faults.list = [secondaryRateLimit(403, 1)];
    const { error } = await upsert();
    expect(error).toBeNull();
    const [first, second] = times('listComments') as [number, number];
    expect(second - first).toBeGreaterThanOrEqual(990);

    // No retries left: the 403 on create is named a rate limit, with no advice about permissions.
    server.comments.length = 0;
    server.faults.create = secondaryRateLimit(403, 1);
    const failed = await upsert({ ...FAST, retries: 0 });
    expect(failed.error).toBe(
      'could not create a comment on octo/distil#7: You have exceeded a secondary rate limit. Please wait a few minutes before you try again. (HTTP 403)',
    );
  });

  it('does not wait a Retry-After longer than allowed: one request, a fast failure', async () => {
    server.faults.create = secondaryRateLimit(429, 60);
    const { error, lines } = await upsert();
    expect(error).toBe(
      'could not create a comment on octo/distil#7: You have exceeded a secondary rate limit. Please wait a few minutes before you try again. (HTTP 429)',
    );
    expect(count('createComment')).toBe(1);
    expect(lines).toEqual([
      'GitHub API secondary rate limit on POST /repos/octo/distil/issues/7/comments: not waiting 60 s',
    ]);
  });

  it('does not wait an hour for a primary rate limit to reset', async () => {
    server.faults.list = primaryRateLimit(Math.floor(Date.now() / 1000) + 3600);
    const { error } = await upsert();
    expect(error).toBe(
      'could not list comments on octo/distil#7: API rate limit exceeded for installation ID 1. (HTTP 403)',
    );
    expect(count('listComments')).toBe(1);
  });
});

describe('timeouts', { timeout: TEST_TIMEOUT }, () => {
  it('aborts a stalled request after 300 ms, three times, and fails in about 1.2 s', async () => {
    server.faults.list = { stall: true };
    const { error, ms } = await upsert();
    expect(error).toBe(
      'could not list comments on octo/distil#7: no answer within 0.3 s (3 attempts)',
    );
    expect(count('listComments')).toBe(3);
    // 3 × 300 ms + 100 + 400 ms of back-off, plus the viewer query.
    expect(ms).toBeGreaterThanOrEqual(1_400);
  });

  it('recovers when only the first attempt stalls', async () => {
    server.faults.create = [{ stall: true }];
    const { result, error } = await upsert();
    expect(error).toBeNull();
    expect(result?.action).toBe('created');
    expect(count('createComment')).toBe(2);
    expect(server.comments).toHaveLength(1);
  });

  it('cuts the last attempt short to end with the budget', async () => {
    server.faults.list = { stall: true };
    const { error, ms } = await upsert({ ...FAST, attemptTimeoutMs: 600, budgetMs: 1_000 });
    // 600 ms, back-off 100 ms, then about 0.3 s left for the second attempt (less on a loaded
    // machine, where the retry starts late), and none for a third.
    expect(error).toMatch(
      /^could not list comments on octo\/distil#7: no answer within 0(?:\.[0-3])? s, the rest of the 1 s allowed for GitHub API requests, and then the 1 s allowed for GitHub API requests were spent \(2 attempts\)$/,
    );
    expect(count('listComments')).toBe(2);
    // The budget, and the back-off the retry plugin sleeps before it finds the budget spent.
    expect(ms).toBeGreaterThanOrEqual(990);
  });

  it('ends everything when the budget is spent, whatever the retries left', async () => {
    server.faults.list = { stall: true };
    const { error } = await upsert({
      ...FAST,
      attemptTimeoutMs: 400,
      retries: 5,
      budgetMs: 1_000,
    });
    // 400 ms, back-off 100, 400 ms, back-off 400: the budget is gone before the third attempt.
    // On a loaded machine the second attempt starts late enough to be cut to the budget's
    // rest (0.4 s down to 0 s, as late as it starts); either way two attempts were made and the
    // budget ended them.
    expect(error).toMatch(
      /^could not list comments on octo\/distil#7: no answer within (?:0\.4 s, |0(?:\.[0-4])? s, the rest of the 1 s allowed for GitHub API requests, )and then the 1 s allowed for GitHub API requests were spent \(2 attempts\)$/,
    );
    expect(count('listComments')).toBe(2);
  });

  it('refuses a new request at once when an earlier one spent the budget', async () => {
    server.faults.pull = { stall: true };
    const octokit = createGitHubClient(TOKEN, {
      baseUrl: server.url,
      limits: { ...FAST, retries: 0, budgetMs: 500 },
    });
    const pull = { owner: 'octo', repo: 'distil', pull_number: 7 };
    await expect(octokit.rest.pulls.get(pull)).rejects.toThrow('no answer within 0.3 s');
    await new Promise((resolve) => setTimeout(resolve, 250));
    await expect(
      octokit.rest.issues.listComments({ owner: 'octo', repo: 'distil', issue_number: 7 }),
    ).rejects.toThrow(
      'GET /repos/octo/distil/issues/7/comments: the 0.5 s allowed for GitHub API requests are spent',
    );
    expect(count('listComments')).toBe(0);
  });

  it('has defaults that bound a stalled API to about 30 s', () => {
    const d = DEFAULT_GITHUB_LIMITS;
    expect(d).toEqual({
      attemptTimeoutMs: 10_000,
      retries: 2,
      backoffMs: 1_000,
      maxRateLimitWaitMs: 10_000,
      budgetMs: 30_000,
    });
    // Three attempts and two back-offs (1 s, 4 s) would be 35 s: the budget cuts the third to 5 s.
    expect(3 * d.attemptTimeoutMs + d.backoffMs * (1 + 4)).toBeGreaterThan(d.budgetMs);
  });
});
