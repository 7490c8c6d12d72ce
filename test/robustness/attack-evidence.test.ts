/**
 * The attack table of docs/robustness.md and the attacks report: every
 * example student of both tasks on the demo sets, each method on its
 * reference budget or under a CI cap. Slow (minutes to hours), so it runs only
 * when asked:
 *
 *   ATTACK_EVIDENCE=1 ATTACK_TASK=vulnerability ATTACK_INPUTS=8 [ATTACK_QUERIES=200] \
 *     npx vitest run test/robustness/attack-evidence.test.ts
 *
 * ATTACK_QUERIES absent: the references' budgets; ATTACK_STUDENTS: a
 * comma-separated subset of compressor, avatar, morph; ATTACK_METHODS: a
 * comma-separated subset of the config's methods (default: all of them). Writes one JSON line
 * per student to ATTACK_OUT (default $TMPDIR/attack-evidence.jsonl).
 */
import { appendFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/load.js';
import { evaluate } from '../../src/lib.js';
import { repoRoot } from '../shared.js';

const enabled = process.env.ATTACK_EVIDENCE === '1';
const TASK = process.env.ATTACK_TASK ?? 'vulnerability';
const INPUTS = Number(process.env.ATTACK_INPUTS ?? 8);
const QUERIES = process.env.ATTACK_QUERIES ?? null;
const OUT = process.env.ATTACK_OUT ?? path.join(tmpdir(), 'attack-evidence.jsonl');
const STUDENTS: Record<string, string> = {
  compressor: 'tokenizer-compressor.json',
  avatar: 'tokenizer-avatar.json',
  morph: 'tokenizer-compressor.json',
};
const selected = (process.env.ATTACK_STUDENTS ?? 'compressor,avatar,morph').split(',');
const METHODS = process.env.ATTACK_METHODS ?? null;

describe.runIf(enabled)(`attack evidence: ${TASK}`, () => {
  for (const student of selected) {
    it(student, { timeout: 4 * 3_600_000 }, async () => {
      const folder = path.join(repoRoot, 'examples', TASK);
      const config = loadConfig(path.join(folder, 'robustness.yml'), [
        ['student.model', path.join(folder, `student-${student}.onnx`)],
        ['student.tokenizer', path.join(folder, STUDENTS[student]!)],
        ['threads', '1'],
        ['transforms.limit', '1'],
        ['transforms.kinds', '[rename-locals]'],
        ['transforms.attack.max-inputs', String(INPUTS)],
        ['transforms.attack.queries', QUERIES ?? 'off'],
        ['transforms.attack.time-budget-seconds', 'off'],
        ...(METHODS === null
          ? []
          : [['transforms.attack.methods', `[${METHODS}]`] as [string, string]]),
      ]);
      const report = await evaluate(config);
      const attacks = report.robustness!.attacks;
      expect(attacks.map((a) => a.method)).toEqual(config.transforms!.attack!.methods);
      const line = {
        task: TASK,
        student,
        cap: QUERIES === null ? null : Number(QUERIES),
        inputs: INPUTS,
        attacks: attacks.map((a) => ({
          method: a.method,
          queriesPerInput: a.queriesPerInput,
          reference: a.referenceQueriesPerInput,
          evaluated: a.evaluated,
          teacher: a.teacher,
          student: a.student,
          relativeDegradation: a.relativeDegradation,
          relativeDegradationOfRelativeDrops: a.relativeDegradationOfRelativeDrops,
          secondsPer100: a.evaluated === 0 ? null : (a.elapsedMs / 1000 / a.evaluated) * 100,
          substitutes: a.substitutes ?? null,
          references: a.references ?? null,
        })),
      };
      appendFileSync(OUT, JSON.stringify(line) + '\n');
      console.log(JSON.stringify(line));
    });
  }
});
