import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseConfig } from '../../src/config/load.js';
import { evaluate } from '../../src/lib.js';
import { parseReport } from '../../src/report/parse.js';
import type { Report } from '../../src/report/types.js';
import { renderRobustnessMarkdown } from '../../src/report/robustness-markdown.js';
import { renderRobustnessTerminal } from '../../src/report/robustness-terminal.js';
import { flipRatioInterval } from '../../src/robustness/index.js';
import { repoRoot } from '../shared.js';

const fixtures = path.join(repoRoot, 'test', 'fixtures');
const tokenizer = {
  vocab: path.join(fixtures, 'tiny', 'vocab.json'),
  merges: path.join(fixtures, 'tiny', 'merges.txt'),
};

/** The sharding fixture's two hand-made graphs on the demo vulnerability set (C, 400 rows). */
function config(transforms: object) {
  return parseConfig(
    {
      task: 'vulnerability-prediction',
      dataset: { path: path.join(repoRoot, 'examples', 'data', 'vulnerability-demo.jsonl') },
      teacher: {
        model: path.join(fixtures, 'onnx', 'sum-count.onnx'),
        tokenizer,
        'max-length': 64,
      },
      student: {
        model: path.join(fixtures, 'onnx', 'single-logit.onnx'),
        tokenizer,
        'max-length': 48,
        'batch-size': 7,
      },
      relations: { 'n-min': 3 },
      threads: 1,
      transforms,
    },
    repoRoot,
  );
}

const TRANSFORMS = {
  language: 'c',
  limit: 40,
  seed: 3,
  attack: { queries: 20, 'max-inputs': 8, candidates: 50, 'time-budget-seconds': 120 },
};

const strip = (report: Report) =>
  JSON.parse(
    JSON.stringify(report.robustness, (key, value: unknown) => (key.endsWith('Ms') ? 0 : value)),
  ) as unknown;

describe('robustness with real ONNX models on the demo vulnerability set', () => {
  it('transforms, scores, attacks and gates, deterministically, and renders both sections', async () => {
    const first = await evaluate(config(TRANSFORMS));
    const robustness = first.robustness!;
    expect(robustness).toMatchObject({ language: 'c', seed: 3, inputs: 40 });
    expect(robustness.transformed.map((k) => k.kind)).toEqual([
      'rename-locals',
      'dead-code',
      'swap-operands',
      'loop-rewrite',
    ]);
    for (const kind of robustness.transformed) {
      expect(kind.transformed + kind.unchanged + kind.notTransformable).toBe(40);
      // The demo set is Juliet C: every function parses.
      expect(kind.notTransformable).toBe(0);
      expect(kind.flips.teacher.n).toBe(kind.transformed);
      if (kind.transformed > 0) expect(kind.relations!.mr1.n).toBe(kind.transformed);
    }
    // Renaming and dead code change token counts, which both graphs read.
    expect(robustness.transformed[0]!.transformed).toBeGreaterThan(30);
    // Every method (the default list), on the same 8 inputs.
    expect(robustness.attacks.map((a) => a.method)).toEqual([
      'mhm',
      'wir-random',
      'coda',
      'greedy',
    ]);
    expect(robustness.attack).toBe(robustness.attacks[0]);
    // coda draws its references from every labelled row the gate scored (the demo's 400),
    // not only the 8 attacked; without a language model it ranks them by code shape.
    expect(robustness.attacks.find((a) => a.method === 'coda')!.references).toEqual({
      similarity: 'code-shape',
      languageModel: null,
      pool: 400,
      similarities: null,
    });
    for (const attack of robustness.attacks) {
      expect(attack).toMatchObject({ selected: 8, evaluated: 8, budgetExhausted: false });
      for (const model of [attack.teacher!, attack.student!]) {
        expect(model.inputs).toBe(8);
        expect(model.queries).toBeLessThanOrEqual(20 * model.attacked);
        // Left out: inputs without an identifier (coda: without any renaming variant).
        expect(model.success.n).toBe(model.attacked - model.noIdentifiers);
      }
      // Accuracy before is the same for every method: the same inputs and scores on x.
      expect(attack.teacher!.correct).toBe(robustness.attacks[0]!.teacher!.correct);
      // One adversarial example per teacher success, the teacher wrong on each; with two
      // classes the student disagrees with the teacher exactly where it is right.
      const successes = attack.teacher!.success.violations;
      expect(attack.adversarial!.inputs).toBe(successes);
      if (successes > 0) {
        const r = attack.adversarial!.relations!;
        expect(r.accuracy.teacher.accuracy).toBe(0);
        expect(r.mr1.n).toBe(successes);
        expect(r.accuracy.student.accuracy).toBeCloseTo(r.mr1.rate!, 12);
      }
      const check = first.gate.checks.find(
        (c) => c.id === `attack-relative-degradation:${attack.method}`,
      )!;
      expect(check.value).toEqual(attack.relativeDegradation);
    }
    // The gate judges each transformation's flip counts: recomputed here from the counts alone.
    for (const kind of robustness.transformed) {
      const { teacher, student } = kind.flips;
      const check = first.gate.checks.find((c) => c.id === `flip-rate-ratio:${kind.kind}`)!;
      // Too few to decide: under 5 flips in a model and the ratio's interval contains 2.
      const ci = flipRatioInterval(teacher, student);
      const undecided =
        ci !== null &&
        ci[0] <= 2 &&
        ci[1] > 2 &&
        Math.min(teacher.violations, student.violations) < 5;
      const expected =
        teacher.violations === 0 && student.violations === 0
          ? 'undefined'
          : undecided
            ? 'undefined'
            : teacher.violations === 0 ||
                (student.violations / student.n) * (teacher.n / teacher.violations) > 2 + 1e-9
              ? 'fail'
              : 'pass';
      expect([kind.kind, check.status]).toEqual([kind.kind, expected]);
      if (expected === 'fail') expect(first.gate.passed).toBe(false);
    }

    // The one reader of reports accepts what this run produced, robustness included.
    expect(parseReport(JSON.parse(JSON.stringify(first)), 'this run').robustness).toEqual(
      JSON.parse(JSON.stringify(first.robustness)),
    );

    const again = await evaluate(config(TRANSFORMS));
    expect(strip(again)).toEqual(strip(first));

    const markdown = renderRobustnessMarkdown(first);
    expect(markdown).toContain('#### Robustness on transformed inputs (c, seed 3, 40 inputs)');
    expect(markdown).toMatch(/\| `rename-locals` +\| +\d+ \/ 40 \|/);
    expect(markdown).toContain('#### Attacks');
    expect(markdown).toContain('8 labelled inputs selected');
    // coda's reference structure step moves these functions' literals into new variables
    // (R4): its structure variants are scored first and spend the cap of 20, no renaming
    // variant is left to try, and each input counts as a failure (a spent cap, not an
    // input without a renaming variant, which the reference leaves out).
    const coda = robustness.attacks.find((a) => a.method === 'coda')!;
    expect(coda.teacher).toMatchObject({
      attacked: 5,
      noIdentifiers: 0,
      queries: 100,
      success: { violations: 0, n: 5 },
    });
    for (const method of ['mhm', 'wir-random', 'coda', 'greedy']) {
      // the outcome row (success with its counts), then the cost row with the cap
      // against the reference budget; a capped method is marked, and coda's departure
      // (the module's locals) named.
      const label =
        method === 'coda'
          ? 'coda \\(capped; coda-identifiers: locals\\)'
          : `${method} \\(capped\\)`;
      expect(markdown).toMatch(
        new RegExp(`^\\| \`${label}\` +\\| teacher +\\| +\\d+\\.\\d% \\(\\d+/\\d+; `, 'm'),
      );
      expect(markdown).toMatch(
        new RegExp(
          `^\\| \`${label}\` +\\| ≤ 20 queries per input \\(reference (?:[\\d,]+|none)\\); ≤ 120 s +\\| +\\d+ \\(\\d+\\.\\d\\) \\|`,
          'm',
        ),
      );
    }
    const terminal = renderRobustnessTerminal(first);
    expect(terminal).toContain('rename-locals');
    expect(terminal).toContain('Attacks: 8 labelled inputs');
    expect(terminal.split('\n').filter((line) => line.length > 100)).toEqual([]);
  });

  it('leaves the report as it was without a transforms section', async () => {
    const report = await evaluate(config(null as unknown as object));
    expect(report.robustness).toBeUndefined();
    expect(renderRobustnessMarkdown(report)).toBe('');
  });

  it('counts every row as not transformable when the grammar does not match the code', async () => {
    const report = await evaluate(
      config({
        language: 'java',
        kinds: ['rename-locals'],
        limit: 10,
        attack: { 'max-inputs': 4 },
      }),
    );
    const [kind] = report.robustness!.transformed;
    expect(kind).toMatchObject({ inputs: 10, transformed: 0, notTransformable: 10 });
    for (const attack of report.robustness!.attacks) expect(attack.teacher!.attacked).toBe(0);
    expect(renderRobustnessMarkdown(report)).toContain(
      'rename-locals: 10 of 10 inputs do not parse as java or offered only sites the rules decline, and were not transformed',
    );
  });
});
