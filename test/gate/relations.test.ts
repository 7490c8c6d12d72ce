import { describe, expect, it } from 'vitest';

import { decideGate } from '../../src/gate/index.js';
import { DEFAULT_CEILINGS } from '../../src/config/types.js';
import type { GateOptions } from '../../src/gate/types.js';
import { rate } from '../../src/relations/probabilities.js';
import type { CalibrationBinRow, Relations } from '../../src/relations/types.js';

type Counts = [violations: number, n: number];
/** MR4's bins: apart, counted, and of the counted those undecided (0 unless given). */
type BinCounts = [apart: number, counted: number, undecided?: number];

interface Spec {
  MR1?: Counts;
  MR2?: Counts;
  MR3?: Counts;
  MR4?: BinCounts;
  /** MR4 labelled inputs; 0 means MR4 was skipped for lack of labels. */
  labelled?: number;
}

/**
 * MR4's bin table for these counts: the counted bins from (0.50, 0.60] up,
 * the apart ones first, then the undecided, then the together. Only the
 * verdicts matter to the gate; the numbers are fillers.
 */
function mr4Table(apart: number, counted: number, undecided: number): CalibrationBinRow[] {
  const stats = { n: 20, accuracy: 0.5, confidence: 0.55 };
  return Array.from({ length: counted }, (_, i) => ({
    lower: (5 + i) / 10,
    upper: (6 + i) / 10,
    teacher: stats,
    student: stats,
    comparable: true,
    difference: 0,
    differenceCi95: [-0.3, 0.3] as [number, number],
    verdict: i < apart ? 'apart' : i < apart + undecided ? 'undecided' : 'together',
  }));
}

/** A Relations object with the given counts; everything not under test is a fixed filler. */
function relations(spec: Spec): Relations {
  const [k1, n1] = spec.MR1 ?? [0, 400];
  const [k2, n2] = spec.MR2 ?? [0, 400];
  const [k3, n3] = spec.MR3 ?? [0, 200];
  const [k4, n4, u4 = 0] = spec.MR4 ?? [0, 5];
  const labelled = spec.labelled ?? 400;
  return {
    mr1: { relation: 'MR1', ...rate(k1, n1) },
    mr2: {
      relation: 'MR2',
      ...rate(k2, n2),
      epsilon: 0.1,
      qFloor: 1e-7,
      klMean: 0.05,
      klP95: 0.2,
      klMax: 1,
    },
    mr3: {
      relation: 'MR3',
      ...rate(k3, n3),
      tau: 0.9,
      delta3: 0,
      confident: n3,
      undefinedReason:
        n3 === 0
          ? 'no input has teacher confidence ≥ τ = 0.9 (of 400), so MR3 has nothing to test'
          : null,
    },
    mr4: {
      relation: 'MR4',
      ...rate(k4, n4),
      ci95: n4 === 0 ? null : [k4 / n4, (k4 + u4) / n4],
      undecided: u4,
      // The filler bins' accuracies are equal: none differs by more than δ4.
      studyViolations: 0,
      studyRate: n4 === 0 ? null : 0,
      bins: 10,
      nMin: 10,
      delta4: 0.1,
      labelled,
      skippedReason:
        labelled === 0
          ? 'no labels were given; MR4 compares accuracy per confidence bin and needs labelled inputs'
          : n4 === 0
            ? 'no confidence bin has at least nMin = 10 labelled inputs from both models (400 labelled inputs, 10 bins), so MR4 is undefined'
            : null,
      teacherEce: labelled === 0 ? null : 0.05,
      studentEce: labelled === 0 ? null : 0.08,
      eceGap: labelled === 0 ? null : 0.03,
      table: mr4Table(k4, n4, u4),
    },
    accuracy: {
      teacher: { n: labelled, accuracy: 0.9, f1: 0.9 },
      student: { n: labelled, accuracy: 0.88, f1: 0.87 },
      accuracyGap: 0.02,
      f1Gap: 0.03,
    },
  };
}

const CEILINGS_ONLY: GateOptions = {
  ceilings: { ...DEFAULT_CEILINGS },
  maxDegradation: null,
  percentMaxDegradation: null,
};

const NO_CEILINGS = { MR1: null, MR2: null, MR3: null, MR4: null };

describe('decideGate: ceilings', () => {
  it('passes when every rate is at or under its ceiling, inconclusive where its interval contains it', () => {
    const verdict = decideGate(
      relations({ MR1: [40, 400], MR2: [30, 400], MR3: [10, 200], MR4: [1, 5, 1] }),
      CEILINGS_ONLY,
      null,
    );
    // Wilson 95% (test/fixtures/inconclusive/make_fixtures.py's wilson()): MR1 40/400 7.4–13.3%
    // holds 10%; MR2 30/400 5.3–10.5% and MR3 10/200 2.7–9.0% lie below 15%. MR4 1 of 5 bins
    // apart and 1 undecided: 20% counted as together, 40% as apart, on both sides of 25%.
    // Inconclusive does not fail the gate by default (gate.inconclusive: warn).
    expect(verdict.passed).toBe(true);
    expect(verdict.failures).toEqual([]);
    expect(verdict.inconclusivePolicy).toBe('warn');
    expect(verdict.checks.map((v) => v.status)).toEqual([
      'inconclusive',
      'pass',
      'pass',
      'inconclusive',
    ]);
    expect(verdict.checks[0]).toEqual({
      id: 'MR1',
      status: 'inconclusive',
      value: 0.1,
      ceiling: 0.1,
      baseline: null,
      reason:
        'MR1 prediction disagreement 10.0% (40/400) is at or below the ceiling 10.0%, but its 95% CI ' +
        '7.4–13.3% contains the ceiling: inconclusive; no number of inputs decides a rate equal to its ceiling',
      cause: {
        kind: 'inconclusive',
        ceiling: { ci95: rate(40, 400).ci95, inputsToDecide: null },
        paired: null,
      },
    });
    expect(verdict.inconclusive).toEqual([
      verdict.checks[0]!.reason,
      'MR4 calibration-bin disagreement (δ4 = 0.1) 20.0% (1/5 bins apart) is at or below the ' +
        'ceiling 25.0%, but 1 of 5 counted bins is undecided ((0.60, 0.70]: the 95% interval ' +
        'of the accuracy difference holds values both within and beyond ±δ4); counted as apart ' +
        'it would put the rate at 40.0%: inconclusive; more labelled inputs in that bin would ' +
        'narrow its interval and decide it',
    ]);
    expect(verdict.checks[3]?.cause).toEqual({
      kind: 'inconclusive',
      ceiling: { ci95: [0.2, 0.4], inputsToDecide: null },
      paired: null,
    });
    // Ratios: MR1 0.1/0.1 = 1, MR2 0.075/0.15 = 0.5, MR3 0.05/0.15, MR4 0.2/0.25 = 0.8.
    expect(verdict.worst).toBe('MR1');
  });

  it('fails a rate above its ceiling with a one-line reason and numbers', () => {
    const verdict = decideGate(relations({ MR1: [57, 400] }), CEILINGS_ONLY, null);
    expect(verdict.passed).toBe(false);
    expect(verdict.failures).toEqual([
      'MR1 prediction disagreement 14.2% (57/400) exceeds the ceiling 10.0%',
    ]);
    expect(verdict.checks[0]).toMatchObject({
      status: 'fail',
      value: 0.1425,
      ceiling: 0.1,
      cause: { kind: 'broken', rules: ['ceiling'] },
    });
    expect(verdict.worst).toBe('MR1');
  });

  it('names each failing relation on its own line', () => {
    const verdict = decideGate(
      relations({ MR2: [80, 400], MR3: [40, 200], MR4: [3, 5] }),
      CEILINGS_ONLY,
      null,
    );
    // Wilson: MR2 80/400 16.4–24.2% and MR3 40/200 15.05–26.1% lie above 15%; MR4 3 of 5 bins
    // apart with none undecided is 60% whichever way: decided, above 25%.
    expect(verdict.failures).toEqual([
      'MR2 distribution divergence (KL > 0.1 nats) 20.0% (80/400) exceeds the ceiling 15.0%',
      'MR3 high-confidence loss (τ = 0.9) 20.0% (40/200) exceeds the ceiling 15.0%',
      'MR4 calibration-bin disagreement (δ4 = 0.1) 60.0% (3/5 bins) exceeds the ceiling 25.0%',
    ]);
    expect(verdict.inconclusive).toEqual([]);
    expect(verdict.worst).toBe('MR4');
  });

  it('decides MR4 by its bins: undecided bins that cannot move it across the ceiling decide nothing', () => {
    const verdict = (bins: [number, number, number]) =>
      decideGate(relations({ MR4: bins }), CEILINGS_ONLY, null).checks[3]!.status;
    // 0 of 10 apart, 2 undecided: at most 20%, at or below 25%: passes.
    expect(verdict([0, 10, 2])).toBe('pass');
    // 3 of 10 apart: at least 30% whatever the 5 undecided are: fails.
    expect(verdict([3, 10, 5])).toBe('fail');
    // 2 of 10 apart, 1 undecided: 20% or 30%, one each side of 25%.
    expect(verdict([2, 10, 1])).toBe('inconclusive');
    // Exactly at the ceiling with the undecided counted as apart: 1/4 = 25% is not above it.
    expect(verdict([0, 4, 1])).toBe('pass');
  });

  it('holds MR4 against a ceiling of 0 by its bins too: an undecided bin may be apart', () => {
    const check = (bins: [number, number, number]) =>
      decideGate(
        relations({ MR4: bins }),
        {
          ...CEILINGS_ONLY,
          ceilings: { ...DEFAULT_CEILINGS, MR4: 0 },
        },
        null,
      ).checks[3]!.status;
    expect(check([0, 5, 0])).toBe('pass');
    expect(check([0, 5, 1])).toBe('inconclusive');
    expect(check([1, 5, 0])).toBe('fail');
  });

  it('switches a ceiling off with null', () => {
    const verdict = decideGate(
      relations({ MR1: [360, 400] }),
      { ...CEILINGS_ONLY, ceilings: { ...DEFAULT_CEILINGS, MR1: null } },
      null,
    );
    expect(verdict.passed).toBe(true);
    expect(verdict.checks[0]).toMatchObject({ status: 'pass', ceiling: null });
    // MR1 has no ceiling, so it is not ranked against the others (all at 0: the first wins).
    expect(verdict.worst).toBe('MR2');
  });

  it('fails any positive rate against a ceiling of 0', () => {
    const verdict = decideGate(
      relations({ MR3: [1, 200] }),
      { ...CEILINGS_ONLY, ceilings: { ...DEFAULT_CEILINGS, MR3: 0 } },
      null,
    );
    expect(verdict.failures).toEqual([
      'MR3 high-confidence loss (τ = 0.9) 0.5% (1/200) exceeds the ceiling 0.0%',
    ]);
    expect(verdict.worst).toBe('MR3');
  });
});

describe('decideGate: undefined and skipped relations', () => {
  it('reports MR3 with an empty confident set as undefined, neither pass nor fail', () => {
    const verdict = decideGate(relations({ MR3: [0, 0] }), CEILINGS_ONLY, null);
    expect(verdict.passed).toBe(true);
    expect(verdict.failures).toEqual([]);
    expect(verdict.checks[2]).toEqual({
      id: 'MR3',
      status: 'undefined',
      value: null,
      ceiling: 0.15,
      baseline: null,
      reason:
        'MR3 high-confidence loss (τ = 0.9) is undefined: no input has teacher confidence ≥ τ = 0.9 (of 400), so MR3 has nothing to test',
      cause: { kind: 'no-value' },
    });
  });

  it('reports MR4 without labels as skipped', () => {
    const verdict = decideGate(relations({ MR4: [0, 0], labelled: 0 }), CEILINGS_ONLY, null);
    expect(verdict.checks[3]).toMatchObject({ status: 'skipped', value: null });
    expect(verdict.checks[3]?.reason).toBe(
      'MR4 calibration-bin disagreement (δ4 = 0.1) is skipped: no labels were given; MR4 compares accuracy per confidence bin and needs labelled inputs',
    );
    expect(verdict.passed).toBe(true);
  });

  it('reports MR4 without a comparable bin as undefined', () => {
    const verdict = decideGate(relations({ MR4: [0, 0] }), CEILINGS_ONLY, null);
    expect(verdict.checks[3]?.status).toBe('undefined');
    expect(verdict.checks[3]?.reason).toMatch(/is undefined: no confidence bin has at least/);
  });

  it('reports MR1 and MR2 on empty input as undefined', () => {
    const verdict = decideGate(relations({ MR1: [0, 0], MR2: [0, 0] }), CEILINGS_ONLY, null);
    expect(verdict.checks[0]).toMatchObject({
      status: 'undefined',
      reason: 'MR1 prediction disagreement is undefined: there are no inputs',
    });
    expect(verdict.checks[1]?.status).toBe('undefined');
  });

  it('does not let an undefined relation fail on a baseline, nor be the worst', () => {
    const verdict = decideGate(
      relations({ MR3: [0, 0], MR1: [4, 400] }),
      { ...CEILINGS_ONLY, maxDegradation: 0 },
      relations({ MR3: [0, 200] }),
    );
    expect(verdict.checks[2]).toMatchObject({ status: 'undefined', baseline: 0 });
    // MR4 0 of 5 bins apart, none undecided: 0%, a pass.
    expect(verdict.checks.map((v) => v.status)).toEqual(['fail', 'pass', 'undefined', 'pass']);
    expect(verdict.worst).toBe('MR1');
  });

  it('has no worst relation when no rate is defined', () => {
    const verdict = decideGate(
      relations({ MR1: [0, 0], MR2: [0, 0], MR3: [0, 0], MR4: [0, 0], labelled: 0 }),
      CEILINGS_ONLY,
      null,
    );
    expect(verdict.worst).toBeNull();
    expect(verdict.passed).toBe(true);
  });
});

describe('decideGate: baseline regression', () => {
  const absolute: GateOptions = {
    ceilings: { ...NO_CEILINGS },
    maxDegradation: 0.05,
    percentMaxDegradation: null,
  };

  it('fails an absolute rise above max-degradation and says which rule', () => {
    const verdict = decideGate(
      relations({ MR1: [57, 400] }),
      absolute,
      relations({ MR1: [20, 400] }),
    );
    expect(verdict.failures).toEqual([
      'MR1 prediction disagreement 14.2% (57/400) rose 9.2 points from the baseline 5.0% (20/400), more than max-degradation 5.0 points',
    ]);
    expect(verdict.checks[0]).toMatchObject({ status: 'fail', baseline: 0.05 });
  });

  it('passes a rise exactly equal to max-degradation despite float rounding', () => {
    // 0.4 − 0.3 is 0.10000000000000003 in float64.
    const verdict = decideGate(
      relations({ MR1: [160, 400] }),
      { ...absolute, maxDegradation: 0.1 },
      relations({ MR1: [120, 400] }),
    );
    expect(0.4 - 0.3).toBeGreaterThan(0.1);
    expect(verdict.passed).toBe(true);
  });

  it('passes an improvement', () => {
    const verdict = decideGate(
      relations({ MR1: [10, 400] }),
      absolute,
      relations({ MR1: [50, 400] }),
    );
    expect(verdict.passed).toBe(true);
  });

  const relative: GateOptions = {
    ceilings: { ...NO_CEILINGS },
    maxDegradation: null,
    percentMaxDegradation: 0.5,
  };

  it('fails a relative rise above percent-max-degradation and says which rule', () => {
    const verdict = decideGate(
      relations({ MR2: [64, 400] }),
      relative,
      relations({ MR2: [40, 400] }),
    );
    expect(verdict.failures).toEqual([
      'MR2 distribution divergence (KL > 0.1 nats) 16.0% (64/400) rose 60.0% relative to the baseline 10.0% (40/400), more than percent-max-degradation 50.0%',
    ]);
  });

  it('passes a relative rise exactly equal to percent-max-degradation', () => {
    const verdict = decideGate(
      relations({ MR2: [60, 400] }),
      relative,
      relations({ MR2: [40, 400] }),
    );
    expect(verdict.passed).toBe(true);
  });

  it('treats a rise from a baseline of 0 as infinite', () => {
    const verdict = decideGate(
      relations({ MR3: [1, 200] }),
      relative,
      relations({ MR3: [0, 200] }),
    );
    expect(verdict.failures).toEqual([
      'MR3 high-confidence loss (τ = 0.9) 0.5% (1/200) rose infinitely relative to the baseline 0.0% (0/200), more than percent-max-degradation 50.0%',
    ]);
    const flat = decideGate(relations({ MR3: [0, 200] }), relative, relations({ MR3: [0, 200] }));
    expect(flat.passed).toBe(true);
  });

  it('ignores the baseline when both limits are off, or when its rate is undefined', () => {
    const off: GateOptions = {
      ceilings: { ...NO_CEILINGS },
      maxDegradation: null,
      percentMaxDegradation: null,
    };
    expect(decideGate(relations({ MR1: [300, 400] }), off, relations({})).passed).toBe(true);
    const verdict = decideGate(
      relations({ MR3: [100, 200] }),
      { ...absolute, percentMaxDegradation: 0 },
      relations({ MR3: [0, 0] }),
    );
    expect(verdict.checks[2]).toMatchObject({ status: 'pass', baseline: null });
  });

  it('joins every broken rule of one relation into its single line', () => {
    const verdict = decideGate(
      relations({ MR1: [80, 400] }),
      { ceilings: { ...DEFAULT_CEILINGS }, maxDegradation: 0.05, percentMaxDegradation: 0.5 },
      relations({ MR1: [20, 400] }),
    );
    expect(verdict.failures).toEqual([
      'MR1 prediction disagreement 20.0% (80/400) exceeds the ceiling 10.0%; and rose 15.0 points from the baseline 5.0% (20/400), more than max-degradation 5.0 points; and rose 300.0% relative to the baseline 5.0% (20/400), more than percent-max-degradation 50.0%',
    ]);
    expect(verdict.checks[0]?.cause).toEqual({
      kind: 'broken',
      rules: ['ceiling', 'max-degradation', 'percent-max-degradation'],
    });
  });
});

describe('decideGate: worst', () => {
  it('ranks by rate / ceiling', () => {
    // MR1 0.08/0.10 = 0.8 beats MR2 0.10/0.15 ≈ 0.67 although MR2's rate is higher.
    const verdict = decideGate(relations({ MR1: [32, 400], MR2: [40, 400] }), CEILINGS_ONLY, null);
    expect(verdict.worst).toBe('MR1');
  });

  it('ranks by rate when no ceiling is set', () => {
    const verdict = decideGate(
      relations({ MR1: [32, 400], MR2: [40, 400] }),
      { ...CEILINGS_ONLY, ceilings: { ...NO_CEILINGS } },
      null,
    );
    expect(verdict.worst).toBe('MR2');
  });

  it('ranks only relations that have a ceiling when some do', () => {
    const verdict = decideGate(
      relations({ MR1: [360, 400], MR2: [4, 400] }),
      { ...CEILINGS_ONLY, ceilings: { MR1: null, MR2: 0.15, MR3: null, MR4: null } },
      null,
    );
    expect(verdict.worst).toBe('MR2');
  });

  it('breaks ties towards the earlier relation', () => {
    const verdict = decideGate(relations({}), CEILINGS_ONLY, null);
    expect(verdict.worst).toBe('MR1');
  });
});

describe('decideGate: inputs', () => {
  it('rejects a negative or non-finite ceiling or limit, naming it', () => {
    expect(() =>
      decideGate(
        relations({}),
        { ...CEILINGS_ONLY, ceilings: { ...DEFAULT_CEILINGS, MR2: -0.1 } },
        null,
      ),
    ).toThrow(new RangeError('ceilings.MR2 must be a finite number >= 0 or null (off), got -0.1'));
    expect(() =>
      decideGate(relations({}), { ...CEILINGS_ONLY, maxDegradation: Number.NaN }, null),
    ).toThrow(new RangeError('maxDegradation must be a finite number >= 0 or null (off), got NaN'));
  });

  it('does not mutate its inputs', () => {
    const current = relations({ MR1: [57, 400] });
    const baseline = relations({ MR1: [20, 400] });
    const options: GateOptions = {
      ceilings: { ...DEFAULT_CEILINGS },
      maxDegradation: 0.01,
      percentMaxDegradation: 0.1,
    };
    const before = structuredClone([current, baseline, options]);
    decideGate(current, options, baseline);
    expect([current, baseline, options]).toEqual(before);
  });
});
