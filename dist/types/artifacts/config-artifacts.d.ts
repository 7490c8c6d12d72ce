import type { ArtifactSpec, ResolvedArtifact } from './resolve-artifact.js';
/** Config keys that name an artifact (a file, URL, release asset or Hub file). */
export declare const ARTIFACT_KEYS: readonly ["dataset.path", "dataset.functions", "teacher.model", "teacher.outputs", "teacher.tokenizer", "teacher.tokenizer.vocab", "teacher.tokenizer.merges", "student.model", "student.outputs", "student.tokenizer", "student.tokenizer.vocab", "student.tokenizer.merges", "gate.baseline", "transforms.attack.language-model.model", "transforms.attack.language-model.tokenizer", "transforms.attack.substitutes"];
/** The top-level key that makes an unpinned remote artifact an error. */
export declare const REQUIRE_SHA256_KEY = "require-sha256";
/** A YAML mapping as the config document holds it. */
export type Plain = Record<string, unknown>;
export declare function isPlain(value: unknown): value is Plain;
/** The value at a dotted key path of the document (`transforms.attack`); undefined when absent. */
export declare function getKey(document: Plain, dotted: string): unknown;
/** What one artifact resolved to, as the report records it. */
export interface ArtifactRecord {
    /** The config key. */
    key: string;
    /** As written in the config or input. */
    source: string;
    /** A Hub file at the commit it resolved to; otherwise the source again. */
    resolved: string;
    sha256: string;
}
export interface ConfigArtifacts {
    /** Every artifact resolved, in ARTIFACT_KEYS order. */
    records: ArtifactRecord[];
    /** One per moving Hub revision: the commit to pin. */
    warnings: string[];
}
export interface ResolveConfigOptions {
    /** The folder relative paths start from, per key (config file's folder, or the workspace for inputs). */
    baseDirFor(key: string): string;
    /** sha256s given outside the document (the action's inputs), by config key. */
    pinned?: ReadonlyMap<string, string>;
    /** The action's require-sha256 input; the document's key counts as well. */
    requireSha256?: boolean;
    /** Resolves one artifact; `key` is its config key. */
    resolve(key: string, spec: ArtifactSpec, baseDir: string): Promise<ResolvedArtifact>;
}
/**
 * Resolves every artifact of `document` in place (each source replaced by
 * its verified local file) and removes the `sha256` and `require-sha256`
 * keys, so that the document then validates as a plain config.
 */
export declare function resolveConfigArtifacts(document: Plain, options: ResolveConfigOptions): Promise<ConfigArtifacts>;
