import { type Config } from './types.js';
export { applyOverrides, CONFIG_KEYS } from './overrides.js';
export { applyStudentFlags } from './students.js';
export { readConfigDocument } from './yaml.js';
/**
 * Validates a parsed config document (YAML or equivalent object) into a Config.
 * Relative paths resolve against `baseDir`. Throws InputError naming the key,
 * the value and what is allowed.
 */
export declare function parseConfig(document: unknown, baseDir: string): Config;
/** Reads metacompress.yml (or any YAML file), applies overrides, validates. */
export declare function loadConfig(file: string, overrides?: [string, string][]): Config;
