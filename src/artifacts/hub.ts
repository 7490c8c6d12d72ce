/**
 * The Hugging Face Hub as an artifact source: `hf://OWNER/REPO[@REVISION]/PATH`
 * (`hf://datasets/OWNER/REPO...` for a dataset repository), resolved to a
 * commit once per run, verified against the digest the Hub states for the
 * file (hub-protocol.ts makes the requests), and cached by commit and path.
 * A copy restored from the cache is checked as a download is, never against
 * the record saved beside it (whoever can save the entry writes both):
 * against the config's sha256, a trusted record's, or the digest the Hub
 * states for the commit (one HEAD). The token goes to the Hub's own origin
 * only, never to the CDN a download is redirected to.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import * as path from 'node:path';
import { cacheKey, type ArtifactCache, type TrustedDigests } from '../store/actions-cache.js';
import { entryDigest } from '../store/entry-digest.js';
import { InputError } from '../errors.js';
import { sha256File, sha256Text } from '../hash.js';
import { downloadOnce, withRetries, type HttpOptions } from './download.js';
import {
  COMMIT,
  fetchCommit,
  fileInfo,
  gitBlobId,
  HubFileMissingError,
  type FileInfo,
  type HubContext,
  type HubRequestOptions,
} from './hub-protocol.js';
import { hubSourceText, type HubFile } from './hub-source.js';
import { redactUrl } from './source.js';

export {
  gitBlobId,
  hubContext,
  HubFileMissingError,
  runHubContext,
  type HubContext,
} from './hub-protocol.js';

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

/**
 * A cached copy and its record: the copy's sha256, or null on a miss or when
 * the entry is damaged (its record names another key or other bytes: a
 * warning). The record says nothing about who wrote it: verifyCopy decides.
 */
async function restoreCopy(
  key: string,
  source: string,
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
  if (problem === null) return sha256;
  await refuseCopy(source, problem, options);
  return null;
}

/** A cached copy that cannot be used: one warning, and nothing of it left. */
async function refuseCopy(source: string, problem: string, options: HubResolveOptions) {
  options.log.warning(`Cached copy of ${source} is not usable: ${problem}; fetching it again`);
  await dropCopy(options);
}

async function dropCopy(options: HubResolveOptions): Promise<void> {
  await rm(options.dest, { force: true });
  await rm(metaPath(options.dest), { force: true });
}

/**
 * Checks a cached copy (bytes of `sha256`) against what its writer could not
 * forge, first without a request: the config's pinned sha256, then the
 * trusted record; else the digest the Hub states for the file at `commit`
 * (one HEAD request). Says how it was verified, or why not, with the Hub's
 * answer when it was asked (the download that follows uses it).
 */
async function verifyCopy(
  sha256: string,
  key: string,
  file: HubFile,
  commit: string,
  source: string,
  pinned: string | undefined,
  options: HubResolveOptions,
): Promise<{ verified: string } | { problem: string; info?: FileInfo }> {
  if (pinned !== undefined) {
    return sha256 === pinned
      ? { verified: `sha256 ${sha256}, as the config pins it` }
      : { problem: `its bytes have sha256 ${sha256}, not the ${pinned} the config pins` };
  }
  if (
    options.trusted !== undefined &&
    (await options.trusted.vouches(key, await entryDigest([options.dest, metaPath(options.dest)])))
  ) {
    return { verified: `sha256 ${sha256}, as the trusted record states` };
  }
  const resolved = hubSourceText(file, commit);
  if (options.hub.offline) {
    await dropCopy(options);
    throw new InputError(
      `${resolved}: HF_HUB_OFFLINE is set, and a cached copy is verified only against the Hub, a pinned sha256 or a trusted record: pin its sha256 beside it in the config, or let the run reach the Hub`,
    );
  }
  const info = await fileInfo(source, file, commit, options);
  if (info.digest.kind === 'sha256') {
    return sha256 === info.digest.hex
      ? { verified: `sha256 ${sha256}, as the Hub states for commit ${commit}` }
      : {
          problem: `its bytes have sha256 ${sha256}, the Hub states ${info.digest.hex} for commit ${commit}`,
          info,
        };
  }
  const blobId = await gitBlobId(options.dest);
  return blobId === info.digest.hex
    ? {
        verified: `sha256 ${sha256}; git blob id ${blobId}, as the Hub states for commit ${commit}`,
      }
    : {
        problem: `its bytes have git blob id ${blobId}, the Hub states ${info.digest.hex} for commit ${commit}`,
        info,
      };
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
  const cached = await restoreCopy(key, resolved, options);
  let known: FileInfo | undefined;
  if (cached !== null) {
    const check = await verifyCopy(cached, key, file, commit, source, pinned, options);
    if ('verified' in check) {
      log.info(`Restored ${resolved} from the cache (${check.verified})`);
      return {
        path: options.dest,
        sha256: cached,
        fromCache: true,
        resolved,
        ...(warning ? { warning } : {}),
      };
    }
    await refuseCopy(resolved, check.problem, options);
    known = check.info;
  }
  if (hub.offline) {
    throw new HubFileMissingError(
      `${resolved}: HF_HUB_OFFLINE is set and the file is not in the cache; run once with the Hub reachable, or unset HF_HUB_OFFLINE`,
    );
  }

  const info = known ?? (await fileInfo(source, file, commit, options));
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
