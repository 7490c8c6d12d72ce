import type { Logger } from '../store/actions-cache.js';
import { InputError } from '../errors.js';
/** A failure worth retrying (5xx, a broken connection); still the input's problem when retries run out. */
export declare class TransientError extends InputError {
    /** How long the server asked us to wait (its Retry-After), in ms; undefined: back off as usual. */
    readonly retryAfterMs: number | undefined;
    constructor(message: string, options?: {
        cause?: unknown;
        retryAfterMs?: number;
    });
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
    deadline: {
        at: number;
        name: string;
    };
    log: Logger;
}
/** The download ran past its deadline: not retried, the input's problem. */
export declare class DeadlineError extends InputError {
    name: string;
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
/**
 * Runs `attempt` until it succeeds, throws a non-transient error, or has
 * failed `retries + 1` times. The last error's message gains the attempt count.
 */
export declare function withRetries<T>(what: string, options: RetryOptions, attempt: () => Promise<T>): Promise<T>;
export declare function assertAllowedUrl(url: URL, allowHttp: boolean): void;
/**
 * A Retry-After header (delay-seconds or an HTTP date) in ms, at most
 * MAX_RETRY_AFTER_MS; undefined when absent or unreadable.
 */
export declare function retryAfterMs(value: string | null, now?: number): number | undefined;
/** Classifies an HTTP error status; the message names the URL without its query. */
export declare function statusError(url: URL, res: Response, what?: string): Error;
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
export declare function httpGet(start: URL, headers: Record<string, string>, options: HttpOptions, authorize?: boolean): Promise<Fetched>;
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
/**
 * One attempt: GET `url` into `dest` via a temporary file in the same
 * directory. Throws TransientError for failures worth retrying.
 */
export declare function downloadOnce(url: URL, dest: string, options: DownloadOptions): Promise<Downloaded>;
