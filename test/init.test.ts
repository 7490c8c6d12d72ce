import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli, tempDir } from './cli-harness.js';
import { hasShared, repoRoot, sharedDir, sharedSkipNote } from './shared.js';

const examples = path.join(repoRoot, 'examples');

describe('metacompress init', () => {
  it('writes what it reads from an example model, marks the rest TODO, and refuses to overwrite', async () => {
    const dir = tempDir();
    const teacher = path.join(examples, 'vulnerability', 'teacher.onnx');
    const data = path.join(examples, 'data', 'vulnerability-demo.jsonl');
    const result = await cli(['init', teacher, data, '--teacher', teacher, '--workflow'], dir);
    expect(result).toEqual({
      status: 0,
      stdout:
        'wrote metacompress.yml and .github/workflows/metacompress.yml; answer its 4 TODOs, then try it on a few rows with metacompress check\n',
      stderr: '',
    });
    const written = readFileSync(path.join(dir, 'metacompress.yml'), 'utf8');
    // The example teacher: tokenizer-teacher.json beside it (<s>, </s>, <pad>), 256 position
    // rows numbered from 0 (a Range in the graph), logits [batch, 2]; the demo rows' fields idx, func, target.
    for (const line of [
      'task: vulnerability-prediction   # TODO: two classes; clone-detection for pairs of functions',
      '  format: jsonl',
      '  fields: { code: func, label: target, id: idx }',
      // Relative to the config's folder, so it can be committed beside the files.
      `  tokenizer: ${JSON.stringify(path.relative(dir, path.join(examples, 'vulnerability', 'tokenizer-teacher.json')))}`,
      '  special-tokens: roberta   # from the tokens the tokenizer has; TODO: check against how the model was trained',
      '  max-length: 256   # the most the 256 position rows allow',
      '  output: softmax   # logits: 2 column(s)',
    ]) {
      expect(written.split('\n')).toContain(line);
    }
    const workflow = readFileSync(
      path.join(dir, '.github', 'workflows', 'metacompress.yml'),
      'utf8',
    );
    // The baseline's provenance is looked up with the Actions API (docs/action.md).
    expect(workflow).toContain(
      'permissions: { contents: read, pull-requests: write, actions: read }',
    );
    // The 4 TODOs the message counts: the task, each model's special tokens, the action's repository.
    const todoLines = [...written.split('\n').slice(1), ...workflow.split('\n').slice(1)].filter(
      (line) => line.includes('TODO'),
    );
    expect(todoLines).toHaveLength(4);

    const again = await cli(['init', teacher], dir);
    expect(again.status).toBe(2);
    expect(again.stderr).toBe(
      'metacompress: error: metacompress.yml exists; init does not overwrite it (move it away to write a new one)\n',
    );

    // What it wrote is a usable config.
    const check = await cli(['check'], dir);
    expect(check.stderr).toBe('');
    expect(check.status).toBe(0);
  });

  it('refuses a missing model and a folder of several models', async () => {
    const dir = tempDir();
    const missing = await cli(['init', 'nowhere.onnx'], dir);
    expect(missing.stderr).toBe(
      `metacompress: error: student ${path.join(dir, 'nowhere.onnx')}: no such file or folder\n`,
    );
    const several = await cli(['init', path.join(examples, 'vulnerability')], dir);
    expect(several.stderr).toBe(
      `metacompress: error: student ${path.join(examples, 'vulnerability')}: holds 6 .onnx files; name the model file itself\n`,
    );
  });
});

describe.skipIf(!hasShared)(
  `init then run on the published Compressor student (${hasShared ? 'real model and data' : sharedSkipNote})`,
  () => {
    it('needs no edit but the data paths', async () => {
      const dir = tempDir();
      const bcb = path.join(sharedDir, 'data', 'bigclonebench');
      const init = await cli(
        [
          'init',
          path.join(sharedDir, 'models', 'compressor-codebert-clone-3mb'),
          path.join(bcb, 'unlabel_train.txt'),
          '--teacher',
          path.join(bcb, 'codebert-teacher-logits.unlabel_train.npy'),
        ],
        dir,
      );
      expect(init.status).toBe(0);
      // Nothing left to answer: no TODO count in the message.
      expect(init.stdout).toBe(
        'wrote metacompress.yml; try it on a few rows with metacompress check\n',
      );
      const written = readFileSync(path.join(dir, 'metacompress.yml'), 'utf8');
      // From the model card: concat-blocks, L = 400, <s> … </s> blocks, column 1 = clone.
      const settings = written.split('\n').filter((line) => !line.startsWith('#'));
      expect(settings.join('\n')).not.toContain('TODO');
      for (const line of [
        'task: clone-detection   # the reference encoding holds pairs',
        '  special-tokens: roberta   # the reference encoding starts with id 0',
        "  max-length: 400   # the reference encoding's length; the 514 position rows allow up to 512",
        '  pair-mode: concat-blocks   # the reference encodes each function of a pair as its own block',
      ]) {
        expect(written.split('\n')).toContain(line);
      }
      const json = path.join(dir, 'report.json');
      const run = await cli(['run', '--dataset.limit', '100', '--report-json', json], dir);
      expect(run.status === 0 || run.status === 1).toBe(true);
      const report = JSON.parse(readFileSync(json, 'utf8')) as {
        dataset: { rowsUsed: number };
        relations: { mr1: { rate: number } };
      };
      expect(report.dataset.rowsUsed).toBe(100);
      // The published student agrees with its teacher on the large majority (model card: 0.961 accuracy).
      expect(report.relations.mr1.rate).toBeLessThan(0.1);
    });
  },
);
