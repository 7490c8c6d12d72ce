/**
 * examples/vulnerability/directions.yml: the example student disagrees with
 * its teacher on 17.5% of the demo set, within the config's 25% for MR1, but
 * the costly direction of it (teacher vulnerable, student not vulnerable)
 * is far above its 2% ceiling, so the gate fails on that direction alone.
 * The direction counts are checked against a count of the run's own
 * per-input outputs (--export-hard writes every input MR1 flags, with both
 * models' probabilities and the label), made here without the code under test.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseReportText } from '../../src/report/parse.js';
import { cli, tempDir } from '../cli-harness.js';
import { repoRoot } from '../shared.js';

/** The predicted class: the index of the largest probability, the lowest on a tie. */
const predicted = (probabilities: number[]) => probabilities.indexOf(Math.max(...probabilities));

describe('a direction ceiling on the vulnerability example', () => {
  it('fails the missed vulnerabilities while MR1 as a whole passes', async () => {
    const dir = tempDir();
    const json = path.join(dir, 'report.json');
    const hard = path.join(dir, 'hard.jsonl');
    const config = path.join(repoRoot, 'examples', 'vulnerability', 'directions.yml');
    const result = await cli(['run', '--config', config, '--report-json', json, '--export-hard', hard]);
    expect(result.status).toBe(1);
    const report = parseReportText(readFileSync(json, 'utf8'), json);

    // Counted from the exported inputs: every MR1 violation is among them.
    const rows = readFileSync(hard, 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { teacher: number[]; student: number[]; label: number });
    const count = (keep: (t: number, s: number, label: number) => boolean) =>
      rows.filter((r) => keep(predicted(r.teacher), predicted(r.student), r.label)).length;
    const missed = count((t, s) => t === 1 && s === 0);
    const alarms = count((t, s) => t === 0 && s === 1);
    expect(missed + alarms).toBe(report.relations.mr1.violations);
    expect(report.relations.directions!.map((d) => [d.teacher, d.student, d.violations])).toEqual([
      [0, 1, alarms],
      [1, 0, missed],
    ]);
    expect(report.relations.flips!.negativeFlips.violations).toBe(
      count((t, s, label) => t === label && s !== label),
    );

    const status = (id: string) => report.gate.checks.find((c) => c.id === id)!.status;
    // MR1's whole 95% interval lies under 25%; the missed vulnerabilities' whole interval above 2%.
    expect(report.relations.mr1.ci95![1]).toBeLessThan(0.25);
    expect(status('MR1')).toBe('pass');
    expect(report.relations.directions![1]!.ci95![0]).toBeGreaterThan(0.02);
    expect(status('direction:1-to-0')).toBe('fail');
    expect(report.gate.failures).toHaveLength(1);
    expect(report.gate.failures[0]).toMatch(
      /^MR1 teacher vulnerable → student not vulnerable \d+\.\d% \(\d+\/400\) exceeds the ceiling 2\.0%$/,
    );
    expect(result.stdout.split('\n')[0]).toMatch(/^Fidelity gate FAILED on MR1 vulnerable → not vulnerable\./);
  });
});
