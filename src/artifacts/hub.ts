/**
 * The Hugging Face Hub as an artifact source: `hf://OWNER/REPO[@REVISION]/PATH`
 * (`hf://datasets/OWNER/REPO...` for a dataset repository), resolved to a
 * commit once per run, verified against the digest the Hub states for the
 * file, and cached by commit and path.
 *
 * The protocol, as the Hub documents it and huggingface_hub / @huggingface/hub
 * speak it:
 * - `GET {endpoint}/api/models/{repo}/revision/{revision}` answers JSON whose
 *   `sha` is the commit the revision points at (a branch, tag, `refs/pr/N` or
 *   a commit; percent-encoded in the path, `refs/pr/1` as `refs%2Fpr%2F1`);
 * - `HEAD {endpoint}/{repo}/resolve/{commit}/{path}` answers a file kept in
 *   LFS with a redirect to a CDN host, `X-Linked-Etag` (the file's sha256,
 *   quoted) and `X-Linked-Size`; a small file kept in git with 200 and an
 *   `ETag` that is its git blob id (sha1 of `blob <size>\0<bytes>`); both carry
 *   `X-Repo-Commit`. A 404 says which part is missing in `X-Error-Code`
 *   (RepoNotFound, RevisionNotFound, EntryNotFound).
 *
 * Neither client checks the bytes it downloads against those digests; we do,
 * and keep nothing that fails. The token (HF_TOKEN, or the action's hf-token)
 * goes to the Hub's own origin only, never to the CDN a download is
 * redirected to.
 */
import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import * as path from 'node:path';
import { cacheKey, type ArtifactCache, type Logger } from '../store/actions-cache.js';
import { InputError } from '../errors.js';
import { sha256File } from '../hash.js';
import {
  assertAllowedUrl,
  downloadOnce,
  statusError,
  TransientError,
  withRetries,
  type HttpOptions,
} from './download.js';
import { hubSourceText, type HubFile } from './hub-source.js';
import { redactUrl } from './source.js';
import { createHash } from 'node:crypto';
import { sha256Text } from '../hash.js';

/** The Hub's public endpoint, used unless HF_ENDPOINT names another (a mirror). */
export const DEFAULT_HUB_ENDPOINT = 'https://huggingface.co';
const MAX_SAME_ORIGIN_REDIRECTS = 5;

/**
 * A file the Hub does not have (404), or, with HF_HUB_OFFLINE, one not in the
 * cache: what `init` takes for "not there" when it looks for a tokenizer
 * beside a model.
 */
export class HubFileMissingError extends InputError {}
const COMMIT = /^[0-9a-f]{40}$/;

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

const TRUE_WORDS = ['1', 'true', 'yes', 'on'];
const FALSE_WORDS = ['', '0', 'false', 'no', 'off'];

/**
 * Reads HF_ENDPOINT, HF_TOKEN and HF_HUB_OFFLINE (the names the Hub's own
 * clients read); `token` (the action's hf-token input) wins over HF_TOKEN.
 */
export function hubContext(
  env: Readonly<Record<string, string | undefined>>,
  token?: string,
): HubContext {
  const endpointText = (env.HF_ENDPOINT ?? '').trim() || DEFAULT_HUB_ENDPOINT;
  let endpoint: URL;
  try {
    endpoint = new URL(endpointText);
  } catch {
    throw new InputError(
      `HF_ENDPOINT: got ${JSON.stringify(endpointText)}; allowed: a URL such as ${DEFAULT_HUB_ENDPOINT}`,
    );
  }
  if (endpoint.protocol !== 'https:' && endpoint.protocol !== 'http:') {
    throw new InputError(`HF_ENDPOINT: got ${JSON.stringify(endpointText)}; allowed: an https URL`);
  }
  const offlineText = (env.HF_HUB_OFFLINE ?? '').trim().toLowerCase();
  if (!TRUE_WORDS.includes(offlineText) && !FALSE_WORDS.includes(offlineText)) {
    throw new InputError(
      `HF_HUB_OFFLINE: got ${JSON.stringify(env.HF_HUB_OFFLINE)}; allowed: 1 (use only the cache) or 0`,
    );
  }
  const chosen = (token ?? '').trim() || (env.HF_TOKEN ?? '').trim();
  return {
    endpoint: `${endpoint.origin}${endpoint.pathname.replace(/\/+$/, '')}`,
    ...(chosen === '' ? {} : { token: chosen }),
    offline: TRUE_WORDS.includes(offlineText),
    commits: new Map(),
  };
}

/**
 * The run's Hub context, made on first use: a run without hf:// artifacts
 * never reads (nor judges) HF_ENDPOINT and HF_HUB_OFFLINE.
 */
export function runHubContext(
  env: Readonly<Record<string, string | undefined>>,
  token?: string,
): () => HubContext {
  let context: HubContext | undefined;
  return () => (context ??= hubContext(env, token));
}

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

/** The digest the Hub states for a file: sha256 for LFS, the git blob id (sha1) otherwise. */
type HubDigest = { kind: 'sha256'; hex: string } | { kind: 'git-blob'; hex: string };

interface FileInfo {
  commit: string | null;
  digest: HubDigest;
  size: number | null;
  /** Where the bytes are: the CDN for LFS files, the resolve URL otherwise. */
  location: URL;
}

function repoPath(file: HubFile): string {
  return `${file.repoType === 'dataset' ? 'datasets/' : ''}${file.repo}`;
}

function apiUrl(endpoint: string, file: HubFile, revision: string): URL {
  return new URL(
    `${endpoint}/api/${file.repoType}s/${file.repo}/revision/${encodeURIComponent(revision)}`,
  );
}

function resolveUrl(endpoint: string, file: HubFile, revision: string): URL {
  const filePath = file.path.split('/').map(encodeURIComponent).join('/');
  return new URL(
    `${endpoint}/${repoPath(file)}/resolve/${encodeURIComponent(revision)}/${filePath}`,
  );
}

/** An ETag's value without W/ and quotes. */
function etagValue(value: string | null): string | null {
  if (value === null) return null;
  return value.trim().replace(/^W\//, '').replace(/^"|"$/g, '').toLowerCase();
}

/**
 * The error for a status the Hub answered with: 401/403 name the token, 404
 * names repository, revision and path apart, others are classified as for any
 * download (429 and 5xx retried, after Retry-After when given).
 */
function hubStatusError(
  source: string,
  file: HubFile,
  revision: string,
  url: URL,
  res: Response,
  hub: HubContext,
): Error {
  if (res.status === 401 || res.status === 403) {
    const advice =
      hub.token === undefined
        ? 'set HF_TOKEN (CLI) or the hf-token input (action) to a token that can read it'
        : 'the token given cannot read it: check that it has access (a gated model must be accepted on its page)';
    return new InputError(
      `${source}: HTTP ${res.status} from the Hub: the repository ${file.repo} is private or gated; ${advice}`,
    );
  }
  if (res.status === 404) {
    const code = res.headers.get('x-error-code');
    return new HubFileMissingError(
      `${source}: not found on the Hub (HTTP 404${code ? `, ${code}` : ''}): repository ${file.repo}, revision ${revision}, path ${file.path}`,
    );
  }
  return statusError(url, res, 'Hub request');
}

/**
 * One request to the Hub's own origin with the token: manual redirects,
 * following only those that stay on the Hub (the Hub redirects some resolve
 * requests within itself) and returning the first that leaves it.
 */
async function hubRequest(
  method: 'GET' | 'HEAD',
  start: URL,
  options: HubResolveOptions,
): Promise<Response> {
  const origin = new URL(options.hub.endpoint).origin;
  let url = start;
  for (let hop = 0; hop <= MAX_SAME_ORIGIN_REDIRECTS; hop++) {
    assertAllowedUrl(url, options.allowHttp);
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), options.idleTimeoutMs);
    let res: Response;
    try {
      res = await fetch(url, {
        method,
        headers: {
          'user-agent': 'metacompress',
          'accept-encoding': 'identity',
          ...(options.hub.token !== undefined && url.origin === origin
            ? { authorization: `Bearer ${options.hub.token}` }
            : {}),
        },
        redirect: 'manual',
        signal: controller.signal,
      });
    } catch (error) {
      const reason = controller.signal.aborted
        ? `no response within ${options.idleTimeoutMs} ms`
        : error instanceof Error
          ? error.message
          : String(error);
      throw new TransientError(`request to ${redactUrl(url)} failed: ${reason}`, { cause: error });
    } finally {
      clearTimeout(timer);
    }
    const location = res.headers.get('location');
    if (res.status < 300 || res.status >= 400 || location === null) return res;
    const next = new URL(location, url);
    if (next.origin !== origin) return res;
    await res.body?.cancel();
    url = next;
  }
  throw new InputError(
    `${redactUrl(start)}: more than ${MAX_SAME_ORIGIN_REDIRECTS} redirects within the Hub`,
  );
}

/** The commit a revision points at (the revision API). One attempt. */
async function fetchCommit(
  source: string,
  file: HubFile,
  revision: string,
  options: HubResolveOptions,
): Promise<string> {
  const url = apiUrl(options.hub.endpoint, file, revision);
  const res = await hubRequest('GET', url, options);
  if (!res.ok) {
    await res.body?.cancel();
    throw hubStatusError(source, file, revision, url, res, options.hub);
  }
  let sha: unknown;
  try {
    sha = ((await res.json()) as { sha?: unknown }).sha;
  } catch {
    throw new InputError(
      `${source}: the Hub's revision API at ${redactUrl(url)} answered something other than JSON`,
    );
  }
  if (typeof sha !== 'string' || !COMMIT.test(sha)) {
    throw new InputError(
      `${source}: the Hub's revision API gave no commit for revision ${revision} (sha: ${JSON.stringify(sha)})`,
    );
  }
  return sha;
}

/** What the resolve endpoint states for the file at `commit`. One attempt. */
async function fetchFileInfo(
  source: string,
  file: HubFile,
  commit: string,
  options: HubResolveOptions,
): Promise<FileInfo> {
  const url = resolveUrl(options.hub.endpoint, file, commit);
  const res = await hubRequest('HEAD', url, options);
  const redirected = res.status >= 300 && res.status < 400;
  if (!res.ok && !redirected) throw hubStatusError(source, file, commit, url, res, options.hub);
  const linked = etagValue(res.headers.get('x-linked-etag'));
  const etag = etagValue(res.headers.get('etag'));
  let digest: HubDigest;
  if (linked !== null && /^[0-9a-f]{64}$/.test(linked)) digest = { kind: 'sha256', hex: linked };
  else if (etag !== null && /^[0-9a-f]{64}$/.test(etag)) digest = { kind: 'sha256', hex: etag };
  else if (linked === null && etag !== null && COMMIT.test(etag))
    digest = { kind: 'git-blob', hex: etag };
  else {
    throw new InputError(
      `${source}: the Hub stated no digest for the file (X-Linked-Etag ${JSON.stringify(res.headers.get('x-linked-etag'))}, ETag ${JSON.stringify(res.headers.get('etag'))}), so its bytes cannot be verified`,
    );
  }
  const sizeText =
    res.headers.get('x-linked-size') ?? (redirected ? null : res.headers.get('content-length'));
  const size = sizeText !== null && /^\d+$/.test(sizeText) ? Number(sizeText) : null;
  const commitHeader = res.headers.get('x-repo-commit');
  return {
    commit: commitHeader !== null && COMMIT.test(commitHeader) ? commitHeader : null,
    digest,
    size,
    location: redirected ? new URL(res.headers.get('location') ?? '', url) : url,
  };
}

/** The git blob id of a file: sha1 of `blob <size>\0` and its bytes. */
export async function gitBlobId(file: string): Promise<string> {
  const { size } = await stat(file);
  const hash = createHash('sha1').update(`blob ${size}\0`);
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** The cache entry's record of itself, kept beside the file and checked on restore. */
interface HubEntry {
  key: string;
  source: string;
  sha256: string;
}

/** One key per (endpoint, repository, commit, path): a commit's file never changes. */
function entryKey(hub: HubContext, file: HubFile, commit: string): string {
  const id = sha256Text(
    JSON.stringify([hub.endpoint, file.repoType, file.repo, commit, file.path]),
  ).slice(0, 32);
  return cacheKey('hf', id);
}

const metaPath = (dest: string) => `${dest}.hub.json`;

/** A cached copy, checked against its own record; a bad one is a warning and a miss. */
async function restore(
  key: string,
  source: string,
  pinned: string | undefined,
  options: HubResolveOptions,
): Promise<string | null> {
  if (!options.cache) return null;
  if (!(await options.cache.restore(key, [options.dest, metaPath(options.dest)]))) return null;
  let problem: string | null;
  let sha256 = '';
  try {
    const entry = JSON.parse(await readFile(metaPath(options.dest), 'utf8')) as Partial<HubEntry>;
    sha256 = await sha256File(options.dest, source);
    problem =
      entry.key !== key
        ? `it was saved under another key (${String(entry.key)})`
        : entry.sha256 !== sha256
          ? `its bytes have sha256 ${sha256}, not the ${String(entry.sha256)} it recorded`
          : null;
  } catch (error) {
    problem = `its record cannot be read (${error instanceof Error ? error.message : String(error)})`;
  }
  if (problem === null) {
    if (pinned !== undefined && sha256 !== pinned) {
      throw new InputError(`sha256 mismatch for ${source}: expected ${pinned}, got ${sha256}`);
    }
    return sha256;
  }
  options.log.warning(`Cached copy of ${source} is not usable: ${problem}; fetching it again`);
  await rm(options.dest, { force: true });
  await rm(metaPath(options.dest), { force: true });
  return null;
}

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
export async function resolveHubFile(
  file: HubFile,
  pinned: string | undefined,
  options: HubResolveOptions,
): Promise<ResolvedHubFile> {
  const { hub, log } = options;
  const revision = file.revision ?? 'main';
  const source = hubSourceText(file, file.revision);
  const retry = {
    retries: options.retries,
    baseDelayMs: options.retryBaseDelayMs,
    deadline: options.deadline.at,
    log,
  };
  const revisionKey = JSON.stringify([file.repoType, file.repo, revision]);

  let commit = COMMIT.test(revision) ? revision : hub.commits.get(revisionKey);
  let warning: string | undefined;
  if (commit === undefined) {
    if (hub.offline) {
      throw new InputError(
        `${source}: HF_HUB_OFFLINE is set, and revision ${revision} is not a commit, so it cannot be resolved without the Hub; pin a commit (${hubSourceText(file, '<40-hex commit>')})`,
      );
    }
    const fetched = await withRetries(`revision lookup for ${source}`, retry, () =>
      fetchCommit(source, file, revision, options),
    );
    hub.commits.set(revisionKey, fetched);
    commit = fetched;
    // Once per revision and run: the other files at the same revision share the advice.
    warning = `${source} names the revision ${revision}, which can move; this run used commit ${commit}: pin it as ${hubSourceText(file, commit)}`;
    log.warning(warning);
  }
  const resolved = hubSourceText(file, commit);
  const key = entryKey(hub, file, commit);
  const cached = await restore(key, resolved, pinned, options);
  if (cached !== null) {
    log.info(`Restored ${resolved} from the cache (sha256 ${cached} verified)`);
    return {
      path: options.dest,
      sha256: cached,
      fromCache: true,
      resolved,
      ...(warning ? { warning } : {}),
    };
  }
  if (hub.offline) {
    throw new HubFileMissingError(
      `${resolved}: HF_HUB_OFFLINE is set and the file is not in the cache; run once with the Hub reachable, or unset HF_HUB_OFFLINE`,
    );
  }

  const info = await withRetries(`Hub lookup for ${resolved}`, retry, () =>
    fetchFileInfo(source, file, commit, options),
  );
  if (info.commit !== null && info.commit !== commit) {
    throw new InputError(
      `${resolved}: the Hub answered for commit ${info.commit}, not ${commit}; refusing a file from another commit`,
    );
  }
  if (info.size !== null && info.size > options.maxBytes) {
    throw new InputError(
      `${resolved} is ${info.size} bytes, over the size limit of ${options.maxBytes} bytes; raise the limit or use a smaller artifact`,
    );
  }
  if (info.digest.kind === 'sha256' && pinned !== undefined && info.digest.hex !== pinned) {
    throw new InputError(
      `sha256 mismatch for ${resolved}: expected ${pinned}, but the Hub states ${info.digest.hex} for the file`,
    );
  }

  // Downloaded beside the destination and moved into place only once verified.
  const staging = `${options.dest}.unverified-${randomUUID().slice(0, 8)}`;
  const http: HttpOptions = {
    allowHttp: options.allowHttp,
    ...(hub.token === undefined ? {} : { token: hub.token }),
    tokenOrigin: new URL(hub.endpoint).origin,
    idleTimeoutMs: options.idleTimeoutMs,
    deadline: options.deadline,
    log,
  };
  log.info(`Downloading ${resolved} from ${redactUrl(info.location)}`);
  try {
    const got = await withRetries(`download of ${resolved}`, retry, () =>
      downloadOnce(info.location, staging, {
        ...http,
        // A request built for the Hub: its token goes while the hops stay on the Hub's origin
        // (a small file's resolve URL), never to the CDN an LFS file is fetched from.
        authorize: true,
        maxBytes: options.maxBytes,
        label: resolved,
      }),
    );
    const actual = info.digest.kind === 'sha256' ? got.sha256 : await gitBlobId(staging);
    if (actual !== info.digest.hex) {
      const what = info.digest.kind === 'sha256' ? 'sha256' : 'git blob id';
      throw new InputError(
        `${what} mismatch for ${resolved}: the Hub states ${info.digest.hex}, the bytes downloaded from ${redactUrl(info.location)} have ${actual}; nothing was kept`,
      );
    }
    if (pinned !== undefined && got.sha256 !== pinned) {
      throw new InputError(
        `sha256 mismatch for ${resolved}: expected ${pinned}, got ${got.sha256}`,
      );
    }
    await mkdir(path.dirname(options.dest), { recursive: true });
    await rename(staging, options.dest);
    const entry: HubEntry = { key, source: resolved, sha256: got.sha256 };
    await writeFile(metaPath(options.dest), `${JSON.stringify(entry)}\n`);
    log.info(`Downloaded ${got.bytes} bytes of ${resolved}, sha256 ${got.sha256} (verified)`);
    await options.cache?.save(key, [options.dest, metaPath(options.dest)]);
    return {
      path: options.dest,
      sha256: got.sha256,
      fromCache: false,
      resolved,
      ...(warning ? { warning } : {}),
    };
  } finally {
    await rm(staging, { force: true });
  }
}
