/**
 * The `relations` and `gate` sections: the relations' parameters, the
 * ceilings, and the regression checks against a baseline (the paired test
 * and the baseline's age).
 */
import { InputError } from '../errors.js';
import { DEFAULT_PAIRED_OPTIONS, type PairedOptions } from '../relations/paired/paired-options.js';
import { DEFAULT_RELATIONS, type RelationName, type RelationsOptions } from '../relations/types.js';
import { readDirections } from './directions.js';
import {
  DEFAULT_INCONCLUSIVE_POLICY,
  INCONCLUSIVE_POLICIES,
  isCompletionTask,
  type Task,
} from './names.js';
import { describe, isOff, type Resolve, type Section } from './section.js';
import {
  COMPLETION_CEILING_KEYS,
  DEFAULT_CEILINGS,
  DEFAULT_COMPLETION_CEILINGS,
  type GateConfig,
} from './types.js';

const PROBABILITY = { min: 0, max: 1 };

export function readRelations(r: Section): RelationsOptions {
  const relations = {
    epsilon: r.number('epsilon', DEFAULT_RELATIONS.epsilon, {
      min: 0,
      max: 100,
      exclusiveMin: true,
    })!,
    tau: r.number('tau', DEFAULT_RELATIONS.tau, PROBABILITY)!,
    delta3: r.number('delta3', DEFAULT_RELATIONS.delta3, PROBABILITY)!,
    bins: r.number('bins', DEFAULT_RELATIONS.bins, { min: 1, max: 1000, integer: true })!,
    nMin: r.number('n-min', DEFAULT_RELATIONS.nMin, { min: 1, max: 1e9, integer: true })!,
    delta4: r.number('delta4', DEFAULT_RELATIONS.delta4, PROBABILITY)!,
  };
  r.rejectUnknown();
  return relations;
}

/**
/**
 * Reads the `gate` section. `classes`: the config's `labels` and task, which
 * name the classes `gate.directions` may name. A classifier's ceilings are
 * `gate.ceilings.mr1` … `mr4` (and `negative-flips`); task code-completion's
 * per-position ones are named by what they count (COMPLETION_CEILING_KEYS:
 * top1-disagreement, kl-above-epsilon, confidence-lost,
 * calibration-bins-apart), with their own defaults, and it has no class
 * directions.
 */
export function readGate(
  g: Section,
  resolve: Resolve,
  classes: { labels: string[] | null; task: Task },
): GateConfig {
  const ceilingsSection = g.section('ceilings');
  const completion = isCompletionTask(classes.task);
  const defaults = completion ? DEFAULT_COMPLETION_CEILINGS : DEFAULT_CEILINGS;
  const ceilings = { ...defaults };
  for (const name of Object.keys(defaults) as RelationName[]) {
    const key = completion ? COMPLETION_CEILING_KEYS[name] : name.toLowerCase();
    ceilings[name] = ceilingsSection.ceiling(key, defaults[name], 1);
  }
  const negativeFlips = completion ? null : ceilingsSection.ceiling('negative-flips', null, 1);
  ceilingsSection.rejectUnknown();
  const baselinePath = g.string('baseline', null);
  const gate = {
    ceilings,
    directions: completion
      ? []
      : readDirections(g.get('directions'), classes.labels, classes.task, g.key('directions')),
    negativeFlips,
    baseline: baselinePath === null ? null : resolve(baselinePath),
    maxDegradation: g.number('max-degradation', null, PROBABILITY),
    percentMaxDegradation: g.number('percent-max-degradation', null, { min: 0, max: 1e6 }),
    paired: parsePairedOptions(g.get('paired'), g.key('paired')),
    baselineMaxAgeDays: parseBaselineMaxAgeDays(
      g.get('baseline-max-age-days'),
      g.key('baseline-max-age-days'),
    ),
    inconclusive: g.choice('inconclusive', INCONCLUSIVE_POLICIES, DEFAULT_INCONCLUSIVE_POLICY),
  };
  g.rejectUnknown();
  return gate;
}

/**
 * Default of `gate.baseline-max-age-days`. A baseline is the base branch's
 * last report; after a month the base branch has usually moved (models,
 * data, thresholds), so the comparison is still made but flagged.
 */
export const DEFAULT_BASELINE_MAX_AGE_DAYS = 30;

const PAIRED_KEYS = ['alpha', 'min-effect'] as const;

function fraction(
  raw: Record<string, unknown>,
  key: (typeof PAIRED_KEYS)[number],
  where: string,
  fallback: number,
  range: { min: number; minIncluded: boolean },
): number {
  const value = raw[key];
  if (value === undefined) return fallback;
  const allowed = `a number in ${range.minIncluded ? '[' : '('}${range.min}, 1)`;
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    throw new InputError(`${where}.${key}: got ${describe(value)}; allowed: ${allowed}`);
  }
  const tooLow = range.minIncluded ? value < range.min : value <= range.min;
  if (tooLow || value >= 1) {
    throw new InputError(`${where}.${key}: ${value} is out of range; allowed: ${allowed}`);
  }
  return value;
}

/**
 * Reads the `gate.paired` value of a parsed config.
 *
 * @param raw - the value under the key: undefined (absent: defaults), `off`,
 *   false or null (paired test off), or a mapping with `alpha` and/or
 *   `min-effect`.
 * @param where - the key's dotted path, for messages.
 * @returns the options, or null when the paired test is off.
 * @throws InputError naming the key, the bad value and what is allowed, for
 *   a value of the wrong kind, a number out of range, or an unknown key.
 *
 * @example
 * parsePairedOptions(undefined);             // { alpha: 0.05, minEffect: 0.01 }
 * parsePairedOptions({ 'min-effect': 0.02 }); // { alpha: 0.05, minEffect: 0.02 }
 * parsePairedOptions('off');                 // null
 */
export function parsePairedOptions(raw: unknown, where = 'gate.paired'): PairedOptions | null {
  if (raw === undefined) return { ...DEFAULT_PAIRED_OPTIONS };
  if (isOff(raw)) return null;
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    throw new InputError(
      `${where}: got ${describe(raw)}; allowed: off, or a mapping with ${PAIRED_KEYS.join(', ')}`,
    );
  }
  const mapping = raw as Record<string, unknown>;
  for (const key of Object.keys(mapping)) {
    if (!(PAIRED_KEYS as readonly string[]).includes(key)) {
      throw new InputError(`${where}.${key}: unknown key; allowed: ${PAIRED_KEYS.join(', ')}`);
    }
  }
  return {
    alpha: fraction(mapping, 'alpha', where, DEFAULT_PAIRED_OPTIONS.alpha, {
      min: 0,
      minIncluded: false,
    }),
    minEffect: fraction(mapping, 'min-effect', where, DEFAULT_PAIRED_OPTIONS.minEffect, {
      min: 0,
      minIncluded: true,
    }),
  };
}

/**
 * Reads `gate.baseline-max-age-days`: undefined gives the default (30), `off`,
 * false or null give null (never warn), otherwise a number > 0 (fractions of
 * a day allowed).
 *
 * @throws InputError naming the key, the bad value and what is allowed.
 *
 * @example
 * parseBaselineMaxAgeDays(undefined); // 30
 * parseBaselineMaxAgeDays(7);         // 7
 * parseBaselineMaxAgeDays('off');     // null
 */
export function parseBaselineMaxAgeDays(
  raw: unknown,
  where = 'gate.baseline-max-age-days',
): number | null {
  if (raw === undefined) return DEFAULT_BASELINE_MAX_AGE_DAYS;
  if (isOff(raw)) return null;
  if (typeof raw !== 'number' || !Number.isFinite(raw) || raw <= 0) {
    throw new InputError(`${where}: got ${describe(raw)}; allowed: a number of days > 0, or off`);
  }
  return raw;
}
