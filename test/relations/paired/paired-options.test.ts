import { describe, expect, it } from 'vitest';

import { InputError } from '../../../src/errors.js';
import {
  DEFAULT_BASELINE_MAX_AGE_DAYS,
  parseBaselineMaxAgeDays,
  parsePairedOptions,
} from '../../../src/config/gate.js';
import { baselineAgeWarning, DEFAULT_PAIRED_OPTIONS } from '../../../src/relations/paired/index.js';

describe('parsePairedOptions (gate.paired)', () => {
  it('gives the defaults when absent, and null when off', () => {
    expect(DEFAULT_PAIRED_OPTIONS).toEqual({ alpha: 0.05, minEffect: 0.01 });
    expect(parsePairedOptions(undefined)).toEqual({ alpha: 0.05, minEffect: 0.01 });
    expect(parsePairedOptions({})).toEqual({ alpha: 0.05, minEffect: 0.01 });
    expect(parsePairedOptions('off')).toBeNull();
    expect(parsePairedOptions(false)).toBeNull();
    expect(parsePairedOptions(null)).toBeNull();
  });

  it('reads alpha and min-effect', () => {
    expect(parsePairedOptions({ alpha: 0.01, 'min-effect': 0 })).toEqual({
      alpha: 0.01,
      minEffect: 0,
    });
    expect(parsePairedOptions({ 'min-effect': 0.02 })).toEqual({ alpha: 0.05, minEffect: 0.02 });
  });

  it.each([
    [{ alpha: 0 }, 'gate.paired.alpha: 0 is out of range; allowed: a number in (0, 1)'],
    [{ alpha: 1 }, 'gate.paired.alpha: 1 is out of range; allowed: a number in (0, 1)'],
    [{ alpha: '0.05' }, 'gate.paired.alpha: got "0.05"; allowed: a number in (0, 1)'],
    [
      { 'min-effect': -0.01 },
      'gate.paired.min-effect: -0.01 is out of range; allowed: a number in [0, 1)',
    ],
    [{ 'min-effect': 1 }, 'gate.paired.min-effect: 1 is out of range; allowed: a number in [0, 1)'],
    [{ minEffect: 0.02 }, 'gate.paired.minEffect: unknown key; allowed: alpha, min-effect'],
    [[0.05], 'gate.paired: got a list; allowed: off, or a mapping with alpha, min-effect'],
    ['on', 'gate.paired: got "on"; allowed: off, or a mapping with alpha, min-effect'],
  ] as [unknown, string][])('refuses %o', (raw, message) => {
    expect(() => parsePairedOptions(raw)).toThrow(new InputError(message));
  });
});

describe('parseBaselineMaxAgeDays (gate.baseline-max-age-days)', () => {
  it('defaults to 30 and can be switched off', () => {
    expect(DEFAULT_BASELINE_MAX_AGE_DAYS).toBe(30);
    expect(parseBaselineMaxAgeDays(undefined)).toBe(30);
    expect(parseBaselineMaxAgeDays(7)).toBe(7);
    expect(parseBaselineMaxAgeDays(0.5)).toBe(0.5);
    expect(parseBaselineMaxAgeDays('off')).toBeNull();
    expect(parseBaselineMaxAgeDays(null)).toBeNull();
  });

  it.each([0, -3, '30', Number.POSITIVE_INFINITY])('refuses %s', (raw) => {
    expect(() => parseBaselineMaxAgeDays(raw)).toThrow(InputError);
  });

  it('names the key and what is allowed', () => {
    expect(() => parseBaselineMaxAgeDays(0)).toThrow(
      new InputError('gate.baseline-max-age-days: got 0; allowed: a number of days > 0, or off'),
    );
  });
});

describe('baselineAgeWarning', () => {
  const created = '2025-01-01T00:00:00.000Z';

  it('warns when older than the limit (45.5 days > 30)', () => {
    expect(baselineAgeWarning(created, new Date('2025-02-15T12:00:00.000Z'), 30)).toBe(
      'the baseline report is 45.5 days old (created 2025-01-01T00:00:00.000Z), older than ' +
        'gate.baseline-max-age-days 30; rerun the base branch to refresh it',
    );
  });

  it('does not warn at exactly the limit, when younger, in the future, or when off', () => {
    expect(baselineAgeWarning(created, new Date('2025-01-31T00:00:00.000Z'), 30)).toBeNull();
    expect(baselineAgeWarning(created, new Date('2025-01-31T00:00:00.001Z'), 30)).not.toBeNull();
    expect(baselineAgeWarning(created, new Date('2025-01-02T00:00:00.000Z'), 30)).toBeNull();
    expect(baselineAgeWarning(created, new Date('2024-12-01T00:00:00.000Z'), 30)).toBeNull();
    expect(baselineAgeWarning(created, new Date('2030-01-01T00:00:00.000Z'), null)).toBeNull();
  });

  it('refuses a createdAt that is not a date-time', () => {
    expect(() => baselineAgeWarning('yesterday', new Date(), 30)).toThrow(
      new InputError('baseline report: createdAt is "yesterday"; expected an ISO 8601 date-time'),
    );
  });
});
