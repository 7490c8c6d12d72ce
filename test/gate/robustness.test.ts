import { describe, expect, it } from 'vitest';
import { decideGate } from '../../src/gate/index.js';
import { DEFAULT_CEILINGS, type GateOptions } from '../../src/gate/types.js';
import { computeRelations, rate } from '../../src/relations/index.js';
import { flipRateRatio, relativeDegradation } from '../../src/robustness/index.js';
import type { RobustnessReport } from '../../src/robustness/types.js';

// Relations that pass every ceiling, so only the robustness checks can fail.
const relations = computeRelations(
  { data: Float64Array.of(0.9, 0.1, 0.2, 0.8), rows: 2, cols: 2 },
  { data: Float64Array.of(0.9, 0.1, 0.2, 0.8), rows: 2, cols: 2 },
  null,
  { epsilon: 0.1, tau: 0.9, delta3: 0, bins: 10, nMin: 10, delta4: 0.1 },
);
const gateOptions: GateOptions = {
  ceilings: { ...DEFAULT_CEILINGS },
  maxDegradation: null,
  percentMaxDegradation: null,
};

describe('the robustness checks of the gate', () => {
  const robustness = (
    ratioFlips: [number, number],
    drops: [number, number],
    ratioCeiling: number | null = 2,
    degradationCeiling: number | null = 1,
  ): RobustnessReport => {
    const [t, s] = ratioFlips;
    const model = (drop: number) =>
      ({
        inputs: 10,
        correct: 10,
        notParsable: 0,
        attacked: 10,
        noIdentifiers: 0,
        success: rate(drop * 10, 10),
        accuracyBefore: 1,
        accuracyAfter: 1 - drop,
        drop,
        queries: 100,
        meanQueries: 10,
      }) as const;
    const relative = relativeDegradation(drops[0], drops[1]);
    return {
      language: 'c',
      seed: 1,
      inputs: 20,
      transformed: [
        {
          kind: 'rename-locals',
          inputs: 20,
          transformed: 20,
          unchanged: 0,
          notTransformable: 0,
          notTransformableIds: [],
          relations: null,
          originalRelations: null,
          flips: { teacher: rate(t, 20), student: rate(s, 20) },
          flipRateRatio: flipRateRatio(rate(t, 20), rate(s, 20)).ratio,
          ratioUndefinedReason: flipRateRatio(rate(t, 20), rate(s, 20)).reason,
          transformMs: 0,
          scoreMs: 0,
        },
      ],
      attack: {
        queriesPerInput: 10,
        maxInputs: 10,
        timeBudgetSeconds: 60,
        candidatePool: 5,
        selected: 10,
        evaluated: 10,
        budgetExhausted: false,
        skippedReason: null,
        teacher: model(drops[0]),
        student: model(drops[1]),
        relativeDegradation: relative.value,
        relativeDegradationUndefinedReason: relative.reason,
        examples: [],
        elapsedMs: 0,
        modelMs: 0,
      },
      thresholds: { maxFlipRateRatio: ratioCeiling, maxRelativeDegradation: degradationCeiling },
      elapsedMs: 0,
    };
  };
  const failures = (report: RobustnessReport) =>
    decideGate(relations, gateOptions, null, report).failures;

  it('fails each ceiling with its numbers; a value equal to its ceiling passes', () => {
    expect(failures(robustness([2, 6], [0.1, 0.3]))).toEqual([
      'flip-rate ratio on rename-locals 3.00 (student 30.0% (6/20), teacher 10.0% (2/20)) exceeds max-flip-rate-ratio 2.00',
      'relative degradation under the renaming attack +200.0% (student accuracy drop 30.0 points, teacher 10.0 points, on 10 inputs) exceeds max-relative-degradation +100.0%',
    ]);
    expect(failures(robustness([2, 4], [0.1, 0.2]))).toEqual([]);
    const off = decideGate(
      relations,
      gateOptions,
      null,
      robustness([2, 6], [0.1, 0.3], null, null),
    );
    expect(off.failures).toEqual([]);
    expect(off.checks.slice(4).map((c) => [c.id, c.status])).toEqual([
      ['flip-rate-ratio:rename-locals', 'off'],
      ['attack-relative-degradation', 'off'],
    ]);
    // 6/20 over 2/20, and 0.3 / 0.1 - 1 (2 up to rounding).
    expect(off.checks[4]?.value).toBe(3);
    expect(off.checks[5]?.value).toBeCloseTo(2, 12);
  });

  it('fails an infinite ratio or degradation, and lets 0/0 neither pass nor fail', () => {
    expect(failures(robustness([0, 3], [0, 0.2]))).toEqual([
      'flip-rate ratio on rename-locals is infinite (student 15.0% (3/20), teacher 0.0% (0/20)): exceeds max-flip-rate-ratio 2.00',
      'relative degradation under the renaming attack is infinite (student accuracy drop 20.0 points, teacher 0.0 points, on 10 inputs): exceeds max-relative-degradation +100.0%',
    ]);
    const stable = decideGate(relations, gateOptions, null, robustness([0, 0], [0, 0]));
    expect(stable.passed).toBe(true);
    expect(stable.checks.slice(4).map((c) => [c.value, c.status, c.reason])).toEqual([
      [
        null,
        'undefined',
        'flip-rate ratio on rename-locals is undefined: neither model changed a prediction on the 20 transformed inputs (0/0)',
      ],
      [
        null,
        'undefined',
        "relative degradation under the renaming attack is undefined: neither model's accuracy dropped under the attack (0/0)",
      ],
    ]);
  });
});
