/**
 * A local stand-in for the parts of the GitHub REST API the action uses:
 * issue comments (list with pagination, create, update, delete), the token's
 * own login (GraphQL `viewer { login }`), release assets (release by tag,
 * asset download with Accept: application/octet-stream), and a pull
 * request's head (GET pulls/{number}, for the workflow_run recipe), and the
 * Actions endpoints of github-actions-api.ts (workflow runs, cache entries,
 * workflow artifacts, and a commit compared with a branch's history).
 *
 * Responses follow GitHub's shapes: list pages carry a Link header built the
 * way api.github.com builds it for issue comments (repository-id URLs, rel
 * order prev, next, last, first); errors carry GitHub's JSON error body.
 *
 * Faults are scripted per endpoint: an error status with headers (a 500, a
 * 429 or 403 secondary rate limit with Retry-After, a primary rate limit with
 * x-ratelimit-remaining: 0), or a stall that never answers; a list of faults
 * is answered in order, one per request. `latencyMs` delays every answer.
 */
import { createHash } from 'node:crypto';
import type * as http from 'node:http';
import { listen, sendJson, type Listening, type RecordedRequest } from './http.js';
import {
  actionsRoutes,
  repositoryId as repositoryIdOf,
  type ActionsApiOptions,
  type StoredRun,
} from './github-actions-api.js';

export type { StoredRun };

export interface StoredComment {
  id: number;
  owner: string;
  repo: string;
  issueNumber: number;
  body: string;
  login: string;
  createdAt: string;
  updatedAt: string;
}

export interface StoredAsset {
  id: number;
  name: string;
  content: Buffer;
  contentType: string;
  /** When set, the octet-stream download answers 302 to this URL (as GitHub does). */
  redirectTo?: string;
  /** When false, the asset JSON has no `digest` field (older GitHub responses). */
  withDigest: boolean;
}

export interface StoredRelease {
  id: number;
  owner: string;
  repo: string;
  tag: string;
  assets: StoredAsset[];
}

export interface GitHubError {
  status: number;
  message: string;
  /** Response headers, e.g. { 'retry-after': '1' }. */
  headers?: Record<string, string>;
  /** Answer this many requests with the error, then clear it; unlimited when absent. */
  times?: number;
}

/** Accept the request and never answer (until the server closes). */
export interface GitHubStall {
  stall: true;
  times?: number;
}

/** Answer normally: a step in a list of faults, e.g. [{ pass: true }, error] fails the second request. */
export interface GitHubPass {
  pass: true;
}

export type GitHubFault = GitHubError | GitHubStall | GitHubPass;

/** One fault for every request (or `times` of them), or a list answered one per request. */
export type FaultScript = GitHubFault | GitHubFault[];

export interface GitHubFaults {
  /** Comment list requests. */
  list?: FaultScript;
  /** Comment create requests. */
  create?: FaultScript;
  /** Comment update requests. */
  update?: FaultScript;
  /** Comment delete requests. */
  delete?: FaultScript;
  /** The GraphQL `viewer { login }` query. */
  viewer?: FaultScript;
  /** GET pulls/{number}. */
  pull?: FaultScript;
  /** The release-by-tag request. */
  release?: FaultScript;
  /** GET actions/runs/{id}. */
  run?: FaultScript;
  /** The artifact lists (the repository's, a run's). */
  artifacts?: FaultScript;
}

/** GitHub's answer to a secondary rate limit (403 or 429), with Retry-After in seconds. */
export function secondaryRateLimit(status: 403 | 429, retryAfter: number): GitHubError {
  return {
    status,
    message:
      'You have exceeded a secondary rate limit. Please wait a few minutes before you try again.',
    headers: { 'retry-after': String(retryAfter) },
  };
}

/** GitHub's answer when the primary rate limit is used up until `resetAt` (epoch seconds). */
export function primaryRateLimit(resetAt: number): GitHubError {
  return {
    status: 403,
    message: 'API rate limit exceeded for installation ID 1.',
    headers: {
      'x-ratelimit-limit': '5000',
      'x-ratelimit-remaining': '0',
      'x-ratelimit-reset': String(resetAt),
    },
  };
}

export interface GitHubApiServerOptions extends ActionsApiOptions {
  /** When set, requests must carry `Authorization: token|Bearer <token>` or get 401. */
  token?: string;
  /** Login of the user the token belongs to; new comments are authored by it. */
  login?: string;
}

export interface GitHubApiServer {
  url: string;
  requests: RecordedRequest[];
  comments: StoredComment[];
  releases: StoredRelease[];
  faults: GitHubFaults;
  /** Every answer waits this long first (0 by default); settable between requests. */
  latencyMs: number;
  /** Adds comments directly (as if posted earlier); returns them. */
  seedComments(
    owner: string,
    repo: string,
    issueNumber: number,
    bodies: string[],
    login?: string,
  ): StoredComment[];
  /** Pull requests GET /repos/{owner}/{repo}/pulls/{number} answers for (number -> head sha). */
  pullRequests: Map<string, { number: number; headSha: string; baseRef: string }>;
  addPullRequest(
    owner: string,
    repo: string,
    number: number,
    headSha: string,
    baseRef?: string,
  ): void;
  /** Workflow runs by `owner/repo#id`. */
  runs: Map<string, StoredRun>;
  addRun(owner: string, repo: string, id: number, run: StoredRun): void;
  /**
   * Sets a branch's history (its commits, oldest first), which the compare
   * endpoint answers from instead of the commits of the branch's runs: a
   * force-push, a branch renamed; null goes back to its runs' commits.
   */
  setHistory(owner: string, repo: string, branch: string, commits: string[] | null): void;
  addRelease(
    owner: string,
    repo: string,
    tag: string,
    assets: {
      name: string;
      content: Buffer | string;
      contentType?: string;
      redirectTo?: string;
      withDigest?: boolean;
    }[],
  ): StoredRelease;
  close(): Promise<void>;
}

const DOCS = 'https://docs.github.com/rest';
const DEFAULT_PER_PAGE = 30;
const MAX_PER_PAGE = 100;

function errorBody(status: number, message: string, doc: string): Record<string, string> {
  return { message, documentation_url: `${DOCS}/${doc}`, status: String(status) };
}

function repositoryId(owner: string, repo: string): number {
  return repositoryIdOf(`${owner}/${repo}`);
}

export async function startGitHubApiServer(
  options: GitHubApiServerOptions = {},
): Promise<GitHubApiServer> {
  const login = options.login ?? 'github-actions[bot]';
  const comments: StoredComment[] = [];
  const releases: StoredRelease[] = [];
  const pullRequests = new Map<string, { number: number; headSha: string; baseRef: string }>();
  const runs = new Map<string, StoredRun>();
  const histories = new Map<string, string[]>();
  const faults: GitHubFaults = {};
  const take = (name: keyof GitHubFaults): GitHubError | GitHubStall | undefined => {
    const script = faults[name];
    let next: GitHubFault | undefined;
    if (Array.isArray(script)) {
      next = script.shift();
      if (script.length === 0) delete faults[name];
    } else {
      next = script;
      if (script && 'times' in script && script.times !== undefined && --script.times <= 0) {
        delete faults[name];
      }
    }
    return next === undefined || 'pass' in next ? undefined : next;
  };
  /** Answers with the fault's error, or holds the request until the socket closes. */
  const answerFault = async (
    res: http.ServerResponse,
    fault: GitHubError | GitHubStall,
    doc: string,
  ): Promise<void> => {
    if ('stall' in fault) {
      await new Promise<void>((resolve) => res.once('close', () => resolve()));
      return;
    }
    sendJson(res, fault.status, errorBody(fault.status, fault.message, doc), fault.headers ?? {});
  };
  const settings = { latencyMs: 0 };
  const repoById = new Map<number, { owner: string; repo: string }>();
  let nextId = 1000;
  let clock = Date.parse('2025-01-01T00:00:00Z');
  const now = (): string => new Date((clock += 1000)).toISOString();

  let base = '';
  const actions = actionsRoutes(options, runs, histories, async (name, res, doc) => {
    const due = take(name);
    if (due) await answerFault(res, due, doc);
    return due !== undefined;
  });

  const rememberRepo = (owner: string, repo: string): number => {
    const id = repositoryId(owner, repo);
    repoById.set(id, { owner, repo });
    return id;
  };

  const commentJson = (c: StoredComment): Record<string, unknown> => ({
    id: c.id,
    node_id: `IC_${c.id}`,
    url: `${base}/repos/${c.owner}/${c.repo}/issues/comments/${c.id}`,
    html_url: `https://github.com/${c.owner}/${c.repo}/pull/${c.issueNumber}#issuecomment-${c.id}`,
    issue_url: `${base}/repos/${c.owner}/${c.repo}/issues/${c.issueNumber}`,
    body: c.body,
    user: { login: c.login, id: 41898282, type: c.login.endsWith('[bot]') ? 'Bot' : 'User' },
    created_at: c.createdAt,
    updated_at: c.updatedAt,
    author_association: 'NONE',
    performed_via_github_app: null,
  });

  const assetJson = (r: StoredRelease, a: StoredAsset): Record<string, unknown> => ({
    url: `${base}/repos/${r.owner}/${r.repo}/releases/assets/${a.id}`,
    id: a.id,
    node_id: `RA_${a.id}`,
    name: a.name,
    label: '',
    content_type: a.contentType,
    state: 'uploaded',
    size: a.content.length,
    ...(a.withDigest
      ? { digest: `sha256:${createHash('sha256').update(a.content).digest('hex')}` }
      : {}),
    download_count: 0,
    browser_download_url: `https://github.com/${r.owner}/${r.repo}/releases/download/${r.tag}/${a.name}`,
  });

  const authorized = (req: http.IncomingMessage): boolean => {
    if (options.token === undefined) return true;
    const header = req.headers.authorization ?? '';
    return header === `token ${options.token}` || header === `Bearer ${options.token}`;
  };

  const listComments = async (
    res: http.ServerResponse,
    rec: RecordedRequest,
    owner: string,
    repo: string,
    issueNumber: number,
  ): Promise<void> => {
    rec.kind = 'listComments';
    const listFault = take('list');
    if (listFault) {
      await answerFault(res, listFault, 'issues/comments#list-issue-comments');
      return;
    }
    const perPageRaw = Number(rec.query.get('per_page') ?? DEFAULT_PER_PAGE);
    const perPage = Math.min(Math.max(1, perPageRaw || DEFAULT_PER_PAGE), MAX_PER_PAGE);
    const page = Math.max(1, Number(rec.query.get('page') ?? 1) || 1);
    const all = comments.filter(
      (c) => c.owner === owner && c.repo === repo && c.issueNumber === issueNumber,
    );
    const lastPage = Math.max(1, Math.ceil(all.length / perPage));
    const slice = all.slice((page - 1) * perPage, page * perPage);

    // GitHub builds these with the repository id and keeps the caller's per_page.
    const id = rememberRepo(owner, repo);
    const pageUrl = (p: number): string => {
      const q = new URLSearchParams();
      if (rec.query.has('per_page')) q.set('per_page', String(perPage));
      q.set('page', String(p));
      return `<${base}/repositories/${id}/issues/${issueNumber}/comments?${q.toString()}>`;
    };
    const links: string[] = [];
    if (page > 1) links.push(`${pageUrl(page - 1)}; rel="prev"`);
    if (page < lastPage) {
      links.push(`${pageUrl(page + 1)}; rel="next"`);
      links.push(`${pageUrl(lastPage)}; rel="last"`);
    }
    if (page > 1) links.push(`${pageUrl(1)}; rel="first"`);
    sendJson(res, 200, slice.map(commentJson), links.length ? { link: links.join(', ') } : {});
  };

  const route = async (
    req: http.IncomingMessage,
    res: http.ServerResponse,
    rec: RecordedRequest,
  ): Promise<void> => {
    if (settings.latencyMs > 0) {
      await new Promise((resolve) => setTimeout(resolve, settings.latencyMs));
    }
    if (!authorized(req)) {
      sendJson(
        res,
        401,
        errorBody(401, 'Bad credentials', 'overview/troubleshooting-the-rest-api'),
      );
      return;
    }
    const method = rec.method;
    let m: RegExpMatchArray | null;

    if ((m = rec.path.match(/^\/repos\/([^/]+)\/([^/]+)\/issues\/(\d+)\/comments$/))) {
      const [, owner = '', repo = '', num = ''] = m;
      if (method === 'GET') {
        await listComments(res, rec, owner, repo, Number(num));
        return;
      }
      if (method === 'POST') {
        rec.kind = 'createComment';
        const createFault = take('create');
        if (createFault) {
          await answerFault(res, createFault, 'issues/comments#create-an-issue-comment');
          return;
        }
        const payload = JSON.parse(rec.body.toString('utf8') || '{}') as { body?: unknown };
        if (typeof payload.body !== 'string') {
          sendJson(res, 422, {
            ...errorBody(422, 'Invalid request.', 'issues/comments#create-an-issue-comment'),
            message: 'Invalid request.\n\n"body" wasn\'t supplied.',
          });
          return;
        }
        if (payload.body.length > 65536) {
          sendJson(res, 422, {
            message: 'Validation Failed',
            errors: [
              {
                resource: 'IssueComment',
                code: 'custom',
                field: 'body',
                message: 'body is too long (maximum is 65536 characters)',
              },
            ],
            documentation_url: `${DOCS}/issues/comments#create-an-issue-comment`,
            status: '422',
          });
          return;
        }
        const t = now();
        const c: StoredComment = {
          id: nextId++,
          owner,
          repo,
          issueNumber: Number(num),
          body: payload.body,
          login,
          createdAt: t,
          updatedAt: t,
        };
        comments.push(c);
        sendJson(res, 201, commentJson(c), {
          location: `${base}/repos/${owner}/${repo}/issues/comments/${c.id}`,
        });
        return;
      }
    }

    if (
      (m = rec.path.match(/^\/repositories\/(\d+)\/issues\/(\d+)\/comments$/)) &&
      method === 'GET'
    ) {
      const found = repoById.get(Number(m[1]));
      if (!found) {
        sendJson(res, 404, errorBody(404, 'Not Found', 'issues/comments'));
        return;
      }
      await listComments(res, rec, found.owner, found.repo, Number(m[2]));
      return;
    }

    if ((m = rec.path.match(/^\/repos\/([^/]+)\/([^/]+)\/issues\/comments\/(\d+)$/))) {
      const [, owner = '', repo = '', idText = ''] = m;
      const c = comments.find(
        (x) => x.owner === owner && x.repo === repo && x.id === Number(idText),
      );
      if (method === 'PATCH') {
        rec.kind = 'updateComment';
        const updateFault = take('update');
        if (updateFault) {
          await answerFault(res, updateFault, 'issues/comments#update-an-issue-comment');
          return;
        }
        if (!c) {
          sendJson(
            res,
            404,
            errorBody(404, 'Not Found', 'issues/comments#update-an-issue-comment'),
          );
          return;
        }
        const payload = JSON.parse(rec.body.toString('utf8') || '{}') as { body?: unknown };
        if (typeof payload.body === 'string') c.body = payload.body;
        c.updatedAt = now();
        sendJson(res, 200, commentJson(c));
        return;
      }
      if (method === 'DELETE') {
        rec.kind = 'deleteComment';
        const deleteFault = take('delete');
        if (deleteFault) {
          await answerFault(res, deleteFault, 'issues/comments#delete-an-issue-comment');
          return;
        }
        if (!c) {
          sendJson(
            res,
            404,
            errorBody(404, 'Not Found', 'issues/comments#delete-an-issue-comment'),
          );
          return;
        }
        comments.splice(comments.indexOf(c), 1);
        res.writeHead(204);
        res.end();
        return;
      }
      if (method === 'GET' && c) {
        sendJson(res, 200, commentJson(c));
        return;
      }
    }

    if (rec.path === '/graphql' && method === 'POST') {
      rec.kind = 'graphql';
      const payload = JSON.parse(rec.body.toString('utf8') || '{}') as { query?: unknown };
      // Only the query the action sends: the token's own login.
      if (
        typeof payload.query !== 'string' ||
        !/^\s*(query\s*)?\{\s*viewer\s*\{\s*login\s*\}\s*\}\s*$/.test(payload.query)
      ) {
        sendJson(res, 200, {
          errors: [
            {
              message: `this test server answers only { viewer { login } }, got ${JSON.stringify(payload.query)}`,
            },
          ],
        });
        return;
      }
      rec.kind = 'viewer';
      const viewerFault = take('viewer');
      if (viewerFault) {
        await answerFault(res, viewerFault, 'graphql');
        return;
      }
      sendJson(res, 200, { data: { viewer: { login } } });
      return;
    }

    if (await actions(base, rec, res)) return;

    if ((m = rec.path.match(/^\/repos\/([^/]+)\/([^/]+)\/pulls\/(\d+)$/)) && method === 'GET') {
      rec.kind = 'getPullRequest';
      const [, owner = '', repo = '', num = ''] = m;
      const pullFault = take('pull');
      if (pullFault) {
        await answerFault(res, pullFault, 'pulls/pulls#get-a-pull-request');
        return;
      }
      const pr = pullRequests.get(`${owner}/${repo}#${num}`);
      if (!pr) {
        sendJson(res, 404, errorBody(404, 'Not Found', 'pulls/pulls#get-a-pull-request'));
        return;
      }
      sendJson(res, 200, {
        url: `${base}/repos/${owner}/${repo}/pulls/${pr.number}`,
        html_url: `https://github.com/${owner}/${repo}/pull/${pr.number}`,
        number: pr.number,
        state: 'open',
        head: { ref: `feature-${pr.number}`, sha: pr.headSha },
        base: { ref: pr.baseRef, sha: '0'.repeat(40) },
      });
      return;
    }

    if (
      (m = rec.path.match(/^\/repos\/([^/]+)\/([^/]+)\/releases\/tags\/(.+)$/)) &&
      method === 'GET'
    ) {
      rec.kind = 'getReleaseByTag';
      const [, owner = '', repo = '', tagEnc = ''] = m;
      const releaseFault = take('release');
      if (releaseFault) {
        await answerFault(res, releaseFault, 'releases/releases#get-a-release-by-tag-name');
        return;
      }
      const tag = decodeURIComponent(tagEnc);
      const r = releases.find((x) => x.owner === owner && x.repo === repo && x.tag === tag);
      if (!r) {
        sendJson(
          res,
          404,
          errorBody(404, 'Not Found', 'releases/releases#get-a-release-by-tag-name'),
        );
        return;
      }
      sendJson(res, 200, {
        url: `${base}/repos/${owner}/${repo}/releases/${r.id}`,
        html_url: `https://github.com/${owner}/${repo}/releases/tag/${r.tag}`,
        assets_url: `${base}/repos/${owner}/${repo}/releases/${r.id}/assets`,
        id: r.id,
        tag_name: r.tag,
        name: r.tag,
        draft: false,
        prerelease: false,
        assets: r.assets.map((a) => assetJson(r, a)),
      });
      return;
    }

    if (
      (m = rec.path.match(/^\/repos\/([^/]+)\/([^/]+)\/releases\/assets\/(\d+)$/)) &&
      method === 'GET'
    ) {
      const [, owner = '', repo = '', idText = ''] = m;
      const r = releases.find(
        (x) =>
          x.owner === owner && x.repo === repo && x.assets.some((y) => y.id === Number(idText)),
      );
      const a = r?.assets.find((x) => x.id === Number(idText));
      if (!r || !a) {
        sendJson(res, 404, errorBody(404, 'Not Found', 'releases/assets#get-a-release-asset'));
        return;
      }
      if (req.headers.accept !== 'application/octet-stream') {
        rec.kind = 'getAsset';
        sendJson(res, 200, assetJson(r, a));
        return;
      }
      rec.kind = 'downloadAsset';
      if (a.redirectTo) {
        res.writeHead(302, { location: a.redirectTo, 'content-length': 0 });
        res.end();
        return;
      }
      res.writeHead(200, {
        'content-type': 'application/octet-stream',
        'content-length': a.content.length,
        'content-disposition': `attachment; filename=${a.name}`,
      });
      res.end(a.content);
      return;
    }

    sendJson(res, 404, errorBody(404, 'Not Found', ''));
  };

  const listening: Listening = await listen(route);
  base = listening.url;

  return {
    url: listening.url,
    requests: listening.requests,
    comments,
    releases,
    faults,
    get latencyMs() {
      return settings.latencyMs;
    },
    set latencyMs(ms: number) {
      settings.latencyMs = ms;
    },
    seedComments(owner, repo, issueNumber, bodies, author = login) {
      rememberRepo(owner, repo);
      return bodies.map((body) => {
        const t = now();
        const c: StoredComment = {
          id: nextId++,
          owner,
          repo,
          issueNumber,
          body,
          login: author,
          createdAt: t,
          updatedAt: t,
        };
        comments.push(c);
        return c;
      });
    },
    pullRequests,
    runs,
    addRun(owner, repo, id, run) {
      runs.set(`${owner}/${repo}#${id}`, run);
    },
    setHistory(owner, repo, branch, commits) {
      if (commits === null) histories.delete(`${owner}/${repo}#${branch}`);
      else histories.set(`${owner}/${repo}#${branch}`, commits);
    },
    addPullRequest(owner, repo, number, headSha, baseRef = 'main') {
      pullRequests.set(`${owner}/${repo}#${number}`, { number, headSha, baseRef });
    },
    addRelease(owner, repo, tag, assets) {
      rememberRepo(owner, repo);
      const release: StoredRelease = {
        id: nextId++,
        owner,
        repo,
        tag,
        assets: assets.map((a) => ({
          id: nextId++,
          name: a.name,
          content: typeof a.content === 'string' ? Buffer.from(a.content) : a.content,
          contentType: a.contentType ?? 'application/octet-stream',
          redirectTo: a.redirectTo,
          withDigest: a.withDigest ?? true,
        })),
      };
      releases.push(release);
      return release;
    },
    close: () => listening.close(),
  };
}
