/**
 * The one validated Config: reads each section with its own reader (one
 * file per section) and checks what spans sections (transforms need ONNX
 * models, clone pairs need their second field).
 */
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { InputError } from '../errors.js';
import { readDataset } from './dataset.js';
import { readCompletion } from './completion.js';
import { readGate, readRelations } from './gate.js';
import { checkHardLabels } from './hard-labels.js';
import { readLabels } from './labels.js';
import { isCompletionTask, TASKS } from './names.js';
import { applyOverrides } from './overrides.js';
import { describe, Section } from './section.js';
import { readTimeLimit } from './time-limit.js';
import { readModel } from './model.js';
import { readCompare, readStudents, readStudentsRule } from './students.js';
import { readTransforms } from './transforms.js';
import { readNoiseFloor, readWhereItBreaks } from './where-it-breaks.js';
import {
  DEFAULT_SPOT_CHECK,
  type Config,
  type ModelConfig,
  type TransformsConfig,
} from './types.js';
import { readConfigDocument } from './yaml.js';

export { applyOverrides, CONFIG_KEYS } from './overrides.js';
export { applyStudentFlags } from './students.js';
export { readConfigDocument } from './yaml.js';

/**
 * Validates a parsed config document (YAML or equivalent object) into a Config.
 * Relative paths resolve against `baseDir`. Throws InputError naming the key,
 * the value and what is allowed.
 */
export function parseConfig(document: unknown, baseDir: string): Config {
  const root = Section.of(document, '');
  try {
    return readConfig(root, baseDir);
  } catch (error) {
    // A required key reported missing because it is misspelt: name the typo.
    // Only a typo of the key at fault (or of a key inside it) explains the
    // error; any other near-name is a key not read yet when the reader
    // stopped, such as a valid `output:` beside a bad `pair-mode:`.
    const fault = error instanceof InputError ? faultKey(error.message) : null;
    const typos = fault === null ? [] : root.likelyTypos(fault);
    if (typos.length === 0) throw error;
    throw new InputError(`unknown config key${typos.length > 1 ? 's' : ''}: ${typos.join(', ')}`);
  }
}

/** The dotted key a config message starts with (`student.pair-mode: got …` → student.pair-mode). */
function faultKey(message: string): string | null {
  return /^[\w.-]+(?=[: ])/.exec(message)?.[0] ?? null;
}

function readConfig(root: Section, baseDir: string): Config {
  const resolve = (p: string) => path.resolve(baseDir, p);
  const task = root.choice('task', TASKS, null);
  const labels = readLabels(root.get('labels'));
  const dataset = readDataset(root.section('dataset'), resolve, task);
  const teacher = readModel(root.section('teacher'), resolve, task);
  const { student, list } = readStudents(root, resolve, task);
  const { fidelity } = readCompare(root.section('compare'), list !== null);

  const relations = readRelations(root.section('relations'));
  const gateSection = root.section('gate');
  // gate.students is read here, beside the students it names; the rest of gate by its reader.
  const mustPass = readStudentsRule(gateSection.get('students'), list);
  const ceilingsRaw = gateSection.get('ceilings');
  const gate = readGate(gateSection, resolve, { labels, task });
  const students = list === null ? null : { list, mustPass, fidelity };

  const threads = root.number('threads', availableParallelism(), {
    min: 1,
    max: 1024,
    integer: true,
  })!;
  const shard = readShard(root.string('shard', null));
  const spotCheck = readSpotCheck(root);
  const transforms = readTransforms(root, resolve);
  const timeLimitSeconds = readTimeLimit(root.get('time-limit'));
  const whereItBreaks = readWhereItBreaks(root);
  const noiseFloor = readNoiseFloor(root);
  const completion = readCompletion(
    root.section('completion'),
    root.has('completion'),
    task,
    teacher.kind === 'onnx' ? teacher.maxLength : 0,
    transforms?.language ?? null,
  );
  root.rejectUnknown();
  if (isCompletionTask(task)) {
    checkCompletionConfig(teacher, list ?? [{ name: 'student', model: student }], {
      labels,
      transforms,
    });
  }

  const models: [string, ModelConfig][] = [
    ['teacher', teacher],
    ...(list ?? [{ name: 'student', model: student }]).map((s): [string, ModelConfig] => [
      list === null ? 'student' : `students.${s.name}`,
      s.model,
    ]),
  ];
  checkHardLabels(models, ceilingsRaw, { labels, task });
  if (transforms !== null) {
    for (const [what, model] of models) {
      if (model.kind === 'outputs') {
        throw new InputError(
          `transforms: needs an ONNX model for the ${what}; ${what}.outputs gives precomputed outputs, which cannot score transformed inputs (remove the transforms section or give ${what}.model)`,
        );
      }
    }
  }

  if (task === 'clone-detection' && dataset.format === 'jsonl' && dataset.fields.code2 === null) {
    throw new InputError(
      'dataset.fields.code2: required for clone-detection with format jsonl (the second function of a pair)',
    );
  }
  return {
    baseDir,
    task,
    labels,
    dataset,
    teacher,
    student,
    students,
    relations,
    gate,
    threads,
    shard,
    transforms,
    completion,
    spotCheck,
    timeLimitSeconds,
    whereItBreaks,
    noiseFloor,
  };
}

/**
 * What task code-completion needs across sections: every student reads the
 * teacher's windows (one max-length); class names do not apply; the
 * transforms section gives the kinds and seed its completions are compared
 * under (docs/spec.md §10.6), not a classifier's attacks.
 */
function checkCompletionConfig(
  teacher: ModelConfig,
  students: readonly { name: string; model: ModelConfig }[],
  { labels, transforms }: { labels: string[] | null; transforms: TransformsConfig | null },
): void {
  if (labels !== null) {
    throw new InputError(
      'labels: task code-completion has no classes (the label of a position is its next token); remove labels',
    );
  }
  if (transforms?.attack !== null && transforms?.attack !== undefined) {
    throw new InputError(
      'transforms.attack: not for task code-completion (its transformations are the completions compared on T(x), docs/spec.md §10.6); set transforms.attack: off',
    );
  }
  const windows = teacher.kind === 'onnx' ? teacher.maxLength : 0;
  for (const { name, model } of students) {
    if (model.kind === 'onnx' && model.maxLength !== windows) {
      const key = name === 'student' ? 'student' : `students.${name}`;
      throw new InputError(
        `${key}.max-length: ${model.maxLength}, but teacher.max-length is ${windows}; task code-completion scores both models on the same windows of max-length tokens: give them one max-length`,
      );
    }
  }
}

/** `spot-check: auto` (the default) or a whole number of rows (0: off). */
function readSpotCheck(root: Section): Config['spotCheck'] {
  const value = root.get('spot-check');
  if (value === undefined || value === DEFAULT_SPOT_CHECK) return DEFAULT_SPOT_CHECK;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0) {
    throw new InputError(
      `spot-check: got ${describe(value)}; allowed: auto (as many rows as make an entry poisoned in 5% of its rows escape with probability at most 5%), or a whole number of rows (0: off)`,
    );
  }
  return value;
}

/** `shard: "i/n"`: score only the usable rows i with i mod n = index. */
function readShard(text: string | null): Config['shard'] {
  if (text === null) return null;
  const match = /^(\d+)\/(\d+)$/.exec(text.trim());
  const index = Number(match?.[1]);
  const count = Number(match?.[2]);
  if (match === null || count < 1 || index >= count) {
    throw new InputError(`shard: got ${JSON.stringify(text)}; allowed: "i/n" with 0 <= i < n`);
  }
  return { index, count };
}

/** Reads metacompress.yml (or any YAML file), applies overrides, validates. */
export function loadConfig(file: string, overrides: [string, string][] = []): Config {
  return parseConfig(
    applyOverrides(readConfigDocument(file), overrides),
    path.dirname(path.resolve(file)),
  );
}
