/**
 * Every key of the store, from one function. Pure and free of
 * @actions/cache, so that code which only names keys (the runtime provider
 * of the CLI and library) does not pull it into their bundle.
 *
 * A computed entry's key is `entryKey(kind, identity)`: the sha256 of the
 * parts of the run's identity that entry depends on (DEPENDS_ON), of the
 * entry's kind, and of the version of the code that computes it
 * (code-version.ts). Files fetched by their sha256 (artifacts) and the
 * runtime (by its version) are keyed by `cacheKey` with what names them.
 */
import { sha256Text } from '../hash.js';
import { codeVersion } from './code-version.js';

/** Prefix of every key we write, versioned so a layout change invalidates old entries. */
export const CACHE_KEY_PREFIX = 'metacompress-v1';

const MAX_KEY_LENGTH = 512;

/**
 * Joins key parts into a valid Actions cache key: at most 512 characters and
 * no commas (both rejected by @actions/cache). Commas become '_'.
 */
export function cacheKey(...parts: string[]): string {
  const key = [CACHE_KEY_PREFIX, ...parts].join('-').replace(/,/g, '_');
  if (key.length > MAX_KEY_LENGTH) {
    throw new RangeError(
      `cache key is ${key.length} characters; the Actions cache allows at most ${MAX_KEY_LENGTH}`,
    );
  }
  return key;
}

/**
 * What the entries of a run are computed from. The pipeline builds one
 * record per run; the attacks build theirs from the inputs they prepare.
 * File paths never appear, only the files' sha256: the same file elsewhere
 * is the same input.
 */
export interface StoreIdentity {
  /** What the teacher's outputs depend on: its files' sha256 and its encoding settings. */
  teacher?: object;
  /** The dataset settings, its files' sha256 in place of their paths. */
  dataset?: object;
  /** Which slice of the rows a run scores; null: all. */
  shard?: object | null;
  /** The inference runtime (its version and execution provider); null: not known. */
  runtime?: string | null;
  /** The transformation and attack settings (the gate's ceilings left out); null: none. */
  robustness?: object | null;
  /** The transformations' settings that T(x) depends on (language, kinds, seed). */
  transformations?: object;
  /** The masked language model the attacks read (its digest and length); null: none. */
  languageModel?: object | null;
  /** sha256 of what an attack read beside the models (alert's reference substitutes); null: nothing. */
  readBeside?: string | null;
  /** sha256 of the inputs an entry is computed from alone (the attacks' own entries). */
  inputs?: string;
  /** The settings of an attack's own entry. */
  settings?: object;
  /** Task code-completion's windows and the teacher's top k (the compact side depends on both). */
  completion?: object;
}

export type EntryKind = keyof typeof DEPENDS_ON;

/** The parts of the identity each kind of entry depends on; the code version is always one. */
const DEPENDS_ON = {
  'teacher-outputs': ['teacher', 'dataset', 'shard', 'runtime'],
  // The teacher's compact side of next-token prediction (task code-completion).
  'teacher-next-tokens': ['teacher', 'dataset', 'shard', 'runtime', 'completion'],
  // A shard (--shard i/n) keeps the teacher's side of its own slice of the
  // inputs: the pull request's shard i/n restores what the default branch's
  // shard i/n saved, and shards never overwrite one another's entries.
  'teacher-robustness': ['teacher', 'dataset', 'shard', 'robustness', 'runtime'],
  'teacher-attacks': [
    'teacher',
    'dataset',
    'shard',
    'robustness',
    'runtime',
    'languageModel',
    'readBeside',
  ],
  'transformed-inputs': ['dataset', 'shard', 'transformations'],
  'alert-substitutes': ['inputs', 'languageModel', 'settings'],
  'coda-similarities': ['inputs', 'languageModel', 'settings'],
} as const satisfies Record<string, readonly (keyof StoreIdentity)[]>;

/**
 * The key of an entry of `kind` computed from `identity`:
 * `<kind>-<40 hex digits>`. Two runs share an entry exactly when every part
 * the kind depends on, and the code, are equal.
 *
 * @throws RangeError when the identity lacks a part the kind depends on (a
 *   caller's mistake: a key must never silently leave something out).
 */
export function entryKey(kind: EntryKind, identity: StoreIdentity): string {
  const parts: Record<string, unknown> = {};
  for (const part of DEPENDS_ON[kind]) {
    if (identity[part] === undefined) {
      throw new RangeError(`entryKey(${kind}): the identity has no ${part}`);
    }
    parts[part] = identity[part];
  }
  const digest = sha256Text(JSON.stringify({ kind, parts, code: codeVersion() }));
  return `${kind}-${digest.slice(0, 40)}`;
}

/** Whether `key` is an entryKey of `kind` (its kind is the key's prefix). */
export function isEntryKeyOf(key: string, kind: EntryKind): boolean {
  return key.startsWith(`${kind}-`);
}
