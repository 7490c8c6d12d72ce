/**
 * Every artifact a config document names, resolved to a verified local file
 * before the config is validated: the one resolver the CLI and the action
 * share (paths, https URLs, `github-release:` and `hf://` alike).
 *
 * A digest is pinned beside the artifact in the mapping that holds it:
 *
 *   student:
 *     model: hf://org/student@<commit>/onnx/model.onnx
 *     tokenizer: hf://org/student@<commit>/tokenizer.json
 *     sha256: 3f2a...                 # the mapping's model (or outputs, or path)
 *   teacher:
 *     model: https://example.org/teacher.onnx
 *     tokenizer: teacher/tokenizer.json
 *     sha256: { model: 9c1e..., tokenizer: 77ab... }   # by key name
 *
 * `require-sha256: true` (or the action's input) makes a remote artifact
 * without a pinned sha256 an error.
 */
import { InputError, withContext } from '../errors.js';
import type { ArtifactSpec, ResolvedArtifact } from './resolve-artifact.js';
import { parseSha256, parseSource } from './source.js';

/** Config keys that name an artifact (a file, URL, release asset or Hub file). */
export const ARTIFACT_KEYS = [
  'dataset.path',
  'dataset.functions',
  'teacher.model',
  'teacher.outputs',
  'teacher.tokenizer',
  'teacher.tokenizer.vocab',
  'teacher.tokenizer.merges',
  'student.model',
  'student.outputs',
  'student.tokenizer',
  'student.tokenizer.vocab',
  'student.tokenizer.merges',
  'gate.baseline',
  'transforms.attack.language-model.model',
  'transforms.attack.language-model.tokenizer',
  'transforms.attack.substitutes',
] as const;

/** The keys a bare `sha256: <digest>` pins: a mapping holds at most one of them. */
const MAIN_KEYS = ['model', 'outputs', 'path'];

/** The top-level key that makes an unpinned remote artifact an error. */
export const REQUIRE_SHA256_KEY = 'require-sha256';

/** A YAML mapping as the config document holds it. */
export type Plain = Record<string, unknown>;

export function isPlain(value: unknown): value is Plain {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The value at a dotted key path of the document (`transforms.attack`); undefined when absent. */
export function getKey(document: Plain, dotted: string): unknown {
  let node: unknown = document;
  for (const key of dotted.split('.')) {
    if (!isPlain(node)) return undefined;
    node = node[key];
  }
  return node;
}

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

/** The sha256s pinned in the mapping at `parent` (by key name); the `sha256` key is removed. */
function takePins(document: Plain, parent: string): Map<string, string> {
  const node = getKey(document, parent);
  const pins = new Map<string, string>();
  if (!isPlain(node) || !('sha256' in node)) return pins;
  const value = node.sha256;
  delete node.sha256;
  const where = `${parent}.sha256`;
  if (typeof value === 'string') {
    const main = MAIN_KEYS.filter((k) => typeof node[k] === 'string');
    if (main.length !== 1) {
      throw new InputError(
        `${where}: a bare sha256 pins the model, outputs or path beside it, and ${parent} has ${main.length === 0 ? 'none' : main.join(' and ')}; write sha256: { <key>: <digest> }`,
      );
    }
    pins.set(`${parent}.${main[0]}`, parseSha256(value, `${parent}.${main[0]}`));
    return pins;
  }
  if (!isPlain(value)) {
    throw new InputError(
      `${where}: got ${JSON.stringify(value)}; allowed: 64 hexadecimal characters, or a mapping from the artifact keys beside it to their sha256`,
    );
  }
  for (const [name, digest] of Object.entries(value)) {
    const key = `${parent}.${name}`;
    if (!(ARTIFACT_KEYS as readonly string[]).includes(key) || typeof node[name] !== 'string') {
      throw new InputError(
        `${where}.${name}: there is no artifact ${key} to pin${(ARTIFACT_KEYS as readonly string[]).includes(key) ? '' : ` (artifact keys: ${ARTIFACT_KEYS.join(', ')})`}`,
      );
    }
    pins.set(key, parseSha256(String(digest), key));
  }
  return pins;
}

/**
 * Resolves every artifact of `document` in place (each source replaced by
 * its verified local file) and removes the `sha256` and `require-sha256`
 * keys, so that the document then validates as a plain config.
 */
export async function resolveConfigArtifacts(
  document: Plain,
  options: ResolveConfigOptions,
): Promise<ConfigArtifacts> {
  const required = document[REQUIRE_SHA256_KEY];
  delete document[REQUIRE_SHA256_KEY];
  if (required !== undefined && typeof required !== 'boolean') {
    throw new InputError(
      `${REQUIRE_SHA256_KEY}: got ${JSON.stringify(required)}; allowed: true or false`,
    );
  }
  const requireSha256 = required === true || options.requireSha256 === true;

  const parents = [...new Set(ARTIFACT_KEYS.map((k) => k.slice(0, k.lastIndexOf('.'))))];
  const pins = new Map<string, string>();
  for (const parent of parents) {
    for (const [key, digest] of takePins(document, parent)) pins.set(key, digest);
  }
  for (const [key, digest] of options.pinned ?? []) {
    const inDocument = pins.get(key);
    if (inDocument !== undefined && inDocument !== digest) {
      throw new InputError(
        `${key}: two different sha256 given, ${digest} by an input and ${inDocument} in the config; keep one`,
      );
    }
    pins.set(key, digest);
  }

  const records: ArtifactRecord[] = [];
  const warnings: string[] = [];
  const unused = new Set(pins.keys());
  for (const key of ARTIFACT_KEYS) {
    const source = getKey(document, key);
    if (typeof source !== 'string' || source.trim() === '') continue;
    unused.delete(key);
    const sha256 = pins.get(key);
    try {
      if (requireSha256 && sha256 === undefined && parseSource(source).kind !== 'path') {
        throw new InputError(
          `require-sha256 is set and ${source} has no sha256; pin it with sha256 beside it in the config (or the action's artifact-sha256 input)`,
        );
      }
      const resolved = await options.resolve(
        key,
        { source, ...(sha256 === undefined ? {} : { sha256 }) },
        options.baseDirFor(key),
      );
      const parent = getKey(document, key.slice(0, key.lastIndexOf('.'))) as Plain;
      parent[key.slice(key.lastIndexOf('.') + 1)] = resolved.path;
      records.push({
        key,
        source,
        resolved: resolved.resolved ?? source,
        sha256: resolved.sha256,
      });
      if (resolved.warning !== undefined) warnings.push(resolved.warning);
    } catch (error) {
      throw withContext(key, error);
    }
  }
  if (unused.size > 0) {
    throw new InputError(
      `a sha256 was given for ${[...unused].join(', ')}, but no such artifact is configured`,
    );
  }
  return { records, warnings };
}
