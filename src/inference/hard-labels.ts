/**
 * Precomputed outputs that give the predicted class only (`output: labels`,
 * docs/models.md "Hard-label outputs"), as published replication packages
 * do: a CSV or JSON Lines file of predictions, by id or by row. Read
 * strictly, each problem a one-line error naming the file and the line; the
 * rows reach the relations as one-hot vectors, on which MR1, its directions
 * and accuracy are exact (MR2–MR4 are not computed: relations/hard-labels.ts).
 */
import { readFile } from 'node:fs/promises';
import type { OutputsModelConfig } from '../config/types.js';
import type { Example } from '../data/types.js';
import { InputError, oneLine } from '../errors.js';
import type { ProbabilitySource } from './sources.js';

/** Predicted classes read from a file, in file order. */
export interface HardLabels {
  /** Each prediction's class, as the model numbers its classes (before class-order). */
  predicted: Int32Array;
  /** The 1-based line of each prediction in the file, for errors. */
  lines: Int32Array;
  /** Each id's prediction (its index in `predicted`) when the file gives ids; null: prediction i is dataset row i. */
  ids: Map<string, number> | null;
}

/** One prediction as a line gives it: its class and its id (null without one). */
interface Entry {
  predicted: number;
  id: string | null;
  line: number;
}

/** A class index as written: a whole number, 0 or more. */
const CLASS_INDEX = /^(0|[1-9]\d{0,8})$/;

/** The CSV columns read; any other column is left alone. */
const PREDICTION = 'prediction';
const ID = 'id';

function classOf(text: string, where: string): number {
  if (!CLASS_INDEX.test(text)) {
    throw new InputError(
      `${where}: prediction ${JSON.stringify(text)} is not a class index (0, 1, …, in the model's class order)`,
    );
  }
  return Number(text);
}

/**
 * The CSV form: a header naming the column `prediction` and optionally
 * `id`, then one line per prediction with as many comma-separated fields as
 * the header. No quoting: an id or a class holds no comma, and a quote is
 * refused rather than read as a CSV reader with other rules would.
 */
function csvEntries(lines: [string, number][], file: string): Entry[] {
  const [header, ...rows] = lines;
  if (header === undefined) return [];
  const where = (line: number) => `${file} line ${line}`;
  const quoted = lines.find(([text]) => text.includes('"'));
  if (quoted !== undefined) {
    throw new InputError(
      `${where(quoted[1])}: holds a quote; fields are read without quoting (ids and classes hold no comma)`,
    );
  }
  const columns = header[0].split(',').map((name) => name.trim());
  const twice = columns.find((name, i) => name !== '' && columns.indexOf(name) !== i);
  if (twice !== undefined) {
    throw new InputError(`${where(header[1])}: the header names column ${twice} twice`);
  }
  const predictionAt = columns.indexOf(PREDICTION);
  const idAt = columns.indexOf(ID);
  if (predictionAt === -1) {
    throw new InputError(
      `${where(header[1])}: the header (${columns.join(', ')}) has no column ${PREDICTION}; expected a header naming ${PREDICTION} and optionally ${ID}`,
    );
  }
  return rows.map(([text, line]) => {
    const fields = text.split(',').map((field) => field.trim());
    if (fields.length !== columns.length) {
      throw new InputError(
        `${where(line)}: ${fields.length} fields, the header has ${columns.length}`,
      );
    }
    const id = idAt === -1 ? null : fields[idAt]!;
    if (id === '') throw new InputError(`${where(line)}: the id is empty`);
    return { predicted: classOf(fields[predictionAt]!, where(line)), id, line };
  });
}

/**
 * The JSON Lines form: each line a class index (`1`), or an object with
 * `prediction` (a class index) and optionally `id` (a string or an
 * integer); other keys are left alone.
 */
function jsonlEntries(lines: [string, number][], file: string): Entry[] {
  return lines.map(([text, line]) => {
    const where = `${file} line ${line}`;
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch (error) {
      throw new InputError(`${where}: not JSON (${oneLine(error)})`, { cause: error });
    }
    if (typeof value === 'number')
      return { predicted: classOf(String(value), where), id: null, line };
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      throw new InputError(
        `${where}: expected a class index or {"id": …, "prediction": …}; a list of numbers is a model's scores (output: softmax or probabilities)`,
      );
    }
    const { id, prediction } = value as Record<string, unknown>;
    if (typeof prediction !== 'number') {
      throw new InputError(`${where}: no "prediction" class index`);
    }
    if (id !== undefined && typeof id !== 'string' && !Number.isInteger(id)) {
      throw new InputError(`${where}: "id" is ${JSON.stringify(id)}, not a string or an integer`);
    }
    if (id === '') throw new InputError(`${where}: the id is empty`);
    return {
      predicted: classOf(String(prediction), where),
      id: id === undefined ? null : String(id),
      line,
    };
  });
}

/** The file's non-blank lines with their 1-based line numbers (a byte-order mark is not text). */
function numberedLines(text: string): [string, number][] {
  return text
    .replace(/^\uFEFF/, '')
    .split(/\r\n|\n|\r/)
    .map((line, i): [string, number] => [line, i + 1])
    .filter(([line]) => line.trim() !== '');
}

/**
 * Reads a file of predicted classes: `.csv` (a header naming `prediction`
 * and optionally `id`) or `.jsonl` (a class index per line, or objects with
 * `prediction` and optionally `id`). Either every prediction has an id or
 * none has; an id given twice is an error naming both lines.
 *
 * @param file - the file; `what` the config key its errors name (student, students.NAME).
 * @throws InputError naming the file and the line: an unreadable file or
 *   extension, a bad header, a line of the wrong shape, a class that is not
 *   a whole number ≥ 0, ids on some lines only, an id given twice, no rows.
 */
export async function readHardLabels(file: string, what: string): Promise<HardLabels> {
  const named = `${what}.outputs ${file}`;
  const csv = file.toLowerCase().endsWith('.csv');
  if (!csv && !/\.jsonl?$/i.test(file)) {
    throw new InputError(
      `${named}: output labels reads a .csv or .jsonl file of predicted classes (docs/models.md)`,
    );
  }
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    throw new InputError(`${named}: cannot read (${oneLine(error)})`);
  }
  const lines = numberedLines(text);
  const entries = csv ? csvEntries(lines, named) : jsonlEntries(lines, named);
  if (entries.length === 0) throw new InputError(`${named}: no predictions`);
  const withIds = entries[0]!.id !== null;
  const ids = withIds ? new Map<string, number>() : null;
  entries.forEach((entry, i) => {
    if ((entry.id !== null) !== withIds) {
      throw new InputError(
        `${named} line ${entry.line}: ${withIds ? 'no id' : 'an id'}, but line ${entries[0]!.line} ${withIds ? 'has one' : 'has none'}: give every prediction an id or none`,
      );
    }
    if (ids === null) return;
    const earlier = ids.get(entry.id!);
    if (earlier !== undefined) {
      throw new InputError(
        `${named} line ${entry.line}: id ${JSON.stringify(entry.id)} is given twice (line ${entries[earlier]!.line} too)`,
      );
    }
    ids.set(entry.id!, i);
  });
  return {
    predicted: Int32Array.from(entries, (e) => e.predicted),
    lines: Int32Array.from(entries, (e) => e.line),
    ids,
  };
}

/**
 * Predicted classes as a probability source: each example's prediction (by
 * its id when the file gives ids, else by its dataset row) as a one-hot row
 * over `classes` columns in dataset class order (`class-order` maps the
 * model's class j to dataset class class-order[j]).
 *
 * @throws InputError naming the file and line of a class outside
 *   0..classes − 1 (when made, for every prediction), or, when scoring, the
 *   dataset row (and id) the file has no prediction for.
 */
export function hardLabelSource(
  labels: HardLabels,
  config: OutputsModelConfig,
  classes: number,
  what: string,
): ProbabilitySource {
  const named = `${what}.outputs ${config.outputs}`;
  labels.predicted.forEach((c, i) => {
    if (c >= classes) {
      throw new InputError(
        `${named} line ${labels.lines[i]}: class ${c}, but the models have ${classes} classes (0 to ${classes - 1})`,
      );
    }
  });
  if (config.classOrder !== null && config.classOrder.length !== classes) {
    throw new InputError(
      `${what}.class-order: has ${config.classOrder.length} entries but the models have ${classes} classes`,
    );
  }
  const indexOf = (example: Example): number => {
    const at = labels.ids === null ? example.row : labels.ids.get(example.id);
    if (at === undefined || at >= labels.predicted.length) {
      const id = labels.ids === null ? '' : ` (id ${JSON.stringify(example.id)})`;
      throw new InputError(`${named}: no prediction for dataset row ${example.row}${id}`);
    }
    return at;
  };
  return {
    elapsedMs: 0,
    tokens: 0,
    renormalised: 0,
    async score(examples) {
      const out = new Float64Array(examples.length * classes);
      examples.forEach((example, i) => {
        const predicted = labels.predicted[indexOf(example)]!;
        const column = config.classOrder === null ? predicted : config.classOrder[predicted]!;
        out[i * classes + column] = 1;
      });
      return { data: out, cols: classes };
    },
  };
}
