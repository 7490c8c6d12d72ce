/**
 * `metacompress init` on causal language models (task code-completion):
 * the config it writes from a folder of the completion example's models,
 * read back as YAML, and run by `check`; the teacher chosen by name or by
 * size; a causal LM given with a model of another kind refused, naming both.
 */
import { mkdirSync, readFileSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { cli, fixtures, tempDir } from './cli-harness.js';
import { repoRoot } from './shared.js';

const EXAMPLE = path.join(repoRoot, 'examples', 'completion');
const DEMO_DATA = path.join(repoRoot, 'examples', 'data', 'vulnerability-demo.jsonl');

/** A folder `models` in a new temporary folder, of links named `as` to the example's files. */
function modelsFolder(links: Record<string, string>): string {
  const dir = tempDir();
  mkdirSync(path.join(dir, 'models'));
  for (const [as, file] of Object.entries(links)) {
    symlinkSync(path.join(EXAMPLE, file), path.join(dir, 'models', as));
  }
  return dir;
}

const written = (dir: string) => readFileSync(path.join(dir, 'metacompress.yml'), 'utf8');

describe('metacompress init, causal language models', () => {
  it('writes a code-completion config of every student in the folder, which check finds usable', async () => {
    const files = [
      'teacher.onnx',
      'student-distilled.onnx',
      'student-dynamic.onnx',
      'student-int8.onnx',
      'tokenizer.json',
    ];
    const dir = modelsFolder(Object.fromEntries(files.map((f) => [f, f])));
    const result = await cli(['init', 'models', DEMO_DATA], dir);
    expect(result).toEqual({
      status: 0,
      stdout: 'wrote metacompress.yml; try it on a few rows with metacompress check\n',
      stderr: '',
    });
    const text = written(dir);
    // The models' card: 256 learned positions, numbered from 0; one tokenizer beside all four.
    // The demo rows: {idx, func, target}, C code; the label is not read by this task.
    const model = (file: string) => ({
      model: `models/${file}`,
      tokenizer: 'models/tokenizer.json',
      'max-length': 256,
    });
    expect(parse(text)).toEqual({
      task: 'code-completion',
      dataset: {
        format: 'jsonl',
        path: path.relative(dir, DEMO_DATA),
        fields: { code: 'func', id: 'idx' },
      },
      teacher: model('teacher.onnx'),
      students: {
        distilled: model('student-distilled.onnx'),
        dynamic: model('student-dynamic.onnx'),
        int8: model('student-int8.onnx'),
      },
      completion: { stride: 128, completions: { language: 'c' } },
    });
    expect(text.split('\n')).toContain('  model: "models/teacher.onnx"   # named teacher');
    expect(text).not.toContain('TODO:');

    // Two rows per student keep it to seconds; each student is checked against the teacher.
    const check = await cli(['check', '--dataset.limit', '2'], dir);
    expect(check.stderr).toBe('');
    expect(check.status).toBe(0);
    const lines = check.stdout.split('\n');
    expect(lines.filter((line) => line.startsWith('== student '))).toEqual([
      '== student distilled ==',
      '== student dynamic ==',
      '== student int8 ==',
    ]);
    expect(
      lines.filter(
        (line) => line === 'Usable: the contract, the tokenizer and the scores raise no error.',
      ),
    ).toHaveLength(3);
  });

  it('takes the largest model as the teacher when none is named so, and marks what it cannot read', async () => {
    // 9,321,657 bytes (8.9 MiB) against 3,575,937.
    const dir = modelsFolder({
      'big.onnx': 'teacher.onnx',
      'small.onnx': 'student-distilled.onnx',
      'tokenizer.json': 'tokenizer.json',
    });
    const result = await cli(['init', 'models'], dir);
    // The teacher's choice, the data file and the completions' grammar.
    expect(result.stdout).toBe(
      'wrote metacompress.yml; answer its 3 TODOs, then try it on a few rows with metacompress check\n',
    );
    const lines = written(dir).split('\n');
    expect(lines).toContain(
      '  model: "models/big.onnx"   # the largest of the 2 models (8.9 MiB); TODO: check, or name it with --teacher',
    );
    expect(lines).toContain('student:');
    expect(lines).toContain('  model: "models/small.onnx"');
    expect(lines).toContain(
      '  path: TODO   # the data file: one function per row, its code in the field code',
    );
    expect(lines).toContain(
      '  completions: { language: c }   # TODO: c or java, the grammar completions are parsed with',
    );
  });

  it('reads the functions beside a pair list, and Java from its first function', async () => {
    const dir = tempDir({
      'pairs.txt': '1\t2\t0\n',
      'functions.jsonl':
        '{"idx": 1, "func": "public int one() { return 1; }"}\n{"idx": 2, "func": "int two() { return 2; }"}\n',
    });
    const result = await cli(
      [
        'init',
        path.join(EXAMPLE, 'student-distilled.onnx'),
        'pairs.txt',
        '--teacher',
        path.join(EXAMPLE, 'teacher.onnx'),
      ],
      dir,
    );
    expect(result.status).toBe(0);
    const config = parse(written(dir)) as Record<string, Record<string, unknown>>;
    expect(config.dataset).toEqual({
      format: 'jsonl',
      path: 'functions.jsonl',
      fields: { code: 'func', id: 'idx' },
    });
    expect(config.completion!.completions).toEqual({ language: 'java' });
    expect(config.teacher!.model).toBe(path.relative(dir, path.join(EXAMPLE, 'teacher.onnx')));
    expect(config.student!.model).toBe(
      path.relative(dir, path.join(EXAMPLE, 'student-distilled.onnx')),
    );
  });

  it('refuses a causal LM beside a classifier or precomputed outputs, naming both files', async () => {
    const lm = path.join(EXAMPLE, 'student-distilled.onnx');
    const classifier = path.join(repoRoot, 'examples', 'vulnerability', 'teacher.onnx');
    const mixed = await cli(['init', lm, '--teacher', classifier], tempDir());
    expect(mixed).toEqual({
      status: 2,
      stdout: '',
      stderr: `metacompress: error: init: ${lm} is a causal language model (logits [batch, sequence, vocabulary]) and ${classifier} is not one (a classifier, or a graph of another layout); a config gates models of one kind: give causal language models only (task code-completion) or classifiers only\n`,
    });

    // One folder of both kinds: the first causal LM and the first other file, in name order.
    const dir = modelsFolder({ 'a-lm.onnx': 'student-distilled.onnx' });
    symlinkSync(classifier, path.join(dir, 'models', 'b-classifier.onnx'));
    const folder = await cli(['init', 'models'], dir);
    expect(folder.status).toBe(2);
    expect(folder.stderr).toBe(
      `metacompress: error: init: ${path.join(dir, 'models', 'a-lm.onnx')} is a causal language model (logits [batch, sequence, vocabulary]) and ${path.join(dir, 'models', 'b-classifier.onnx')} is not one (a classifier, or a graph of another layout); a config gates models of one kind: give causal language models only (task code-completion) or classifiers only\n`,
    );

    const outputs = path.join(fixtures, 'npy', 'logits-f4.npy');
    const npy = await cli(['init', lm, '--teacher', outputs], tempDir());
    expect(npy.status).toBe(2);
    expect(npy.stderr).toBe(
      `metacompress: error: init: ${lm} is a causal language model (logits [batch, sequence, vocabulary]) and ${outputs} is precomputed outputs, which hold no next-token distribution; a config gates models of one kind: give causal language models only (task code-completion) or classifiers only\n`,
    );
  });
});
