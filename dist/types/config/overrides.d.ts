type Plain = Record<string, unknown>;
/** The top-level keys of a config (what a `--key.path VALUE` flag may start with). */
export declare const CONFIG_KEYS: readonly ["task", "labels", "dataset", "teacher", "student", "students", "compare", "relations", "gate", "threads", "shard", "spot-check", "transforms", "time-limit", "where-it-breaks", "noise-floor", "completion"];
/**
 * Applies `key.path=value` overrides (CLI flags) to a raw config document.
 * Values are parsed as YAML scalars, so `--gate.ceilings.mr1 off` and
 * `--dataset.limit 100` mean what they say.
 */
export declare function applyOverrides(document: unknown, overrides: [string, string][]): Plain;
export {};
