import { describe, expect, it } from 'vitest';
import { completionRateNote, type CompletionReport } from '../../src/report/completion-words.js';

/** The parts of a code-completion report the rate note reads; each rate as given. */
function report(rates: Record<'mr1' | 'mr2' | 'mr3', [number | null, number | null]>) {
  const relations = Object.fromEntries(
    Object.entries(rates).map(([key, [rate, designEffect]]) => [key, { rate, designEffect }]),
  );
  return {
    thresholds: { relations: { epsilon: 0.1, tau: 0.9, delta3: 0, delta4: 0.1 } },
    completion: { windows: { positions: 53_449, sequences: 400 }, topK: 32 },
    relations,
  } as unknown as CompletionReport;
}

describe('the rate note of task code-completion', () => {
  it('gives each estimated design effect, to one decimal', () => {
    expect(
      completionRateNote(
        report({ mr1: [0.378, 2.1313], mr2: [0.847, 1.3983], mr3: [0.66, 1.1067] }),
      ),
    ).toMatch(/\(cluster-robust; design effect MR1 2\.1×, MR2 1\.4×, MR3 1\.1×\)\.$/);
  });

  it('names none at a rate of 0 or 1, where each sequence counts as one unit by rule', () => {
    // The int8 copy's MR2: no position above ε, so n_eff = 400 sequences and n / n_eff = 133.6.
    const note = completionRateNote(
      report({ mr1: [0.006, 1.9], mr2: [0, 53_449 / 400], mr3: [1, 3] }),
    );
    expect(note).toMatch(/\(cluster-robust; design effect MR1 1\.9×\)\.$/);
    expect(
      completionRateNote(report({ mr1: [0, 133.6], mr2: [0, 133.6], mr3: [null, null] })),
    ).toMatch(/\(cluster-robust\)\.$/);
  });
});
