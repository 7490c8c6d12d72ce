/**
 * `metacompress init`: a commented ./metacompress.yml from model files or
 * folders, with what could be read (input format, special tokens, max-length
 * from the position rows, classes, a reference encoding) and a TODO for what
 * could not; with `--workflow`, the GitHub workflow that runs it. Reads the
 * files only: no model is run (that is `metacompress check`). A model or data
 * file may be a Hub file (hf://), fetched by the run's resolver and written
 * pinned to the commit it resolved, with its sha256 beside it. Causal
 * language models give a task code-completion config (init-completion.ts).
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { HUB_PREFIX } from './artifacts/hub-source.js';
import { vocabularyId } from './encode/tokenizer.js';
import { InputError, oneLine } from './errors.js';
import { readGraphContract } from './inference/model-contract.js';
import { readOnnxGraph } from './inference/onnx-graph.js';
import { completionSections, isCausalLm, refuseMixed, type Located } from './init-completion.js';
import {
  firstOnHub,
  fromHub,
  onDisk,
  pinLine,
  readJson,
  type FetchHubFile,
  type Found,
} from './init-files.js';
import { writeFileNamed } from './io/write-file.js';

export type { FetchHubFile } from './init-files.js';

export const INIT_CONFIG = 'metacompress.yml';
export const INIT_WORKFLOW = path.join('.github', 'workflows', 'metacompress.yml');

/** What init found for one model. */
interface ModelFacts {
  /** The lines of its section, comments included. */
  lines: string[];
  /** Classes its output gives, when the graph or outputs file fixes them. */
  classes: number | null;
  /** Whether its reference encoding holds pairs (a clone-detection model). */
  pairs: boolean | null;
}

/** Precomputed outputs are recognised by their extension. */
const OUTPUT_EXTENSIONS = ['.npy', '.jsonl'];

/**
 * A Hub model file and its tokenizer: beside it, or for a model in a
 * subfolder (the Hub's onnx/model.onnx) at the repository's root, where the
 * Hub's tokenizers keep it. No reference encoding: the config's
 * reference-encoding is a local file, not an artifact a run fetches.
 */
async function locateOnHub(given: string, flag: string, fetchHub: FetchHubFile): Promise<Located> {
  if (!given.endsWith('.onnx')) {
    throw new InputError(`${flag} ${given}: name the model file itself (an .onnx file) on the Hub`);
  }
  const model = await fromHub(given, fetchHub);
  const hub = model.hub!;
  const folder = path.posix.dirname(hub.file.path);
  const inFolder = (name: string) => (folder === '.' ? name : `${folder}/${name}`);
  const stem = path.posix.basename(hub.file.path, '.onnx');
  const tokenizers = [inFolder('tokenizer.json'), inFolder(`tokenizer-${stem}.json`)];
  if (folder !== '.') tokenizers.push('tokenizer.json');
  return {
    model,
    tokenizer: await firstOnHub(hub, tokenizers, fetchHub),
    reference: null,
  };
}

/**
 * The model files `given` names (a file, or each .onnx file of a folder),
 * each with the tokenizer and reference encoding beside it.
 */
function locateAll(given: string, flag: string, cwd: string): Located[] {
  if (!existsSync(given)) throw new InputError(`${flag} ${given}: no such file or folder`);
  const folder = statSync(given).isDirectory() ? given : path.dirname(given);
  const models = statSync(given).isDirectory()
    ? readdirSync(given)
        .filter((f) => f.endsWith('.onnx'))
        .sort()
        .map((f) => path.join(given, f))
    : [given];
  const beside = (name: string) =>
    existsSync(path.join(folder, name)) ? onDisk(cwd, path.join(folder, name)) : null;
  // A folder of several models names each tokenizer after its model (teacher.onnx: tokenizer-teacher.json).
  return models.map((model) => ({
    model: onDisk(cwd, model),
    tokenizer:
      beside('tokenizer.json') ?? beside(`tokenizer-${path.basename(model, '.onnx')}.json`),
    reference: beside('reference-encoding.json'),
  }));
}

/** A classifier's model file of a folder or a file: a folder must hold one. */
function locate(given: string, flag: string, cwd: string): Located {
  const found = locateAll(given, flag, cwd);
  if (found.length !== 1) {
    throw new InputError(
      `${flag} ${given}: holds ${found.length} .onnx files; name the model file itself`,
    );
  }
  return found[0]!;
}

/** The first input of a reference encoding and whether it is a pair. */
function firstReference(
  reference: Record<string, unknown> | null,
): { inputIds: number[]; pairs: boolean; count: number } | null {
  const pairs = Array.isArray(reference?.pairs);
  const items = (pairs ? reference!.pairs : reference?.functions) as
    { input_ids?: unknown }[] | undefined;
  if (!Array.isArray(items) || items.length === 0) return null;
  const lengths = items.map((item) => (Array.isArray(item.input_ids) ? item.input_ids.length : 0));
  const first = items[0]!.input_ids;
  if (!Array.isArray(first)) return null;
  // A pair's ids are two blocks of L; a function's the first L ids (fewer for a short one).
  return { inputIds: first as number[], pairs, count: Math.max(...lengths) / (pairs ? 2 : 1) };
}

async function onnxFacts(role: string, located: Located): Promise<ModelFacts> {
  const { model, reference } = located;
  if (located.tokenizer === null) {
    const where = model.hub
      ? "beside it or at the repository's root (offline: in the cache)"
      : "beside it; init reads the tokenizer from the model's folder";
    throw new InputError(
      `${role} ${model.name}: no tokenizer.json (or tokenizer-${path.basename(model.name, '.onnx')}.json) ${where}`,
    );
  }
  let graph;
  try {
    graph = readOnnxGraph(await readFile(model.local));
  } catch (error) {
    throw new InputError(
      `${role} ${model.name}: not an ONNX model init can read (${oneLine(error)})`,
    );
  }
  const contract = await readGraphContract(model.local);
  const tokenizer = await readJson(located.tokenizer.local, `${role}.tokenizer`);
  const referenceJson =
    reference === null ? null : await readJson(reference.local, `${role}.reference-encoding`);
  const sample = firstReference(referenceJson);
  const lines = [`  model: ${model.written}`, `  tokenizer: ${located.tokenizer.written}`];
  const used = sample === null ? null : reference;
  if (used !== null) {
    lines.push(`  reference-encoding: ${used.written}   # checked before scoring`);
  }
  const graphCodeBert = graph.inputs.includes('position_idx');
  if (graphCodeBert) lines.push('  input-format: graphcodebert    # the graph reads position_idx');

  // Special tokens: a reference encoding shows whether sequences start with <s> or [CLS].
  const roberta = ['<s>', '</s>', '<pad>'].every((t) => vocabularyId(tokenizer, t) !== undefined);
  const bert = ['[CLS]', '[SEP]', '[PAD]'].every((t) => vocabularyId(tokenizer, t) !== undefined);
  const startsWith = (token: string) =>
    sample !== null && sample.inputIds[0] === vocabularyId(tokenizer, token);
  let special: string;
  let why: string;
  if (sample !== null) {
    special = startsWith('<s>') ? 'roberta' : startsWith('[CLS]') ? 'bert' : 'none';
    why = `the reference encoding starts with id ${sample.inputIds[0]}`;
  } else {
    special = roberta ? 'roberta' : bert ? 'bert' : 'none';
    why = 'from the tokens the tokenizer has; TODO: check against how the model was trained';
  }
  if (!graphCodeBert || special !== 'roberta')
    lines.push(`  special-tokens: ${special}   # ${why}`);

  // max-length: the position rows bound it; a reference encoding gives the length trained with.
  const pad =
    vocabularyId(tokenizer, special === 'bert' ? '[PAD]' : '<pad>') ??
    vocabularyId(tokenizer, '[PAD]') ??
    0;
  const rows = contract.positions?.rows ?? null;
  const fromRows =
    rows === null
      ? null
      : contract.positionNumbering === 'from-zero' || special === 'bert'
        ? rows
        : rows - pad - 1;
  if (sample !== null) {
    lines.push(
      `  max-length: ${sample.count}   # the reference encoding's length${fromRows === null ? '' : `; the ${rows} position rows allow up to ${fromRows}`}`,
    );
  } else if (fromRows !== null) {
    lines.push(`  max-length: ${fromRows}   # the most the ${rows} position rows allow`);
  } else {
    lines.push(
      '  max-length: 512   # TODO: no position table found in the graph; the length the model was trained with',
    );
  }
  if (!graphCodeBert && sample?.pairs === true) {
    lines.push(
      '  pair-mode: concat-blocks   # the reference encodes each function of a pair as its own block',
    );
  } else if (!graphCodeBert) {
    lines.push(
      '  # pair-mode: sequence-pair   # clone pairs: concat-blocks when each function is its own block',
    );
  }
  if (!graphCodeBert) lines.push('  normalize-whitespace: true');
  const output = graph.outputs.find((o) => o.name === 'logits') ?? graph.outputs[0];
  const columns = output?.dims[output.dims.length - 1];
  const classes = typeof columns === 'number' ? (columns === 1 ? 2 : columns) : null;
  lines.push(
    `  output: ${columns === 1 ? 'sigmoid' : 'softmax'}   # ${output?.name ?? 'the first output'}: ${columns ?? 'a dynamic number of'} column(s)`,
    `  class-order: [${Array.from({ length: classes ?? 2 }, (_, i) => i).join(', ')}]   # column j of the output is dataset class class-order[j]; check names a reversed order`,
    ...pinLine([
      ['model', model],
      ['tokenizer', located.tokenizer],
      ['reference-encoding', used],
    ]),
  );
  return { lines, classes, pairs: sample?.pairs ?? null };
}

/**
 * Precomputed outputs: a little-endian float .npy [N, K] says its classes,
 * and its first rows whether they are probabilities (in [0, 1], summing to
 * 1) or logits; JSONL is left to the user.
 */
async function outputsFacts(file: Found): Promise<ModelFacts> {
  let classes: number | null = null;
  let output = 'softmax   # TODO: softmax for logits, probabilities when the rows sum to 1';
  if (file.name.endsWith('.npy')) {
    const bytes = await readFile(file.local);
    const headerLength = bytes.length > 10 ? bytes.readUInt16LE(8) : 0;
    const header = bytes.subarray(10, 10 + headerLength).toString('latin1');
    const shape = /'shape':\s*\((\d+),\s*(\d*)\)/.exec(header);
    const dtype = /'descr':\s*'<f([48])'/.exec(header);
    if (shape !== null && dtype !== null) {
      const columns = shape[2] === '' ? 1 : Number(shape[2]);
      classes = columns === 1 ? 2 : columns;
      const width = Number(dtype[1]);
      const rows = Math.min(Number(shape[1]), 100);
      const values = Array.from({ length: rows * columns }, (_, i) =>
        width === 4
          ? bytes.readFloatLE(10 + headerLength + 4 * i)
          : bytes.readDoubleLE(10 + headerLength + 8 * i),
      );
      const rowSums = Array.from({ length: rows }, (_, r) =>
        values.slice(r * columns, (r + 1) * columns).reduce((a, b) => a + b, 0),
      );
      const probabilities =
        columns > 1 &&
        values.every((v) => v >= 0 && v <= 1) &&
        rowSums.every((sum) => Math.abs(sum - 1) < 1e-3);
      output = probabilities
        ? 'probabilities   # the rows are in [0, 1] and sum to 1'
        : columns === 1
          ? 'sigmoid   # one logit per row'
          : `softmax   # logits: the first ${rows} rows are not probabilities`;
    }
  }
  return {
    lines: [
      `  outputs: ${file.written}   # row i = row i of the dataset file as written`,
      `  output: ${output}`,
      ...pinLine([['outputs', file]]),
    ],
    classes,
    pairs: null,
  };
}

async function modelFacts(
  role: string,
  given: string,
  cwd: string,
  fetchHub: FetchHubFile,
): Promise<ModelFacts> {
  const outputs = OUTPUT_EXTENSIONS.some((ext) => given.endsWith(ext));
  if (given.startsWith(HUB_PREFIX)) {
    return outputs
      ? outputsFacts(await fromHub(given, fetchHub))
      : onnxFacts(role, await locateOnHub(given, role, fetchHub));
  }
  if (outputs && existsSync(given) && !statSync(given).isDirectory()) {
    return outputsFacts(onDisk(cwd, given));
  }
  return onnxFacts(role, locate(given, role, cwd));
}

/** The first line of a data file (of its first MiB). */
async function firstLine(file: string): Promise<string> {
  return (await readFile(file, 'utf8')).slice(0, 1 << 20).split('\n')[0] ?? '';
}

/**
 * A JSONL dataset section: its fields from the first row (no label for task
 * code-completion, whose rows are code alone), and that row's code.
 */
function jsonlDataset(
  data: Found,
  first: string,
  completion: boolean,
  comment = '',
): { lines: string[]; code: string | null } {
  let row: Record<string, unknown> = {};
  try {
    row = JSON.parse(first) as Record<string, unknown>;
  } catch {
    throw new InputError(`data ${data.name}: neither a JSONL file nor a tab-separated pair list`);
  }
  const pick = (names: string[]) => names.find((name) => name in row) ?? null;
  const code = pick(['func', 'code', 'source']);
  const label = completion ? null : pick(['target', 'label']);
  const id = pick(['idx', 'id']);
  const fields = [
    `code: ${code ?? 'TODO'}`,
    ...(label === null ? [] : [`label: ${label}`]),
    ...(id === null ? [] : [`id: ${id}`]),
  ];
  const lines = [
    'dataset:',
    `  format: jsonl${comment}`,
    `  path: ${data.written}`,
    `  fields: { ${fields.join(', ')} }`,
    ...pinLine([['path', data]]),
  ];
  if ('split' in row) lines.push('  # select: { field: split, equals: test }   # keep one split');
  const text = code === null ? null : row[code];
  return { lines, code: typeof text === 'string' ? text : null };
}

/**
 * The dataset section from a data file: its format from its shape, its
 * fields from the first row, and that row's code when it has one. For task
 * code-completion (`completion`), a pair list stands for the functions file
 * beside it: its rows are the functions.
 */
async function datasetLines(
  given: string | null,
  cwd: string,
  fetchHub: FetchHubFile,
  completion: boolean,
): Promise<{ lines: string[]; code: string | null }> {
  if (given === null) {
    return {
      lines: completion
        ? [
            'dataset:',
            '  format: jsonl',
            '  path: TODO   # the data file: one function per row, its code in the field code',
          ]
        : [
            'dataset:',
            '  format: jsonl   # TODO: jsonl | codexglue-bcb | devign',
            '  path: TODO   # the data file',
          ],
      code: null,
    };
  }
  let data: Found;
  if (given.startsWith(HUB_PREFIX)) data = await fromHub(given, fetchHub);
  else if (existsSync(given)) data = onDisk(cwd, given);
  else throw new InputError(`data ${given}: no such file`);
  const first = await firstLine(data.local);
  if (/^\S+\t\S+(\t|$)/.test(first)) {
    const besideLocal = path.join(path.dirname(data.local), 'functions.jsonl');
    const functions = data.hub
      ? await firstOnHub(
          data.hub,
          [path.posix.join(path.posix.dirname(data.hub.file.path), 'functions.jsonl')],
          fetchHub,
        )
      : existsSync(besideLocal)
        ? onDisk(cwd, besideLocal)
        : null;
    if (completion) {
      return functions === null
        ? {
            lines: [
              'dataset:',
              '  format: jsonl',
              `  path: TODO   # the functions JSONL ({idx, func} per line) of the pair list ${data.written}`,
              '  fields: { code: func, id: idx }',
            ],
            code: null,
          }
        : jsonlDataset(
            functions,
            await firstLine(functions.local),
            true,
            `   # the functions of the pair list ${data.written}`,
          );
    }
    return {
      lines: [
        'dataset:',
        '  format: codexglue-bcb   # a tab-separated pair list: id1 id2 label',
        `  path: ${data.written}`,
        functions === null
          ? '  functions: TODO   # the functions JSONL ({idx, func} per line)'
          : `  functions: ${functions.written}`,
        ...pinLine([
          ['path', data],
          ['functions', functions],
        ]),
      ],
      code: null,
    };
  }
  if (data.name.endsWith('.json')) {
    return {
      lines: [
        'dataset:',
        '  format: devign',
        `  path: ${data.written}`,
        ...pinLine([['path', data]]),
      ],
      code: null,
    };
  }
  return jsonlDataset(data, first, completion);
}

/** The task: clone-detection for pairs; two classes otherwise are vulnerability-prediction, to check. */
function taskLine(student: ModelFacts, teacher: ModelFacts | null): string {
  const classes = student.classes ?? teacher?.classes ?? null;
  if (student.pairs === true) return 'task: clone-detection   # the reference encoding holds pairs';
  if (classes !== null && classes !== 2) return `task: classification   # ${classes} classes`;
  return 'task: vulnerability-prediction   # TODO: two classes; clone-detection for pairs of functions';
}

const WORKFLOW = `# Written by metacompress init: the fidelity gate on every pull request.
on:
  pull_request:
  push: { branches: [main] }   # saves the baseline the pull requests compare with
permissions: { contents: read, pull-requests: write, actions: read }   # actions: the baseline's provenance
concurrency:
  group: metacompress-\${{ github.event.pull_request.number || github.ref }}
  cancel-in-progress: true
jobs:
  gate:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v5
      - uses: actions/setup-node@v4
        with: { node-version: 24 }
      - uses: OWNER/metacompress@v1   # TODO: the repository and tag you install MetaCompress from
        with: { config: metacompress.yml }
`;

/** The config's sections for classifiers (or precomputed outputs). */
async function classifierSections(
  studentPath: string,
  teacherPath: string | null,
  dataPath: string | null,
  cwd: string,
  fetchHub: FetchHubFile,
): Promise<string[]> {
  const student = await modelFacts('student', studentPath, cwd, fetchHub);
  const teacher =
    teacherPath === null ? null : await modelFacts('teacher', teacherPath, cwd, fetchHub);
  return [
    taskLine(student, teacher),
    ...(await datasetLines(dataPath, cwd, fetchHub, false)).lines,
    'teacher:',
    ...(teacher?.lines ?? [
      '  model: TODO   # the teacher (--teacher PATH), or outputs: its precomputed logits',
    ]),
    'student:',
    ...student.lines,
  ];
}

/** The model files a path names: none for precomputed outputs, each .onnx file of a folder. */
async function modelFiles(
  role: string,
  given: string,
  cwd: string,
  fetchHub: FetchHubFile,
): Promise<Located[]> {
  if (OUTPUT_EXTENSIONS.some((ext) => given.endsWith(ext))) return [];
  if (given.startsWith(HUB_PREFIX)) return [await locateOnHub(given, role, fetchHub)];
  return locateAll(given, role, cwd);
}

/**
 * The config's sections for causal language models (task code-completion,
 * init-completion.ts), or null when no model given is one. The student may
 * be a folder of several: the teacher is chosen among them when --teacher
 * does not name it, and the others are the students.
 * @throws InputError when a causal language model is given with a model of another kind.
 */
async function causalSections(
  studentPath: string,
  teacherPath: string | null,
  dataPath: string | null,
  cwd: string,
  fetchHub: FetchHubFile,
): Promise<string[] | null> {
  const students = await modelFiles('student', studentPath, cwd, fetchHub);
  const teachers =
    teacherPath === null ? [] : await modelFiles('teacher', teacherPath, cwd, fetchHub);
  const models = [...students, ...teachers];
  const causal = await Promise.all(models.map(({ model }) => isCausalLm(model.local)));
  const lm = models.find((_, i) => causal[i]);
  if (lm === undefined) return null;
  const other = models.find((_, i) => !causal[i]);
  if (other !== undefined) refuseMixed(lm.model.name, other.model.name, false);
  if (students.length === 0) refuseMixed(lm.model.name, studentPath, true);
  if (teacherPath !== null && teachers.length === 0) refuseMixed(lm.model.name, teacherPath, true);
  if (teachers.length > 1) {
    throw new InputError(
      `teacher ${teacherPath}: holds ${teachers.length} .onnx files; name the model file itself`,
    );
  }
  const dataset = await datasetLines(dataPath, cwd, fetchHub, true);
  return completionSections(students, teachers[0] ?? null, dataset.lines, dataset.code);
}

export interface InitOptions {
  /** The student (first) and optionally a data file. */
  paths: string[];
  teacher: string | null;
  workflow: boolean;
  cwd: string;
  /** How hf:// files are fetched: the run's resolver, its cache and Hub settings. */
  fetchHub: FetchHubFile;
}

/**
 * Writes ./metacompress.yml (and the workflow); refuses to overwrite either.
 * @returns the files written, relative to cwd, and how many TODOs they hold.
 */
export async function init(options: InitOptions): Promise<{ files: string[]; todos: number }> {
  const { cwd } = options;
  // Both readings of the models (causal language model or classifier) ask for the same
  // Hub files and tokenizer lookups: each is fetched once, misses included.
  const fetched = new Map<string, ReturnType<FetchHubFile>>();
  const fetchHub: FetchHubFile = (source) => {
    const known = fetched.get(source) ?? options.fetchHub(source);
    fetched.set(source, known);
    return known;
  };
  // A Hub file stays as written; a path is taken from the current folder.
  const place = (given: string) =>
    given.startsWith(HUB_PREFIX) ? given : path.resolve(cwd, given);
  const [studentPath, dataPath, ...extra] = options.paths.map(place);
  if (studentPath === undefined) {
    throw new InputError(
      'init needs the student model: metacompress init MODEL [DATA] [--teacher MODEL]',
    );
  }
  if (extra.length > 0) {
    throw new InputError(
      `init takes the student and one data file; got also ${extra.join(', ')} (the teacher goes with --teacher)`,
    );
  }
  const targets = [INIT_CONFIG, ...(options.workflow ? [INIT_WORKFLOW] : [])];
  for (const target of targets) {
    if (existsSync(path.join(cwd, target))) {
      throw new InputError(
        `${target} exists; init does not overwrite it (move it away to write a new one)`,
      );
    }
  }
  const teacherPath = options.teacher === null ? null : place(options.teacher);
  const sections =
    (await causalSections(studentPath, teacherPath, dataPath ?? null, cwd, fetchHub)) ??
    (await classifierSections(studentPath, teacherPath, dataPath ?? null, cwd, fetchHub));
  const text = [
    '# Written by metacompress init from the model files; every TODO needs your answer.',
    '# Try it on a few rows with `metacompress check`, then run the gate with `metacompress`.',
    '# Every key: README.md (Configuration) and docs/models.md (the model contract).',
    ...sections,
    '',
  ].join('\n');
  await writeFileNamed(path.join(cwd, INIT_CONFIG), text, INIT_CONFIG);
  if (options.workflow) {
    await writeFileNamed(path.join(cwd, INIT_WORKFLOW), WORKFLOW, INIT_WORKFLOW);
  }
  // The header's own "every TODO needs your answer" is not one.
  const todos = (written: string) => (written.match(/# TODO|: TODO|TODO:/g) ?? []).length;
  return { files: targets, todos: todos(text) + (options.workflow ? todos(WORKFLOW) : 0) };
}
