import { type HubFile } from './hub-source.js';
export type ArtifactSource = {
    kind: 'path';
    path: string;
} | {
    kind: 'url';
    url: URL;
} | {
    kind: 'github-release';
    owner: string;
    repo: string;
    tag: string;
    asset: string;
} | {
    kind: 'hf';
    file: HubFile;
};
/**
 * Reads a source string:
 * - `github-release:owner/repo@tag/asset-name` (the tag may contain '/'; the
 *   asset name is everything after the last '/');
 * - `hf://OWNER/REPO[@REVISION]/PATH`, a file on the Hugging Face Hub (hub.ts);
 * - `scheme://...` is a URL (only http and https are accepted here; whether
 *   plain http is allowed is decided when downloading);
 * - anything else is a file path, absolute or relative to the workspace.
 */
export declare function parseSource(source: string): ArtifactSource;
/**
 * The URL with user info, query string and fragment removed: safe to log even
 * when the URL is a signed one (the signature lives in the query).
 */
export declare function redactUrl(url: string | URL): string;
/**
 * Normalises an expected sha256: 64 hex digits, optionally prefixed with
 * `sha256:`, returned in lower case.
 */
export declare function parseSha256(value: string, source: string): string;
/** A file name safe on every OS, taken from the last path segment of a URL. */
export declare function fileNameFromUrl(url: URL, fallback?: string): string;
export declare function safeFileName(name: string): string;
