/**
 * The inconclusive outcome (issue 22, build 2): a ceiling whose 95% interval
 * contains it, and a paired test that was not significant at too low a
 * power. Every number is checked against test/fixtures/inconclusive/
 * make_fixtures.py (Python's standard library: the interval and the inputs
 * to decide by brute force, Connor's power with statistics.NormalDist).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseConfig } from '../../src/config/load.js';
import { DEFAULT_CEILINGS } from '../../src/config/types.js';
import { decideGate, pairedVerdict } from '../../src/gate/index.js';
import type { GateOptions } from '../../src/gate/types.js';
import { pairedComparison } from '../../src/relations/paired/index.js';
import { normalCdf, normalQuantile, pairedPower } from '../../src/relations/paired/power.js';
import { rate } from '../../src/relations/probabilities.js';
import type { Relations } from '../../src/relations/types.js';
import {
  wilsonInputsToDecide,
  wilsonInterval,
  wilsonIntervalAtRate,
} from '../../src/relations/wilson.js';
import { setsFor } from '../relations/paired/fixtures.js';
import { fixtures } from '../cli-harness.js';

const dir = path.join(fixtures, 'inconclusive');
const read = <T>(name: string): T => JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as T;

interface WilsonCase {
  violations: number;
  n: number;
  ceiling: number;
  ci95: [number, number];
  inputsToDecide: number | null;
}
interface PowerCase {
  n: number;
  discordant: number;
  minEffect: number;
  alpha: number;
  discordance: number;
  power: number;
  inputsForPower: number;
}
interface PowerFixture {
  power: PowerCase[];
  normal: { cdf: { x: number; cdf: number }[]; quantile: { p: number; z: number }[] };
}

describe('the inputs that would decide a rate (wilsonInputsToDecide)', () => {
  const cases = read<WilsonCase[]>('wilson-n.json');

  it.each(cases)(
    '$violations of $n against $ceiling: the interval and the n found by brute force',
    (c) => {
      const [low, high] = wilsonInterval(c.violations, c.n)!;
      expect(low).toBeCloseTo(c.ci95[0], 14);
      expect(high).toBeCloseTo(c.ci95[1], 14);
      expect(wilsonIntervalAtRate(c.violations / c.n, c.n)[0]).toBeCloseTo(c.ci95[0], 14);
      expect(wilsonInputsToDecide(c.violations / c.n, c.ceiling)).toBe(c.inputsToDecide);
    },
  );

  it("the issue's example: 6 of 50 = 12.0%, Wilson 5.6–23.8%, about 865 inputs at 12% to decide 10%", () => {
    const [low, high] = wilsonInterval(6, 50)!;
    expect([(low * 100).toFixed(1), (high * 100).toFixed(1)]).toEqual(['5.6', '23.8']);
    // n₀ = 1.959964² · 0.1 · 0.9 / 0.02² = 864.3: the interval at 12% excludes 10% from 865 on.
    expect(wilsonInputsToDecide(0.12, 0.1)).toBe(865);
    expect(wilsonIntervalAtRate(0.12, 864)[0]).toBeLessThan(0.1);
    expect(wilsonIntervalAtRate(0.12, 865)[0]).toBeGreaterThan(0.1);
  });

  it('has no answer for a rate equal to its ceiling or a ceiling outside (0, 1)', () => {
    expect(wilsonInputsToDecide(0.1, 0.1)).toBeNull();
    expect(wilsonInputsToDecide(0.05, 0)).toBeNull();
    expect(wilsonInputsToDecide(0.05, 1)).toBeNull();
  });
});

describe("the paired test's power (Connor 1987)", () => {
  const fixture = read<PowerFixture>('paired-power.json');

  it.each(fixture.normal.cdf)('Φ($x) as math.erfc gives it', ({ x, cdf }) => {
    // Relative precision, so the far lower tail counts too.
    expect(Math.abs(normalCdf(x) - cdf) / cdf).toBeLessThan(1e-12);
  });

  it.each(fixture.normal.quantile)('Φ⁻¹($p) as NormalDist.inv_cdf gives it', ({ p, z }) => {
    expect(normalQuantile(p)).toBeCloseTo(z, 9);
  });

  it.each(fixture.power)(
    '$discordant discordant of $n, δ $minEffect, α $alpha',
    ({ n, discordant, minEffect, alpha, discordance, power, inputsForPower }) => {
      const found = pairedPower(n, discordant, minEffect, alpha);
      expect(found.discordance).toBeCloseTo(discordance, 15);
      expect(found.power).toBeCloseTo(power, 10);
      expect(found.inputsForPower).toBe(inputsForPower);
    },
  );
});

/** Relations with these MR1 counts; MR2-MR4 far inside their ceilings. */
function relations([k, n]: [number, number]): Relations {
  return {
    mr1: { relation: 'MR1', ...rate(k, n) },
    mr2: {
      relation: 'MR2',
      ...rate(0, 5000),
      epsilon: 0.1,
      qFloor: 1e-7,
      klMean: 0,
      klP95: 0,
      klMax: 0,
    },
    mr3: {
      relation: 'MR3',
      ...rate(0, 5000),
      tau: 0.9,
      delta3: 0,
      confident: 5000,
      undefinedReason: null,
    },
    mr4: {
      relation: 'MR4',
      ...rate(0, 0),
      undecided: 0,
      bins: 10,
      nMin: 10,
      delta4: 0.1,
      labelled: 0,
      skippedReason: 'no labels were given',
      teacherEce: null,
      studentEce: null,
      eceGap: null,
      table: [],
    },
    accuracy: {
      teacher: { n: 0, accuracy: null, f1: null },
      student: { n: 0, accuracy: null, f1: null },
      accuracyGap: null,
      f1Gap: null,
    },
  } as unknown as Relations;
}

const options = (inconclusive?: 'fail' | 'pass' | 'warn'): GateOptions => ({
  ceilings: { ...DEFAULT_CEILINGS },
  maxDegradation: null,
  percentMaxDegradation: null,
  ...(inconclusive === undefined ? {} : { inconclusive }),
});

const ISSUE_REASON =
  'MR1 prediction disagreement 12.0% (6/50) is above the ceiling 10.0%, but its 95% CI 5.6–23.8% ' +
  'contains the ceiling: inconclusive; about 865 inputs at this rate would decide it (50 now)';

describe('decideGate with gate.inconclusive', () => {
  it("calls the issue's 6 of 50 inconclusive, and 600 of 5000 a failure", () => {
    const small = decideGate(relations([6, 50]), options(), null);
    expect(small.checks[0]).toEqual({
      id: 'MR1',
      value: 0.12,
      ceiling: 0.1,
      baseline: null,
      status: 'inconclusive',
      reason: ISSUE_REASON,
      cause: {
        kind: 'inconclusive',
        ceiling: { ci95: wilsonInterval(6, 50), inputsToDecide: 865 },
        paired: null,
      },
    });
    // 600/5000: Wilson 11.1–13.0% lies above 10%.
    const large = decideGate(relations([600, 5000]), options(), null);
    expect(large.checks[0]).toMatchObject({ status: 'fail', cause: { kind: 'broken' } });
    expect(large.failures).toEqual([
      'MR1 prediction disagreement 12.0% (600/5000) exceeds the ceiling 10.0%',
    ]);
  });

  it('warn (the default) and pass do not fail the gate; fail does; each lists the reason', () => {
    for (const policy of [undefined, 'warn', 'pass', 'fail'] as const) {
      const verdict = decideGate(relations([6, 50]), options(policy), null);
      expect(verdict.inconclusive).toEqual([ISSUE_REASON]);
      expect(verdict.inconclusivePolicy).toBe(policy ?? 'warn');
      expect(verdict.passed).toBe(policy !== 'fail');
      expect(verdict.failures).toEqual(policy === 'fail' ? [ISSUE_REASON] : []);
    }
  });

  it('a paired test without the power to see min-effect makes the relation inconclusive', () => {
    // 400 inputs, 15 newly violate and 12 no longer do: p = 0.70; ψ = 27/400, power 11.7%,
    // 5296 inputs for 80% (make_fixtures.py, the first power case).
    const { now, before } = setsFor({ both: 30, nowOnly: 15, beforeOnly: 12, neither: 343 });
    const paired = pairedVerdict(pairedComparison('MR1', now, before));
    expect(paired.status).toBe('inconclusive');
    const line =
      'MR1 prediction disagreement rose 0.8 points on the same 400 inputs (from 10.5% to 11.3%, 95% CI ' +
      '−1.9 to +3.5; 15 newly violate, 12 no longer do): McNemar exact p = 0.7 > α 0.05, not ' +
      'significant, but inconclusive: 400 inputs had 12% power to detect a rise of the minimum effect ' +
      "of 1.0 point (below 80%; Connor's approximation at the observed 6.8% discordant inputs); about " +
      '5296 inputs ' +
      'would give 80%';
    expect(paired.line).toBe(line);
    // MR1's ceiling off, so that the paired test alone makes the check inconclusive.
    const verdict = decideGate(
      relations([45, 400]),
      { ...options(), ceilings: { ...DEFAULT_CEILINGS, MR1: null } },
      relations([42, 400]),
      null,
      [paired],
    );
    expect(verdict.checks[0]).toMatchObject({
      status: 'inconclusive',
      reason: line,
      cause: {
        kind: 'inconclusive',
        ceiling: null,
        paired: { power: expect.closeTo(0.1168177, 6), inputsForPower: 5296 },
      },
    });
    expect(verdict.passed).toBe(true);
  });
});

describe('a rerun that changed nothing', () => {
  it('is inconclusive at 400 inputs: a 1-point rise (4 inputs) could not have been significant', () => {
    // b = c = 0: ψ is raised to δ = 0.01; power Φ((20 · 0.01 − 1.96 · 0.1) / √0.0099) = 51.6%,
    // 783 inputs for 80% (make_fixtures.py, the second power case).
    const { now, before } = setsFor({ both: 70, nowOnly: 0, beforeOnly: 0, neither: 330 });
    const paired = pairedVerdict(pairedComparison('MR1', now, before));
    expect(paired.status).toBe('inconclusive');
    expect(paired.line).toBe(
      'MR1 prediction disagreement did not change on the same 400 inputs (from 17.5% to 17.5%, 95% CI ' +
        '−0.8 to +0.8; 0 newly violate, 0 no longer do): McNemar exact p = 1, but inconclusive: 400 ' +
        'inputs had 52% power to detect a rise of the minimum effect of 1.0 point (below 80%; ' +
        "Connor's approximation at 1.0% discordant inputs, the least such a rise needs; 0.0% " +
        'observed); about 783 inputs would give 80%',
    );
  });
});

describe('config gate.inconclusive', () => {
  const minimal = {
    task: 'vulnerability-prediction',
    dataset: { path: 'data.jsonl' },
    teacher: { outputs: 't.jsonl', output: 'probabilities' },
    student: { outputs: 's.jsonl', output: 'probabilities' },
  };

  it('defaults to warn and takes fail, pass and warn', () => {
    expect(parseConfig(minimal, '/').gate.inconclusive).toBe('warn');
    for (const policy of ['fail', 'pass', 'warn']) {
      expect(
        parseConfig({ ...minimal, gate: { inconclusive: policy } }, '/').gate.inconclusive,
      ).toBe(policy);
    }
  });

  it('refuses anything else in one line naming the allowed values', () => {
    expect(() => parseConfig({ ...minimal, gate: { inconclusive: 'ignore' } }, '/')).toThrow(
      'gate.inconclusive: got "ignore"; allowed: fail, pass, warn',
    );
    expect(() => parseConfig({ ...minimal, gate: { inconclusive: true } }, '/')).toThrow(
      'gate.inconclusive: got true; allowed: fail, pass, warn',
    );
  });
});
