/**
 * A local stand-in for the Hugging Face Hub, speaking the protocol its
 * documentation describes and its clients (huggingface_hub, @huggingface/hub)
 * rely on, plus a second local host playing its CDN:
 *
 * - `GET /api/{models|datasets}/{owner}/{name}/revision/{revision}` answers
 *   `{ id, sha, siblings: [{ rfilename }] }`, the revision percent-encoded
 *   (`refs%2Fpr%2F1`);
 * - `HEAD|GET /[datasets/]{owner}/{name}/resolve/{revision}/{path}` answers an
 *   LFS file with 302 to the CDN and `X-Repo-Commit`, `X-Linked-Etag` (its
 *   sha256, quoted), `X-Linked-Size`; a file kept in git with 200, `ETag` (its
 *   git blob id, quoted) and `X-Repo-Commit`, and the bytes on GET;
 * - 404 with `X-Error-Code` RepoNotFound, RevisionNotFound or EntryNotFound;
 *   a gated repository answers 401 without a token and 403 with a wrong one;
 * - the CDN serves `/lfs/{sha256}` with a signed query, as the real one does,
 *   and either host can be told to flip a byte of what it sends.
 *
 * Faults are scripted per endpoint (revision, resolve, cdn): each request
 * takes the next `{ status, headers }` until the script is empty.
 */
import { createHash } from 'node:crypto';
import { listen, sendJson, type RecordedRequest } from './http.js';

export interface HubFault {
  status: number;
  headers?: Record<string, string>;
}

export interface HubServerFile {
  content: Buffer;
  /** Kept in LFS (served from the CDN, X-Linked-Etag) or in git (served by the Hub, ETag = blob id). */
  lfs: boolean;
}

export interface HubServer {
  /** The Hub's endpoint (what HF_ENDPOINT is set to). */
  url: string;
  /** The CDN host LFS downloads are redirected to. */
  cdnUrl: string;
  requests: RecordedRequest[];
  cdnRequests: RecordedRequest[];
  /** The token a gated repository accepts. */
  token: string;
  faults: { revision: HubFault[]; resolve: HubFault[]; cdn: HubFault[] };
  /** sha256s of LFS files (sent by the CDN), or git blob ids of small files (sent by the Hub), whose bytes go out with one byte flipped. */
  corrupt: Set<string>;
  /**
   * Adds a commit to a repository (created on first use) and points `refs`
   * (branches, tags, refs/pr/N) at it; returns the commit id.
   */
  commit(
    repo: string,
    files: Record<string, HubServerFile>,
    options?: { refs?: string[]; gated?: boolean; type?: 'model' | 'dataset' },
  ): string;
  close(): Promise<void>;
}

/** The git blob id of bytes: sha1 of `blob <size>\0<bytes>`. */
export function gitBlobIdOf(content: Buffer): string {
  return createHash('sha1')
    .update(Buffer.concat([Buffer.from(`blob ${content.length}\0`), content]))
    .digest('hex');
}

export const sha256Of = (content: Buffer): string =>
  createHash('sha256').update(content).digest('hex');

interface Repo {
  type: 'model' | 'dataset';
  gated: boolean;
  refs: Map<string, string>;
  commits: Map<string, Map<string, HubServerFile>>;
}

export async function startHubServer(): Promise<HubServer> {
  const repos = new Map<string, Repo>();
  const blobs = new Map<string, Buffer>();
  let commitCount = 0;

  const cdn = await listen((req, res, rec) => {
    const fault = api.faults.cdn.shift();
    if (fault) {
      res.writeHead(fault.status, { 'content-type': 'text/plain', ...fault.headers });
      res.end(`scripted ${fault.status}`);
      return;
    }
    const sha = /^\/lfs\/([0-9a-f]{64})$/.exec(rec.path)?.[1];
    const content = sha === undefined ? undefined : blobs.get(sha);
    if (sha === undefined || content === undefined || !rec.query.has('X-Amz-Signature')) {
      res.writeHead(403, { 'content-type': 'application/xml' });
      res.end('<Error><Code>AccessDenied</Code></Error>');
      return;
    }
    const body = Buffer.from(content);
    if (api.corrupt.has(sha) && body.length > 0) body[body.length >> 1]! ^= 0xff;
    res.writeHead(200, {
      'content-type': 'application/octet-stream',
      'content-length': body.length,
      etag: `"${sha}"`,
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  });

  /** 401/403 for a gated repository without the right token; null when allowed. */
  const denied = (repo: Repo, authorization: string | undefined): number | null => {
    if (!repo.gated) return null;
    if (authorization === undefined) return 401;
    return authorization === `Bearer ${api.token}` ? null : 403;
  };

  const notFound = (res: Parameters<Parameters<typeof listen>[0]>[1], code: string) =>
    sendJson(res, 404, { error: code }, { 'x-error-code': code });

  const hub = await listen((req, res, rec) => {
    // The raw path: a revision keeps its percent-encoded slashes.
    const raw = rec.url.split('?')[0]!;
    const apiMatch = /^\/api\/(models|datasets)\/([^/]+\/[^/]+)\/revision\/([^/]+)$/.exec(raw);
    const resolveMatch = /^\/(datasets\/)?([^/]+\/[^/]+)\/resolve\/([^/]+)\/(.+)$/.exec(raw);
    if (apiMatch) {
      rec.kind = 'revision';
      const fault = api.faults.revision.shift();
      if (fault) {
        sendJson(res, fault.status, { error: `scripted ${fault.status}` }, fault.headers);
        return;
      }
      const [, kind, id = '', revision = ''] = apiMatch;
      const repo = repos.get(id);
      if (!repo || `${repo.type}s` !== kind) return notFound(res, 'RepoNotFound');
      const status = denied(repo, req.headers.authorization);
      if (status !== null) return sendJson(res, status, { error: 'Access restricted' });
      const name = decodeURIComponent(revision);
      const sha = repo.commits.has(name) ? name : repo.refs.get(name);
      if (sha === undefined) return notFound(res, 'RevisionNotFound');
      sendJson(res, 200, {
        id,
        sha,
        siblings: [...repo.commits.get(sha)!.keys()].map((rfilename) => ({ rfilename })),
      });
      return;
    }
    if (resolveMatch) {
      rec.kind = 'resolve';
      const fault = api.faults.resolve.shift();
      if (fault) {
        res.writeHead(fault.status, { 'content-type': 'text/plain', ...fault.headers });
        res.end(`scripted ${fault.status}`);
        return;
      }
      const [, datasets, id = '', revision = '', filePath = ''] = resolveMatch;
      const repo = repos.get(id);
      if (!repo || (repo.type === 'dataset') !== (datasets !== undefined)) {
        return notFound(res, 'RepoNotFound');
      }
      const status = denied(repo, req.headers.authorization);
      if (status !== null) return sendJson(res, status, { error: 'Access restricted' });
      const name = decodeURIComponent(revision);
      const sha = repo.commits.has(name) ? name : repo.refs.get(name);
      if (sha === undefined) return notFound(res, 'RevisionNotFound');
      const file = repo.commits.get(sha)!.get(decodeURIComponent(filePath));
      if (!file) return notFound(res, 'EntryNotFound');
      if (file.lfs) {
        const digest = sha256Of(file.content);
        res.writeHead(302, {
          location: `${cdn.url}/lfs/${digest}?X-Amz-Signature=signed-${commitCount}`,
          'x-repo-commit': sha,
          'x-linked-etag': `"${digest}"`,
          'x-linked-size': String(file.content.length),
          etag: `"${gitBlobIdOf(Buffer.from(`oid sha256:${digest}\n`))}"`,
          'content-length': 0,
        });
        res.end();
        return;
      }
      const blobId = gitBlobIdOf(file.content);
      const body = Buffer.from(file.content);
      if (api.corrupt.has(blobId) && body.length > 0) body[body.length >> 1]! ^= 0xff;
      res.writeHead(200, {
        'content-type': 'application/octet-stream',
        'content-length': body.length,
        'x-repo-commit': sha,
        etag: `"${blobId}"`,
      });
      res.end(req.method === 'HEAD' ? undefined : body);
      return;
    }
    sendJson(res, 404, { error: 'no such route' });
  });

  const api: HubServer = {
    url: hub.url,
    cdnUrl: cdn.url,
    requests: hub.requests,
    cdnRequests: cdn.requests,
    token: 'hf_testtoken_abcdefghijklmnop',
    faults: { revision: [], resolve: [], cdn: [] },
    corrupt: new Set(),
    commit(id, files, options = {}) {
      let repo = repos.get(id);
      if (!repo) {
        repo = {
          type: options.type ?? 'model',
          gated: options.gated ?? false,
          refs: new Map(),
          commits: new Map(),
        };
        repos.set(id, repo);
      }
      commitCount += 1;
      const tree = new Map(Object.entries(files));
      const sha = createHash('sha1')
        .update(`${id} ${commitCount} ${[...tree.keys()].join(',')}`)
        .digest('hex');
      repo.commits.set(sha, tree);
      for (const file of tree.values()) {
        if (file.lfs) blobs.set(sha256Of(file.content), file.content);
      }
      for (const ref of options.refs ?? ['main']) repo.refs.set(ref, sha);
      return sha;
    },
    close: async () => {
      await Promise.all([hub.close(), cdn.close()]);
    },
  };
  return api;
}
