import { type ArtifactCache, type Logger } from '../store/actions-cache.js';
import { InputError } from '../errors.js';
import { type HttpOptions } from './download.js';
import { type HubFile } from './hub-source.js';
/** The Hub's public endpoint, used unless HF_ENDPOINT names another (a mirror). */
export declare const DEFAULT_HUB_ENDPOINT = "https://huggingface.co";
/**
 * A file the Hub does not have (404), or, with HF_HUB_OFFLINE, one not in the
 * cache: what `init` takes for "not there" when it looks for a tokenizer
 * beside a model.
 */
export declare class HubFileMissingError extends InputError {
}
/** How to reach the Hub (from the environment, and the action's input), and what this run learnt. */
export interface HubContext {
    /** The Hub's base URL, no trailing slash (HF_ENDPOINT; default https://huggingface.co). */
    endpoint: string;
    /** Sent to `endpoint`'s origin only. */
    token?: string;
    /** HF_HUB_OFFLINE: only the cache is used; a file not in it is an error. */
    offline: boolean;
    /** Each revision's commit, resolved once per run. */
    commits: Map<string, string>;
}
/**
 * Reads HF_ENDPOINT, HF_TOKEN and HF_HUB_OFFLINE (the names the Hub's own
 * clients read); `token` (the action's hf-token input) wins over HF_TOKEN.
 */
export declare function hubContext(env: Readonly<Record<string, string | undefined>>, token?: string): HubContext;
/**
 * The run's Hub context, made on first use: a run without hf:// artifacts
 * never reads (nor judges) HF_ENDPOINT and HF_HUB_OFFLINE.
 */
export declare function runHubContext(env: Readonly<Record<string, string | undefined>>, token?: string): () => HubContext;
/** What resolving one Hub file needs from the caller. */
export interface HubResolveOptions {
    hub: HubContext;
    /** Where the verified file is put. */
    dest: string;
    maxBytes: number;
    retries: number;
    retryBaseDelayMs: number;
    idleTimeoutMs: number;
    /** The download, its lookups and retries included, ends by then (HttpOptions' deadline). */
    deadline: HttpOptions['deadline'];
    allowHttp: boolean;
    cache?: ArtifactCache;
    log: Logger;
}
export interface ResolvedHubFile {
    path: string;
    sha256: string;
    fromCache: boolean;
    /** The source at the commit it resolved to: what the report records. */
    resolved: string;
    /** Set when the revision was not a commit: which commit to pin instead. */
    warning?: string;
}
/** The git blob id of a file: sha1 of `blob <size>\0` and its bytes. */
export declare function gitBlobId(file: string): Promise<string>;
/**
 * Resolves one Hub file to a verified local file: the revision to a commit
 * (once per run), then the cache (no request at all for a cached commit),
 * then the resolve endpoint's digest and the download, checked against it and
 * against `pinned` (the config's sha256) before it is put in place.
 *
 * Errors (one line each): 401/403 (private or gated: the token), 404
 * (repository, revision and path named apart), a digest mismatch (both
 * digests; nothing kept), offline without a cached copy, 429/5xx after the
 * retries.
 */
export declare function resolveHubFile(file: HubFile, pinned: string | undefined, options: HubResolveOptions): Promise<ResolvedHubFile>;
