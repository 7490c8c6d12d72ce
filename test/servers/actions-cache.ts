/**
 * A local Actions cache service (v2) for @actions/cache 6, plus the blob
 * storage it hands out signed URLs for.
 *
 * Twirp JSON endpoints (what lib/internal/shared/cacheTwirpClient.js posts,
 * field names as lib/generated/results/api/v1/cache.js serialises them with
 * useProtoFieldName):
 *   POST /twirp/github.actions.results.api.v1.CacheService/GetCacheEntryDownloadURL
 *        {key, restore_keys?, version} -> {ok, signed_download_url, matched_key}
 *   POST .../CreateCacheEntry          {key, version} -> {ok, signed_upload_url}
 *        an existing key+version -> 409 {code: already_exists, msg}
 *   POST .../FinalizeCacheEntryUpload  {key, version, size_bytes} -> {ok, entry_id}
 * Errors use twirp's body {code, msg}; the client retries 500/502/503/504.
 *
 * Blob storage, path style like Azurite (http://127.0.0.1:port/<account>/<container>/<blob>?<sas>),
 * because the Azure SDK takes the account name from the first path segment of
 * an IP host:
 *   PUT  (x-ms-blob-type: BlockBlob)   Put Blob       - the SDK's single-shot upload
 *   PUT  ?comp=block&blockid=<b64>     Put Block      - used above maxSingleShotSize
 *   PUT  ?comp=blocklist (XML body)    Put Block List
 *   GET / HEAD (Range or x-ms-range)   Get Blob / Get Blob Properties
 * @actions/cache 6 uploads with BlockBlobClient.uploadFile (maxSingleShotSize
 * 128 MiB, blockSize 64 MiB) and downloads hosts other than *.blob.core.windows.net
 * with a plain http-client GET, so a small cache is one Put Blob and one GET.
 * The SAS signature is checked: a wrong or missing `sig` gets 403 AuthenticationFailed.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type * as http from 'node:http';
import { listen, sendJson, type RecordedRequest } from './http.js';

export const TWIRP_PREFIX = '/twirp/github.actions.results.api.v1.CacheService/';
const ACCOUNT = 'devstoreaccount1';
const CONTAINER = 'actions-cache';

export interface CacheEntry {
  id: number;
  key: string;
  version: string;
  blobName: string;
  uploadSig: string;
  downloadSig: string;
  finalized: boolean;
  sizeBytes: number;
  createdAt: number;
}

interface Blob {
  data: Buffer;
  uncommitted: Map<string, Buffer>;
  etag: string;
  lastModified: Date;
  committed: boolean;
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
  /** ACTIONS_RUNTIME_TOKEN the service expects as a bearer token. */
  token: string;
  requests: RecordedRequest[];
  entries: CacheEntry[];
  blobs: Map<string, Blob>;
  mode: CacheServerMode;
  setMode(mode: CacheServerMode): Promise<void>;
  /** Answers the next `count` twirp requests with 500, whatever the mode (a short outage). */
  failTwirp(count: number): void;
  /** The env @actions/cache 6 reads to talk to this server (v2 service). */
  env(): Record<string, string>;
  /** Request kinds in order, e.g. ['CreateCacheEntry', 'PutBlob', 'FinalizeCacheEntryUpload']. */
  kinds(): string[];
  close(): Promise<void>;
}

function twirpError(res: http.ServerResponse, status: number, code: string, msg: string): void {
  sendJson(res, status, { code, msg });
}

function xmlError(
  res: http.ServerResponse,
  status: number,
  code: string,
  message: string,
  requestId: string,
): void {
  const body =
    `<?xml version="1.0" encoding="utf-8"?><Error><Code>${code}</Code>` +
    `<Message>${message}\nRequestId:${requestId}\nTime:${new Date().toISOString()}</Message></Error>`;
  res.writeHead(status, {
    'content-type': 'application/xml',
    'content-length': Buffer.byteLength(body),
    'x-ms-error-code': code,
    'x-ms-request-id': requestId,
    'x-ms-version': '2025-11-05',
  });
  res.end(body);
}

function parseRange(header: string | undefined, size: number): [number, number] | undefined {
  if (!header) return undefined;
  const m = /^bytes=(\d+)-(\d*)$/.exec(header.trim());
  if (!m) return undefined;
  const start = Number(m[1]);
  const end = m[2] ? Math.min(Number(m[2]), size - 1) : size - 1;
  return [start, end];
}

export async function startActionsCacheServer(): Promise<ActionsCacheServer> {
  const token = `runtime-${randomBytes(8).toString('hex')}`;
  const entries: CacheEntry[] = [];
  const blobs = new Map<string, Blob>();
  let nextId = 1;

  const signedUrl = (blobName: string, sig: string, permissions: string): string => {
    const q = new URLSearchParams({
      sv: '2025-11-05',
      se: new Date(Date.now() + 3_600_000).toISOString(),
      sr: 'b',
      sp: permissions,
      sig,
    });
    return `${api.url}/${ACCOUNT}/${CONTAINER}/${blobName}?${q.toString()}`;
  };

  const twirp = (method: string, rec: RecordedRequest, res: http.ServerResponse): void => {
    rec.kind = method;
    if (rec.headers.authorization !== `Bearer ${token}`) {
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
    const key = typeof body.key === 'string' ? body.key : '';
    const version = typeof body.version === 'string' ? body.version : '';
    if (!key || !version) {
      twirpError(res, 400, 'invalid_argument', 'key and version are required');
      return;
    }
    switch (method) {
      case 'GetCacheEntryDownloadURL': {
        const restoreKeys = Array.isArray(body.restore_keys)
          ? body.restore_keys.filter((k): k is string => typeof k === 'string')
          : [];
        const usable = entries
          .filter((e) => e.finalized && e.version === version)
          .sort((a, b) => b.createdAt - a.createdAt || b.id - a.id);
        // Primary key: exact match. Restore keys: exact, then newest prefix match.
        let hit = usable.find((e) => e.key === key);
        for (const rk of restoreKeys) {
          if (hit) break;
          hit = usable.find((e) => e.key === rk) ?? usable.find((e) => e.key.startsWith(rk));
        }
        if (!hit) {
          sendJson(res, 200, { ok: false, signed_download_url: '', matched_key: '' });
          return;
        }
        sendJson(res, 200, {
          ok: true,
          signed_download_url: signedUrl(hit.blobName, hit.downloadSig, 'r'),
          matched_key: hit.key,
        });
        return;
      }
      case 'CreateCacheEntry': {
        if (entries.some((e) => e.key === key && e.version === version)) {
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
          blobName: randomUUID(),
          uploadSig: randomBytes(16).toString('base64'),
          downloadSig: randomBytes(16).toString('base64'),
          finalized: false,
          sizeBytes: 0,
          createdAt: Date.now(),
        };
        entries.push(entry);
        sendJson(res, 200, {
          ok: true,
          signed_upload_url: signedUrl(entry.blobName, entry.uploadSig, 'cw'),
        });
        return;
      }
      case 'FinalizeCacheEntryUpload': {
        const entry = entries.find((e) => e.key === key && e.version === version && !e.finalized);
        if (!entry) {
          twirpError(res, 404, 'not_found', 'cache entry not found');
          return;
        }
        const blob = blobs.get(entry.blobName);
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

  const blobRequest = (
    req: http.IncomingMessage,
    rec: RecordedRequest,
    res: http.ServerResponse,
    blobName: string,
  ): void => {
    const requestId = randomUUID();
    const comp = rec.query.get('comp');
    const method = rec.method;
    rec.kind =
      method === 'PUT'
        ? comp === 'block'
          ? 'PutBlock'
          : comp === 'blocklist'
            ? 'PutBlockList'
            : 'PutBlob'
        : method === 'HEAD'
          ? 'GetBlobProperties'
          : 'GetBlob';
    const entry = entries.find((e) => e.blobName === blobName);
    const sig = rec.query.get('sig');
    const expected = method === 'PUT' ? entry?.uploadSig : entry?.downloadSig;
    if (!entry || !sig || sig !== expected) {
      xmlError(
        res,
        403,
        'AuthenticationFailed',
        'Server failed to authenticate the request. Make sure the value of Authorization header is formed correctly including the signature.',
        requestId,
      );
      return;
    }
    const common = {
      'x-ms-request-id': requestId,
      'x-ms-version': req.headers['x-ms-version'] ?? '2025-11-05',
      date: new Date().toUTCString(),
    };
    const finishWrite = (blob: Blob): void => {
      blob.etag = `"0x${randomBytes(8).toString('hex').toUpperCase()}"`;
      blob.lastModified = new Date();
      res.writeHead(201, {
        ...common,
        etag: blob.etag,
        'last-modified': blob.lastModified.toUTCString(),
        'content-md5': createHash('md5').update(blob.data).digest('base64'),
        'x-ms-request-server-encrypted': 'true',
        'content-length': 0,
      });
      res.end();
    };

    if (method === 'PUT' && comp === null) {
      if (req.headers['x-ms-blob-type'] !== 'BlockBlob') {
        xmlError(
          res,
          400,
          'MissingRequiredHeader',
          'An HTTP header that is mandatory for this request is not specified.',
          requestId,
        );
        return;
      }
      const blob: Blob = {
        data: rec.body,
        uncommitted: new Map(),
        etag: '',
        lastModified: new Date(),
        committed: true,
      };
      blobs.set(blobName, blob);
      finishWrite(blob);
      return;
    }
    if (method === 'PUT' && comp === 'block') {
      const blockId = rec.query.get('blockid');
      if (!blockId) {
        xmlError(res, 400, 'InvalidQueryParameterValue', 'blockid is required', requestId);
        return;
      }
      const blob = blobs.get(blobName) ?? {
        data: Buffer.alloc(0),
        uncommitted: new Map<string, Buffer>(),
        etag: '',
        lastModified: new Date(),
        committed: false,
      };
      blob.uncommitted.set(blockId, rec.body);
      blobs.set(blobName, blob);
      res.writeHead(201, {
        ...common,
        'content-md5': createHash('md5').update(rec.body).digest('base64'),
        'x-ms-request-server-encrypted': 'true',
        'content-length': 0,
      });
      res.end();
      return;
    }
    if (method === 'PUT' && comp === 'blocklist') {
      const blob = blobs.get(blobName);
      const xml = rec.body.toString('utf8');
      const ids = [...xml.matchAll(/<(Latest|Uncommitted|Committed)>([^<]*)<\/\1>/g)].map(
        (m) => m[2] ?? '',
      );
      const parts: Buffer[] = [];
      for (const id of ids) {
        const part = blob?.uncommitted.get(id);
        if (!part) {
          xmlError(res, 400, 'InvalidBlockList', 'The specified block list is invalid.', requestId);
          return;
        }
        parts.push(part);
      }
      const committed: Blob = blob ?? {
        data: Buffer.alloc(0),
        uncommitted: new Map(),
        etag: '',
        lastModified: new Date(),
        committed: true,
      };
      committed.data = Buffer.concat(parts);
      committed.uncommitted.clear();
      committed.committed = true;
      blobs.set(blobName, committed);
      finishWrite(committed);
      return;
    }
    if (method === 'GET' || method === 'HEAD') {
      const blob = blobs.get(blobName);
      if (!blob?.committed) {
        xmlError(res, 404, 'BlobNotFound', 'The specified blob does not exist.', requestId);
        return;
      }
      const size = blob.data.length;
      const range = parseRange(
        (req.headers['x-ms-range'] as string | undefined) ?? req.headers.range,
        size,
      );
      const headers: http.OutgoingHttpHeaders = {
        ...common,
        etag: blob.etag,
        'last-modified': blob.lastModified.toUTCString(),
        'accept-ranges': 'bytes',
        'content-type': 'application/octet-stream',
        'x-ms-blob-type': 'BlockBlob',
      };
      if (range) {
        const [start, end] = range;
        if (start >= size) {
          xmlError(res, 416, 'InvalidRange', 'The range specified is invalid.', requestId);
          return;
        }
        const slice = blob.data.subarray(start, end + 1);
        res.writeHead(206, {
          ...headers,
          'content-range': `bytes ${start}-${end}/${size}`,
          'content-length': slice.length,
        });
        res.end(method === 'HEAD' ? undefined : slice);
        return;
      }
      res.writeHead(200, { ...headers, 'content-length': size });
      res.end(method === 'HEAD' ? undefined : blob.data);
      return;
    }
    xmlError(res, 405, 'UnsupportedHttpVerb', 'The resource does not support the verb.', requestId);
  };

  const held = new Set<http.ServerResponse>();
  let twirpFailures = 0;
  const listening = await listen(async (req, res, rec) => {
    if (rec.path.startsWith(TWIRP_PREFIX)) rec.kind = rec.path.slice(TWIRP_PREFIX.length);
    if (api.mode === 'stall') {
      held.add(res);
      await new Promise<void>((resolve) => res.once('close', () => resolve()));
      held.delete(res);
      return;
    }
    if (rec.path.startsWith(TWIRP_PREFIX) && twirpFailures > 0) {
      twirpFailures -= 1;
      twirpError(res, 500, 'internal', 'scripted outage');
      return;
    }
    if (api.mode === '500') {
      if (rec.path.startsWith(TWIRP_PREFIX)) {
        rec.kind = rec.path.slice(TWIRP_PREFIX.length);
        twirpError(res, 500, 'internal', 'scripted outage');
      } else {
        xmlError(res, 500, 'InternalError', 'scripted outage', randomUUID());
      }
      return;
    }
    if (rec.path.startsWith(TWIRP_PREFIX) && rec.method === 'POST') {
      twirp(rec.path.slice(TWIRP_PREFIX.length), rec, res);
      return;
    }
    const blobPrefix = `/${ACCOUNT}/${CONTAINER}/`;
    if (rec.path.startsWith(blobPrefix)) {
      blobRequest(req, rec, res, decodeURIComponent(rec.path.slice(blobPrefix.length)));
      return;
    }
    twirpError(res, 404, 'bad_route', `no route for ${rec.method} ${rec.path}`);
  });

  const api: ActionsCacheServer = {
    url: listening.url,
    token,
    requests: listening.requests,
    entries,
    blobs,
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
    env() {
      return {
        ACTIONS_CACHE_SERVICE_V2: 'true',
        ACTIONS_RESULTS_URL: `${listening.url}/`,
        ACTIONS_RUNTIME_TOKEN: token,
      };
    },
    kinds() {
      return listening.requests.map((r) => r.kind);
    },
    close: () => listening.close(),
  };
  return api;
}
