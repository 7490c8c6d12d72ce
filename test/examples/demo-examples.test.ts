import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseReportText } from '../../src/report/parse.js';
import { cli, tempDir } from '../cli-harness.js';
import { repoRoot } from '../shared.js';

interface Recorded {
  mr1: { rate: number; ci95: [number, number] };
  mr2: { rate: number; ci95: [number, number] };
  mr3: { rate: number | null; ci95: [number, number] | null };
  mr4: { rate: number | null; ci95: [number, number] | null };
}

const CONFIGS = [
  ['vulnerability', 'metacompress.yml', 'compressor'],
  ['vulnerability', 'avatar.yml', 'avatar'],
  ['vulnerability', 'morph.yml', 'morph'],
  ['clone', 'metacompress.yml', 'compressor'],
  ['clone', 'avatar.yml', 'avatar'],
  ['clone', 'morph.yml', 'morph'],
] as const;

const card = (task: string, model: string) =>
  JSON.parse(readFileSync(path.join(repoRoot, 'examples', task, 'cards', `${model}.json`), 'utf8')) as {
    test: { accuracy: number; f1: number };
    generated_valid?: { accuracy: number };
  };
/**
 * The accuracy on the held-out set a model was last tuned for: the generated
 * validation set (tools/tune_demo.py) where the card has one, else the test split.
 * The vulnerability models' third round traded Juliet skill for the demo's
 * distribution, so on Juliet's test split the morph student now beats the teacher.
 */
const heldOutAccuracy = (task: string, model: string): number => {
  const c = card(task, model);
  return (c.generated_valid ?? c.test).accuracy;
};

describe('the example teachers and students', () => {
  for (const [task, file, student] of CONFIGS) {
    it(`${task}/${file}: relations stay inside the intervals recorded beside the ${student} card`, async () => {
      const dir = tempDir();
      const json = path.join(dir, 'report.json');
      const result = await cli(['run', '--config', path.join(repoRoot, 'examples', task, file), '--report-json', json]);
      // Progress lines appear only on a slow machine (one per 10 s); nothing else may, but for
      // the clone teacher: at chance on the demo pairs (52.0% on a balanced set, examples/README.md)
      // while each student is 13 points or more above, which the gate names.
      const atChance =
        task === 'clone'
          ? /^warning: teacher: accuracy 52\.0% is no better than chance \(the majority class alone scores 50\.0%\) while the student scores 6\d\.\d% on the same 400 labelled inputs: check teacher\.tokenizer, max-length, pair-mode and class-order\n$/
          : /^$/;
      expect(result.stderr.replace(/^metacompress: \d+ rows after \d+ s\n/gm, '')).toMatch(atChance);
      const report = parseReportText(readFileSync(json, 'utf8'), json);
      // The verdict recomputed from the rates' intervals and the config's ceilings alone (these
      // configs set no baseline): a rate fails when its whole 95% interval lies above its ceiling;
      // one whose interval contains it is inconclusive, which the default policy (warn) does not fail.
      const ceilings = report.thresholds.gate.ceilings;
      const names = ['MR1', 'MR2', 'MR3', 'MR4'] as const;
      const relation = (name: (typeof names)[number]) =>
        report.relations[name.toLowerCase() as 'mr1' | 'mr2' | 'mr3' | 'mr4'];
      const fails = names.some((name) => {
        const { ci95 } = relation(name);
        const ceiling = ceilings[name];
        return ci95 !== null && ceiling !== null && ci95[0] > ceiling;
      });
      const inconclusive = names.filter((name) => {
        const { ci95 } = relation(name);
        const ceiling = ceilings[name];
        return ci95 !== null && ceiling !== null && ci95[0] <= ceiling && ci95[1] > ceiling;
      });
      expect(result.status).toBe(fails ? 1 : 0);
      expect(report.gate.inconclusive.length).toBe(inconclusive.length);
      // A config named on the command line is not the bundled demo, even when it is the same file.
      expect(result.stdout).not.toMatch(/bundled demo/);
      const recorded = JSON.parse(
        readFileSync(path.join(repoRoot, 'examples', task, 'cards', `${student}.fidelity.json`), 'utf8'),
      ) as Recorded;
      for (const key of ['mr1', 'mr2', 'mr3', 'mr4'] as const) {
        const { rate, ci95 } = recorded[key];
        const now = report.relations[key].rate;
        if (rate === null || ci95 === null) expect(now).toBeNull();
        else {
          expect(now!).toBeGreaterThanOrEqual(ci95[0]);
          expect(now!).toBeLessThanOrEqual(ci95[1]);
        }
      }
      // On the held-out set of the model cards, the teacher is more accurate than every student.
      expect(heldOutAccuracy(task, 'teacher')).toBeGreaterThan(heldOutAccuracy(task, student));
    });
  }

  it('the demo runs by default: no arguments, the vulnerability example, a report in the terminal', async () => {
    expect(existsSync(path.join(repoRoot, 'examples', 'vulnerability', 'metacompress.yml'))).toBe(true);
    const result = await cli([], tempDir());
    expect(result.stdout).toMatch(/^Fidelity gate (passed|FAILED)/);
    expect(result.stdout).toMatch(/MR1 {2}disagreement /);
    expect(result.status).toBeLessThan(2);
    // After the report: which config and models ran, and what exit 1 means here.
    expect(result.stdout).toContain(
      [
        'This was the bundled demo: examples/vulnerability/metacompress.yml',
        '  teacher  examples/vulnerability/teacher.onnx',
        '  student  examples/vulnerability/student-compressor.onnx',
        '  data     400 rows of examples/data/vulnerability-demo.jsonl',
      ].join('\n'),
    );
    expect(result.stdout.includes('Exit status 1 is the gate doing its job')).toBe(result.status === 1);
  });

  it('the CLI runs the robustness check of a transforms section and reports it after the relations', async () => {
    const dir = tempDir();
    const json = path.join(dir, 'report.json');
    const result = await cli([
      '--config',
      path.join(repoRoot, 'examples', 'vulnerability', 'robustness.yml'),
      '--transforms.limit',
      '20',
      '--transforms.attack.max-inputs',
      '6',
      // alert's substitutes take a language-model pass per identifier occurrence
      // (minutes on a small CI machine); alert-substitutes.test.ts covers them.
      '--transforms.attack.methods',
      '[mhm, wir-random, coda, greedy]',
      '--report-json',
      json,
    ]);
    const report = parseReportText(readFileSync(json, 'utf8'), json);
    const robustness = report.robustness!;
    expect(robustness.inputs).toBe(20);
    expect(robustness.transformed.map((t) => t.kind)).toEqual(['rename-locals', 'dead-code', 'swap-operands', 'loop-rewrite']);
    expect(result.stdout).toMatch(/Robustness on transformed inputs \(c, seed 1, 20 inputs/);
    expect(result.stdout).toMatch(/Attacks: 6 labelled inputs/);
    expect(robustness.attacks.map((a) => a.method)).toEqual(['mhm', 'wir-random', 'coda', 'greedy']);
    // Exit 1 exactly when a check failed; the failing checks are the report's failure lines.
    const failed = report.gate.checks.filter((c) => c.status === 'fail');
    expect(report.gate.failures).toEqual(failed.map((c) => c.reason));
    expect(result.status).toBe(failed.length > 0 ? 1 : 0);
  });
});
