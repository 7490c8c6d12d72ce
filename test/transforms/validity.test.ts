/**
 * Every transformation on a deterministic sample of the real data sets: the
 * output must parse wherever the input did. FULL_VALIDITY=1 runs all of it
 * (full-validity.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { createTransformer, loadGrammar } from '../../src/transforms/index.js';
import { DATA_SETS, dataMissing, formatCounts, readFunctions, runValidity } from './real-data.js';

/**
 * Every STEP-th function (1388 C functions, 827 Java methods): the full run
 * takes about 7 minutes, a sample under 10 s per data set.
 */
const STEP: Record<string, number> = { 'juliet-c': 40, bigclonebench: 8 };

describe.skipIf(dataMissing)('transformations stay valid on a sample of the real data', () => {
  for (const set of DATA_SETS) {
    it(`${set.name}: every ${STEP[set.name]}th function`, { timeout: 900_000 }, async () => {
      const transformer = await createTransformer(set.language);
      const grammar = await loadGrammar(set.language);
      const counts = runValidity(
        transformer,
        grammar,
        readFunctions(set.file),
        STEP[set.name] ?? 10,
      );
      console.log(formatCounts(set.name, counts));
      expect(counts.examples).toEqual([]);
      expect(counts.parsedOriginals).toBe(counts.functions);
      for (const k of Object.values(counts.kinds)) {
        expect(k.invalid).toBe(0);
        expect(k.shapeChanged).toBe(0);
        expect(k.ok).toBe(counts.parsedOriginals);
      }
      // Each transformation applies to a good share of real functions.
      expect(counts.kinds['rename-locals'].changed).toBeGreaterThan(0.9 * counts.functions);
      expect(counts.kinds['dead-code'].changed).toBeGreaterThan(0.9 * counts.functions);
      expect(counts.kinds['swap-operands'].changed).toBeGreaterThan(0.2 * counts.functions);
      expect(counts.kinds['loop-rewrite'].changed).toBeGreaterThan(0.1 * counts.functions);
    });
  }
});
