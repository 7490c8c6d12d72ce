import type { Logger } from '../store/actions-cache.js';
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
export declare const COMMIT: RegExp;
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
/** What a request to the Hub needs: where, how long, how often, and with which token. */
export interface HubRequestOptions {
    hub: HubContext;
    retries: number;
    retryBaseDelayMs: number;
    idleTimeoutMs: number;
    /** The download, its lookups and retries included, ends by then (HttpOptions' deadline). */
    deadline: HttpOptions['deadline'];
    allowHttp: boolean;
    log: Logger;
}
/** The digest the Hub states for a file: sha256 for LFS, the git blob id (sha1) otherwise. */
export type HubDigest = {
    kind: 'sha256';
    hex: string;
} | {
    kind: 'git-blob';
    hex: string;
};
export interface FileInfo {
    commit: string | null;
    digest: HubDigest;
    size: number | null;
    /** Where the bytes are: the CDN for LFS files, the resolve URL otherwise. */
    location: URL;
}
/** The commit a revision points at (the revision API). One attempt. */
export declare function fetchCommit(source: string, file: HubFile, revision: string, options: HubRequestOptions): Promise<string>;
/** The git blob id of a file: sha1 of `blob <size>\0` and its bytes. */
export declare function gitBlobId(file: string): Promise<string>;
/** The resolve endpoint's answer for the file at `commit`, retried, from that commit only. */
export declare function fileInfo(source: string, file: HubFile, commit: string, options: HubRequestOptions): Promise<FileInfo>;
