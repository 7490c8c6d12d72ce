/** The `dataset` section: which file, in which format, which fields, which rows. */
import { InputError } from '../errors.js';
import { DATASET_FORMATS, isCompletionTask, type Task } from './names.js';
import { describe, type Resolve, type Section } from './section.js';
import type { DatasetConfig } from './types.js';

/**
 * The dataset section. For task code-completion a row is one function's
 * code (`fields.code`, default `code`; `func` for the data sets' function
 * files), with no label; the pair list of codexglue-bcb has no code of its
 * own (its functions file, format jsonl with `code: func`, does).
 */
export function readDataset(s: Section, resolve: Resolve, task: Task): DatasetConfig {
  const completion = isCompletionTask(task);
  const format = s.choice('format', DATASET_FORMATS, 'jsonl');
  if (completion && format === 'codexglue-bcb') {
    throw new InputError(
      `${s.key('format')}: codexglue-bcb is a list of pairs; task code-completion reads functions: give format jsonl with path: the functions file and fields: { code: func }`,
    );
  }
  const dataPath = s.string('path', null);
  if (dataPath === null) throw new InputError(`${s.key('path')}: required (the dataset file)`);
  const functions = s.string('functions', null);
  if (format === 'codexglue-bcb' && functions === null) {
    throw new InputError(
      `${s.key('functions')}: required for format codexglue-bcb (the functions JSONL with idx and func)`,
    );
  }
  const fields = s.section('fields');
  const selection = s.section('select');
  let select: DatasetConfig['select'] = null;
  if (s.has('select')) {
    const field = selection.string('field', null);
    const equals = selection.get('equals');
    if (field === null) {
      throw new InputError(
        `${selection.key('field')}: required (select is {field: <name>, equals: <string|number|boolean>})`,
      );
    }
    if (!['string', 'number', 'boolean'].includes(typeof equals)) {
      const got = equals === undefined ? 'nothing' : describe(equals);
      throw new InputError(
        `${selection.key('equals')}: got ${got}; allowed: a string, number or boolean (the value the field must equal)`,
      );
    }
    select = { field, equals: equals as string | number | boolean };
    selection.rejectUnknown();
  }
  const config: DatasetConfig = {
    format,
    path: resolve(dataPath),
    functions: functions === null ? null : resolve(functions),
    fields: {
      code: fields.string('code', completion && format === 'jsonl' ? 'code' : 'func'),
      code2: completion ? null : fields.string('code2', null),
      label: completion ? null : fields.string('label', 'target'),
      id: fields.string('id', 'idx'),
    },
    select,
    limit: s.number('limit', null, { min: 1, max: Number.MAX_SAFE_INTEGER, integer: true }),
  };
  fields.rejectUnknown();
  s.rejectUnknown();
  return config;
}
