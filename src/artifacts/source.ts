/**
 * Parsing of artifact sources and expected hashes, and URL redaction for logs.
 */
import { InputError } from '../errors.js';
import { HUB_PREFIX, parseHubSource, type HubFile } from './hub-source.js';

export type ArtifactSource =
  | { kind: 'path'; path: string }
  | { kind: 'url'; url: URL }
  | { kind: 'github-release'; owner: string; repo: string; tag: string; asset: string }
  | { kind: 'hf'; file: HubFile };

const RELEASE_PREFIX = 'github-release:';
const RELEASE_FORM = 'github-release:owner/repo@tag/asset-name';

/**
 * Reads a source string:
 * - `github-release:owner/repo@tag/asset-name` (the tag may contain '/'; the
 *   asset name is everything after the last '/');
 * - `hf://OWNER/REPO[@REVISION]/PATH`, a file on the Hugging Face Hub (hub.ts);
 * - `scheme://...` is a URL (only http and https are accepted here; whether
 *   plain http is allowed is decided when downloading);
 * - anything else is a file path, absolute or relative to the workspace.
 */
export function parseSource(source: string): ArtifactSource {
  if (typeof source !== 'string' || source.trim() === '') {
    throw new InputError(
      `artifact source must be a non-empty string, got ${JSON.stringify(source)}`,
    );
  }
  const text = source.trim();
  if (text.startsWith(RELEASE_PREFIX)) {
    const rest = text.slice(RELEASE_PREFIX.length);
    const m = /^([A-Za-z0-9-]+)\/([A-Za-z0-9._-]+)@(.+)\/([^/]+)$/.exec(rest);
    if (!m) {
      throw new InputError(
        `artifact source "${text}" is not a GitHub release asset; expected ${RELEASE_FORM}`,
      );
    }
    const [, owner = '', repo = '', tag = '', asset = ''] = m;
    return { kind: 'github-release', owner, repo, tag, asset };
  }
  if (text.startsWith(HUB_PREFIX)) return { kind: 'hf', file: parseHubSource(text) };
  if (/^[A-Za-z][A-Za-z0-9+.-]*:\/\//.test(text)) {
    let url: URL;
    try {
      url = new URL(text);
    } catch {
      throw new InputError(`artifact source "${redactUrl(text)}" is not a valid URL`);
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:') {
      throw new InputError(
        `artifact source "${redactUrl(text)}" uses ${url.protocol.slice(0, -1)}; only https (and http with allow-http) URLs, file paths, ${RELEASE_FORM} and hf://OWNER/REPO[@REVISION]/PATH are supported`,
      );
    }
    return { kind: 'url', url };
  }
  return { kind: 'path', path: text };
}

/**
 * The URL with user info, query string and fragment removed: safe to log even
 * when the URL is a signed one (the signature lives in the query).
 */
export function redactUrl(url: string | URL): string {
  try {
    const u = new URL(url.toString());
    return `${u.protocol}//${u.host}${u.pathname}`;
  } catch {
    return String(url).replace(/[?#].*$/, '');
  }
}

/**
 * Normalises an expected sha256: 64 hex digits, optionally prefixed with
 * `sha256:`, returned in lower case.
 */
export function parseSha256(value: string, source: string): string {
  const text = typeof value === 'string' ? value.trim().replace(/^sha256:/i, '') : '';
  if (!/^[0-9a-fA-F]{64}$/.test(text)) {
    throw new InputError(
      `sha256 for artifact "${source}" must be 64 hexadecimal characters, got ${JSON.stringify(value)}`,
    );
  }
  return text.toLowerCase();
}

/** A file name safe on every OS, taken from the last path segment of a URL. */
export function fileNameFromUrl(url: URL, fallback = 'artifact'): string {
  const last = url.pathname.split('/').filter(Boolean).at(-1) ?? '';
  let decoded = last;
  try {
    decoded = decodeURIComponent(last);
  } catch {
    // keep the raw segment
  }
  return safeFileName(decoded) || fallback;
}

export function safeFileName(name: string): string {
  const cleaned = name.replace(/[^A-Za-z0-9._-]/g, '_').replace(/^\.+/, '');
  return cleaned.slice(0, 200);
}
