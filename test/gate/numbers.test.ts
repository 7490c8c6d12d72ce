import { describe, expect, it } from 'vitest';

import { formatPValue, percent, points, signed, significant3 } from '../../src/gate/numbers.js';
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
