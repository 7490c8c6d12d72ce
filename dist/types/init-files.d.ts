import { type HubFile } from './artifacts/hub-source.js';
import type { ResolvedArtifact } from './artifacts/resolve-artifact.js';
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
    hub: {
        file: HubFile;
        sha256: string;
    } | null;
}
/**
 * A local file as the config writes it: relative to the config's folder (the
 * current one), `../` included, so the config can be committed beside the
 * files; absolute only where no relative path reaches it (another drive).
 */
export declare function onDisk(cwd: string, file: string): Found;
/** A Hub file, fetched; the config writes it pinned to the commit its revision resolved to. */
export declare function fromHub(source: string, fetchHub: FetchHubFile): Promise<Found>;
/**
 * The first of `paths` (in the repository of `beside`, at its commit) that the
 * Hub has; null when it has none of them (offline: none in the cache).
 */
export declare function firstOnHub(beside: NonNullable<Found['hub']>, paths: string[], fetchHub: FetchHubFile): Promise<Found | null>;
/**
 * The sha256 line of a section: each file fetched from the Hub, by its key.
 * Quoted: YAML reads a digest of digits and one 'e' as a number.
 */
export declare function pinLine(files: [string, Found | null][]): string[];
/** A JSON file init reads; `what` names it in the error. */
export declare function readJson(file: string, what: string): Promise<Record<string, unknown>>;
