import { readFile } from 'node:fs/promises';
import { InputError, oneLine } from '../errors.js';
import { readLines, parseJsonLine } from '../data/lines.js';

/** Raw precomputed outputs: row-major [rows, columns], row i = dataset row i. */
export interface RawOutputs {
  data: Float32Array | Float64Array;
  rows: number;
  columns: number;
}

/**
 * Reads a NumPy .npy file holding a float32 or float64 matrix [N, K] (or a
 * vector [N], one logit per row), little-endian, C or Fortran order.
 */
export function parseNpy(bytes: Uint8Array, file: string): RawOutputs {
  const fail = (why: string): never => {
    throw new InputError(
      `${file}: not a usable .npy outputs file (${why}); expected float32/float64 [N, K]`,
    );
  };
  const magic = [0x93, 0x4e, 0x55, 0x4d, 0x50, 0x59];
  if (bytes.length < 10 || magic.some((b, i) => bytes[i] !== b)) fail('no NUMPY magic');
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const major = bytes[6]!;
  const headerLength = major === 1 ? view.getUint16(8, true) : view.getUint32(8, true);
  const headerStart = major === 1 ? 10 : 12;
  const header = new TextDecoder('latin1').decode(
    bytes.subarray(headerStart, headerStart + headerLength),
  );
  const descr = /'descr':\s*'([^']+)'/.exec(header)?.[1];
  const fortran = /'fortran_order':\s*True/.test(header);
  const shapeText = /'shape':\s*\(([^)]*)\)/.exec(header)?.[1];
  if (descr === undefined || shapeText === undefined) fail('unreadable header');
  const shape = shapeText!
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '')
    .map(Number);
  if (shape.length < 1 || shape.length > 2) fail(`shape (${shape.join(', ')})`);
  const [rows, columns = 1] = shape as [number, number?];
  const width = descr === '<f4' ? 4 : descr === '<f8' ? 8 : fail(`dtype ${descr}`);
  const offset = headerStart + headerLength;
  const count = rows * columns;
  if (bytes.length - offset < count * width)
    fail(`${bytes.length - offset} bytes of data for shape (${shape.join(', ')})`);
  // Copy into an own, aligned buffer: the data offset need not be a multiple
  // of 8, and a Node Buffer's slice() is a view into a shared pool.
  const body = new Uint8Array(bytes.subarray(offset, offset + count * width)).buffer;
  const flat = width === 4 ? new Float32Array(body) : new Float64Array(body);
  if (!fortran) return { data: flat, rows, columns };
  const data = width === 4 ? new Float32Array(count) : new Float64Array(count);
  for (let i = 0; i < rows; i += 1)
    for (let j = 0; j < columns; j += 1) data[i * columns + j] = flat[j * rows + i]!;
  return { data, rows, columns };
}

/** One JSONL row: an array of numbers, or an object with logits / probabilities / outputs. */
function rowValues(value: unknown, file: string, row: number): number[] {
  const values =
    Array.isArray(value) || value === null || typeof value !== 'object'
      ? value
      : ((value as Record<string, unknown>).logits ??
        (value as Record<string, unknown>).probabilities ??
        (value as Record<string, unknown>).outputs);
  const list = typeof values === 'number' ? [values] : values;
  if (!Array.isArray(list) || list.length === 0 || !list.every((v) => typeof v === 'number')) {
    throw new InputError(
      `${file} row ${row}: expected an array of numbers (or {"logits": [...]}, {"probabilities": [...]})`,
    );
  }
  return list as number[];
}

/** Reads precomputed outputs from .npy or JSONL. */
export async function readPrecomputedOutputs(file: string, what: string): Promise<RawOutputs> {
  if (file.endsWith('.npy')) {
    let bytes: Uint8Array;
    try {
      bytes = await readFile(file);
    } catch (error) {
      throw new InputError(`${what}.outputs ${file}: cannot read (${oneLine(error)})`);
    }
    return parseNpy(bytes, `${what}.outputs ${file}`);
  }
  const values: number[] = [];
  let columns = -1;
  let rows = 0;
  for await (const [line, row] of readLines(file, `${what}.outputs`)) {
    const where = `${what}.outputs ${file}`;
    // Python's json module writes NaN and Infinity, which are not JSON.
    if (/\b(NaN|Infinity)\b/.test(line)) {
      throw new InputError(
        `${where} row ${row}: holds NaN or Infinity; outputs must be finite numbers`,
      );
    }
    const list = rowValues(parseJsonLine(line, where, row), where, row);
    if (columns === -1) columns = list.length;
    else if (list.length !== columns) {
      throw new InputError(
        `${what}.outputs ${file} row ${row}: ${list.length} values, earlier rows have ${columns}`,
      );
    }
    values.push(...list);
    rows += 1;
  }
  if (rows === 0) throw new InputError(`${what}.outputs ${file}: no rows`);
  return { data: Float64Array.from(values), rows, columns };
}
