/**
 * The blob storage the Actions results service hands out signed URLs for
 * (cache entries and workflow artifacts alike), path style like Azurite
 * (http://127.0.0.1:port/<account>/<container>/<blob>?<sas>), because the
 * Azure SDK takes the account name from the first path segment of an IP host:
 *   PUT  (x-ms-blob-type: BlockBlob)   Put Blob       - the SDK's single-shot upload
 *   PUT  ?comp=block&blockid=<b64>     Put Block      - uploadStream, and above maxSingleShotSize
 *   PUT  ?comp=blocklist (XML body)    Put Block List
 *   GET / HEAD (Range or x-ms-range)   Get Blob / Get Blob Properties
 * The SAS signature is checked against the blob's own: a wrong or missing
 * `sig` gets 403 AuthenticationFailed.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type * as http from 'node:http';
import type { RecordedRequest } from './http.js';

const ACCOUNT = 'devstoreaccount1';

export interface Blob {
  data: Buffer;
  /** x-ms-blob-content-type as written (Put Blob, Put Block List); served as Content-Type. */
  contentType: string;
  uncommitted: Map<string, Buffer>;
  etag: string;
  lastModified: Date;
  committed: boolean;
}

/** A blob's two signatures: one that may write it, one that may read it. */
interface Grant {
  uploadSig: string;
  downloadSig: string;
}

export interface BlobStorage {
  blobs: Map<string, Blob>;
  /** Makes a blob name in `container` with its signatures; the blob is written through uploadUrl. */
  create(container: string): string;
  uploadUrl(blobName: string): string;
  downloadUrl(blobName: string): string;
  /** Whether the request is for a blob (its path is under the account). */
  handles(path: string): boolean;
  handle(req: http.IncomingMessage, rec: RecordedRequest, res: http.ServerResponse): void;
}

export function xmlError(
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

const contentTypeOf = (req: http.IncomingMessage): string =>
  (req.headers['x-ms-blob-content-type'] as string | undefined) ?? 'application/octet-stream';

/** Blob storage served under `baseUrl()` (the listening server's URL, known once it listens). */
export function blobStorage(baseUrl: () => string): BlobStorage {
  const blobs = new Map<string, Blob>();
  const grants = new Map<string, Grant>();

  const signedUrl = (blobName: string, sig: string, permissions: string): string => {
    const q = new URLSearchParams({
      sv: '2025-11-05',
      se: new Date(Date.now() + 3_600_000).toISOString(),
      sr: 'b',
      sp: permissions,
      sig,
    });
    return `${baseUrl()}/${ACCOUNT}/${blobName}?${q.toString()}`;
  };

  const handle = (
    req: http.IncomingMessage,
    rec: RecordedRequest,
    res: http.ServerResponse,
  ): void => {
    const blobName = decodeURIComponent(rec.path.slice(`/${ACCOUNT}/`.length));
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
    const grant = grants.get(blobName);
    const sig = rec.query.get('sig');
    const expected = method === 'PUT' ? grant?.uploadSig : grant?.downloadSig;
    if (!grant || !sig || sig !== expected) {
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
        contentType: contentTypeOf(req),
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
        contentType: 'application/octet-stream',
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
        contentType: 'application/octet-stream',
        uncommitted: new Map(),
        etag: '',
        lastModified: new Date(),
        committed: true,
      };
      committed.data = Buffer.concat(parts);
      committed.contentType = contentTypeOf(req);
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
        'content-type': blob.contentType,
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

  return {
    blobs,
    create(container) {
      const blobName = `${container}/${randomUUID()}`;
      grants.set(blobName, {
        uploadSig: randomBytes(16).toString('base64'),
        downloadSig: randomBytes(16).toString('base64'),
      });
      return blobName;
    },
    uploadUrl: (blobName) => signedUrl(blobName, grants.get(blobName)!.uploadSig, 'cw'),
    downloadUrl: (blobName) => signedUrl(blobName, grants.get(blobName)!.downloadSig, 'r'),
    handles: (path) => path.startsWith(`/${ACCOUNT}/`),
    handle,
  };
}
