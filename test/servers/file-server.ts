/**
 * Serves artifact files over plain HTTP with scripted faults: each request for
 * a path consumes the next fault in that path's script; when the script is
 * empty the file is served normally.
 */
import type * as http from 'node:http';
import { listen, type RecordedRequest } from './http.js';

/**
 * - a number: answer with that status and a short text body;
 * - 'drop': send the headers with the full Content-Length, half the body, then
 *   end the connection (a transfer broken mid-body);
 * - 'stall': send the headers and half the body, then go silent (until close);
 * - 'no-length': serve the file without a Content-Length (chunked);
 * - 'trickle': send the body one byte every 50 ms (each chunk in time for an
 *   idle timeout, the whole far slower than any deadline);
 * - { redirectTo }: answer 302 with that Location.
 */
export type FileFault =
  number | 'drop' | 'stall' | 'no-length' | 'trickle' | { redirectTo: string };

export interface ServedFile {
  content: Buffer;
  /** Extra response headers (for example a lying Content-Length). */
  headers?: http.OutgoingHttpHeaders;
}

export interface FileServer {
  url: string;
  requests: RecordedRequest[];
  files: Map<string, ServedFile>;
  /** Per-path fault scripts, consumed front to back. */
  faults: Map<string, FileFault[]>;
  /** When set, requests must carry exactly this Authorization header or get 401. */
  requireAuthorization?: string;
  addFile(path: string, content: Buffer | string, headers?: http.OutgoingHttpHeaders): string;
  /** Fail the next requests for `path` with these faults, in order. */
  script(path: string, faults: FileFault[]): void;
  /** Requests whose path is `path`. */
  hits(path: string): RecordedRequest[];
  close(): Promise<void>;
}

export async function startFileServer(): Promise<FileServer> {
  const files = new Map<string, ServedFile>();
  const faults = new Map<string, FileFault[]>();
  const stalled = new Set<http.ServerResponse>();

  const api: FileServer = {
    url: '',
    requests: [],
    files,
    faults,
    addFile(path, content, headers) {
      files.set(path, {
        content: typeof content === 'string' ? Buffer.from(content) : content,
        headers,
      });
      return `${api.url}${path}`;
    },
    script(path, list) {
      faults.set(path, [...(faults.get(path) ?? []), ...list]);
    },
    hits(path) {
      return api.requests.filter((r) => r.path === path);
    },
    close: async () => {
      for (const res of stalled) res.destroy();
      await listening.close();
    },
  };

  const listening = await listen((req, res, rec) => {
    if (
      api.requireAuthorization !== undefined &&
      req.headers.authorization !== api.requireAuthorization
    ) {
      res.writeHead(401, { 'content-type': 'text/plain' });
      res.end('unauthorized');
      return;
    }
    const file = files.get(rec.path);
    if (!file) {
      res.writeHead(404, { 'content-type': 'text/plain' });
      res.end('not found');
      return;
    }
    const fault = faults.get(rec.path)?.shift();
    const body = req.method === 'HEAD' ? Buffer.alloc(0) : file.content;
    const half = file.content.subarray(0, Math.floor(file.content.length / 2));
    if (typeof fault === 'number') {
      res.writeHead(fault, { 'content-type': 'text/plain' });
      res.end(`scripted ${fault}`);
      return;
    }
    if (fault === 'drop') {
      res.writeHead(200, {
        'content-type': 'application/octet-stream',
        'content-length': file.content.length,
      });
      // End the connection once the half is flushed, with no timer: the
      // transfer always breaks short. How many bytes the client counts before
      // it sees the end is up to its stream, so tests match any count.
      res.write(half, () => res.socket?.end());
      return;
    }
    if (typeof fault === 'object') {
      res.writeHead(302, { location: fault.redirectTo, 'content-length': 0 });
      res.end();
      return;
    }
    if (fault === 'trickle') {
      res.writeHead(200, {
        'content-type': 'application/octet-stream',
        'content-length': file.content.length,
      });
      let sent = 0;
      const timer = setInterval(() => {
        if (res.destroyed || sent >= file.content.length) {
          clearInterval(timer);
          res.end();
          return;
        }
        res.write(file.content.subarray(sent, sent + 1));
        sent += 1;
      }, 50);
      res.on('close', () => clearInterval(timer));
      return;
    }
    if (fault === 'stall') {
      res.writeHead(200, {
        'content-type': 'application/octet-stream',
        'content-length': file.content.length,
      });
      res.write(half);
      stalled.add(res);
      return;
    }
    const headers: http.OutgoingHttpHeaders = {
      'content-type': 'application/octet-stream',
      ...(fault === 'no-length' ? {} : { 'content-length': file.content.length }),
      ...file.headers,
    };
    res.writeHead(200, headers);
    res.end(body);
  });
  api.url = listening.url;
  api.requests = listening.requests;
  return api;
}
