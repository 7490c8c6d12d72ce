/**
 * Robustness evidence on the example models (issue 5): every student of both
 * example tasks, on the demo sets and on the held-out splits of the shared
 * data. Slow (minutes), so it runs only when asked:
 *
 *   ROBUSTNESS_EVIDENCE=1 npx vitest run test/robustness/evidence.test.ts
 *
 * Sizes: EVIDENCE_LIMIT (transformed inputs, default 200), EVIDENCE_ATTACK
 * (attacked inputs, default 100), EVIDENCE_QUERIES (queries per input,
 * default 100), EVIDENCE_ONLY (run only runs whose name contains it).
 * EVIDENCE_MODELS: a folder with <task>/{teacher,student-*}.onnx and
 * tokenizer-*.json to use instead of examples/ (e.g. another training round).
 * Prints the Markdown tables and writes each run's report to
 * EVIDENCE_OUT (default $TMPDIR/robustness-evidence).
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/load.js';
import { evaluate } from '../../src/lib.js';
import { renderRobustnessMarkdown } from '../../src/report/robustness-markdown.js';
import { repoRoot, sharedDir } from '../shared.js';

const enabled = process.env.ROBUSTNESS_EVIDENCE === '1';
const number = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const LIMIT = number('EVIDENCE_LIMIT', 200);
const ATTACK = number('EVIDENCE_ATTACK', 100);
const QUERIES = number('EVIDENCE_QUERIES', 100);
const OUT = process.env.EVIDENCE_OUT ?? path.join(tmpdir(), 'robustness-evidence');
const MODELS = process.env.EVIDENCE_MODELS ?? path.join(repoRoot, 'examples');

const STUDENTS = {
  compressor: 'tokenizer-compressor.json',
  avatar: 'tokenizer-avatar.json',
  morph: 'tokenizer-compressor.json',
} as const;

interface Run {
  name: string;
  config: string;
  language: 'c' | 'java';
  student: keyof typeof STUDENTS;
}

const RUNS: Run[] = [];
for (const student of Object.keys(STUDENTS) as (keyof typeof STUDENTS)[]) {
  RUNS.push(
    {
      name: `vulnerability demo ${student}`,
      config: 'vulnerability/metacompress.yml',
      language: 'c',
      student,
    },
    {
      name: `vulnerability juliet-test ${student}`,
      config: 'vulnerability/juliet-test.yml',
      language: 'c',
      student,
    },
    { name: `clone demo ${student}`, config: 'clone/metacompress.yml', language: 'java', student },
    {
      name: `clone bcb-test ${student}`,
      config: 'clone/bigclonebench-test.yml',
      language: 'java',
      student,
    },
  );
}

const selected = RUNS.filter((run) => run.name.includes(process.env.EVIDENCE_ONLY ?? ''));
/** The teacher and this run's student exist (the examples are trained separately per task). */
const modelsReady = (run: Run) =>
  ['teacher', `student-${run.student}`].every((m) =>
    existsSync(path.join(MODELS, path.dirname(run.config), `${m}.onnx`)),
  );

describe.skipIf(!enabled || !existsSync(path.join(sharedDir, 'data')))(
  'robustness evidence on the example models',
  () => {
    for (const run of selected) {
      it.skipIf(!modelsReady(run))(run.name, { timeout: 3_600_000 }, async () => {
        const folder = path.join(MODELS, path.dirname(run.config));
        const config = loadConfig(path.join(repoRoot, 'examples', run.config), [
          ['teacher.model', path.join(folder, 'teacher.onnx')],
          ['teacher.tokenizer', path.join(folder, 'tokenizer-teacher.json')],
          ['student.model', path.join(folder, `student-${run.student}.onnx`)],
          ['student.tokenizer', path.join(folder, STUDENTS[run.student])],
          ['threads', '1'],
          [
            'transforms',
            JSON.stringify({
              language: run.language,
              limit: LIMIT,
              attack: { queries: QUERIES, 'max-inputs': ATTACK, 'time-budget-seconds': 3000 },
            }),
          ],
        ]);
        const started = performance.now();
        const report = await evaluate(config);
        const seconds = (performance.now() - started) / 1000;
        const robustness = report.robustness!;
        // The evidence is only worth printing when it is complete: every kind ran on the
        // probed inputs, both models were attacked on the same inputs, and the gate judged each kind.
        expect(robustness.inputs).toBe(Math.min(LIMIT, report.dataset.rowsUsed));
        expect(robustness.transformed.map((k) => k.inputs)).toEqual(
          robustness.transformed.map(() => robustness.inputs),
        );
        expect(robustness.attack?.teacher?.inputs).toBe(robustness.attack?.student?.inputs);
        expect(report.gate.checks.filter((c) => c.id.startsWith('flip-rate-ratio:'))).toHaveLength(
          robustness.transformed.length,
        );
        mkdirSync(OUT, { recursive: true });
        writeFileSync(
          path.join(OUT, `${run.name.replace(/ /g, '-')}.json`),
          JSON.stringify(report, null, 2),
        );
        const a = report.relations.accuracy;
        const transformedSeconds =
          robustness.transformed.reduce((s, k) => s + k.transformMs + k.scoreMs, 0) / 1000;
        console.log(
          [
            `### ${run.name}`,
            '',
            `Gate on x: ${report.dataset.rowsUsed} inputs; accuracy teacher ${a.teacher.accuracy?.toFixed(3)} student ${a.student.accuracy?.toFixed(3)}; ` +
              `MR1 ${report.relations.mr1.rate?.toFixed(3)} MR2 ${report.relations.mr2.rate?.toFixed(3)} MR3 ${report.relations.mr3.rate?.toFixed(3)} MR4 ${report.relations.mr4.rate?.toFixed(3)}. ` +
              `Whole run ${seconds.toFixed(0)} s; transformed evaluation ${transformedSeconds.toFixed(1)} s for ${robustness.inputs} inputs x ${robustness.transformed.length} kinds ` +
              `(${((transformedSeconds / robustness.inputs) * 100).toFixed(1)} s per 100 inputs).`,
            '',
            renderRobustnessMarkdown(report),
            ...report.gate.failures.map((f) => `- gate: ${f}`),
          ].join('\n'),
        );
      });
    }
  },
);
