/**
 * `reference-encoding:`: a model folder's reference-encoding.json holds the
 * ids its training tokenizer gave a few real functions (or pairs), as the
 * published students carry them. Before scoring, those functions are encoded
 * the way this config will feed the model and compared: a tokenizer of the
 * same size but another vocabulary, a wrong special-token policy, pair mode
 * or lowercasing all change the ids, while the model runs without complaint.
 */
import { readFile } from 'node:fs/promises';
import type { DatasetConfig, OnnxModelConfig } from '../config/types.js';
import { readFunctionsById } from '../data/read-dataset.js';
import type { Example } from '../data/types.js';
import type { InputFormat } from '../encode/formats/index.js';
import { InputError, oneLine } from '../errors.js';

/** One reference input: its function id(s) and the input_ids the model saw. */
export interface ReferenceInput {
  ids: [string] | [string, string];
  inputIds: number[];
}

const isIdList = (value: unknown): value is number[] =>
  Array.isArray(value) && value.length > 0 && value.every((v) => Number.isInteger(v) && v >= 0);
const isId = (value: unknown): value is string | number =>
  typeof value === 'string' || typeof value === 'number';

/**
 * Reads a reference-encoding.json: `{ functions: [{ idx, input_ids }] }` or
 * `{ pairs: [{ id1, id2, input_ids }] }` (other fields are ignored).
 * @throws InputError naming the key and file when it is not of that shape.
 */
export async function readReferenceEncoding(file: string, key: string): Promise<ReferenceInput[]> {
  const where = `${key} ${file}`;
  let document: unknown;
  try {
    document = JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    throw new InputError(`${where}: cannot read as JSON (${oneLine(error)})`, { cause: error });
  }
  const { functions, pairs } = (document ?? {}) as { functions?: unknown; pairs?: unknown };
  const items = Array.isArray(pairs) ? pairs : Array.isArray(functions) ? functions : null;
  const shape =
    'allowed: {"functions": [{"idx", "input_ids"}]} or {"pairs": [{"id1", "id2", "input_ids"}]}';
  if (items === null || items.length === 0) {
    throw new InputError(`${where}: has no non-empty functions or pairs list; ${shape}`);
  }
  return items.map((item: unknown, i) => {
    const { idx, id1, id2, input_ids } = (item ?? {}) as Record<string, unknown>;
    const ids: ReferenceInput['ids'] | null =
      items === pairs
        ? isId(id1) && isId(id2)
          ? [String(id1), String(id2)]
          : null
        : isId(idx)
          ? [String(idx)]
          : null;
    if (ids === null || !isIdList(input_ids)) {
      throw new InputError(`${where}: entry ${i} lacks its id(s) or input_ids; ${shape}`);
    }
    return { ids, inputIds: input_ids };
  });
}

/** The model's input_ids of one example, as this config's input format builds them. */
function encodeOne(format: InputFormat, example: Example): number[] {
  const [batch] = format.batches([example]);
  return Array.from(batch!.tensors.input_ids!.data, Number);
}

/** A block without its trailing padding. */
function unpadded(block: number[], pad: number): number[] {
  let end = block.length;
  while (end > 0 && block[end - 1] === pad) end -= 1;
  return block.slice(0, end);
}

/**
 * The first position where two encodings differ, comparing each block (one
 * per function under concat-blocks and graphcodebert, else one) up to the
 * shorter of the two without padding and without its last position (the eos
 * of a block cut at another max-length), or null when they agree.
 */
export function firstDifference(
  ours: number[],
  reference: number[],
  blocks: number,
  pad: number,
): { block: number; position: number; ours: number; reference: number } | null {
  const ourLength = ours.length / blocks;
  const referenceLength = reference.length / blocks;
  for (let block = 0; block < blocks; block += 1) {
    const a = unpadded(ours.slice(block * ourLength, (block + 1) * ourLength), pad);
    const b = unpadded(
      reference.slice(block * referenceLength, (block + 1) * referenceLength),
      pad,
    );
    const compared = Math.max(1, Math.min(a.length, b.length) - 1);
    for (let position = 0; position < compared; position += 1) {
      if (a[position] !== b[position]) {
        return { block, position, ours: a[position] ?? pad, reference: b[position] ?? pad };
      }
    }
  }
  return null;
}

/**
 * Checks this config's encoding against the model's reference encoding.
 * @returns a warning when the data holds none of the reference's functions
 *   (nothing could be compared), else null.
 * @throws InputError at the first reference input encoded differently,
 *   naming the key, the file, the input and both ids.
 */
export async function checkReferenceEncoding(
  config: OnnxModelConfig,
  file: string,
  format: InputFormat,
  pad: number,
  dataset: DatasetConfig,
  role: string,
): Promise<string | null> {
  const key = `${role}.reference-encoding`;
  const references = await readReferenceEncoding(file, key);
  const texts = await readFunctionsById(dataset, new Set(references.flatMap((r) => r.ids)));
  let compared = 0;
  for (const reference of references) {
    const functions = reference.ids.map((id) => texts.get(id));
    if (functions.some((text) => text === undefined)) continue;
    const example: Example = {
      row: -1,
      id: reference.ids.join('/'),
      texts: functions as Example['texts'],
      label: -1,
    };
    const blocks =
      config.inputFormat === 'graphcodebert' || config.pairMode === 'concat-blocks'
        ? example.texts.length
        : 1;
    const difference = firstDifference(encodeOne(format, example), reference.inputIds, blocks, pad);
    if (difference !== null) {
      const what = reference.ids.length === 2 ? 'pair' : 'function';
      const where = blocks > 1 ? ` of block ${difference.block + 1}` : '';
      throw new InputError(
        `${key} ${file}: ${what} ${example.id} encodes differently at position ${difference.position}${where}: this config gives id ${difference.ours}, the model's training encoding id ${difference.reference}; check ${role}.tokenizer, special-tokens, pair-mode, lowercase and normalize-whitespace`,
      );
    }
    compared += 1;
  }
  if (compared > 0) return null;
  return `${key}: none of its ${references.length} inputs (${references
    .slice(0, 3)
    .map((r) => r.ids.join('/'))
    .join(', ')}, ...) is in the dataset, so the encoding was not checked against it`;
}
