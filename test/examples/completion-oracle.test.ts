/**
 * The completion example's first 20 rows recomputed independently: the gate
 * (this checkout's src, in-process) writes its report, then
 * tools/oracle_completion_example.py tokenises the rows, cuts the windows,
 * has both models' full logits dumped by onnxruntime-node and computes every
 * relation with numpy; its comparison must hold for every count (equal),
 * every interval of a count (1e-9) and every figure of the logits (relative
 * 1e-5). The whole example (400 rows, 1.8 GB of logits) is the same command
 * without --rows (tools/README.md); this is its cheap variant.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli, tempDir } from '../cli-harness.js';
import { repoRoot } from '../shared.js';

const PYTHON = '/usr/bin/python3';
const ROWS = 20;
const hasNumpy = spawnSync(PYTHON, ['-c', 'import numpy, yaml']).status === 0;
if (!hasNumpy) {
  console.warn(`[metacompress tests] skipped the completion oracle: ${PYTHON} with numpy and yaml is absent`);
}

interface ComparisonRow {
  quantity: string;
  gate: number | null;
  numpy: number | null;
  kind: 'count' | 'abs' | 'rel';
  equal: boolean;
}

describe.skipIf(!hasNumpy)('the completion example against numpy from full logits', () => {
  it(`agrees on every count and interval of its first ${ROWS} rows`, { timeout: 180_000 }, async () => {
    const dir = tempDir();
    const report = path.join(dir, 'gate-report.json');
    const config = path.join(repoRoot, 'examples', 'completion', 'metacompress.yml');
    const gate = await cli(
      [
        'run',
        '--config',
        config,
        '--report-json',
        report,
        '--quiet',
        '--dataset.limit',
        String(ROWS),
        '--completion.completions',
        'off',
      ],
      repoRoot,
      { XDG_CACHE_HOME: path.join(dir, 'xdg') },
    );
    // Passed (0) or failed (1), the report is written; 2 would be an error.
    expect([0, 1], gate.stderr).toContain(gate.status);
    const comparison = path.join(dir, 'comparison.json');
    const oracle = spawnSync(
      PYTHON,
      [
        'tools/oracle_completion_example.py',
        '--rows',
        String(ROWS),
        '--gate-report',
        report,
        '--work',
        path.join(dir, 'work'),
        '--json',
        comparison,
        '--bootstrap',
        '200',
      ],
      { cwd: repoRoot, encoding: 'utf8' },
    );
    expect(oracle.status, `${oracle.stdout}\n${oracle.stderr}`).toBe(0);
    const rows = (JSON.parse(readFileSync(comparison, 'utf8')) as { rows: ComparisonRow[] }).rows;
    const byName = new Map(rows.map((row) => [row.quantity, row]));
    expect(rows.filter((row) => !row.equal)).toEqual([]);
    // The comparison covers what the issue names, with the counts of both sides present.
    for (const name of [
      'positions',
      'MR1 top-1 disagreement: violations',
      'MR2 KL(top-k+rest) > eps: violations',
      'MR3 confidence lost: violations',
      'MR3 confidence lost: n',
      'MR4 bins apart (by interval)',
      "MR4 study's count (|dAcc| > delta4)",
      'full KL > eps: violations',
      'per-sequence mr2 (total; equal: every sequence)',
    ]) {
      const row = byName.get(name);
      expect(row?.kind, name).toBe('count');
      expect(typeof row?.gate, name).toBe('number');
    }
    expect(byName.get('positions')!.gate).toBeGreaterThan(ROWS * 50);
    for (const name of ['cross-entropy gap ci95 low', 'MR1 top-1 disagreement: cluster ci95 high']) {
      expect(byName.get(name)?.equal, name).toBe(true);
    }
  });
});
