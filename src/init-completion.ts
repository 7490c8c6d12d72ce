/**
 * `metacompress init` for causal language models (task code-completion):
 * which model files are causal LMs (Optimum's decoder layout, read from the
 * protobuf: nothing is run), which of them is the teacher, and the config's
 * sections: the models with their tokenizer and max-length, one student or
 * a `students:` map, and the `completion` section.
 */
import { statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { InputError } from './errors.js';
import { causalLayoutProblem } from './inference/causal-lm.js';
import { readGraphContract } from './inference/model-contract.js';
import { readOnnxGraph } from './inference/onnx-graph.js';
import { pinLine, type Found } from './init-files.js';

/** A model file init found, its tokenizer and reference encoding beside it. */
export interface Located {
  model: Found;
  tokenizer: Found | null;
  reference: Found | null;
}

/**
 * Whether an ONNX file is a causal language model: its inputs and its
 * `logits` output as causalLayoutProblem reads them. A file that is not an
 * ONNX graph is not one (the classifier's path says why it cannot be read).
 */
export async function isCausalLm(file: string): Promise<boolean> {
  try {
    const graph = readOnnxGraph(await readFile(file));
    return causalLayoutProblem(graph.inputs, graph.outputs) === null;
  } catch {
    return false;
  }
}

/**
 * One config gates one kind of model.
 * @throws InputError naming a causal language model and a file of the other kind.
 */
export function refuseMixed(causal: string, other: string, otherIsOutputs: boolean): never {
  const what = otherIsOutputs
    ? 'precomputed outputs, which hold no next-token distribution'
    : 'not one (a classifier, or a graph of another layout)';
  throw new InputError(
    `init: ${causal} is a causal language model (logits [batch, sequence, vocabulary]) and ${other} is ${what}; a config gates models of one kind: give causal language models only (task code-completion) or classifiers only`,
  );
}

/** The teacher among several causal LMs, and why it was chosen (a comment of the config). */
function chooseTeacher(models: readonly Located[]): { teacher: Located; why: string } {
  const named = models.filter(({ model }) => /teacher/i.test(path.basename(model.local)));
  if (named.length === 1) return { teacher: named[0]!, why: 'named teacher' };
  // A distilled or quantised student is smaller than its teacher: the largest file is taken.
  const bytes = (found: Found) => statSync(found.local).size;
  const largest = models.reduce((a, b) => (bytes(b.model) > bytes(a.model) ? b : a));
  return {
    teacher: largest,
    why: `the largest of the ${models.length} models (${(bytes(largest.model) / 2 ** 20).toFixed(1)} MiB); TODO: check, or name it with --teacher`,
  };
}

/**
 * A student's name from its file: the stem less a `student-` prefix, in the
 * alphabet `students:` allows, made unique.
 */
function studentNames(students: readonly Located[]): string[] {
  const names: string[] = [];
  for (const { model } of students) {
    const stem = path.basename(model.local, '.onnx');
    let name =
      (stem.replace(/^student[-_.]?/i, '') || stem)
        .replace(/[^A-Za-z0-9._-]+/g, '-')
        .replace(/^[^A-Za-z0-9]+/, '')
        .slice(0, 60) || 'student';
    if (name === 'all' || name === 'any') name = `${name}-model`;
    const base = name;
    for (let n = 2; names.includes(name); n++) name = `${base}-${n}`;
    names.push(name);
  }
  return names;
}

/**
 * max-length, the window of every model: the fewest position rows among
 * the graphs (a causal LM numbers positions from 0, so rows = tokens).
 */
async function maxLengthLine(models: readonly Located[]): Promise<string> {
  const rows: number[] = [];
  for (const { model } of models) {
    const positions = (await readGraphContract(model.local)).positions;
    if (positions !== null) rows.push(positions.rows);
  }
  if (rows.length === 0) {
    return 'max-length: 512   # TODO: no position table in the graphs (rotary positions?); the context the models were trained with';
  }
  const fewest = Math.min(...rows);
  return `max-length: ${fewest}   # the most the ${fewest} position rows allow`;
}

/** The lines of one model's section, indented by `indent`. */
function modelLines(located: Located, role: string, maxLength: string, indent: string, why = '') {
  if (located.tokenizer === null) {
    const stem = path.basename(located.model.name, '.onnx');
    throw new InputError(
      `${role} ${located.model.name}: no tokenizer.json (or tokenizer-${stem}.json) beside it; init reads the tokenizer from the model's folder`,
    );
  }
  return [
    `${indent}model: ${located.model.written}${why === '' ? '' : `   # ${why}`}`,
    `${indent}tokenizer: ${located.tokenizer.written}`,
    `${indent}${maxLength}`,
    ...pinLine([
      ['model', located.model],
      ['tokenizer', located.tokenizer],
    ]).map((line) => `${indent}${line.trimStart()}`),
  ];
}

/**
 * The grammar completions are parsed with, guessed from the first row's
 * code: Java's access modifiers and classes, else C.
 */
function languageLine(code: string | null): string {
  if (code === null) {
    return 'completions: { language: c }   # TODO: c or java, the grammar completions are parsed with';
  }
  const java = /\b(public|private|protected|class|throws|String|System\.)\b/.test(code);
  return `completions: { language: ${java ? 'java' : 'c'} }   # guessed from the first row's code; c or java, the grammar completions are parsed with`;
}

/**
 * The config's task, model and completion sections for causal LMs:
 * `teacher` when given (--teacher), else chosen among the students' files;
 * one student is `student:`, several a `students:` map named after their
 * files. `dataset` is the lines of the dataset section, `code` the first
 * row's code (null when there is none).
 */
export async function completionSections(
  students: readonly Located[],
  given: Located | null,
  dataset: readonly string[],
  code: string | null,
): Promise<string[]> {
  let teacher = given;
  let why = '';
  let rest = students.filter((s) => s.model.local !== given?.model.local);
  if (teacher === null && rest.length > 1) {
    ({ teacher, why } = chooseTeacher(rest));
    rest = rest.filter((s) => s !== teacher);
  }
  if (rest.length === 0) {
    throw new InputError(
      `student ${students[0]!.model.name}: is the teacher too; give a student besides it`,
    );
  }
  const maxLength = await maxLengthLine(teacher === null ? rest : [teacher, ...rest]);
  const length = Number(/^max-length: (\d+)/.exec(maxLength)![1]);
  const lines = [
    'task: code-completion   # causal language models: logits [batch, sequence, vocabulary]',
    ...dataset,
    'teacher:',
    ...(teacher === null
      ? ['  model: TODO   # the teacher (--teacher PATH), a causal language model']
      : modelLines(teacher, 'teacher', maxLength, '  ', why)),
  ];
  if (rest.length === 1) {
    lines.push('student:', ...modelLines(rest[0]!, 'student', maxLength, '  '));
  } else {
    const names = studentNames(rest);
    lines.push('students:   # each against one teacher run; the comparison table and frontier');
    rest.forEach((student, i) => {
      lines.push(`  ${names[i]}:`, ...modelLines(student, 'student', maxLength, '    '));
    });
  }
  const stride = Math.max(1, Math.floor(length / 2));
  lines.push(
    'completion:',
    `  stride: ${stride}   # half of max-length (the default): each window past the first scores ${stride} new tokens after ${length - stride} of context`,
    `  ${languageLine(code)}`,
  );
  return lines;
}
