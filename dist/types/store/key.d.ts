/** Prefix of every key we write, versioned so a layout change invalidates old entries. */
export declare const CACHE_KEY_PREFIX = "metacompress-v1";
/**
 * Joins key parts into a valid Actions cache key: at most 512 characters and
 * no commas (both rejected by @actions/cache). Commas become '_'.
 */
export declare function cacheKey(...parts: string[]): string;
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
declare const DEPENDS_ON: {
    readonly 'teacher-outputs': readonly ["teacher", "dataset", "shard", "runtime"];
    readonly 'teacher-next-tokens': readonly ["teacher", "dataset", "shard", "runtime", "completion"];
    readonly 'teacher-robustness': readonly ["teacher", "dataset", "shard", "robustness", "runtime"];
    readonly 'teacher-attacks': readonly ["teacher", "dataset", "shard", "robustness", "runtime", "languageModel", "readBeside"];
    readonly 'transformed-inputs': readonly ["dataset", "shard", "transformations"];
    readonly 'alert-substitutes': readonly ["inputs", "languageModel", "settings"];
    readonly 'coda-similarities': readonly ["inputs", "languageModel", "settings"];
};
/**
 * The key of an entry of `kind` computed from `identity`:
 * `<kind>-<40 hex digits>`. Two runs share an entry exactly when every part
 * the kind depends on, and the code, are equal.
 *
 * @throws RangeError when the identity lacks a part the kind depends on (a
 *   caller's mistake: a key must never silently leave something out).
 */
export declare function entryKey(kind: EntryKind, identity: StoreIdentity): string;
/** Whether `key` is an entryKey of `kind` (its kind is the key's prefix). */
export declare function isEntryKeyOf(key: string, kind: EntryKind): boolean;
export {};
