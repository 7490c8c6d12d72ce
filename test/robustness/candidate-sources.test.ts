/**
 * Where each method's candidate names come from, checked at the schedule's
 * call site: every method runs on the same input with three sources of
 * names that share none (the data set's vocabulary, alert's substitutes
 * file, coda's references), and each success must rename with names of the
 * source its facts name (config/names.ts, ATTACK_METHOD_FACTS.candidates)
 * and of no other.
 */
import { describe, expect, it } from 'vitest';
import { ATTACK_METHOD_FACTS, ATTACK_METHODS } from '../../src/config/names.js';
import type { CodaIdentifiers } from '../../src/config/types.js';
import { attackConfig, attackWith, example, fakeSource, hasIdentifier } from './helpers.js';

// x (class 1) uses `n`; the victim calls any input without `n` in f class 0, so
// every rename of n flips it and a method's first variant is its success.
const x = example(0, ['int f(int n) { int m = n * 2; return m - n; }']);
/** coda's references: class 0 (no `f(`), as many locals as x, named ref… only. */
const references = [0, 1, 2].map((k) =>
  example(10 + k, [`int g(int refa${k}, int refb${k}) { return refa${k} - refb${k}; }`], 0),
);
/** The data set the vocabulary is built from: names voc… only (besides keywords). */
const vocabularyFrom = [0, 1, 2].map((k) =>
  example(100 + k, [`int vocf${k}(int voca${k}) { int vocb${k} = voca${k}; return vocb${k}; }`]),
);
/** alert's substitutes, the reference's file: names sub… only. */
const substitutes = JSON.stringify({
  idx: 'r0',
  substitutes: { n: ['subn', 'subk'], m: ['subm', 'subj'] },
});
const SOURCES = {
  vocabulary: /^voc/,
  substitutes: /^sub/,
  references: /^ref/,
} as const;

const victim = () =>
  fakeSource((code) => (!code.includes('f(') ? 0.1 : hasIdentifier(code, 'n') ? 0.9 : 0.1));

describe('the candidate names of each method', () => {
  const cases = [
    ...ATTACK_METHODS.map((method) => ({ method, identifiers: 'locals' as CodaIdentifiers })),
    { method: 'coda' as const, identifiers: 'reference' as CodaIdentifiers },
  ];
  it.each(cases)(
    '$method ($identifiers) renames with names of its facts’ source only',
    async ({ method, identifiers }) => {
      const [report] = await attackWith(
        {
          language: 'c',
          seed: 3,
          attack: attackConfig({ methods: [method], codaIdentifiers: identifiers }),
        },
        { teacher: victim(), student: victim() },
        [x, ...references],
        {
          vocabularyFrom,
          referenceSubstitutes: { text: substitutes, where: 'subs.jsonl' },
        },
      );
      const hit = report!.examples.find((e) => e.id === 'r0' && e.model === 'teacher');
      expect(hit, `${method} found no adversarial x`).toBeDefined();
      const names = hit!.renames.map(([, , to]) => to);
      expect(names).not.toEqual([]);
      const source = ATTACK_METHOD_FACTS[method].candidates;
      for (const name of names) {
        expect(name, `${method}: ${name}`).toMatch(SOURCES[source]);
        for (const [other, pattern] of Object.entries(SOURCES))
          if (other !== source) expect(name).not.toMatch(pattern);
      }
    },
  );
});
