/**
 * The manifest: a trusted run's record of the cache entries it saved or
 * restored, each key with two sha256: of the archive the Actions cache
 * holds (checked before a byte of it is extracted: cache-archive.ts) and of
 * the files it holds (entry-digest.ts, what a restored entry's reader can
 * check on disk), and the run that made it. A run of the default branch on push, schedule or
 * workflow_dispatch publishes it as a workflow artifact of its own run,
 * which no pull request can write (src/action/manifest-artifact.ts);
 * every other run restores an entry only when the newest such manifest
 * vouches for its bytes (trusted-restores.ts). docs/security.md says why.
 *
 * File: {"format": "metacompress-manifest-2",
 *        "run": {"id", "attempt", "commit"},
 *        "entries": {KEY: {"archive": SHA256, "files": SHA256}, ...}}  (keys sorted)
 */
import { oneLine } from '../errors.js';

const FORMAT = 'metacompress-manifest-2';
const SHA256 = /^[0-9a-f]{64}$/;

/** The run that published a manifest: its id, attempt and head commit. */
export interface ManifestRun {
  id: string;
  attempt: string;
  commit: string;
}

/** An entry as a trusted run had it: the sha256 of its archive in the Actions cache, and of its files (entryDigest). */
export interface EntryDigests {
  archive: string;
  files: string;
}

/** What other code asks of a trusted manifest. */
export interface Manifest {
  readonly run: ManifestRun;
  /** How many entries it lists. */
  readonly size: number;
  /** The digests it gives for `key`; null when it does not list the key. */
  entryOf(key: string): EntryDigests | null;
  /** Whether the entry under `key` whose files have digest `sha256` is the trusted run's. */
  vouches(key: string, sha256: string): boolean;
}

function manifestOf(run: ManifestRun, entries: ReadonlyMap<string, EntryDigests>): Manifest {
  return {
    run,
    size: entries.size,
    entryOf: (key) => entries.get(key) ?? null,
    vouches: (key, sha256) => entries.get(key)?.files === sha256,
  };
}

/** The manifest file of `run` listing `entries` (key → its digests). */
export function encodeManifest(
  run: ManifestRun,
  entries: ReadonlyMap<string, EntryDigests>,
): string {
  const sorted = Object.fromEntries([...entries].sort(([a], [b]) => (a < b ? -1 : 1)));
  return `${JSON.stringify({ format: FORMAT, run, entries: sorted }, null, 1)}\n`;
}

/** The manifest a file holds, or why it is not one. */
export function decodeManifest(text: string): Manifest | string {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    return `not JSON (${oneLine(error)})`;
  }
  const file = parsed as { format?: unknown; run?: unknown; entries?: unknown } | null;
  if (typeof file !== 'object' || file === null || file.format !== FORMAT) {
    return `not a ${FORMAT} file`;
  }
  const run = file.run as Record<string, unknown> | null;
  if (
    typeof run !== 'object' ||
    run === null ||
    !['id', 'attempt', 'commit'].every((field) => typeof run[field] === 'string')
  ) {
    return 'it names no run (id, attempt, commit)';
  }
  if (typeof file.entries !== 'object' || file.entries === null || Array.isArray(file.entries)) {
    return 'it lists no entries';
  }
  const entries = new Map<string, EntryDigests>();
  for (const [key, digests] of Object.entries(file.entries)) {
    const { archive, files } = (digests ?? {}) as Record<string, unknown>;
    if (typeof archive !== 'string' || !SHA256.test(archive)) {
      return `its entry ${JSON.stringify(key)} has no sha256 of its archive`;
    }
    if (typeof files !== 'string' || !SHA256.test(files)) {
      return `its entry ${JSON.stringify(key)} has no sha256 of its files`;
    }
    entries.set(key, { archive, files });
  }
  return manifestOf(
    { id: run.id as string, attempt: run.attempt as string, commit: run.commit as string },
    entries,
  );
}
