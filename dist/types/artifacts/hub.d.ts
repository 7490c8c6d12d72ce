import { type ArtifactCache, type TrustedDigests } from '../store/actions-cache.js';
import { type HubRequestOptions } from './hub-protocol.js';
import { type HubFile } from './hub-source.js';
export { gitBlobId, hubContext, HubFileMissingError, runHubContext, type HubContext, } from './hub-protocol.js';
/** What resolving one Hub file needs from the caller. */
export interface HubResolveOptions extends HubRequestOptions {
    /** Where the verified file is put. */
    dest: string;
    maxBytes: number;
    cache?: ArtifactCache;
    /**
     * What vouches for a cached copy without asking the Hub (the default
     * branch's manifest): asked with the entry's key and digest (the file and
     * its record). With HF_HUB_OFFLINE a cached copy needs it or a pinned sha256.
     */
    trusted?: TrustedDigests;
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
/**
 * Resolves one Hub file to a verified local file: the revision to a commit
 * (once per run), then the cache (a copy checked by verifyCopy: no request
 * when pinned or vouched for, else one HEAD), then the resolve endpoint's
 * digest and the download, checked against it and against `pinned` (the
 * config's sha256) before it is put in place.
 *
 * Errors (one line each): 401/403 (private or gated: the token), 404
 * (repository, revision and path named apart), a digest mismatch (both
 * digests; nothing kept), offline without a cached copy or with one nothing
 * can verify offline, 429/5xx after the retries.
 */
export declare function resolveHubFile(file: HubFile, pinned: string | undefined, options: HubResolveOptions): Promise<ResolvedHubFile>;
