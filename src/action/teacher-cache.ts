/**
 * The teacher's outputs kept in the Actions cache between runs, so a pull
 * request that changes only the student runs only the student.
 *
 * File format (little-endian), one file per cache key:
 *   bytes 0-3    magic "MCTO"
 *   bytes 4-7    uint32 format version (1)
 *   bytes 8-11   uint32 rows R
 *   bytes 12-15  uint32 columns K
 *   then         int32[R] dataset rows, float64[R*K] probabilities
 * A file that does not match (truncated, another version) counts as a miss.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { cacheKey, type ArtifactCache, type Logger } from '../cache.js';
import type { CachedOutputs, TeacherOutputsCache } from '../pipeline/types.js';

const MAGIC = 0x4f54434d; // "MCTO" read as a little-endian uint32
const FORMAT_VERSION = 1;
const HEADER_BYTES = 16;

export function encodeOutputs(outputs: CachedOutputs): Buffer {
  const rows = outputs.rows.length;
  if (outputs.probs.length !== rows * outputs.cols) {
    throw new RangeError(
      `teacher outputs: ${outputs.probs.length} probabilities for ${rows} rows of ${outputs.cols} columns`,
    );
  }
  const buffer = Buffer.alloc(HEADER_BYTES + rows * 4 + rows * outputs.cols * 8);
  buffer.writeUInt32LE(MAGIC, 0);
  buffer.writeUInt32LE(FORMAT_VERSION, 4);
  buffer.writeUInt32LE(rows, 8);
  buffer.writeUInt32LE(outputs.cols, 12);
  let offset = HEADER_BYTES;
  for (const row of outputs.rows) offset = buffer.writeInt32LE(row, offset);
  for (const p of outputs.probs) offset = buffer.writeDoubleLE(p, offset);
  return buffer;
}

/** The outputs in `buffer`, or a reason why it is not a usable file. */
export function decodeOutputs(buffer: Buffer): CachedOutputs | string {
  if (buffer.length < HEADER_BYTES || buffer.readUInt32LE(0) !== MAGIC) {
    return 'not a teacher-outputs file';
  }
  const version = buffer.readUInt32LE(4);
  if (version !== FORMAT_VERSION) return `format version ${version}, expected ${FORMAT_VERSION}`;
  const rows = buffer.readUInt32LE(8);
  const cols = buffer.readUInt32LE(12);
  const expected = HEADER_BYTES + rows * 4 + rows * cols * 8;
  if (cols < 1 || buffer.length !== expected) {
    return `${buffer.length} bytes, expected ${expected} for ${rows} rows of ${cols} columns`;
  }
  const rowIds = new Int32Array(rows);
  const probs = new Float64Array(rows * cols);
  let offset = HEADER_BYTES;
  for (let i = 0; i < rows; i += 1, offset += 4) rowIds[i] = buffer.readInt32LE(offset);
  for (let i = 0; i < probs.length; i += 1, offset += 8) probs[i] = buffer.readDoubleLE(offset);
  return { rows: rowIds, probs, cols };
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
  const fileFor = (key: string) => [dir, `${key}.bin`].join(path.sep);
  return {
    async restore(key) {
      const file = fileFor(key);
      if (!(await cache.restore(cacheKey(key), [file]))) {
        log.info('Teacher outputs are not in the cache; running the teacher');
        return null;
      }
      let decoded: CachedOutputs | string;
      try {
        decoded = decodeOutputs(await readFile(file));
      } catch (error) {
        decoded = error instanceof Error ? error.message : String(error);
      }
      if (typeof decoded === 'string') {
        log.warning(`Ignoring the cached teacher outputs (${decoded}); running the teacher`);
        return null;
      }
      log.info(
        `Teacher outputs restored from the cache (${decoded.rows.length} rows); the teacher model is not run`,
      );
      return decoded;
    },
    async save(key, outputs) {
      const file = fileFor(key);
      try {
        await mkdir(dir, { recursive: true });
        await writeFile(file, encodeOutputs(outputs));
      } catch (error) {
        // Caching is best effort: the run has the outputs it needs.
        log.warning(
          `Could not write the teacher outputs to ${file} for the cache: ${error instanceof Error ? error.message : String(error)}`,
        );
        return;
      }
      await cache.save(cacheKey(key), [file]);
    },
  };
}
