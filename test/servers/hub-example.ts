/**
 * The vulnerability example (its teacher, compressor student, tokenizers and
 * demo data) published on the local Hub of hub.ts, and a config naming every
 * file as hf://, pinned to its commit: shared by the CLI and action tests.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../shared.js';
import { tempDir } from './env.js';
import { startHubServer, type HubServer } from './hub.js';

export const EXAMPLE = path.join(repoRoot, 'examples', 'vulnerability');
const read = (...parts: string[]) => readFileSync(path.join(...parts));
export const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

export const FILES = {
  teacherModel: read(EXAMPLE, 'teacher.onnx'),
  teacherTokenizer: read(EXAMPLE, 'tokenizer-teacher.json'),
  studentModel: read(EXAMPLE, 'student-compressor.onnx'),
  studentTokenizer: read(EXAMPLE, 'tokenizer-compressor.json'),
  data: read(repoRoot, 'examples', 'data', 'vulnerability-demo.jsonl'),
};

export interface ExampleCommits {
  teacher: string;
  student: string;
  data: string;
}

/**
 * The example's config with every artifact on the Hub, pinned to its commit;
 * the data's and the teacher's sha256 pinned too, the student's with `pinStudent`.
 */
export function hubConfig(c: ExampleCommits, { pinStudent = false } = {}): string {
  const t = `hf://metacompress-examples/vuln-teacher@${c.teacher}`;
  const s = `hf://metacompress-examples/vuln-student@${c.student}`;
  return [
    'task: vulnerability-prediction',
    'dataset:',
    '  format: jsonl',
    `  path: hf://datasets/metacompress-examples/vulnerability-demo@${c.data}/test.jsonl`,
    `  sha256: ${sha256(FILES.data)}`,
    'teacher:',
    `  model: ${t}/onnx/model.onnx`,
    `  tokenizer: ${t}/tokenizer.json`,
    '  max-length: 256',
    `  sha256: { model: ${sha256(FILES.teacherModel)}, tokenizer: ${sha256(FILES.teacherTokenizer)} }`,
    'student:',
    `  model: ${s}/onnx/model.onnx`,
    `  tokenizer: ${s}/tokenizer.json`,
    '  max-length: 256',
    ...(pinStudent
      ? [
          `  sha256: { model: ${sha256(FILES.studentModel)}, tokenizer: ${sha256(FILES.studentTokenizer)} }`,
        ]
      : []),
    'threads: 1',
  ].join('\n');
}

/** Puts the example on a Hub: the teacher in a gated repository, the data in a dataset repository. */
export function publishExample(server: HubServer): ExampleCommits {
  return {
    teacher: server.commit(
      'metacompress-examples/vuln-teacher',
      {
        'onnx/model.onnx': { content: FILES.teacherModel, lfs: true },
        'tokenizer.json': { content: FILES.teacherTokenizer, lfs: false },
      },
      { gated: true },
    ),
    student: server.commit('metacompress-examples/vuln-student', {
      'onnx/model.onnx': { content: FILES.studentModel, lfs: true },
      'tokenizer.json': { content: FILES.studentTokenizer, lfs: false },
    }),
    data: server.commit(
      'metacompress-examples/vulnerability-demo',
      { 'test.jsonl': { content: FILES.data, lfs: true } },
      { type: 'dataset' },
    ),
  };
}

/** A local Hub holding the example, and a temporary folder: a test file's beforeAll; stop() for its afterAll. */
export async function startExampleHub(prefix: string) {
  const hub = await startHubServer();
  const tmp = tempDir(prefix);
  return {
    hub,
    dir: tmp.dir,
    commits: publishExample(hub),
    stop: async () => {
      await hub.close();
      tmp.remove();
    },
  };
}
