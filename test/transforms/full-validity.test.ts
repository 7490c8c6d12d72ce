/**
 * Every transformation on EVERY function of the real data sets; prints the
 * counts per transformation. Slow (minutes), so it runs only on request:
 *
 *   FULL_VALIDITY=1 npx vitest run test/transforms/full-validity.test.ts
 *
 * VALIDITY_KINDS=branch-swap,while-form limits it to those kinds (the table
 * of docs/robustness.md for the kinds of issue 20 was made so).
 */
import { describe, expect, it } from 'vitest';
import {
  createTransformer,
  loadGrammar,
  parseTransformKind,
  TRANSFORM_KINDS,
} from '../../src/transforms/index.js';
import {
  DATA_SETS,
  dataMissing,
  formatCounts,
  formatValidityTable,
  readFunctions,
  runValidity,
} from './real-data.js';

const requested = process.env.FULL_VALIDITY === '1';
const kinds = (process.env.VALIDITY_KINDS ?? TRANSFORM_KINDS.join(','))
  .split(',')
  .map((kind) => parseTransformKind(kind.trim()));

describe.skipIf(!requested || dataMissing)('transformations stay valid on all real data', () => {
  for (const set of DATA_SETS) {
    it(`${set.name}: all functions`, { timeout: 3_600_000 }, async () => {
      const transformer = await createTransformer(set.language);
      const grammar = await loadGrammar(set.language);
      const counts = runValidity(transformer, grammar, readFunctions(set.file), 1, kinds);
      console.log(formatCounts(set.name, counts));
      console.log(formatValidityTable(set.name, counts));
      expect(counts.examples).toEqual([]);
      for (const k of Object.values(counts.kinds)) {
        expect(k.invalid).toBe(0);
        expect(k.shapeChanged).toBe(0);
      }
    });
  }
});
