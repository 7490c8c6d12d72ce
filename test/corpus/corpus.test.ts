/**
 * The differential corpus (test/corpus/c, test/corpus/java): programs written
 * for this project to hit the cases where a transformation could change what
 * a program does (macros, shadowing, local classes and records, string `+`,
 * loops with hidden `continue` ...). Each one, transformed with every kind and
 * seeds 1-5 and with all kinds chained, must still compile and print the same
 * output with the same exit status. Skipped, with a message, where gcc or
 * javac is not installed.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createTransformer, type TransformLanguage } from '../../src/transforms/index.js';
import {
  checkCorpus,
  formatTable,
  readPrograms,
  ROW_KINDS,
  toolAvailable,
} from './differential.js';

const workDir = mkdtempSync(path.join(tmpdir(), 'corpus-'));
afterAll(() => rmSync(workDir, { recursive: true, force: true }));

const TOOLS: Record<TransformLanguage, { tools: [string, string][]; why: string }> = {
  c: { tools: [['gcc', '--version']], why: 'gcc is not installed' },
  java: {
    tools: [
      ['javac', '-version'],
      ['java', '-version'],
    ],
    why: 'javac or java is not installed',
  },
};

for (const language of ['c', 'java'] as const) {
  const { tools, why } = TOOLS[language];
  const missing = !tools.every(([tool, flag]) => toolAvailable(tool, flag));
  if (missing) console.warn(`corpus: the ${language} differential test is skipped: ${why}`);

  describe.skipIf(missing)(`${language} corpus: transformed programs behave the same`, () => {
    it('compiles, runs and compares every variant', { timeout: 600_000 }, async () => {
      const programs = readPrograms(language);
      expect(programs.length).toBeGreaterThanOrEqual(40);
      const transformer = await createTransformer(language);
      const report = await checkCorpus(transformer, programs, path.join(workDir, language));
      console.log(formatTable(language, report));
      expect(report.brokenOriginals).toEqual([]);
      expect(report.failures).toEqual([]);
      for (const kind of ROW_KINDS) {
        const row = report.rows.get(kind)!;
        expect({ kind, compileErrors: row.compileErrors, mismatches: row.mismatches }).toEqual({
          kind,
          compileErrors: 0,
          mismatches: 0,
        });
        // Every kind applies somewhere in the corpus: the test cannot pass vacuously.
        expect(row.applied).toBeGreaterThan(0);
      }
    });
  });
}
