import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli } from '../cli-harness.js';
import { repoRoot } from '../shared.js';

describe('metacompress check without labels', () => {
  it('refuses a student that disagrees on every input and agrees once its columns are swapped', async () => {
    // The example teacher as its own student, its columns reversed, on the demo set with a
    // label field no row has: 100% disagreement, 0% swapped back.
    const vulnerability = path.join(repoRoot, 'examples', 'vulnerability');
    const result = await cli([
      'check',
      '--config',
      path.join(vulnerability, 'metacompress.yml'),
      '--student.model',
      path.join(vulnerability, 'teacher.onnx'),
      '--student.tokenizer',
      path.join(vulnerability, 'tokenizer-teacher.json'),
      '--student.class-order',
      '[1, 0]',
      '--dataset.fields.label',
      'verdict',
    ]);
    expect(result.status).toBe(2);
    expect(result.stdout.split('\n').at(-2)).toBe(
      "Not usable: student.class-order: the models disagree on 100.0% of the inputs (100 of 100) and on 0.0% with the student's two columns swapped: one class-order is likely reversed; give the opposite of student.class-order (or of teacher.class-order, if the teacher's is the one reversed)",
    );
  });
});
