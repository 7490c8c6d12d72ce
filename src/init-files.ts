/**
 * The files `metacompress init` reads and how its config names them: a
 * local file relative to the config's folder, a Hub file (hf://) fetched by
 * the run's resolver and pinned to its commit with its sha256.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { HubFileMissingError } from './artifacts/hub.js';
import { hubSourceText, parseHubSource, type HubFile } from './artifacts/hub-source.js';
import type { ResolvedArtifact } from './artifacts/resolve-artifact.js';
import { InputError, oneLine } from './errors.js';

/** Fetches a Hub file (hf://) as a run does: verified, through the local cache. */
export type FetchHubFile = (source: string) => Promise<ResolvedArtifact>;

/** A file init reads. */
export interface Found {
  /** As errors name it: the path, or the hf:// source as given. */
  name: string;
  /** Its bytes on disk. */
  local: string;
  /** As the config writes it (quoted): a path, or the Hub file at its commit. */
  written: string;
  /** The Hub file at its commit, and its sha256; null for a local file. */
  hub: { file: HubFile; sha256: string } | null;
}

/**
 * A local file as the config writes it: relative to the config's folder (the
 * current one), `../` included, so the config can be committed beside the
 * files; absolute only where no relative path reaches it (another drive).
 */
export function onDisk(cwd: string, file: string): Found {
  const relative = path.relative(cwd, file);
  const written = path.isAbsolute(relative) ? file : relative;
  return {
    name: file,
    local: file,
    written: JSON.stringify(written.split(path.sep).join('/')),
    hub: null,
  };
}

/** A Hub file, fetched; the config writes it pinned to the commit its revision resolved to. */
export async function fromHub(source: string, fetchHub: FetchHubFile): Promise<Found> {
  const got = await fetchHub(source);
  const pinned = got.resolved ?? source;
  return {
    name: source,
    local: got.path,
    written: JSON.stringify(pinned),
    hub: { file: parseHubSource(pinned), sha256: got.sha256 },
  };
}

/**
 * The first of `paths` (in the repository of `beside`, at its commit) that the
 * Hub has; null when it has none of them (offline: none in the cache).
 */
export async function firstOnHub(
  beside: NonNullable<Found['hub']>,
  paths: string[],
  fetchHub: FetchHubFile,
): Promise<Found | null> {
  for (const filePath of paths) {
    try {
      const source = hubSourceText({ ...beside.file, path: filePath }, beside.file.revision);
      return await fromHub(source, fetchHub);
    } catch (error) {
      if (!(error instanceof HubFileMissingError)) throw error;
    }
  }
  return null;
}

/**
 * The sha256 line of a section: each file fetched from the Hub, by its key.
 * Quoted: YAML reads a digest of digits and one 'e' as a number.
 */
export function pinLine(files: [string, Found | null][]): string[] {
  const pins = files.flatMap(([key, found]) =>
    found?.hub ? [`${key}: ${JSON.stringify(found.hub.sha256)}`] : [],
  );
  return pins.length === 0 ? [] : [`  sha256: { ${pins.join(', ')} }   # as init read them`];
}

/** A JSON file init reads; `what` names it in the error. */
export async function readJson(file: string, what: string): Promise<Record<string, unknown>> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>;
  } catch (error) {
    throw new InputError(`${what} ${file}: cannot read as JSON (${oneLine(error)})`);
  }
}
