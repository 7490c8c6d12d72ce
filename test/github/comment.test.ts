import { getOctokit } from '@actions/github';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  COMMENT_LIMIT,
  commentMarker,
  DEFAULT_TRUNCATION_POINTER,
  truncateBody,
  upsertComment,
  type Octokit,
} from '../../src/github/comment.js';
import { startGitHubApiServer, type GitHubApiServer } from '../servers/github-api.js';

const TOKEN = 'ghs_commenttoken';
let server: GitHubApiServer;
let octokit: Octokit;

beforeAll(async () => {
  server = await startGitHubApiServer({ token: TOKEN });
  octokit = getOctokit(TOKEN, { baseUrl: server.url });
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

const MARK = '<!-- metacompress:gate -->';
const params = (body: string, issueNumber = 7) => ({
  owner: 'octo',
  repo: 'distil',
  issueNumber,
  marker: 'gate',
  body,
});
const kinds = (): string[] => server.requests.map((r) => `${r.method} ${r.kind}`);

describe('the local GitHub API server', () => {
  it('paginates issue comments with a Link header shaped like api.github.com', async () => {
    server.seedComments('octo', 'distil', 3, ['a', 'b', 'c', 'd', 'e']);
    const res = await fetch(`${server.url}/repos/octo/distil/issues/3/comments?per_page=2&page=2`, {
      headers: { authorization: `token ${TOKEN}` },
    });
    const body = (await res.json()) as { body: string }[];
    expect(body.map((c) => c.body)).toEqual(['c', 'd']);
    const base = /^<(http:\/\/127\.0\.0\.1:\d+\/repositories\/\d+)\/issues/.exec(
      res.headers.get('link') ?? '',
    )?.[1];
    expect(res.headers.get('link')).toBe(
      `<${base}/issues/3/comments?per_page=2&page=1>; rel="prev", ` +
        `<${base}/issues/3/comments?per_page=2&page=3>; rel="next", ` +
        `<${base}/issues/3/comments?per_page=2&page=3>; rel="last", ` +
        `<${base}/issues/3/comments?per_page=2&page=1>; rel="first"`,
    );
  });

  it('answers 401 with GitHub’s error body for a bad token', async () => {
    const res = await fetch(`${server.url}/repos/octo/distil/issues/3/comments`, {
      headers: { authorization: 'token wrong' },
    });
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ message: 'Bad credentials', status: '401' });
  });
});

describe('upsertComment', () => {
  it('creates a comment that starts with the hidden marker', async () => {
    const result = await upsertComment(octokit, params('## Gate: pass'));
    expect(result.action).toBe('created');
    expect(server.comments).toHaveLength(1);
    expect(server.comments[0]?.body).toBe(`${MARK}\n## Gate: pass`);
    expect(result.url).toBe(
      `https://github.com/octo/distil/pull/7#issuecomment-${server.comments[0]?.id}`,
    );
    expect(kinds()).toEqual(['GET listComments', 'POST createComment']);
    expect(server.requests[0]?.headers.authorization).toBe(`token ${TOKEN}`);
  });

  it('finds its comment on the third page and updates it in place', async () => {
    const others = Array.from({ length: 230 }, (_, i) => `comment ${i}`);
    server.seedComments('octo', 'distil', 7, others, 'someone');
    const [ours] = server.seedComments('octo', 'distil', 7, [`${MARK}\nold report`]);
    server.seedComments('octo', 'distil', 7, ['later comment'], 'someone');

    const result = await upsertComment(octokit, params('new report'));
    expect(result).toEqual({
      action: 'updated',
      url: `https://github.com/octo/distil/pull/7#issuecomment-${ours?.id}`,
    });
    expect(ours?.body).toBe(`${MARK}\nnew report`);
    expect(server.comments).toHaveLength(232);
    expect(kinds()).toEqual([
      'GET listComments',
      'GET listComments',
      'GET listComments',
      'PATCH updateComment',
    ]);
    // Pages 2 and 3 come from the Link header's repository-id URLs.
    expect(server.requests[1]?.url).toMatch(
      /^\/repositories\/\d+\/issues\/7\/comments\?per_page=100&page=2$/,
    );
  });

  it('does not re-post an unchanged body', async () => {
    await upsertComment(octokit, params('same'));
    server.requests.length = 0;
    const result = await upsertComment(octokit, params('same'));
    expect(result.action).toBe('unchanged');
    expect(kinds()).toEqual(['GET listComments']);
  });

  it('never duplicates: repeated runs keep one comment per marker id', async () => {
    await upsertComment(octokit, params('run 1'));
    await upsertComment(octokit, params('run 2'));
    await upsertComment(octokit, { ...params('other job'), marker: 'gate-gpu' });
    await upsertComment(octokit, params('run 3'));
    expect(server.comments.map((c) => c.body)).toEqual([
      `${MARK}\nrun 3`,
      '<!-- metacompress:gate-gpu -->\nother job',
    ]);
  });

  it('keeps a body that already contains the marker as it is', async () => {
    await upsertComment(octokit, params(`# Report\n${MARK}`));
    expect(server.comments[0]?.body).toBe(`# Report\n${MARK}`);
  });

  it('cuts a body over 65,536 characters and points to the job summary', async () => {
    const row = '| MR1 | 0.010 | 0.020 | pass |\n';
    const long = row.repeat(Math.ceil(70_000 / row.length));
    await upsertComment(octokit, params(long));
    const posted = server.comments[0]?.body ?? '';
    expect(posted.length).toBeLessThanOrEqual(COMMENT_LIMIT);
    expect(posted.startsWith(`${MARK}\n| MR1`)).toBe(true);
    expect(posted.endsWith(`|\n\n${DEFAULT_TRUNCATION_POINTER}`)).toBe(true);
  });

  it('explains a 403 on create with the permission to add', async () => {
    server.faults.create = { status: 403, message: 'Resource not accessible by integration' };
    await expect(upsertComment(octokit, params('x'))).rejects.toThrow(
      'could not create a comment on octo/distil#7: Resource not accessible by integration (HTTP 403); give the job "permissions: pull-requests: write" (a pull request from a fork only gets a read-only token)',
    );
  });

  it('reports a failed update with its status', async () => {
    await upsertComment(octokit, params('v1'));
    server.faults.update = { status: 404, message: 'Not Found' };
    await expect(upsertComment(octokit, params('v2'))).rejects.toThrow(
      `could not update comment ${server.comments[0]?.id} on octo/distil#7: Not Found (HTTP 404)`,
    );
  });

  it('rejects a marker id that could break out of the HTML comment', async () => {
    await expect(upsertComment(octokit, { ...params('x'), marker: 'a -->' })).rejects.toThrow(
      RangeError,
    );
    expect(server.requests).toEqual([]);
  });
});

describe('commentMarker', () => {
  it('wraps the id in a hidden HTML comment', () => {
    expect(commentMarker('gate/cpu-1')).toBe('<!-- metacompress:gate/cpu-1 -->');
  });
});

describe('truncateBody', () => {
  const lone = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

  it('returns a body within the limit unchanged', () => {
    expect(truncateBody('short', 10, 'p')).toBe('short');
    expect(truncateBody('x'.repeat(10), 10, 'p')).toBe('x'.repeat(10));
  });

  it('matches the documented example', () => {
    expect(truncateBody('line1\nline2\nline3', 16, 'cut')).toBe('line1\nline2\n\ncut');
  });

  it('never exceeds the limit and ends with the pointer', () => {
    for (const limit of [20, 21, 50, 1000]) {
      const out = truncateBody('y'.repeat(5000), limit, 'see summary');
      expect(out.length).toBeLessThanOrEqual(limit);
      expect(out.endsWith('\n\nsee summary')).toBe(true);
    }
  });

  it('does not split a surrogate pair at the cut', () => {
    const pointer = 'p';
    const limit = 12;
    // The cut falls between the halves of the emoji at index 8-9.
    const body = 'abcdefgh😀😀😀😀';
    for (const l of [limit, limit + 1]) {
      const out = truncateBody(body, l, pointer);
      expect(out.length).toBeLessThanOrEqual(l);
      expect(lone.test(out)).toBe(false);
    }
    expect(truncateBody(body, 12, pointer)).toBe('abcdefgh\n\np');
    expect(truncateBody(body, 13, pointer)).toBe('abcdefgh😀\n\np');
  });

  it('moves back to a line break when one is near', () => {
    const body = 'first line\nsecond line that is long';
    expect(truncateBody(body, 25, 'more')).toBe('first line\n\nmore');
  });

  it('closes a code fence left open by the cut', () => {
    const body = `intro\n\`\`\`text\n${'log line\n'.repeat(100)}\`\`\`\nafter`;
    const out = truncateBody(body, 200, 'cut');
    expect(out.length).toBeLessThanOrEqual(200);
    expect(out.endsWith('log line\n```\n\ncut')).toBe(true);
  });

  it('rejects a pointer longer than the limit and a bad limit', () => {
    expect(() => truncateBody('x'.repeat(100), 5, 'a long pointer')).toThrow(RangeError);
    expect(() => truncateBody('x', 0)).toThrow('limit must be a positive integer, got 0');
  });
});
