/**
 * An Actions cache entry's archive, read apart from its extraction.
 *
 * @actions/cache's restoreCache extracts the archive it downloads with
 * `tar -P` at once: a member with an absolute path or a `..` lands wherever
 * it names before any caller can look at a byte. A restored entry is
 * untrusted (docs/security.md), so this project downloads the archive
 * itself, into a file of its own, hands its sha256 to the caller
 * (actions-cache.ts: the manifest gives the sha256 a trusted run's archive
 * had) and runs tar only on an archive the caller accepted.
 *
 * To find and read what @actions/cache 6 saved, this matches it
 * (lib/internal/cacheUtils.js, tar.js, the v2 twirp client):
 *   - the compression: zstd (`zstd-without-long`) when `zstd --quiet
 *     --version` prints anything, else gzip;
 *   - the entry's version: sha256 of the paths, the compression, on Windows
 *     `windows-only`, and the salt `1.0`, joined with `|`;
 *   - the lookup: POST {ACTIONS_RESULTS_URL}/twirp/github.actions.results.api.v1.CacheService/GetCacheEntryDownloadURL
 *     {key, restore_keys: [], version} with the runtime token, which answers
 *     the signed URL of the blob (a plain GET);
 *   - the extraction: `tar -xf ARCHIVE -P -C WORKSPACE` with `unzstd` (or
 *     `-z`); GNU tar (Linux, `gtar` on macOS, Git's on Windows) or the
 *     system's BSD tar, which on Windows gets the zstd archive decompressed
 *     first.
 * Only the v2 cache service is read (github.com's): on GitHub Enterprise
 * Server's v1 service every archive is a miss, and nothing is restored. A test saves with @actions/cache and restores with this module
 * (test/store/actions-cache.test.ts), so a change of the library's version
 * scheme is a miss there.
 */
import { execFile } from 'node:child_process';
import { createWriteStream, existsSync } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { sha256File, sha256Hasher } from '../hash.js';

/** Reading an entry's archive: downloaded and hashed first, extracted only when accepted. */
export interface CacheArchives {
  /**
   * Downloads the archive saved under exactly `key` for `paths` into `file`,
   * extracting nothing: its sha256, or null on a miss.
   */
  download(paths: string[], key: string, file: string): Promise<string | null>;
  /** Extracts an archive `download` wrote where @actions/cache would: its paths, from the workspace. */
  extract(file: string): Promise<void>;
}

type Compression = 'zstd-without-long' | 'gzip';

const TWIRP_LOOKUP = '/twirp/github.actions.results.api.v1.CacheService/GetCacheEntryDownloadURL';

function run(file: string, args: string[], cwd?: string): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(file, args, { cwd, maxBuffer: 16 << 20 }, (error, stdout, stderr) => {
      if (error)
        reject(new Error(`${file} ${args.join(' ')} failed: ${stderr.trim() || error.message}`));
      else resolve(`${stdout}${stderr}`);
    });
  });
}

/** @actions/cache's choice: zstd whenever a zstd answers, gzip otherwise. */
async function detectCompression(): Promise<Compression> {
  const answer = await run('zstd', ['--quiet', '--version']).catch(() => '');
  return answer.trim() === '' ? 'gzip' : 'zstd-without-long';
}

/** The version @actions/cache saves an entry of `paths` under (its getCacheVersion). */
export function cacheVersion(paths: readonly string[], compression: string): string {
  const parts = [...paths, compression];
  if (process.platform === 'win32') parts.push('windows-only');
  parts.push('1.0');
  return sha256Hasher().update(parts.join('|')).digest('hex');
}

/**
 * Whether the job's cache service is v2, as @actions/cache decides
 * (lib/internal/config.js): never on GitHub Enterprise Server (a server URL
 * other than github.com, *.ghe.com or *.localhost), else when
 * ACTIONS_CACHE_SERVICE_V2 is set.
 */
function serviceIsV2(): boolean {
  const host = new URL(process.env.GITHUB_SERVER_URL || 'https://github.com').hostname
    .trimEnd()
    .toUpperCase();
  const ghes = host !== 'GITHUB.COM' && !host.endsWith('.GHE.COM') && !host.endsWith('.LOCALHOST');
  return !ghes && Boolean(process.env.ACTIONS_CACHE_SERVICE_V2);
}

/** The signed URL of the archive under exactly `key`, or null on a miss (and on the v1 service). */
async function lookUp(key: string, version: string): Promise<string | null> {
  if (!serviceIsV2()) return null;
  const base = process.env.ACTIONS_RESULTS_URL ?? '';
  const token = process.env.ACTIONS_RUNTIME_TOKEN ?? '';
  if (base === '' || token === '') {
    throw new Error('ACTIONS_RESULTS_URL and ACTIONS_RUNTIME_TOKEN name no cache service');
  }
  const res = await fetch(new URL(TWIRP_LOOKUP, base), {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ key, restore_keys: [], version }),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`the cache lookup answered ${res.status}: ${text.slice(0, 200)}`);
  const body = JSON.parse(text) as Record<string, unknown>;
  // Twirp's JSON may name fields as the proto does or in camel case.
  const url = body.signed_download_url ?? body.signedDownloadUrl;
  const matched = body.matched_key ?? body.matchedKey;
  if (body.ok !== true || matched !== key) return null;
  if (typeof url !== 'string' || url === '')
    throw new Error('the cache lookup gave no download URL');
  return url;
}

async function fetchTo(url: string, file: string): Promise<void> {
  const res = await fetch(url);
  if (!res.ok || res.body === null) {
    await res.body?.cancel();
    throw new Error(`the cache archive's download answered ${res.status}`);
  }
  await mkdir(path.dirname(file), { recursive: true });
  await pipeline(Readable.fromWeb(res.body as WebReadableStream), createWriteStream(file));
}

/** The tar @actions/cache runs here: its path, and whether it is GNU tar. */
async function findTar(): Promise<{ tar: string; gnu: boolean }> {
  if (process.platform === 'win32') {
    const gitTar = `${process.env.PROGRAMFILES ?? ''}\\Git\\usr\\bin\\tar.exe`;
    if (existsSync(gitTar)) return { tar: gitTar, gnu: true };
    return { tar: `${process.env.SYSTEMDRIVE ?? 'C:'}\\Windows\\System32\\tar.exe`, gnu: false };
  }
  if (process.platform === 'darwin') {
    const gtar = await run('gtar', ['--version']).then(
      () => true,
      () => false,
    );
    return gtar ? { tar: 'gtar', gnu: true } : { tar: 'tar', gnu: false };
  }
  return { tar: 'tar', gnu: true };
}

async function extractWith(file: string, compression: Compression): Promise<void> {
  const workspace = process.env.GITHUB_WORKSPACE ?? process.cwd();
  await mkdir(workspace, { recursive: true });
  const { tar, gnu } = await findTar();
  const windows = process.platform === 'win32';
  const slashes = (p: string) => p.replaceAll(path.sep, '/');
  let archive = file;
  const decompress: string[] = [];
  if (compression === 'gzip') decompress.push('-z');
  else if (!gnu && windows) {
    // Windows' BSD tar reads no zstd: decompressed to a plain tar beside the archive first.
    archive = `${file}.tar`;
    await run('zstd', ['-d', '--force', '-o', archive, file]);
  } else decompress.push('--use-compress-program', windows ? 'zstd -d' : 'unzstd');
  const extras =
    gnu && windows
      ? ['--force-local']
      : gnu && process.platform === 'darwin'
        ? ['--delay-directory-restore']
        : [];
  try {
    await run(tar, [
      '-xf',
      slashes(archive),
      '-P',
      '-C',
      slashes(workspace),
      ...decompress,
      ...extras,
    ]);
  } finally {
    if (archive !== file) await rm(archive, { force: true });
  }
}

/** The archives of the Actions cache service this job's runtime token reads. */
export function serviceArchives(): CacheArchives {
  let compression: Promise<Compression> | undefined;
  const method = () => (compression ??= detectCompression());
  return {
    async download(paths, key, file) {
      const url = await lookUp(key, cacheVersion(paths, await method()));
      if (url === null) return null;
      await fetchTo(url, file);
      return sha256File(file, 'the cache archive');
    },
    async extract(file) {
      await extractWith(file, await method());
    },
  };
}
