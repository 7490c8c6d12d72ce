import { type Config } from './types.js';
type Plain = Record<string, unknown>;
/** The top-level keys of a config (what a `--key.path VALUE` flag may start with). */
export declare const CONFIG_KEYS: readonly ["task", "labels", "dataset", "teacher", "student", "relations", "gate", "threads", "shard", "transforms"];
/**
 * Validates a parsed config document (YAML or equivalent object) into a Config.
 * Relative paths resolve against `baseDir`. Throws InputError naming the key,
 * the value and what is allowed.
 */
export declare function parseConfig(document: unknown, baseDir: string): Config;
/**
 * Applies `key.path=value` overrides (CLI flags) to a raw config document.
 * Values are parsed as YAML scalars, so `--gate.ceilings.mr1 off` and
 * `--dataset.limit 100` mean what they say.
 */
export declare function applyOverrides(document: unknown, overrides: [string, string][]): Plain;
/** Reads metacompress.yml (or any YAML file), applies overrides, validates. */
export declare function loadConfig(file: string, overrides?: [string, string][]): Config;
/** Reads a YAML config file into its raw document, before validation. */
export declare function readConfigDocument(file: string): unknown;
export {};
