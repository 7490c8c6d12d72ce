/**
 * `metacompress check` of task code-completion through the CLI: the tiny
 * causal LMs of test/fixtures/completion/tiny-lm against what numpy
 * computed from their weights (expected.json, make_models.py), and each
 * mismatch of the contract refused with its reason and exit status 2.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli, fixtures, tempDir } from '../cli-harness.js';
import { repoRoot } from '../shared.js';

const TINY = path.join(fixtures, 'completion', 'tiny-lm');
const EXAMPLE = path.join(repoRoot, 'examples', 'completion');
const expected = JSON.parse(readFileSync(path.join(TINY, 'expected.json'), 'utf8')) as {
  'student-a': {
    positions: number;
    windows: number;
    mr1: { violations: number; n: number };
    klFull: { mean: number };
    crossEntropy: { teacher: { nats: number }; student: { nats: number } };
  };
};

/** A config in a temporary folder of absolute paths; returns the folder. */
function configDir(yaml: string): string {
  return tempDir({ 'metacompress.yml': yaml });
}

const tinyConfig = `task: code-completion
dataset: { path: ${JSON.stringify(path.join(TINY, 'rows.jsonl'))} }
teacher: { model: ${JSON.stringify(path.join(TINY, 'teacher.onnx'))}, tokenizer: ${JSON.stringify(path.join(TINY, 'tokenizer.json'))}, max-length: 16 }
student: { model: ${JSON.stringify(path.join(TINY, 'student-a.onnx'))}, tokenizer: ${JSON.stringify(path.join(TINY, 'tokenizer.json'))}, max-length: 16 }
completion: { stride: 8, top-k: 8, completions: off }
threads: 1
`;

/** The completion example with its first two rows (the contract fails before any row is scored). */
const example = [
  'check',
  '--config',
  path.join(EXAMPLE, 'metacompress.yml'),
  '--dataset.limit',
  '2',
];

describe('metacompress check, task code-completion', () => {
  it('scores every window of the tiny models as numpy does and says Usable (exit 0)', async () => {
    const e = expected['student-a'];
    const result = await cli(['check'], configDir(tinyConfig));
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    const lines = result.stdout.split('\n');
    // All 12 rows (fewer than check's 16): 72 windows of up to 16 tokens, 600 positions.
    expect(lines[0]).toBe(
      `Checked task code-completion on 12 rows: 12 sequences, ${e.windows} windows of up to 16 tokens (stride 8), ${e.positions} positions scored`,
    );
    // The first row as the models read it: end-of-text (id 0), then each byte b as id 1 + b.
    const firstRow = 'int add(int a, int b) { return a + b; }';
    const ids = [0, ...[...Buffer.from(firstRow)].map((b) => b + 1)];
    expect(lines[2]).toBe(`  ids: ${ids.slice(0, 24).join(' ')} ...`);
    expect(lines[1]).toMatch(
      new RegExp(
        `^sample, row id fn-0 \\(${ids.length + 1} tokens\\): "<\\|endoftext\\|>" "i" "n" "t" `,
      ),
    );
    expect(lines).toContain(
      '  vocabulary: logits over 257 tokens, tokenizer ids up to 256, token-embedding rows 257',
    );
    expect(lines).toContain(
      '  positions: max-length 16 reaches position 15, position-embedding rows 32',
    );
    expect(lines).toContain(
      '  inputs: input_ids, attention_mask, position_ids, past_key_values.0.key, past_key_values.0.value (past: 1 layer of 1 head × 8)',
    );
    // ONNX Runtime's float32 logits against numpy's float64: the numbers agree to 1e-4.
    const ce = e.crossEntropy;
    const perplexities = lines.flatMap((line) => {
      const m = /^ {2}perplexity: ([\d.]+) \(cross-entropy ([\d.]+) nats per token\)$/.exec(line);
      return m === null ? [] : [{ perplexity: Number(m[1]), nats: Number(m[2]) }];
    });
    // The teacher's line, then the student's.
    expect(perplexities).toHaveLength(2);
    [ce.teacher.nats, ce.student.nats].forEach((want, i) => {
      expect(Math.abs(perplexities[i]!.nats - want)).toBeLessThan(1e-4);
      expect(Math.abs(perplexities[i]!.perplexity / Math.exp(want) - 1)).toBeLessThan(1e-4);
    });
    const same = e.mr1.n - e.mr1.violations;
    const both = lines.find((line) => line.startsWith('both: '))!;
    const kl = /mean KL\(teacher ‖ student\) ([\d.]+) nats$/.exec(both);
    expect(both.slice(0, both.indexOf('; mean KL'))).toBe(
      `both: the same most likely next token at ${same} of ${e.positions} positions (${((100 * same) / e.positions).toFixed(2)}%)`,
    );
    expect(Math.abs(Number(kl![1]) - e.klFull.mean)).toBeLessThan(1e-4);
    // Random weights predict the bytes worse than a uniform guess over 257 tokens (ln 257 = 5.55 nats).
    const warnings = lines.filter((line) => line.startsWith('warning: '));
    expect(warnings.map((w) => w.replace(/is [\d.e+]+, no better/, 'is P, no better'))).toEqual(
      ['teacher', 'student'].map(
        (role) =>
          `warning: ${role}: its perplexity on the checked positions is P, no better than a uniform guess over its 257 tokens; is its tokenizer the one it was trained with, and the rows code it reads?`,
      ),
    );
    expect(lines.at(-2)).toBe('Usable: the contract, the tokenizer and the scores raise no error.');
  });

  it('refuses a student of another vocabulary, naming both sizes (exit 2)', async () => {
    // The tiny student reads its own tokenizer (ids up to 256 of its 257 rows): only the vocabularies differ.
    const student = path.join(TINY, 'student-a.onnx');
    const result = await cli([
      ...example,
      '--student.model',
      student,
      '--student.tokenizer',
      path.join(TINY, 'tokenizer.json'),
      '--teacher.max-length',
      '16',
      '--student.max-length',
      '16',
    ]);
    expect(result).toEqual({
      status: 2,
      stdout: '',
      stderr: `metacompress: error: student.model ${student}: gives logits over 257 tokens, the teacher over 4096; task code-completion compares the two distributions token by token, so both models must share one vocabulary (and tokenizer)\n`,
    });
  });

  it('refuses a tokenizer whose ids exceed the logits and the embedding rows (exit 2)', async () => {
    // The example's tokenizer with one token added past its 4096: id 4096.
    const tokenizer = JSON.parse(readFileSync(path.join(EXAMPLE, 'tokenizer.json'), 'utf8')) as {
      added_tokens: object[];
    };
    tokenizer.added_tokens.push({
      id: 4096,
      content: '<|extra|>',
      single_word: false,
      lstrip: false,
      rstrip: false,
      normalized: false,
      special: true,
    });
    const dir = tempDir();
    const file = path.join(dir, 'tokenizer.json');
    writeFileSync(file, JSON.stringify(tokenizer));
    // The int8 copy reads its embedding through DequantizeLinear (no table found): the logits tell.
    const int8 = path.join(EXAMPLE, 'student-int8.onnx');
    const logits = await cli([...example, '--student.model', int8, '--student.tokenizer', file]);
    expect(logits).toEqual({
      status: 2,
      stdout: '',
      stderr: `metacompress: error: student.tokenizer ${file}: gives ids up to 4096, but student.model ${int8} gives logits over 4096 tokens (ids 0..4095): this tokenizer does not fit this model\n`,
    });
    const distilled = path.join(EXAMPLE, 'student-distilled.onnx');
    const rows = await cli([...example, '--student.model', distilled, '--student.tokenizer', file]);
    expect(rows.status).toBe(2);
    expect(rows.stderr).toMatch(
      new RegExp(
        `^metacompress: error: student\\.tokenizer ${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}: gives ids up to 4096, but student\\.model .*student-distilled\\.onnx has 4096 token-embedding rows \\(ids 0\\.\\.4095, .*\\): this tokenizer does not fit this model; give the tokenizer it was trained with\n$`,
      ),
    );
  });

  it('refuses a classifier given as the student, naming its output (exit 2)', async () => {
    const classifier = path.join(repoRoot, 'examples', 'vulnerability', 'student-int8.onnx');
    const result = await cli([...example, '--student.model', classifier]);
    expect(result).toEqual({
      status: 2,
      stdout: '',
      stderr: `metacompress: error: student.model ${classifier}: its output logits is [batch, 2], one row of scores per input as a classifier gives; a causal language model gives logits [batch, sequence, vocabulary]\n`,
    });
  });
});
