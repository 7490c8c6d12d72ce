/**
 * The Hugging Face Hub's side of an `hf://` artifact: the run's context (its
 * endpoint, token and offline switch, from the environment), and the two
 * requests hub.ts makes of it, each to the Hub's own origin.
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
 * Neither client checks the bytes it downloads against those digests; hub.ts
 * does. The token (HF_TOKEN, or the action's hf-token) goes to the Hub's own
 * origin only, never to the CDN a download is redirected to.
 */
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { Logger } from '../store/actions-cache.js';
import { InputError } from '../errors.js';
import {
  assertAllowedUrl,
  statusError,
  TransientError,
  withRetries,
  type HttpOptions,
} from './download.js';
import { hubSourceText, type HubFile } from './hub-source.js';
import { redactUrl } from './source.js';

/** The Hub's public endpoint, used unless HF_ENDPOINT names another (a mirror). */
export const DEFAULT_HUB_ENDPOINT = 'https://huggingface.co';
const MAX_SAME_ORIGIN_REDIRECTS = 5;

/**
 * A file the Hub does not have (404), or, with HF_HUB_OFFLINE, one not in the
 * cache: what `init` takes for "not there" when it looks for a tokenizer
 * beside a model.
 */
export class HubFileMissingError extends InputError {}
export const COMMIT = /^[0-9a-f]{40}$/;

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
export type HubDigest = { kind: 'sha256'; hex: string } | { kind: 'git-blob'; hex: string };

export interface FileInfo {
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
  options: HubRequestOptions,
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
export async function fetchCommit(
  source: string,
  file: HubFile,
  revision: string,
  options: HubRequestOptions,
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
  options: HubRequestOptions,
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

/** The resolve endpoint's answer for the file at `commit`, retried, from that commit only. */
export async function fileInfo(
  source: string,
  file: HubFile,
  commit: string,
  options: HubRequestOptions,
): Promise<FileInfo> {
  const retry = {
    retries: options.retries,
    baseDelayMs: options.retryBaseDelayMs,
    deadline: options.deadline.at,
    log: options.log,
  };
  const resolved = hubSourceText(file, commit);
  const info = await withRetries(`Hub lookup for ${resolved}`, retry, () =>
    fetchFileInfo(source, file, commit, options),
  );
  if (info.commit !== null && info.commit !== commit) {
    throw new InputError(
      `${resolved}: the Hub answered for commit ${info.commit}, not ${commit}; refusing a file from another commit`,
    );
  }
  return info;
}
