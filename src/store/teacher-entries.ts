/**
 * The teacher's outputs kept in the Actions cache between runs (or the
 * CLI's local cache), so a pull request that changes only the student runs
 * only the student: its outputs on the dataset rows, and its robustness side
 * (its probabilities on every T(x) and attack query).
 *
 * File formats (little-endian), one file per cache key:
 *   outputs  bytes 0-3 magic "MCTO", 4-7 uint32 format version (3),
 *            8-11 uint32 rows R, 12-15 uint32 columns K,
 *            16-47 the sha256 of the cache key it was saved under,
 *            then int32[R] dataset rows, float64[R*K] probabilities,
 *            float64[5] the teacher's encoding counts over the rows (FED_KEYS)
 *   scores   bytes 0-3 magic "MCTS", 4-7 uint32 format version (1),
 *            8-11 uint32 entries N, 12-15 uint32 columns K,
 *            16-47 the sha256 of the cache key it was saved under,
 *            then N x 32 bytes input digests, float64[N*K] probabilities
 *   outcomes JSON {"format": "metacompress-teacher-outcomes-1", "key": KEY,
 *            "sha256": the sha256 of JSON.stringify(entries), "entries": [
 *            {"method", "row", "label", "digest", "outcome"}, ...]}
 *            (the teacher's attack outcome per method and input)
 *   refused  JSON {"format": "metacompress-refused-1", "key": KEY, "sha256":
 *            the sha256 of the outputs file a run refused, "reason"}, saved
 *            under KEY-refused-<that sha256's first 32 digits>: the outputs
 *            are saved again after a refusal, but the Actions cache keeps the
 *            first entry under a key for good (a save under an existing key
 *            fails), so the mark is what tells the next run: outputs with
 *            that sha256 under KEY are refused without a spot check, which
 *            could miss them (a mark only ever refuses: one an attacker
 *            writes costs a cold run, never a verdict)
 * A file that does not match (truncated, another version, saved under
 * another key, rows repeated or negative, fewer than 2 columns, a value that
 * is not finite, probabilities that are not a distribution, encoding counts
 * that are not counts or do not fit one another and the rows, outcomes whose
 * checksum or shape is wrong) is a warning and counts as a miss: the teacher
 * is run, never a wrong number used. What a well-formed file says is still
 * checked against the run before it is used (pipeline/restored-outputs.ts).
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { TRANSFORM_KINDS } from '../transforms/kinds.js';
import { cacheKey } from './key.js';
import type { ArtifactCache, Logger } from './actions-cache.js';
import { decodeNextTokens, encodeNextTokens } from './teacher-next-tokens.js';
import type {
  CachedOutcome,
  CachedFed,
  CachedOutcomes,
  CachedOutputs,
  CachedScores,
  TeacherOutputsCache,
} from './types.js';
import { sha256File, sha256Hasher, sha256Text } from '../hash.js';

const MAGIC = 0x4f54434d; // "MCTO" read as a little-endian uint32
const FORMAT_VERSION = 3;
const HEADER_BYTES = 48;
/**
 * Every count of a model's encoding counts (the pipeline's FedCounts), in
 * the order an outputs file stores them: the one list a cached entry and a
 * shard's partial are checked, summed and digested by.
 */
export const FED_KEYS = [
  'countedTokens',
  'unknownTokens',
  'functions',
  'functionsWithoutGraph',
  'renormalised',
] as const satisfies readonly (keyof CachedFed)[];
const DIGEST_BYTES = 32;
/** A probability row may sum to 1 within this (float64 softmax outputs do by far). */
const SUM_TOLERANCE = 1e-6;

const keyDigest = (key: string): Buffer => sha256Hasher().update(key).digest();

/** Why `probs` ([n, cols]) is not n probability distributions, or null when it is. */
function distributionProblem(probs: Float64Array, cols: number, what: string): string | null {
  for (let i = 0; i < probs.length / cols; i++) {
    let sum = 0;
    for (let c = 0; c < cols; c++) {
      const p = probs[i * cols + c]!;
      if (!(p >= 0 && p <= 1)) return `${what} ${i} has probability ${p}`;
      sum += p;
    }
    if (Math.abs(sum - 1) > SUM_TOLERANCE) return `${what} ${i}'s probabilities sum to ${sum}`;
  }
  return null;
}

export function encodeOutputs(key: string, outputs: CachedOutputs): Buffer {
  const rows = outputs.rows.length;
  if (outputs.probs.length !== rows * outputs.cols) {
    throw new RangeError(
      `teacher outputs: ${outputs.probs.length} probabilities for ${rows} rows of ${outputs.cols} columns`,
    );
  }
  const buffer = Buffer.alloc(
    HEADER_BYTES + rows * 4 + rows * outputs.cols * 8 + FED_KEYS.length * 8,
  );
  buffer.writeUInt32LE(MAGIC, 0);
  buffer.writeUInt32LE(FORMAT_VERSION, 4);
  buffer.writeUInt32LE(rows, 8);
  buffer.writeUInt32LE(outputs.cols, 12);
  keyDigest(key).copy(buffer, 16);
  let offset = HEADER_BYTES;
  for (const row of outputs.rows) offset = buffer.writeInt32LE(row, offset);
  for (const p of outputs.probs) offset = buffer.writeDoubleLE(p, offset);
  for (const key of FED_KEYS) offset = buffer.writeDoubleLE(outputs.fed[key], offset);
  return buffer;
}

/**
 * Why `counts` are not `role`'s encoding counts over `rows` rows (`theRows`
 * names them: "the shard's", "the entry's"), or null: each a count, no more
 * unknown tokens than tokens counted, no more functions without a data-flow
 * graph than functions fed, no more renormalised rows than rows. A shard's
 * partial and a cached entry are checked alike.
 */
export function fedCountsProblem(
  counts: Record<string, unknown>,
  rows: number,
  where: { role: string; theRows: string },
): string | null {
  const { role, theRows } = where;
  const bad = FED_KEYS.find((key) => !isCount(counts[key]));
  if (bad !== undefined) {
    const value = counts[bad];
    // JSON would print NaN as null; a partial's value may be any JSON.
    return `${role}.${bad} is ${typeof value === 'number' ? value : JSON.stringify(value)}, not a count`;
  }
  const c = counts as unknown as CachedFed;
  if (c.unknownTokens > c.countedTokens) {
    return `${role} has more unknown tokens (${c.unknownTokens}) than tokens counted (${c.countedTokens})`;
  }
  if (c.functionsWithoutGraph > c.functions) {
    return `${role} has more functions without a data-flow graph (${c.functionsWithoutGraph}) than functions fed (${c.functions})`;
  }
  if (c.renormalised > rows) {
    return `${role} has more renormalised rows (${c.renormalised}) than ${theRows} ${rows} rows`;
  }
  return null;
}

/** The outputs in `buffer` saved under `key`, or a reason why it is not a usable file. */
export function decodeOutputs(key: string, buffer: Buffer): CachedOutputs | string {
  if (buffer.length < HEADER_BYTES || buffer.readUInt32LE(0) !== MAGIC) {
    return 'not a teacher-outputs file';
  }
  const version = buffer.readUInt32LE(4);
  if (version !== FORMAT_VERSION) return `format version ${version}, expected ${FORMAT_VERSION}`;
  const rows = buffer.readUInt32LE(8);
  const cols = buffer.readUInt32LE(12);
  const expected = HEADER_BYTES + rows * 4 + rows * cols * 8 + FED_KEYS.length * 8;
  if (buffer.length !== expected) {
    return `${buffer.length} bytes, expected ${expected} for ${rows} rows of ${cols} columns`;
  }
  if (cols < 2) return `${cols} column; a classifier gives at least 2`;
  if (!buffer.subarray(16, HEADER_BYTES).equals(keyDigest(key))) {
    return 'it was saved under another key';
  }
  const rowIds = new Int32Array(rows);
  const probs = new Float64Array(rows * cols);
  let offset = HEADER_BYTES;
  for (let i = 0; i < rows; i += 1, offset += 4) rowIds[i] = buffer.readInt32LE(offset);
  for (let i = 0; i < probs.length; i += 1, offset += 8) probs[i] = buffer.readDoubleLE(offset);
  const fed = {} as CachedFed;
  for (const name of FED_KEYS) {
    fed[name] = buffer.readDoubleLE(offset);
    offset += 8;
  }
  if (new Set(rowIds).size !== rows || rowIds.some((row) => row < 0)) {
    return 'its dataset rows are not distinct row numbers';
  }
  const fedProblem = fedCountsProblem({ ...fed }, rows, {
    role: 'teacher',
    theRows: "the entry's",
  });
  if (fedProblem !== null) return `its encoding counts: ${fedProblem}`;
  const problem = distributionProblem(probs, cols, 'row');
  return problem ?? { rows: rowIds, probs, cols, fed };
}

const SCORES_MAGIC = 0x5354434d; // "MCTS" read as a little-endian uint32
const SCORES_VERSION = 1;
const SCORES_HEADER_BYTES = 48;

export function encodeScores(key: string, scores: CachedScores): Buffer {
  const n = scores.digests.length / DIGEST_BYTES;
  if (!Number.isInteger(n) || scores.probs.length !== n * scores.cols) {
    throw new RangeError(
      `teacher scores: ${scores.probs.length} probabilities and ${scores.digests.length} digest bytes for ${scores.cols} columns`,
    );
  }
  const buffer = Buffer.alloc(SCORES_HEADER_BYTES + n * DIGEST_BYTES + n * scores.cols * 8);
  buffer.writeUInt32LE(SCORES_MAGIC, 0);
  buffer.writeUInt32LE(SCORES_VERSION, 4);
  buffer.writeUInt32LE(n, 8);
  buffer.writeUInt32LE(scores.cols, 12);
  keyDigest(key).copy(buffer, 16);
  buffer.set(scores.digests, SCORES_HEADER_BYTES);
  let offset = SCORES_HEADER_BYTES + n * DIGEST_BYTES;
  for (const p of scores.probs) offset = buffer.writeDoubleLE(p, offset);
  return buffer;
}

/** The scores in `buffer` saved under `key`, or a reason why it is not a usable file. */
export function decodeScores(key: string, buffer: Buffer): CachedScores | string {
  if (buffer.length < SCORES_HEADER_BYTES || buffer.readUInt32LE(0) !== SCORES_MAGIC) {
    return 'not a teacher-scores file';
  }
  const version = buffer.readUInt32LE(4);
  if (version !== SCORES_VERSION) return `format version ${version}, expected ${SCORES_VERSION}`;
  const n = buffer.readUInt32LE(8);
  const cols = buffer.readUInt32LE(12);
  const expected = SCORES_HEADER_BYTES + n * DIGEST_BYTES + n * cols * 8;
  if (cols < 1 || buffer.length !== expected) {
    return `${buffer.length} bytes, expected ${expected} for ${n} entries of ${cols} columns`;
  }
  if (!buffer.subarray(16, 48).equals(keyDigest(key))) return 'it was saved under another key';
  const digests = new Uint8Array(
    buffer.subarray(SCORES_HEADER_BYTES, SCORES_HEADER_BYTES + n * DIGEST_BYTES),
  );
  const probs = new Float64Array(n * cols);
  let offset = SCORES_HEADER_BYTES + n * DIGEST_BYTES;
  for (let i = 0; i < probs.length; i += 1, offset += 8) probs[i] = buffer.readDoubleLE(offset);
  const problem = distributionProblem(probs, cols, 'entry');
  return problem ?? { digests, probs, cols };
}

const OUTCOMES_FORMAT = 'metacompress-teacher-outcomes-1';

export function encodeOutcomes(key: string, outcomes: CachedOutcomes): string {
  const entries = JSON.stringify(outcomes.entries);
  // The entries are written as the checksum hashed them, so any change to a byte is seen.
  return `{"format":${JSON.stringify(OUTCOMES_FORMAT)},"key":${JSON.stringify(key)},"sha256":"${sha256Text(entries)}","entries":${entries}}`;
}

const KINDS: ReadonlySet<string> = new Set(TRANSFORM_KINDS);

const isCount = (x: unknown): x is number => Number.isInteger(x) && (x as number) >= 0;
const isString = (x: unknown): x is string => typeof x === 'string';
const isStrings = (x: unknown): x is string[] => Array.isArray(x) && x.every(isString);

/** Why `o` is not an outcome the teacher's search can have returned, or null when it is one. */
export function outcomeProblem(o: unknown): string | null {
  if (typeof o !== 'object' || o === null) return 'not an object';
  const r = o as Record<string, unknown>;
  if (r.status === 'no-identifiers') return null;
  if (r.status !== 'failed' && r.status !== 'success') return `status ${String(r.status)}`;
  if (!isCount(r.queries)) return `queries ${String(r.queries)}`;
  if (r.refused !== undefined && !isCount(r.refused)) return `refused ${String(r.refused)}`;
  if (r.status === 'failed') return null;
  const renames = r.renames;
  if (
    !Array.isArray(renames) ||
    !renames.every(
      (e) =>
        Array.isArray(e) && e.length === 3 && isCount(e[0]) && isString(e[1]) && isString(e[2]),
    )
  )
    return 'renames are not [function, old, new] triples';
  if (!isStrings(r.transformations) || !r.transformations.every((t) => KINDS.has(t)))
    return 'transformations are not the names of transformations';
  if (!isStrings(r.texts) || r.texts.length === 0) return 'texts are not the functions';
  return null;
}

/** The outcomes in `text` saved under `key`, or a reason why it is not a usable file. */
export function decodeOutcomes(key: string, text: string): CachedOutcomes | string {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    return `not JSON (${error instanceof Error ? error.message : String(error)})`;
  }
  const file = parsed as Record<string, unknown> | null;
  if (typeof file !== 'object' || file === null || file.format !== OUTCOMES_FORMAT) {
    return 'not a teacher-outcomes file';
  }
  if (file.key !== key) return 'it was saved under another key';
  if (!Array.isArray(file.entries)) return 'it holds no entries';
  if (file.sha256 !== sha256Text(JSON.stringify(file.entries))) {
    return 'its checksum does not match its entries';
  }
  const entries: CachedOutcome[] = [];
  for (const [i, e] of (file.entries as unknown[]).entries()) {
    const r = e as Record<string, unknown> | null;
    if (typeof r !== 'object' || r === null) return `entry ${i} is not an object`;
    if (!isString(r.method) || !Number.isInteger(r.row) || !Number.isInteger(r.label))
      return `entry ${i} names no method, row and label`;
    if (!isString(r.digest) || !/^[0-9a-f]{64}$/.test(r.digest))
      return `entry ${i} has no input digest`;
    const problem = outcomeProblem(r.outcome);
    if (problem !== null) return `entry ${i}'s outcome: ${problem}`;
    if (r.probs !== null) {
      const p = r.probs;
      if (
        !Array.isArray(p) ||
        p.length === 0 ||
        !p.every((x) => typeof x === 'number' && x >= 0 && x <= 1)
      )
        return `entry ${i}'s probabilities are not probabilities`;
      const sum = p.reduce((a: number, b: number) => a + b, 0);
      if (Math.abs(sum - 1) > SUM_TOLERANCE) return `entry ${i}'s probabilities sum to ${sum}`;
    }
    entries.push(r as unknown as CachedOutcome);
  }
  return { entries };
}

/** Reads and decodes a restored file; a reason string when it cannot be used. */
async function readDecoded<T>(
  file: string,
  decode: (b: Buffer) => T | string,
): Promise<T | string> {
  try {
    return decode(await readFile(file));
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

const REFUSED_FORMAT = 'metacompress-refused-1';

/** The key of the mark saying that a run refused the outputs of this sha256 under `key`. */
export const refusedKey = (key: string, sha256: string): string =>
  `${key}-refused-${sha256.slice(0, 32)}`;

/** Whether `text` is the mark of the outputs of `sha256` under `key`. */
function isRefusal(text: string, key: string, sha256: string): boolean {
  try {
    const mark = JSON.parse(text) as Record<string, unknown>;
    return mark.format === REFUSED_FORMAT && mark.key === key && mark.sha256 === sha256;
  } catch {
    return false;
  }
}

/**
 * A TeacherOutputsCache over an ArtifactCache: each entry is one file under
 * `dir` (keep it at the same absolute path on every run: the Actions cache
 * version depends on the paths saved).
 */
export function createTeacherOutputsCache(
  cache: ArtifactCache,
  dir: string,
  log: Logger,
): TeacherOutputsCache {
  const fileFor = (key: string, ext = 'bin') => [dir, `${key}.${ext}`].join(path.sep);
  /** `decoded` with what vouched for the entry restored under `key`, when anything did. */
  const vouched = <T extends object>(key: string, decoded: T): T => {
    const by = cache.vouchedBy?.(cacheKey(key)) ?? null;
    return by === null ? decoded : { ...decoded, vouchedBy: by };
  };
  /** The sha256 of the outputs each key's restore gave, which refuse marks. */
  const restored = new Map<string, string>();
  /** Whether a run marked the outputs of `sha256` under `key` refused. */
  const refusedBefore = async (key: string, sha256: string): Promise<boolean> => {
    const mark = refusedKey(key, sha256);
    const file = fileFor(mark, 'json');
    if (!(await cache.restore(cacheKey(mark), [file]))) return false;
    return isRefusal(await readFile(file, 'utf8').catch(() => ''), key, sha256);
  };
  return {
    async restore(key) {
      const file = fileFor(key);
      // A miss is the first run's normal case and says nothing: the data are still to be read
      // and checked, and a line announcing the teacher would come before an error about them.
      if (!(await cache.restore(cacheKey(key), [file]))) return null;
      const decoded = await readDecoded(file, (b) => decodeOutputs(key, b));
      if (typeof decoded === 'string') {
        log.warning(`Ignoring the cached teacher outputs (${decoded}); running the teacher`);
        return null;
      }
      const sha256 = await sha256File(file, 'teacher outputs');
      if (await refusedBefore(key, sha256)) {
        log.warning(
          `Ignoring the cached teacher outputs (a run before refused these outputs, sha256 ${sha256}); running the teacher`,
        );
        return null;
      }
      restored.set(key, sha256);
      log.info(
        `Teacher outputs restored from the cache (${decoded.rows.length} rows); the teacher model is not run`,
      );
      return vouched(key, decoded);
    },
    async save(key, outputs) {
      await write(key, () => encodeOutputs(key, outputs), 'the teacher outputs');
    },
    async refuse(key, reason) {
      const sha256 = restored.get(key);
      if (sha256 === undefined) return;
      const mark = refusedKey(key, sha256);
      const text = JSON.stringify({ format: REFUSED_FORMAT, key, sha256, reason });
      await write(mark, () => text, 'the mark of refused teacher outputs', 'json');
    },
    async restoreScores(key) {
      const file = fileFor(key);
      if (!(await cache.restore(cacheKey(key), [file]))) {
        log.info(
          "The teacher's robustness side is not in the cache; the teacher scores T(x) and its attacks",
        );
        return null;
      }
      const decoded = await readDecoded(file, (b) => decodeScores(key, b));
      if (typeof decoded === 'string') {
        log.warning(
          `Ignoring the cached teacher robustness scores (${decoded}); the teacher is run on T(x) and its attacks`,
        );
        return null;
      }
      log.info(
        `Teacher robustness scores restored from the cache (${decoded.probs.length / decoded.cols} inputs)`,
      );
      return vouched(key, decoded);
    },
    async saveScores(key, scores) {
      await write(key, () => encodeScores(key, scores), 'the teacher robustness scores');
    },
    async restoreOutcomes(key) {
      const file = fileFor(key, 'json');
      if (!(await cache.restore(cacheKey(key), [file]))) {
        log.info(
          "The teacher's attack outcomes are not in the cache; the teacher's searches are run",
        );
        return null;
      }
      const decoded = await readDecoded(file, (b) => decodeOutcomes(key, b.toString('utf8')));
      if (typeof decoded === 'string') {
        log.warning(
          `Ignoring the cached teacher attack outcomes (${decoded}); the teacher's searches are run`,
        );
        return null;
      }
      log.info(
        `Teacher attack outcomes restored from the cache (${decoded.entries.length} searches)`,
      );
      return vouched(key, decoded);
    },
    async saveOutcomes(key, outcomes) {
      await write(key, () => encodeOutcomes(key, outcomes), 'the teacher attack outcomes', 'json');
    },
    async restoreNextTokens(key) {
      const file = fileFor(key);
      if (!(await cache.restore(cacheKey(key), [file]))) return null;
      const decoded = await readDecoded(file, (b) => decodeNextTokens(key, b));
      if (typeof decoded === 'string') {
        log.warning(`Ignoring the cached teacher next tokens (${decoded}); running the teacher`);
        return null;
      }
      const sha256 = await sha256File(file, 'teacher next tokens');
      if (await refusedBefore(key, sha256)) {
        log.warning(
          `Ignoring the cached teacher next tokens (a run before refused them, sha256 ${sha256}); running the teacher`,
        );
        return null;
      }
      restored.set(key, sha256);
      log.info(
        `Teacher next tokens restored from the cache (${decoded.rows.length} sequences, ${decoded.actualLogProbs.length} positions); the teacher model is not run`,
      );
      return decoded;
    },
    async saveNextTokens(key, side) {
      await write(key, () => encodeNextTokens(key, side), 'the teacher next tokens');
    },
  };

  async function write(
    key: string,
    encode: () => Buffer | string,
    what: string,
    ext = 'bin',
  ): Promise<void> {
    const file = fileFor(key, ext);
    try {
      await mkdir(dir, { recursive: true });
      await writeFile(file, encode());
    } catch (error) {
      // Caching is best effort: the run has the outputs it needs.
      log.warning(
        `Could not write ${what} to ${file} for the cache: ${error instanceof Error ? error.message : String(error)}`,
      );
      return;
    }
    await cache.save(cacheKey(key), [file]);
  }
}
