import { type ArtifactCache, type Logger, type TrustedDigests } from '../store/actions-cache.js';
import { type HubContext } from './hub.js';
export interface ArtifactSpec {
    /** Workspace-relative or absolute path, https URL, github-release:owner/repo@tag/asset, or hf://OWNER/REPO[@REVISION]/PATH. */
    source: string;
    /** Expected sha256 (64 hex digits, optionally prefixed `sha256:`). */
    sha256?: string;
}
export interface ResolveArtifactOptions {
    /** Relative paths are resolved against this directory. */
    workspace: string;
    /** Downloads land under this directory (relative: to `workspace`). */
    destDir: string;
    /** GitHub token; sent only on the release lookup and the asset's download, on the API's origin (`apiUrl`). */
    token?: string;
    /** Permit plain http URLs (off by default). */
    allowHttp?: boolean;
    /** Largest artifact accepted, in bytes. */
    maxBytes: number;
    /** Attempts after the first on 5xx and broken transfers. */
    retries: number;
    cache?: ArtifactCache;
    log: Logger;
    /** GitHub REST API base (the action passes GITHUB_API_URL); default https://api.github.com. */
    apiUrl?: string;
    /** Delay before the first retry in ms (doubles each time); default 1000. */
    retryBaseDelayMs?: number;
    /** Abort a request that sends nothing for this long, in ms; default 60000. */
    idleTimeoutMs?: number;
    /**
     * Every download (its lookup, attempts and redirects together) ends within
     * this many ms, or fails naming the limit; default DEFAULT_DOWNLOAD_TIMEOUT_MS.
     */
    downloadTimeoutMs?: number;
    /** What the caller calls that limit in the error; default "the download timeout of N min". */
    downloadTimeoutName?: string;
    /** The run's Hugging Face Hub context, shared by its artifacts (runHubContext); default: the public Hub, no token. */
    hub?: () => HubContext;
    /** What vouches for a cached Hub file without asking the Hub (hub.ts's HubResolveOptions). */
    trusted?: TrustedDigests;
}
/** Default of downloadTimeoutMs (and the action's download-timeout-minutes): 30 minutes. */
export declare const DEFAULT_DOWNLOAD_TIMEOUT_MS: number;
export interface ResolvedArtifact {
    /** Absolute path of the verified file. */
    path: string;
    /** Its sha256, lower-case hex. */
    sha256: string;
    /** True when no download happened (restored from the cache or already on disk). */
    fromCache: boolean;
    /** A Hub file: the source at the commit it resolved to (what the report records). */
    resolved?: string;
    /** A Hub file named by a moving revision: the commit to pin instead. */
    warning?: string;
}
/**
 * Resolves one artifact to a verified local file.
 *
 * Errors (one line each): file not found; sha256 mismatch (names both
 * hashes); size over `maxBytes` (from Content-Length, or counted while
 * streaming); plain http without `allowHttp`; HTTP 4xx (not retried); 5xx or
 * a broken transfer after `retries` further attempts; release or asset not
 * found. Tokens and query strings never appear in logs or errors.
 */
export declare function resolveArtifact(spec: ArtifactSpec, options: ResolveArtifactOptions): Promise<ResolvedArtifact>;
