import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createGitHubClient, type Octokit } from '../../src/github/client.js';
import { upsertComment } from '../../src/github/comment.js';
import { startGitHubApiServer, type GitHubApiServer } from '../servers/github-api.js';

const TOKEN = 'ghs_commenttoken';
const BOT = 'github-actions[bot]';
let server: GitHubApiServer;
let octokit: Octokit;

beforeAll(async () => {
  server = await startGitHubApiServer({ token: TOKEN, login: BOT });
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => {
  server.requests.length = 0;
  server.comments.length = 0;
  server.latencyMs = 0;
  for (const key of Object.keys(server.faults) as (keyof typeof server.faults)[]) {
    delete server.faults[key];
  }
  octokit = createGitHubClient(TOKEN, { baseUrl: server.url });
});

const MARK = '<!-- metacompress:gate -->';
const params = (text: string, issueNumber = 7, marker = MARK) => ({
  owner: 'octo',
  repo: 'distil',
  issueNumber,
  marker,
  body: `${marker}\n${text}`,
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

  it('answers the viewer query with the token’s login, and deletes a comment with 204', async () => {
    const viewer = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { authorization: `bearer ${TOKEN}`.replace('bearer', 'Bearer') },
      body: JSON.stringify({ query: 'query { viewer { login } }' }),
    });
    expect(await viewer.json()).toEqual({ data: { viewer: { login: BOT } } });
    const [c] = server.seedComments('octo', 'distil', 3, ['x']);
    const url = `${server.url}/repos/octo/distil/issues/comments/${c!.id}`;
    const headers = { authorization: `token ${TOKEN}` };
    expect((await fetch(url, { method: 'DELETE', headers })).status).toBe(204);
    expect((await fetch(url, { method: 'DELETE', headers })).status).toBe(404);
    expect(server.comments).toEqual([]);
  });
});

describe('upsertComment', () => {
  it('asks whose token it is, lists, creates, and lists again', async () => {
    const result = await upsertComment(octokit, params('## Gate: pass'));
    expect(server.comments).toHaveLength(1);
    expect(server.comments[0]).toMatchObject({ body: `${MARK}\n## Gate: pass`, login: BOT });
    expect(result).toEqual({
      action: 'created',
      url: `https://github.com/octo/distil/pull/7#issuecomment-${server.comments[0]?.id}`,
      removed: 0,
    });
    expect(kinds()).toEqual([
      'POST viewer',
      'GET listComments',
      'POST createComment',
      'GET listComments',
    ]);
    expect(server.requests[1]?.headers.authorization).toBe(`token ${TOKEN}`);
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
      removed: 0,
    });
    expect(ours?.body).toBe(`${MARK}\nnew report`);
    expect(server.comments).toHaveLength(232);
    expect(kinds()).toEqual([
      'POST viewer',
      'GET listComments',
      'GET listComments',
      'GET listComments',
      'PATCH updateComment',
    ]);
    // Pages 2 and 3 come from the Link header's repository-id URLs.
    expect(server.requests[2]?.url).toMatch(
      /^\/repositories\/\d+\/issues\/7\/comments\?per_page=100&page=2$/,
    );
  });

  it('does not re-post an unchanged body', async () => {
    await upsertComment(octokit, params('same'));
    server.requests.length = 0;
    const result = await upsertComment(octokit, params('same'));
    expect(result.action).toBe('unchanged');
    expect(kinds()).toEqual(['POST viewer', 'GET listComments']);
  });

  it('keeps one comment per marker across repeated runs', async () => {
    await upsertComment(octokit, params('run 1'));
    await upsertComment(octokit, params('run 2'));
    await upsertComment(octokit, params('other job', 7, '<!-- metacompress:gate-gpu -->'));
    await upsertComment(octokit, params('run 3'));
    expect(server.comments.map((c) => c.body)).toEqual([
      `${MARK}\nrun 3`,
      '<!-- metacompress:gate-gpu -->\nother job',
    ]);
  });

  it('leaves a marked comment of another account alone and writes its own', async () => {
    const [quoted] = server.seedComments(
      'octo',
      'distil',
      7,
      [`${MARK}\nquoted by a human`],
      'octocat',
    );
    const [otherBot] = server.seedComments(
      'octo',
      'distil',
      7,
      [`${MARK}\nanother bot`],
      'other-app[bot]',
    );
    const result = await upsertComment(octokit, params('ours'));
    expect(result.action).toBe('created');
    expect(server.comments.map((c) => [c.login, c.body])).toEqual([
      ['octocat', `${MARK}\nquoted by a human`],
      ['other-app[bot]', `${MARK}\nanother bot`],
      [BOT, `${MARK}\nours`],
    ]);
    expect(quoted?.updatedAt).toBe(quoted?.createdAt);
    expect(otherBot?.updatedAt).toBe(otherBot?.createdAt);
  });

  it('leaves its own comment that only quotes the marker alone (before: overwritten, or deleted as a duplicate)', async () => {
    // The same account's other comments: one quoting the marker in a reply, one with it on line 2.
    const [reply, second] = server.seedComments('octo', 'distil', 7, [
      `Why did this fail? The gate's comment starts with ${MARK}`,
      `note\n${MARK}\nnot the gate's`,
    ]);
    const first = await upsertComment(octokit, params('run 1'));
    expect(first.action).toBe('created');
    const again = await upsertComment(octokit, params('run 2'));
    expect(again).toMatchObject({ action: 'updated', removed: 0 });
    expect(server.comments.map((c) => c.body)).toEqual([
      `Why did this fail? The gate's comment starts with ${MARK}`,
      `note\n${MARK}\nnot the gate's`,
      `${MARK}\nrun 2`,
    ]);
    expect(reply?.updatedAt).toBe(reply?.createdAt);
    expect(second?.updatedAt).toBe(second?.createdAt);
  });

  it('finds its comment stored with CRLF line breaks', async () => {
    const [stored] = server.seedComments('octo', 'distil', 7, [`${MARK}\r\nrun 1`]);
    const result = await upsertComment(octokit, params('run 2'));
    expect(result).toMatchObject({ action: 'updated', removed: 0 });
    expect(stored?.body).toBe(`${MARK}\nrun 2`);
  });

  it('finds its comment under a personal token too (the login is the user’s)', async () => {
    const user = await startGitHubApiServer({ token: 'ghp_user', login: 'octocat' });
    try {
      const client = createGitHubClient('ghp_user', { baseUrl: user.url });
      user.seedComments('octo', 'distil', 7, [`${MARK}\nby the bot`], BOT);
      const [mine] = user.seedComments('octo', 'distil', 7, [`${MARK}\nmine`], 'octocat');
      const result = await upsertComment(client, params('mine, updated'));
      expect(result).toMatchObject({ action: 'updated', removed: 0 });
      expect(mine?.body).toBe(`${MARK}\nmine, updated`);
      expect(user.comments[0]?.body).toBe(`${MARK}\nby the bot`);
    } finally {
      await user.close();
    }
  });

  it('cleans up duplicates an earlier race left: keeps the oldest, deletes the rest', async () => {
    const [first, second, third] = server.seedComments('octo', 'distil', 7, [
      `${MARK}\nrun A`,
      `${MARK}\nrun B`,
      `${MARK}\nrun C`,
    ]);
    const result = await upsertComment(octokit, params('run D'));
    expect(result).toEqual({
      action: 'updated',
      url: `https://github.com/octo/distil/pull/7#issuecomment-${first?.id}`,
      removed: 2,
    });
    expect(server.comments.map((c) => [c.id, c.body])).toEqual([[first?.id, `${MARK}\nrun D`]]);
    expect(kinds()).toEqual([
      'POST viewer',
      'GET listComments',
      'PATCH updateComment',
      'DELETE deleteComment',
      'DELETE deleteComment',
    ]);
    expect(server.requests.slice(-2).map((r) => r.path)).toEqual([
      `/repos/octo/distil/issues/comments/${second?.id}`,
      `/repos/octo/distil/issues/comments/${third?.id}`,
    ]);
  });

  it('still reports the comment it created when the list after it fails', async () => {
    server.faults.list = [{ pass: true }, { status: 404, message: 'Not Found' }];
    const result = await upsertComment(octokit, params('posted'));
    expect(result).toEqual({
      action: 'created',
      url: `https://github.com/octo/distil/pull/7#issuecomment-${server.comments[0]?.id}`,
      removed: 0,
    });
    expect(server.comments).toHaveLength(1);
    expect(kinds()).toEqual([
      'POST viewer',
      'GET listComments',
      'POST createComment',
      'GET listComments',
    ]);
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

  it('says so when it cannot tell whose token it is', async () => {
    server.faults.viewer = { status: 401, message: 'Bad credentials' };
    await expect(upsertComment(octokit, params('x'))).rejects.toThrow(
      'could not tell which account the token belongs to on octo/distil#7: Bad credentials (HTTP 401)',
    );
    expect(kinds()).toEqual(['POST viewer']);
  });

  it('refuses a body without its marker before any request', async () => {
    await expect(
      upsertComment(octokit, { ...params('x'), body: 'no marker here' }),
    ).rejects.toThrow(RangeError);
    await expect(upsertComment(octokit, { ...params('x'), marker: 'gate' })).rejects.toThrow(
      /first line must be its marker, an HTML comment/,
    );
    expect(server.requests).toEqual([]);
  });
});
