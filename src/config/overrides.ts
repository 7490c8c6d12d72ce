/** `--key.path VALUE` flags (and action inputs) laid over the raw config document. */
import { parse as parseYaml } from 'yaml';

type Plain = Record<string, unknown>;

/** The top-level keys of a config (what a `--key.path VALUE` flag may start with). */
export const CONFIG_KEYS = [
  'task',
  'labels',
  'dataset',
  'teacher',
  'student',
  'students',
  'compare',
  'relations',
  'gate',
  'threads',
  'shard',
  'spot-check',
  'transforms',
  'time-limit',
  'where-it-breaks',
  'noise-floor',
  'completion',
] as const;

/**
 * Applies `key.path=value` overrides (CLI flags) to a raw config document.
 * Values are parsed as YAML scalars, so `--gate.ceilings.mr1 off` and
 * `--dataset.limit 100` mean what they say.
 */
export function applyOverrides(document: unknown, overrides: [string, string][]): Plain {
  const root: Plain =
    document && typeof document === 'object' && !Array.isArray(document)
      ? structuredClone(document as Plain)
      : {};
  for (const [dotted, text] of overrides) {
    const keys = dotted.split('.');
    let node = root;
    for (const key of keys.slice(0, -1)) {
      const next = node[key];
      if (next === undefined || next === null || typeof next !== 'object') node[key] = {};
      node = node[key] as Plain;
    }
    node[keys[keys.length - 1]!] = parseYaml(text);
  }
  return root;
}
