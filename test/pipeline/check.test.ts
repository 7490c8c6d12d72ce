import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli } from '../cli-harness.js';
import { hasShared, repoRoot, sharedDir, sharedSkipNote } from '../shared.js';

const student = path.join(sharedDir, 'models', 'compressor-codebert-clone-3mb');

describe.skipIf(!hasShared)(
  `metacompress check on the published Compressor student (${hasShared ? 'labelled BigCloneBench test pairs' : sharedSkipNote})`,
  () => {
    const args = [
      'check',
      '--config',
      path.join(repoRoot, 'examples', 'clone', 'bigclonebench-test.yml'),
      '--student.model',
      path.join(student, 'model.onnx'),
      '--student.tokenizer',
      path.join(student, 'tokenizer.json'),
      '--student.max-length',
      '400',
    ];

    it('prints the contract it read and passes a good config', async () => {
      const result = await cli(args);
      expect(result.status).toBe(0);
      const lines = result.stdout.split('\n');
      // The model card: vocab 1000, 514 positions; 400 tokens numbered 2..401.
      expect(lines).toContain('  vocabulary: tokenizer ids up to 999, token-embedding rows 1000');
      expect(lines).toContain(
        '  positions: longest sequence reaches position 401, position-embedding rows 514',
      );
      expect(lines).toContain(
        '  inputs: input_ids int64 [batch, sequence]; attention_mask int64 [batch, sequence]',
      );
      expect(lines.at(-2)).toBe(
        'Usable: the contract, the encoding and the scores raise no error.',
      );
    });

    it('refuses the same student with its class-order reversed, naming both accuracies once', async () => {
      const result = await cli([...args, '--student.class-order', '[1, 0]']);
      expect(result.status).toBe(2);
      const verdict = result.stdout.split('\n').at(-2)!;
      expect(verdict).toMatch(
        /^Not usable: student\.class-order: the student's accuracy is \d+\.\d%, below chance, and \d+\.\d% with its two columns swapped \(100 labelled inputs\): its class-order is likely reversed; give the opposite of student\.class-order$/,
      );
      // Swapping the columns turns each right answer wrong: the two accuracies sum to 100%.
      const [own, swapped] = [...verdict.matchAll(/(\d+\.\d)%/g)].map((m) => Number(m[1]));
      expect(own! + swapped!).toBeCloseTo(100, 6);
      expect(result.stdout.match(/class-order is likely reversed/g)).toHaveLength(1);
    });
  },
);
