import type { DatasetConfig } from '../config/types.js';
import { InputError } from '../errors.js';
import { readJsonArray } from './json-array.js';
import { parseJsonLine, readLines } from './lines.js';
import { emptyReadStats, type Example, type ReadStats } from './types.js';

type Row = Record<string, unknown>;

/** A label field as an integer, -1 for an unlabelled row; anything else is an error. */
function labelOf(row: Row, field: string | null, where: string): number {
  if (field === null) return -1;
  const value = row[field];
  if (value === undefined || value === null) return -1;
  const label = typeof value === 'boolean' ? Number(value) : value;
  if (typeof label !== 'number' || !Number.isInteger(label) || label < -1) {
    throw new InputError(
      `${where}: label field "${field}" is ${JSON.stringify(value)}; allowed: an integer class 0..K-1, or -1/absent for unlabelled`,
    );
  }
  return label;
}

function codeOf(row: Row, field: string, where: string): string {
  const value = row[field];
  if (typeof value !== 'string') {
    throw new InputError(`${where}: code field "${field}" is missing or not a string`);
  }
  return value;
}

function selected(row: Row, config: DatasetConfig): boolean {
  return config.select === null || row[config.select.field] === config.select.equals;
}

/** JSONL or Devign rows: one object per row holding the code itself. */
async function* objectRows(config: DatasetConfig): AsyncGenerator<[Row, number]> {
  const source =
    config.format === 'devign'
      ? readJsonArray(config.path, 'dataset')
      : (async function* () {
          for await (const [line, row] of readLines(config.path, 'dataset')) {
            yield [parseJsonLine(line, config.path, row), row] as [unknown, number];
          }
        })();
  for await (const [value, row] of source) {
    if (value === null || typeof value !== 'object' || Array.isArray(value)) {
      throw new InputError(`dataset ${config.path} row ${row}: expected a JSON object`);
    }
    yield [value as Row, row];
  }
}

async function loadFunctions(file: string): Promise<Map<string, string>> {
  const functions = new Map<string, string>();
  for await (const [line, row] of readLines(file, 'dataset.functions')) {
    const value = parseJsonLine(line, file, row) as Row;
    const where = `dataset.functions ${file} row ${row}`;
    if (value === null || typeof value !== 'object')
      throw new InputError(`${where}: expected a JSON object`);
    const id = value.idx;
    if (typeof id !== 'string' && typeof id !== 'number') {
      throw new InputError(`${where}: "idx" is missing or not a string/number`);
    }
    functions.set(String(id), codeOf(value, 'func', where));
  }
  return functions;
}

/** CodeXGLUE BigCloneBench: a tab-separated pair list `id1 id2 label [...]`. */
async function* bigCloneBenchRows(
  config: DatasetConfig,
  stats: ReadStats,
): AsyncGenerator<Example | null> {
  const functions = await loadFunctions(config.functions!);
  for await (const [line, row] of readLines(config.path, 'dataset')) {
    const [id1, id2, labelText] = line.split('\t').map((s) => s.trim());
    const where = `dataset ${config.path} row ${row}`;
    if (!id1 || !id2) throw new InputError(`${where}: expected "id1<TAB>id2<TAB>label"`);
    const label = labelText === undefined || labelText === '' ? -1 : Number(labelText);
    if (!Number.isInteger(label) || label < -1) {
      throw new InputError(
        `${where}: label ${JSON.stringify(labelText)}; allowed: 0..K-1 or -1 (unlabelled)`,
      );
    }
    const a = functions.get(id1);
    const b = functions.get(id2);
    if (a === undefined || b === undefined) {
      stats.rowsMissingFunction += 1;
      if (stats.missingIds.length < 5) stats.missingIds.push(a === undefined ? id1 : id2);
      yield null;
      continue;
    }
    yield { row, id: `${id1}/${id2}`, texts: [a, b], label };
  }
}

async function* objectExamples(
  config: DatasetConfig,
  stats: ReadStats,
): AsyncGenerator<Example | null> {
  const pairs = config.fields.code2 !== null;
  for await (const [value, row] of objectRows(config)) {
    if (!selected(value, config)) {
      stats.rowsUnselected += 1;
      yield null;
      continue;
    }
    const where = `dataset ${config.path} row ${row}`;
    const first = codeOf(value, config.fields.code, where);
    const texts: Example['texts'] = pairs
      ? [first, codeOf(value, config.fields.code2!, where)]
      : [first];
    const rawId = value[config.fields.id];
    const id = typeof rawId === 'string' || typeof rawId === 'number' ? String(rawId) : String(row);
    const labelField = config.fields.label;
    if (labelField !== null && value[labelField] === undefined) noteLabelLike(value, config, stats);
    yield { row, id, texts, label: labelOf(value, labelField, where) };
  }
}

/** Records the fields of a row without the label field that hold an integer (the id's aside). */
function noteLabelLike(value: Row, config: DatasetConfig, stats: ReadStats): void {
  for (const [field, held] of Object.entries(value)) {
    if (stats.labelLike.length >= 3) return;
    if (field === config.fields.id || !Number.isInteger(held) || stats.labelLike.includes(field))
      continue;
    stats.labelLike.push(field);
  }
}

/**
 * Streams the usable examples of a dataset in file order, filling `stats` as
 * it goes. Rows dropped (selection, missing pair functions) still advance the
 * row counter, so `Example.row` always indexes the file as written. Stops after
 * `limit` usable rows.
 */
export async function* readDataset(
  config: DatasetConfig,
  stats: ReadStats = emptyReadStats(),
): AsyncGenerator<Example> {
  const source =
    config.format === 'codexglue-bcb'
      ? bigCloneBenchRows(config, stats)
      : objectExamples(config, stats);
  for await (const example of source) {
    stats.rowsSeen += 1;
    if (example === null) continue;
    if (config.limit !== null && stats.rowsUsed >= config.limit) return;
    stats.rowsUsed += 1;
    yield example;
  }
}

/**
 * Counts the rows of the dataset file as written (for checking precomputed
 * outputs against it), without parsing the code.
 */
export async function countDatasetRows(config: DatasetConfig): Promise<number> {
  let rows = 0;
  if (config.format === 'devign') {
    for await (const element of readJsonArray(config.path, 'dataset')) rows += element ? 1 : 0;
  } else {
    for await (const line of readLines(config.path, 'dataset')) rows += line ? 1 : 0;
  }
  return rows;
}

/**
 * The code of the functions with the given ids: for codexglue-bcb from the
 * functions file (its `idx`), else from the dataset's rows (`fields.id`,
 * `fields.code`; every row, whatever the selection). Reads until all are
 * found; an id the data lacks is absent from the map.
 */
export async function readFunctionsById(
  config: DatasetConfig,
  ids: ReadonlySet<string>,
): Promise<Map<string, string>> {
  if (config.format === 'codexglue-bcb') {
    const functions = await loadFunctions(config.functions!);
    return new Map([...functions].filter(([id]) => ids.has(id)));
  }
  const found = new Map<string, string>();
  for await (const [value, row] of objectRows(config)) {
    const id = value[config.fields.id];
    if ((typeof id !== 'string' && typeof id !== 'number') || !ids.has(String(id))) continue;
    found.set(String(id), codeOf(value, config.fields.code, `dataset ${config.path} row ${row}`));
    if (found.size === ids.size) break;
  }
  return found;
}
