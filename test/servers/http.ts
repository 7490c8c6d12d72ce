/**
 * Shared plumbing for the local test servers: listen on an ephemeral port,
 * read request bodies, record every request, and close without waiting for
 * keep-alive sockets to time out.
 */
import * as http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  /** Path and query exactly as received. */
  url: string;
  /** Path without the query string. */
  path: string;
  query: URLSearchParams;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  /** A label the server gives the request (for example 'PutBlob'); '' when none. */
  kind: string;
  /** performance.now() when the request had arrived, body and all. */
  at: number;
}

export type Handler = (
  req: http.IncomingMessage,
  res: http.ServerResponse,
  recorded: RecordedRequest,
) => void | Promise<void>;

export interface Listening {
  server: http.Server;
  port: number;
  url: string;
  requests: RecordedRequest[];
  /** Stops accepting connections and destroys open ones. */
  close(): Promise<void>;
  /** Listens again on the same port (after close). */
  reopen(): Promise<void>;
}

export function readBody(req: http.IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

export function sendJson(
  res: http.ServerResponse,
  status: number,
  body: unknown,
  headers: http.OutgoingHttpHeaders = {},
): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
    ...headers,
  });
  res.end(text);
}

function listenOn(server: http.Server, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const onError = (error: Error): void => reject(error);
    server.once('error', onError);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', onError);
      resolve((server.address() as AddressInfo).port);
    });
  });
}

export async function listen(handler: Handler): Promise<Listening> {
  const requests: RecordedRequest[] = [];
  const server = http.createServer((req, res) => {
    void (async () => {
      const body = await readBody(req);
      const parsed = new URL(req.url ?? '/', 'http://127.0.0.1');
      const recorded: RecordedRequest = {
        method: req.method ?? 'GET',
        url: req.url ?? '/',
        path: parsed.pathname,
        query: parsed.searchParams,
        headers: req.headers,
        body,
        kind: '',
        at: performance.now(),
      };
      requests.push(recorded);
      try {
        await handler(req, res, recorded);
      } catch (error) {
        if (!res.headersSent) {
          sendJson(res, 500, { message: `test server error: ${String(error)}` });
        } else {
          res.destroy();
        }
      }
    })();
  });
  const port = await listenOn(server, 0);
  const listening: Listening = {
    server,
    port,
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        if (!server.listening) {
          resolve();
          return;
        }
        server.close(() => resolve());
        server.closeAllConnections();
      }),
    reopen: async () => {
      if (!server.listening) await listenOn(server, port);
    },
  };
  return listening;
}
