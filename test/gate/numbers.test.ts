import { describe, expect, it } from 'vitest';

import {
  formatPValue,
  percent,
  points,
  shownDifference,
  signed,
  significant3,
} from '../../src/gate/numbers.js';
import { relativeChange } from '../../src/report/robustness-format.js';

describe('signed: the one signed formatter', () => {
  it('writes + and a minus sign (U+2212), never a sign on what rounds to zero', () => {
    expect(signed(2.66, 1)).toBe('+2.7');
    expect(signed(-2.66, 1)).toBe('−2.7');
    // −0.04 rounds to 0.0 at one decimal: unsigned, neither "−0.0" nor "+0.0".
    expect(signed(-0.04, 1)).toBe('0.0');
    expect(signed(0.04, 1)).toBe('0.0');
    expect(signed(-0, 1)).toBe('0.0');
    expect(signed(0, 1)).toBe('0.0');
    // −0.05 is −0.05000000000000000277 in float64: it rounds away from zero to −0.1.
    expect(signed(-0.05, 1)).toBe('−0.1');
    expect(signed(-0.0004, 3)).toBe('0.000');
    expect(signed(-0.0006, 3)).toBe('−0.001');
  });

  it('is what every signed percentage of a report is made of', () => {
    // A relative degradation of −0.0004 is −0.04%: 0.0%, not "−0.0%".
    expect(relativeChange(-0.0004)).toBe('0.0%');
    expect(relativeChange(-0)).toBe('0.0%');
    expect(relativeChange(1.85)).toBe('+185.0%');
    expect(relativeChange(-0.5)).toBe('−50.0%');
    expect(relativeChange('infinite')).toBe('+∞');
    expect(relativeChange(null)).toBe('—');
  });
});

describe('the unsigned numbers', () => {
  it('writes percentages, points and bounds as a reviewer reads them', () => {
    expect(percent(0.1425)).toBe('14.2%');
    expect(percent(0.1425, 2)).toBe('14.25%');
    expect(percent(null)).toBe('—');
    expect(points(0.0325)).toBe('3.3');
    expect(significant3(1.9173132964559874)).toBe('1.92');
    expect(significant3(20.920478246958158)).toBe('20.9');
    expect(significant3(Infinity)).toBe('∞');
  });

  it('gives a p-value two significant digits, exponent form below 0.001', () => {
    expect(formatPValue(0)).toBe('1');
    expect(formatPValue(Math.log(0.0191572904586792))).toBe('0.019');
    expect(formatPValue(Math.log(0.00012345))).toBe('1.2e-4');
    // 9.96e-5 rounds up to 10.0: shown as 1.0e-4.
    expect(formatPValue(Math.log(9.96e-5))).toBe('1.0e-4');
    // ln p = −2000: log10 p = −868.59, p = 2.57e-869.
    expect(formatPValue(-2000)).toBe('2.6e-869');
  });
});

describe('shownDifference', () => {
  it('subtracts the two values as shown, so a gap always equals the difference of its operands', () => {
    // The examples. F1 0.7492 (shown 0.749) − 0.7876 (0.788): −0.039, where the
    // unrounded −0.0384 would read −0.038.
    expect(shownDifference(0.7492, 0.7876, 3)).toBe(-0.039);
    expect((0.7492 - 0.7876).toFixed(3)).toBe('-0.038');
    // ECE 0.0794 (shown 0.079) − 0.0196 (0.020): the unrounded 0.0598 would read +0.060, as shown +0.059.
    expect(shownDifference(0.0794, 0.0196, 3)).toBe(0.059);
    expect((0.0794 - 0.0196).toFixed(3)).toBe('0.060');
    // Rates in points: 64/400 = 16.0%, 49/400 = 12.25% (shown 12.3%): 3.7 points, not 3.75 → 3.8.
    expect(shownDifference((64 / 400) * 100, (49 / 400) * 100, 1)).toBe(3.7);
    expect(((49 / 400) * 100).toFixed(1)).toBe('12.3');
    // Exact in whole units: no float residue such as 0.30000000000000004.
    expect(shownDifference(0.3, 0.1, 1)).toBe(0.2);
    expect(shownDifference(0.25, 0.25, 2)).toBe(0);
  });
});
