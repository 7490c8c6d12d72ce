/**
 * A students run's baseline read from a file of the base branch (untrusted):
 * one JSON parse, a byte-order mark allowed, each refusal one line naming
 * the file.
 */
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { STUDENTS_REPORT_SCHEMA } from '../../src/compare/types.js';
import { readStudentBaseline } from '../../src/pipeline/baseline.js';
import { tinyReport } from '../report/tiny-report.js';

async function file(text: string): Promise<string> {
  const f = path.join(await mkdtemp(path.join(tmpdir(), 'mc-baseline-')), 'base.json');
  await writeFile(f, text);
  return f;
}

function warnings(): { warning: (m: string) => void; seen: string[] } {
  const seen: string[] = [];
  return { warning: (m) => void seen.push(m), seen };
}

describe('readStudentBaseline', () => {
  it("finds the student's entry by name, past a byte-order mark", async () => {
    const report = tinyReport();
    const f = await file(
      '\uFEFF' +
        JSON.stringify({
          schema: STUDENTS_REPORT_SCHEMA,
          students: [{ name: 'compressor', report }],
        }),
    );
    const log = warnings();
    const baseline = await readStudentBaseline(f, 'compressor', log);
    expect(baseline?.relations).toEqual(report.relations);
    expect(baseline?.summary.path).toBe(f);
    expect(log.seen).toEqual([]);
    expect(await readStudentBaseline(f, 'avatar', log)).toBeNull();
    expect(log.seen).toEqual([`gate.baseline ${f} has no student avatar; it has no baseline`]);
  });

  it('refuses a file that is not JSON, and an entry that is not a report, naming them', async () => {
    const notJson = await file('{"schema": ');
    await expect(readStudentBaseline(notJson, 'compressor', warnings())).rejects.toThrow(
      new RegExp(`^gate\\.baseline ${notJson}: not JSON \\(`),
    );
    const forged = await file(
      JSON.stringify({
        schema: STUDENTS_REPORT_SCHEMA,
        students: [{ name: 'compressor', report: { ...tinyReport(), relations: 'all fine' } }],
      }),
    );
    await expect(readStudentBaseline(forged, 'compressor', warnings())).rejects.toThrow(
      `gate.baseline ${forged} (student compressor)`,
    );
  });
});
