/**
 * A local Actions results service: the cache service (v2) for
 * @actions/cache 6, the artifact service for @actions/artifact 6
 * (actions-artifacts.ts), and the blob storage both hand out signed URLs
 * for (blob-storage.ts).
 *
 * Cache twirp JSON endpoints (what lib/internal/shared/cacheTwirpClient.js
 * posts, field names as lib/generated/results/api/v1/cache.js serialises them
 * with useProtoFieldName):
 *   POST /twirp/github.actions.results.api.v1.CacheService/GetCacheEntryDownloadURL
 *        {key, restore_keys?, version} -> {ok, signed_download_url, matched_key}
 *   POST .../CreateCacheEntry          {key, version} -> {ok, signed_upload_url}
 *        an existing key+version in the run's scope -> 409 {code: already_exists, msg}
 *   POST .../FinalizeCacheEntryUpload  {key, version, size_bytes} -> {ok, entry_id}
 * Errors use twirp's body {code, msg}; the client retries 500/502/503/504.
 *
 * Scopes, as GitHub's service keeps them: every entry belongs to the ref of
 * the run that saved it (refs/heads/main, refs/pull/7/merge). A job's
 * runtime token (runtime-token.ts) names its scopes, its own ref first, then
 * those it may read (a pull request's base branch, the default branch); a
 * lookup searches them in that order, in each the exact key, then the
 * restore keys (exact, then the newest prefix match), and a save goes into
 * the job's own ref. So a pull request's run restores what an earlier run of
 * the same pull request saved before the default branch's entry under the
 * same key. A test says which run a job is with `env(run)`; `env()` is a run
 * on the default branch (refs/heads/main), which is every entry's scope in a
 * test that does not care.
 *
 * @actions/cache 6 uploads with BlockBlobClient.uploadFile (maxSingleShotSize
 * 128 MiB, blockSize 64 MiB) and downloads hosts other than *.blob.core.windows.net
 * with a plain http-client GET, so a small cache is one Put Blob and one GET.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type * as http from 'node:http';
import { listen, sendJson, type RecordedRequest } from './http.js';
import {
  ARTIFACT_TWIRP_PREFIX,
  artifactService,
  type StoredArtifact,
} from './actions-artifacts.js';
import { blobStorage, xmlError, type Blob } from './blob-storage.js';
import {
  mintRuntimeToken,
  readRuntimeToken,
  type TokenClaims,
  type WorkflowRun,
} from './runtime-token.js';

export type { WorkflowRun };

export const TWIRP_PREFIX = '/twirp/github.actions.results.api.v1.CacheService/';

export interface CacheEntry {
  id: number;
  key: string;
  version: string;
  /** The ref of the run that saved it: its scope. */
  scope: string;
  blobName: string;
  finalized: boolean;
  sizeBytes: number;
  createdAt: number;
}

/**
 * 'up': normal service.
 * 'refused': nothing listens on the port (ECONNREFUSED).
 * '500': every twirp and blob request answers 500.
 * 'stall': every twirp and blob request is accepted and never answered (until
 *   the mode changes: leaving 'stall' drops the held connections).
 */
export type CacheServerMode = 'up' | 'refused' | '500' | 'stall';

export interface ActionsCacheServer {
  url: string;
  /** The runtime token of `env()`: a run on the default branch. */
  token: string;
  requests: RecordedRequest[];
  entries: CacheEntry[];
  blobs: Map<string, Blob>;
  /** Workflow artifacts uploaded by the jobs, each bound to its token's run. */
  artifacts: StoredArtifact[];
  /** Every run a token was minted for, by id (what the REST API knows of runs). */
  runs: Map<number, WorkflowRun>;
  mode: CacheServerMode;
  setMode(mode: CacheServerMode): Promise<void>;
  /** Answers the next `count` twirp requests with 500, whatever the mode (a short outage). */
  failTwirp(count: number): void;
  /** The env @actions/cache 6 and @actions/artifact 6 read, with a token for `run` (default: main's). */
  env(run?: WorkflowRun): Record<string, string>;
  /** A blob's download URL (what the REST API redirects an artifact download to). */
  downloadUrl(blobName: string): string;
  /** Request kinds in order, e.g. ['CreateCacheEntry', 'PutBlob', 'FinalizeCacheEntryUpload']. */
  kinds(): string[];
  close(): Promise<void>;
}

/** The run `env()` stands for: a run on the default branch, writing its scope. */
export const DEFAULT_BRANCH_RUN: WorkflowRun = {
  id: 1,
  attempt: 1,
  event: 'workflow_dispatch',
  ref: 'refs/heads/main',
  headBranch: 'main',
  headSha: '0'.repeat(40),
  headRepository: 'octo/distil',
  repository: 'octo/distil',
  readRefs: [],
};

function twirpError(res: http.ServerResponse, status: number, code: string, msg: string): void {
  sendJson(res, status, { code, msg });
}

export async function startActionsCacheServer(): Promise<ActionsCacheServer> {
  const secret = randomBytes(16).toString('hex');
  const entries: CacheEntry[] = [];
  const runs = new Map<number, WorkflowRun>();
  let nextId = 1;
  // Distinct creation times even within one millisecond: "newest" is well defined.
  let lastCreated = 0;
  const now = (): number => (lastCreated = Math.max(Date.now(), lastCreated + 1));
  const storage = blobStorage(() => api.url);
  const artifacts = artifactService(storage, now);

  const cacheCall = (
    method: string,
    claims: TokenClaims,
    body: Record<string, unknown>,
    res: http.ServerResponse,
  ): void => {
    const key = typeof body.key === 'string' ? body.key : '';
    const version = typeof body.version === 'string' ? body.version : '';
    if (!key || !version) {
      twirpError(res, 400, 'invalid_argument', 'key and version are required');
      return;
    }
    const own = claims.scopes.find((s) => s.write)?.scope;
    switch (method) {
      case 'GetCacheEntryDownloadURL': {
        const restoreKeys = Array.isArray(body.restore_keys)
          ? body.restore_keys.filter((k): k is string => typeof k === 'string')
          : [];
        let hit: CacheEntry | undefined;
        for (const { scope } of claims.scopes) {
          const usable = entries
            .filter((e) => e.finalized && e.version === version && e.scope === scope)
            .sort((a, b) => b.createdAt - a.createdAt || b.id - a.id);
          // Primary key: exact match. Restore keys: exact, then newest prefix match.
          hit = usable.find((e) => e.key === key);
          for (const rk of restoreKeys) {
            if (hit) break;
            hit = usable.find((e) => e.key === rk) ?? usable.find((e) => e.key.startsWith(rk));
          }
          if (hit) break;
        }
        if (!hit) {
          sendJson(res, 200, { ok: false, signed_download_url: '', matched_key: '' });
          return;
        }
        sendJson(res, 200, {
          ok: true,
          signed_download_url: storage.downloadUrl(hit.blobName),
          matched_key: hit.key,
        });
        return;
      }
      case 'CreateCacheEntry': {
        if (own === undefined) {
          twirpError(res, 403, 'permission_denied', 'the token may not write any scope');
          return;
        }
        if (entries.some((e) => e.key === key && e.version === version && e.scope === own)) {
          twirpError(
            res,
            409,
            'already_exists',
            'cache entry with the same key, version, and scope already exists',
          );
          return;
        }
        const entry: CacheEntry = {
          id: nextId++,
          key,
          version,
          scope: own,
          blobName: storage.create('actions-cache'),
          finalized: false,
          sizeBytes: 0,
          createdAt: now(),
        };
        entries.push(entry);
        sendJson(res, 200, { ok: true, signed_upload_url: storage.uploadUrl(entry.blobName) });
        return;
      }
      case 'FinalizeCacheEntryUpload': {
        const entry = entries.find(
          (e) => e.key === key && e.version === version && e.scope === own && !e.finalized,
        );
        if (!entry) {
          twirpError(res, 404, 'not_found', 'cache entry not found');
          return;
        }
        const blob = storage.blobs.get(entry.blobName);
        const size = Number(body.size_bytes ?? 0);
        if (!blob?.committed) {
          sendJson(res, 200, { ok: false, entry_id: '0', message: 'uploaded blob not found' });
          return;
        }
        if (blob.data.length !== size) {
          sendJson(res, 200, {
            ok: false,
            entry_id: '0',
            message: `size mismatch: blob has ${blob.data.length} bytes, finalize says ${size}`,
          });
          return;
        }
        entry.finalized = true;
        entry.sizeBytes = size;
        sendJson(res, 200, { ok: true, entry_id: String(entry.id) });
        return;
      }
      default:
        twirpError(res, 404, 'bad_route', `no handler for ${method}`);
    }
  };

  /** A twirp call of either service, once its token and body are read. */
  const twirp = (
    prefix: string,
    rec: RecordedRequest,
    res: http.ServerResponse,
    call: (
      method: string,
      claims: TokenClaims,
      body: Record<string, unknown>,
      res: http.ServerResponse,
    ) => void,
  ): void => {
    const method = rec.path.slice(prefix.length);
    rec.kind = method;
    const bearer = /^Bearer (.+)$/.exec(rec.headers.authorization ?? '')?.[1];
    const claims = bearer === undefined ? null : readRuntimeToken(secret, bearer);
    if (claims === null) {
      twirpError(res, 401, 'unauthenticated', 'invalid or missing runtime token');
      return;
    }
    let body: Record<string, unknown>;
    try {
      body = JSON.parse(rec.body.toString('utf8')) as Record<string, unknown>;
    } catch {
      twirpError(res, 400, 'malformed', 'request body is not JSON');
      return;
    }
    call(method, claims, body, res);
  };

  const held = new Set<http.ServerResponse>();
  let twirpFailures = 0;
  const isTwirp = (path: string) =>
    path.startsWith(TWIRP_PREFIX) || path.startsWith(ARTIFACT_TWIRP_PREFIX);
  const listening = await listen(async (req, res, rec) => {
    if (rec.path.startsWith(TWIRP_PREFIX)) rec.kind = rec.path.slice(TWIRP_PREFIX.length);
    if (api.mode === 'stall') {
      held.add(res);
      await new Promise<void>((resolve) => res.once('close', () => resolve()));
      held.delete(res);
      return;
    }
    if (isTwirp(rec.path) && twirpFailures > 0) {
      twirpFailures -= 1;
      twirpError(res, 500, 'internal', 'scripted outage');
      return;
    }
    if (api.mode === '500') {
      if (isTwirp(rec.path)) twirpError(res, 500, 'internal', 'scripted outage');
      else xmlError(res, 500, 'InternalError', 'scripted outage', randomUUID());
      return;
    }
    if (rec.path.startsWith(TWIRP_PREFIX) && rec.method === 'POST') {
      twirp(TWIRP_PREFIX, rec, res, cacheCall);
      return;
    }
    if (rec.path.startsWith(ARTIFACT_TWIRP_PREFIX) && rec.method === 'POST') {
      twirp(ARTIFACT_TWIRP_PREFIX, rec, res, artifacts.handle);
      return;
    }
    if (storage.handles(rec.path)) {
      storage.handle(req, rec, res);
      return;
    }
    twirpError(res, 404, 'bad_route', `no route for ${rec.method} ${rec.path}`);
  });

  const tokenFor = (run: WorkflowRun): string => {
    runs.set(run.id, run);
    return mintRuntimeToken(secret, run);
  };

  const api: ActionsCacheServer = {
    url: listening.url,
    token: mintRuntimeToken(secret, DEFAULT_BRANCH_RUN),
    requests: listening.requests,
    entries,
    blobs: storage.blobs,
    artifacts: artifacts.artifacts,
    runs,
    mode: 'up',
    async setMode(mode) {
      api.mode = mode;
      // A stalled request ends as a reset connection once the stall is over.
      if (mode !== 'stall') for (const res of held) res.destroy();
      if (mode === 'refused') await listening.close();
      else await listening.reopen();
    },
    failTwirp(count) {
      twirpFailures = count;
    },
    env(run) {
      return {
        ACTIONS_CACHE_SERVICE_V2: 'true',
        ACTIONS_RESULTS_URL: `${listening.url}/`,
        ACTIONS_RUNTIME_TOKEN: run === undefined ? api.token : tokenFor(run),
      };
    },
    downloadUrl: (blobName) => storage.downloadUrl(blobName),
    kinds() {
      return listening.requests.map((r) => r.kind);
    },
    close: () => listening.close(),
  };
  return api;
}
