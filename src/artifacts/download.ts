/**
 * HTTP download with retries, redirects, a size limit and hashing, written to
 * a temporary file and renamed into place only when complete.
 *
 * Retry policy: 5xx, 408, 429, network errors, stalled and broken transfers
 * are retried with exponential back-off (base, 2·base, 4·base, ...); other
 * 4xx, size-limit and hash errors are not, and nothing is once the deadline
 * has passed. URLs are logged and put in errors with their query string
 * removed (signed URLs carry their signature there). The token goes only on
 * a request the caller built for the GitHub API (`authorize`), only to
 * `tokenOrigin`, and never after a hop to another origin, even one back.
 */
import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import * as path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import type { Logger } from '../store/actions-cache.js';
import { redactUrl } from './source.js';
import { InputError } from '../errors.js';
import { sha256Hasher } from '../hash.js';

const MAX_REDIRECTS = 5;

/** A failure worth retrying (5xx, a broken connection); still the input's problem when retries run out. */
export class TransientError extends InputError {
  /** How long the server asked us to wait (its Retry-After), in ms; undefined: back off as usual. */
  readonly retryAfterMs: number | undefined;
  constructor(message: string, options?: { cause?: unknown; retryAfterMs?: number }) {
    super(message, options);
    this.name = 'TransientError';
    this.retryAfterMs = options?.retryAfterMs;
  }
}

export interface HttpOptions {
  /** Allow plain http URLs (the initial one and any redirect target). */
  allowHttp: boolean;
  /**
   * Sent as `Authorization: Bearer <token>` on requests made with `authorize`
   * (the GitHub API's and its release assets'), while every hop so far has
   * stayed on `tokenOrigin`.
   */
  token?: string;
  tokenOrigin?: string;
  /** Abort a request that sends no data for this long. */
  idleTimeoutMs: number;
  /**
   * The time (Date.now() milliseconds) by which the whole download, every
   * attempt and redirect included, has ended; and what to call that limit in
   * the error (e.g. "download-timeout-minutes 30").
   */
  deadline: { at: number; name: string };
  log: Logger;
}

/** The download ran past its deadline: not retried, the input's problem. */
export class DeadlineError extends InputError {
  override name = 'DeadlineError';
}

function deadlineError(url: URL, options: HttpOptions): DeadlineError {
  return new DeadlineError(
    `download of ${redactUrl(url)} did not finish in time (${options.deadline.name}); raise it, or use a closer or smaller artifact`,
  );
}

export interface RetryOptions {
  /** Attempts after the first one. */
  retries: number;
  /** No retry starts after this time (Date.now() milliseconds). */
  deadline?: number;
  /** Delay before the first retry; it doubles for each further retry. */
  baseDelayMs: number;
  log: Logger;
}

function errorText(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = (error as { cause?: unknown }).cause;
  if (cause instanceof Error) {
    const code = (cause as { code?: unknown }).code;
    return `${error.message} (${typeof code === 'string' ? code : cause.message})`;
  }
  return error.message;
}

/**
 * Runs `attempt` until it succeeds, throws a non-transient error, or has
 * failed `retries + 1` times. The last error's message gains the attempt count.
 */
export async function withRetries<T>(
  what: string,
  options: RetryOptions,
  attempt: () => Promise<T>,
): Promise<T> {
  const total = options.retries + 1;
  for (let n = 1; ; n++) {
    try {
      return await attempt();
    } catch (error) {
      if (!(error instanceof TransientError)) throw error;
      if (options.deadline !== undefined && Date.now() >= options.deadline) {
        throw new InputError(`${error.message} (and then the download's deadline passed)`, {
          cause: error,
        });
      }
      if (n >= total) {
        throw new InputError(
          total > 1 ? `${error.message} (gave up after ${total} attempts)` : error.message,
          { cause: error },
        );
      }
      const delay = error.retryAfterMs ?? options.baseDelayMs * 2 ** (n - 1);
      options.log.info(
        `${what}: attempt ${n} of ${total} failed: ${error.message}; retrying in ${delay} ms${error.retryAfterMs === undefined ? '' : ' (the Retry-After it was given)'}`,
      );
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
}

export function assertAllowedUrl(url: URL, allowHttp: boolean): void {
  if (url.protocol === 'https:') return;
  if (url.protocol === 'http:') {
    if (allowHttp) return;
    throw new InputError(
      `refusing plain http URL ${redactUrl(url)}; set allow-http: true to permit it`,
    );
  }
  throw new InputError(`refusing ${url.protocol} URL ${redactUrl(url)}; only https is supported`);
}

function isRetryableStatus(status: number): boolean {
  return status >= 500 || status === 408 || status === 429;
}

/** Longest Retry-After honoured: a server asking for more is waited on this long. */
const MAX_RETRY_AFTER_MS = 60_000;

/**
 * A Retry-After header (delay-seconds or an HTTP date) in ms, at most
 * MAX_RETRY_AFTER_MS; undefined when absent or unreadable.
 */
export function retryAfterMs(value: string | null, now = Date.now()): number | undefined {
  if (value === null) return undefined;
  const text = value.trim();
  const ms = /^\d+$/.test(text) ? Number(text) * 1000 : Date.parse(text) - now;
  if (!Number.isFinite(ms)) return undefined;
  return Math.min(Math.max(ms, 0), MAX_RETRY_AFTER_MS);
}

/** Classifies an HTTP error status; the message names the URL without its query. */
export function statusError(url: URL, res: Response, what = 'download'): Error {
  const message = `${what} of ${redactUrl(url)} failed: HTTP ${res.status}${res.statusText ? ` ${res.statusText}` : ''}`;
  if (!isRetryableStatus(res.status)) return new Error(message);
  const wait = retryAfterMs(res.headers.get('retry-after'));
  return new TransientError(message, wait === undefined ? {} : { retryAfterMs: wait });
}

export interface Fetched {
  res: Response;
  /** The URL that answered (after redirects). */
  url: URL;
  /** Re-arms the idle timer; call on every body chunk. */
  touch(): void;
  /** Clears the idle timer. */
  done(): void;
  /** True once the idle timer fired. */
  stalled(): boolean;
  /** True once the deadline passed (the request was aborted for it). */
  expired(): boolean;
}

/**
 * GET with manual redirects: each hop is checked against allow-http. With
 * `authorize` (a request built for the GitHub API) the token is sent while
 * the hops stay on `tokenOrigin`, and dropped for good at the first hop to
 * another origin: GitHub answers an asset download with a 302 to a signed
 * storage URL that must not see it, and a host that redirects back into the
 * API's origin must not get it sent for it either.
 */
export async function httpGet(
  start: URL,
  headers: Record<string, string>,
  options: HttpOptions,
  authorize = false,
): Promise<Fetched> {
  let url = start;
  let sameOrigin = true;
  for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
    assertAllowedUrl(url, options.allowHttp);
    const left = options.deadline.at - Date.now();
    if (left <= 0) throw deadlineError(start, options);
    const controller = new AbortController();
    let timer: NodeJS.Timeout | undefined;
    let expired = false;
    const deadlineTimer = setTimeout(() => {
      expired = true;
      controller.abort();
    }, left);
    const touch = (): void => {
      clearTimeout(timer);
      timer = setTimeout(() => controller.abort(), options.idleTimeoutMs);
    };
    const done = (): void => {
      clearTimeout(timer);
      clearTimeout(deadlineTimer);
    };
    const sendToken =
      authorize &&
      sameOrigin &&
      options.token !== undefined &&
      options.token !== '' &&
      url.origin === options.tokenOrigin;
    touch();
    let res: Response;
    try {
      res = await fetch(url, {
        headers: {
          'user-agent': 'metacompress',
          ...headers,
          ...(sendToken ? { authorization: `Bearer ${options.token}` } : {}),
        },
        redirect: 'manual',
        signal: controller.signal,
      });
    } catch (error) {
      done();
      if (expired) throw deadlineError(start, options);
      const reason = controller.signal.aborted
        ? `no response within ${options.idleTimeoutMs} ms`
        : errorText(error);
      throw new TransientError(`request to ${redactUrl(url)} failed: ${reason}`, { cause: error });
    }
    if (res.status >= 300 && res.status < 400 && res.headers.has('location')) {
      done();
      await res.body?.cancel();
      const next = new URL(res.headers.get('location') ?? '', url);
      options.log.debug(`${redactUrl(url)} redirected to ${redactUrl(next)}`);
      if (next.origin !== url.origin) sameOrigin = false;
      url = next;
      continue;
    }
    return {
      res,
      url,
      touch,
      done,
      stalled: () => controller.signal.aborted && !expired,
      expired: () => expired,
    };
  }
  throw new InputError(
    `download of ${redactUrl(start)} failed: more than ${MAX_REDIRECTS} redirects`,
  );
}

export interface DownloadOptions extends HttpOptions {
  maxBytes: number;
  headers?: Record<string, string>;
  /** Send the token (see httpGet): the download of a release asset through the API. */
  authorize?: boolean;
  /** When set, a file with another hash is rejected (and never renamed into place). */
  expectedSha256?: string;
  /** How to name the artifact in a hash mismatch error (its source). */
  label: string;
}

export interface Downloaded {
  sha256: string;
  bytes: number;
}

function tooLarge(url: URL, size: string, maxBytes: number): Error {
  return new Error(
    `${redactUrl(url)} is ${size}, over the size limit of ${maxBytes} bytes; raise the limit or use a smaller artifact`,
  );
}

/**
 * One attempt: GET `url` into `dest` via a temporary file in the same
 * directory. Throws TransientError for failures worth retrying.
 */
export async function downloadOnce(
  url: URL,
  dest: string,
  options: DownloadOptions,
): Promise<Downloaded> {
  const fetched = await httpGet(url, options.headers ?? {}, options, options.authorize ?? false);
  const { res } = fetched;
  try {
    if (!res.ok) {
      await res.body?.cancel();
      throw statusError(fetched.url, res);
    }
    const declared = res.headers.get('content-length');
    const expectedLength = declared === null ? undefined : Number(declared);
    if (expectedLength !== undefined && expectedLength > options.maxBytes) {
      await res.body?.cancel();
      throw tooLarge(url, `${expectedLength} bytes (Content-Length)`, options.maxBytes);
    }
    if (!res.body) throw new TransientError(`download of ${redactUrl(url)} returned no body`);

    await mkdir(path.dirname(dest), { recursive: true });
    const temp = `${dest}.partial-${randomUUID().slice(0, 8)}`;
    const hash = sha256Hasher();
    let bytes = 0;
    const meter = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        fetched.touch();
        bytes += chunk.length;
        if (bytes > options.maxBytes) {
          callback(tooLarge(url, `more than ${options.maxBytes} bytes`, options.maxBytes));
          return;
        }
        hash.update(chunk);
        callback(null, chunk);
      },
    });
    try {
      await pipeline(
        Readable.fromWeb(res.body as unknown as WebReadableStream<Uint8Array>),
        meter,
        createWriteStream(temp),
      );
    } catch (error) {
      await rm(temp, { force: true });
      if (bytes > options.maxBytes) throw error;
      if (fetched.expired()) throw deadlineError(url, options);
      const reason = fetched.stalled()
        ? `no data for ${options.idleTimeoutMs} ms`
        : errorText(error);
      throw new TransientError(
        `download of ${redactUrl(url)} broke after ${bytes} bytes: ${reason}`,
        { cause: error },
      );
    }
    if (expectedLength !== undefined && bytes !== expectedLength) {
      await rm(temp, { force: true });
      throw new TransientError(
        `download of ${redactUrl(url)} ended after ${bytes} of ${expectedLength} bytes`,
      );
    }
    const sha256 = hash.digest('hex');
    if (options.expectedSha256 !== undefined && sha256 !== options.expectedSha256) {
      await rm(temp, { force: true });
      throw new InputError(
        `sha256 mismatch for ${options.label}: expected ${options.expectedSha256}, got ${sha256}`,
      );
    }
    await rename(temp, dest);
    return { sha256, bytes };
  } finally {
    fetched.done();
  }
}
