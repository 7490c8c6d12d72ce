/**
 * resolveArtifact: turn a configured source (file path, https URL, GitHub
 * release asset or Hugging Face Hub file) into a verified local file.
 *
 * Caching policy: a download is restored from / saved to the cache only when
 * its content hash is known before downloading (a pinned `sha256`, or the
 * digest GitHub reports for a release asset). The key holds that hash, so a
 * cached file is the right content by construction, and it is re-hashed
 * after restore anyway. Without a known hash a URL may serve new content
 * at any time, so it is downloaded every run. A Hub file is cached by commit
 * and path, and a cached copy is verified like a download: against the
 * digest the Hub states, a pinned sha256 or a trusted record (hub.ts).
 */
import { rm, stat } from 'node:fs/promises';
import * as path from 'node:path';
import {
  cacheKey,
  type ArtifactCache,
  type Logger,
  type TrustedDigests,
} from '../store/actions-cache.js';
import { downloadOnce, withRetries, type DownloadOptions, type HttpOptions } from './download.js';
import { findReleaseAsset } from './github-release.js';
import { hubContext, resolveHubFile, type HubContext } from './hub.js';
import { fileNameFromUrl, parseSha256, parseSource, redactUrl, safeFileName } from './source.js';
import { InputError, oneLine } from '../errors.js';
import { sha256File, sha256Text } from '../hash.js';

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
export const DEFAULT_DOWNLOAD_TIMEOUT_MS = 30 * 60_000;

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

const RELEASE_ACCEPT = { accept: 'application/octet-stream' };

function checkOptions(options: ResolveArtifactOptions): void {
  if (!Number.isSafeInteger(options.maxBytes) || options.maxBytes <= 0) {
    throw new RangeError(`maxBytes must be a positive integer, got ${options.maxBytes}`);
  }
  if (!Number.isSafeInteger(options.retries) || options.retries < 0) {
    throw new RangeError(`retries must be a non-negative integer, got ${options.retries}`);
  }
}

/** Directory for one source under destDir: stable, so cache paths match across runs. */
function destFor(options: ResolveArtifactOptions, canonical: string, fileName: string): string {
  const id = sha256Text(canonical).slice(0, 16);
  return path.resolve(options.workspace, options.destDir, id, fileName);
}

function artifactKey(canonical: string, sha256: string): string {
  const id = sha256Text(canonical).slice(0, 16);
  return cacheKey('artifact', id, sha256);
}

async function isFile(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

/** Why a local artifact cannot be read, in one line: missing, a link loop, or what the system said. */
function statProblem(error: unknown, file: string): string {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'ENOENT') return `artifact file not found: ${file}`;
  if (code === 'ELOOP') return `artifact ${file} is a loop of symbolic links`;
  if (code === 'EACCES') return `artifact ${file}: cannot read it (permission denied)`;
  return `artifact ${file}: cannot read (${oneLine(error)})`;
}

async function resolveLocal(
  source: string,
  file: string,
  pinned: string | undefined,
  options: ResolveArtifactOptions,
): Promise<ResolvedArtifact> {
  const absolute = path.resolve(options.workspace, file);
  let info;
  try {
    info = await stat(absolute);
  } catch (error) {
    throw new InputError(`${statProblem(error, absolute)} (source "${source}")`);
  }
  if (!info.isFile()) {
    throw new InputError(`artifact source "${source}" is not a regular file: ${absolute}`);
  }
  if (info.size > options.maxBytes) {
    throw new InputError(
      `${absolute} is ${info.size} bytes, over the size limit of ${options.maxBytes} bytes; raise the limit or use a smaller artifact`,
    );
  }
  const sha256 = await sha256File(absolute, 'artifact');
  if (pinned !== undefined && sha256 !== pinned) {
    throw new InputError(`sha256 mismatch for ${source}: expected ${pinned}, got ${sha256}`);
  }
  return { path: absolute, sha256, fromCache: false };
}

/** A verified copy already on disk, or one restored from the cache. */
async function reuse(
  label: string,
  dest: string,
  expected: string,
  key: string,
  options: ResolveArtifactOptions,
): Promise<ResolvedArtifact | undefined> {
  if ((await isFile(dest)) && (await sha256File(dest, 'artifact')) === expected) {
    options.log.info(`Using ${label} already at ${dest} (sha256 verified)`);
    return { path: dest, sha256: expected, fromCache: true };
  }
  if (!options.cache) return undefined;
  if (!(await options.cache.restore(key, [dest]))) return undefined;
  if ((await isFile(dest)) && (await sha256File(dest, 'artifact')) === expected) {
    options.log.info(`Restored ${label} from the cache (sha256 verified)`);
    return { path: dest, sha256: expected, fromCache: true };
  }
  options.log.warning(
    `Cached copy of ${label} does not match sha256 ${expected}; downloading it again`,
  );
  await rm(dest, { force: true });
  return undefined;
}

/**
 * A download nothing pinned: a warning (the content is taken as it comes,
 * and downloaded again on every run). `require-sha256` makes it an error
 * before any request, where the config's artifacts are resolved
 * (config-artifacts.ts), for every remote kind.
 */
function unpinned(label: string, options: ResolveArtifactOptions): void {
  options.log.warning(
    `No sha256 pinned for ${label}: downloading without verification or caching; pin it with sha256 beside it in the config or its *-sha256 input (teacher-model-sha256, student-model-sha256, dataset-sha256, or artifact-sha256 "key: hex"), or set require-sha256: true to make this an error`,
  );
}

async function download(
  label: string,
  url: URL,
  dest: string,
  expected: string | undefined,
  request: { headers: Record<string, string>; authorize: boolean },
  http: HttpOptions,
  options: ResolveArtifactOptions,
): Promise<ResolvedArtifact> {
  options.log.info(`Downloading ${redactUrl(url)} to ${dest}`);
  const downloadOptions: DownloadOptions = {
    ...http,
    ...request,
    maxBytes: options.maxBytes,
    expectedSha256: expected,
    label,
  };
  const result = await withRetries(
    `download of ${redactUrl(url)}`,
    {
      retries: options.retries,
      baseDelayMs: options.retryBaseDelayMs ?? 1000,
      deadline: http.deadline.at,
      log: options.log,
    },
    () => downloadOnce(url, dest, downloadOptions),
  );
  options.log.info(`Downloaded ${result.bytes} bytes, sha256 ${result.sha256}`);
  return { path: dest, sha256: result.sha256, fromCache: false };
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
export async function resolveArtifact(
  spec: ArtifactSpec,
  options: ResolveArtifactOptions,
): Promise<ResolvedArtifact> {
  checkOptions(options);
  const source = parseSource(spec.source);
  const pinned = spec.sha256 === undefined ? undefined : parseSha256(spec.sha256, spec.source);
  if (source.kind === 'path') return resolveLocal(spec.source, source.path, pinned, options);
  const timeoutMs = options.downloadTimeoutMs ?? DEFAULT_DOWNLOAD_TIMEOUT_MS;
  const deadline = {
    at: Date.now() + timeoutMs,
    name: options.downloadTimeoutName ?? `the download timeout of ${timeoutMs / 60_000} min`,
  };
  if (source.kind === 'hf') {
    const { file } = source;
    const canonical = `hf://${file.repoType}/${file.repo}@${file.revision ?? ''}/${file.path}`;
    return resolveHubFile(file, pinned, {
      hub: options.hub?.() ?? hubContext({}),
      dest: destFor(
        options,
        canonical,
        safeFileName(file.path.split('/').at(-1) ?? '') || 'artifact',
      ),
      maxBytes: options.maxBytes,
      retries: options.retries,
      retryBaseDelayMs: options.retryBaseDelayMs ?? 1000,
      idleTimeoutMs: options.idleTimeoutMs ?? 60_000,
      deadline,
      allowHttp: options.allowHttp ?? false,
      log: options.log,
      ...(options.cache ? { cache: options.cache } : {}),
      ...(options.trusted ? { trusted: options.trusted } : {}),
    });
  }

  const apiUrl = (options.apiUrl ?? 'https://api.github.com').replace(/\/+$/, '');
  const http: HttpOptions = {
    allowHttp: options.allowHttp ?? false,
    token: options.token,
    tokenOrigin: new URL(apiUrl).origin,
    idleTimeoutMs: options.idleTimeoutMs ?? 60_000,
    deadline,
    log: options.log,
  };
  const retry = {
    retries: options.retries,
    baseDelayMs: options.retryBaseDelayMs ?? 1000,
    deadline: http.deadline.at,
    log: options.log,
  };
  const anonymous = { headers: {}, authorize: false };

  if (source.kind === 'url') {
    const canonical = redactUrl(source.url);
    const label = canonical;
    const dest = destFor(options, canonical, fileNameFromUrl(source.url));
    if (pinned === undefined) {
      unpinned(label, options);
      return download(label, source.url, dest, undefined, anonymous, http, options);
    }
    const key = artifactKey(canonical, pinned);
    const reused = await reuse(label, dest, pinned, key, options);
    if (reused) return reused;
    const result = await download(label, source.url, dest, pinned, anonymous, http, options);
    await options.cache?.save(key, [dest]);
    return result;
  }

  // GitHub release asset
  const canonical = `github-release:${source.owner}/${source.repo}@${source.tag}/${source.asset}`;
  const label = canonical;
  const dest = destFor(options, canonical, safeFileName(source.asset) || 'artifact');
  if (pinned !== undefined) {
    const reused = await reuse(label, dest, pinned, artifactKey(canonical, pinned), options);
    if (reused) return reused;
  }
  const asset = await withRetries(`release lookup for ${label}`, retry, () =>
    findReleaseAsset(apiUrl, source.owner, source.repo, source.tag, source.asset, http),
  );
  if (pinned !== undefined && asset.sha256 !== undefined && asset.sha256 !== pinned) {
    throw new InputError(
      `sha256 mismatch for ${label}: expected ${pinned}, but GitHub reports ${asset.sha256} for the asset`,
    );
  }
  if (asset.size > options.maxBytes) {
    throw new InputError(
      `${label} is ${asset.size} bytes, over the size limit of ${options.maxBytes} bytes; raise the limit or use a smaller artifact`,
    );
  }
  // The asset's address comes from the API's answer: the token goes with it only on the API's origin.
  const assetRequest = {
    headers: RELEASE_ACCEPT,
    authorize: asset.apiUrl.origin === http.tokenOrigin,
  };
  const expected = pinned ?? asset.sha256;
  if (expected === undefined) {
    unpinned(`${label} (GitHub reports no digest for it)`, options);
    return download(label, asset.apiUrl, dest, undefined, assetRequest, http, options);
  }
  const key = artifactKey(canonical, expected);
  if (pinned === undefined) {
    const reused = await reuse(label, dest, expected, key, options);
    if (reused) return reused;
  }
  const result = await download(label, asset.apiUrl, dest, expected, assetRequest, http, options);
  await options.cache?.save(key, [dest]);
  return result;
}
