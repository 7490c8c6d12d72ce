/** The `transforms` section: the transformed-input evaluation and its `attack` probe. */
import { InputError } from '../errors.js';
import {
  parseTransformKind,
  parseTransformLanguage,
  TRANSFORM_KINDS,
} from '../transforms/kinds.js';
import { ATTACK_METHODS, type AttackMethod } from './names.js';
import { isOff, type Section } from './section.js';
import {
  DEFAULT_ATTACK,
  DEFAULT_MAX_FLIP_RATE_RATIO,
  DEFAULT_MIN_FLIPS,
  type AttackConfig,
  type TransformsConfig,
} from './types.js';

export function readTransforms(root: Section): TransformsConfig | null {
  const raw = root.get('transforms');
  if (raw === undefined || isOff(raw)) return null;
  const s = root.child(raw, 'transforms');
  const languageValue = s.get('language');
  if (languageValue === undefined || languageValue === null) {
    throw new InputError(
      'transforms.language: required (the language of the inputs: c or java, which grammar parses them)',
    );
  }
  const language = parseTransformLanguage(String(languageValue));
  const kinds = s.distinctList('kinds', TRANSFORM_KINDS, (kind) =>
    parseTransformKind(String(kind)),
  );
  const attackRaw = s.get('attack');
  const attack =
    attackRaw === undefined || isOff(attackRaw)
      ? null
      : readAttack(s.child(attackRaw === true ? {} : attackRaw, s.key('attack')));
  const config: TransformsConfig = {
    language,
    kinds: kinds ?? [...TRANSFORM_KINDS],
    seed: s.number('seed', 1, { min: 0, max: Number.MAX_SAFE_INTEGER, integer: true })!,
    limit: s.number('limit', null, { min: 1, max: Number.MAX_SAFE_INTEGER, integer: true }),
    maxFlipRateRatio: s.ceiling('max-flip-rate-ratio', DEFAULT_MAX_FLIP_RATE_RATIO, 1e6),
    minFlips: s.number('min-flips', DEFAULT_MIN_FLIPS, { min: 0, max: 1_000_000, integer: true })!,
    attack,
  };
  s.rejectUnknown();
  return config;
}

/** `transforms.attack`: `true` or a mapping (every key has a default). */
function readAttack(a: Section): AttackConfig {
  const allowed = `allowed: a non-empty list of ${ATTACK_METHODS.join(', ')}`;
  const methods = a.distinctList('methods', ATTACK_METHODS, (method) => {
    if (!(ATTACK_METHODS as readonly unknown[]).includes(method)) {
      throw new InputError(
        `${a.key('methods')}: ${JSON.stringify(method)} is not a method; ${allowed}`,
      );
    }
    return method as AttackMethod;
  });
  const attack: AttackConfig = {
    methods: methods ?? [...DEFAULT_ATTACK.methods],
    queries: a.number('queries', DEFAULT_ATTACK.queries, { min: 1, max: 10_000, integer: true })!,
    maxInputs: a.number('max-inputs', DEFAULT_ATTACK.maxInputs, {
      min: 1,
      max: 1_000_000,
      integer: true,
    })!,
    timeBudgetSeconds: a.number('time-budget-seconds', DEFAULT_ATTACK.timeBudgetSeconds, {
      min: 0,
      max: 7 * 24 * 3600,
      exclusiveMin: true,
    })!,
    candidates: a.number('candidates', DEFAULT_ATTACK.candidates, {
      min: 1,
      max: 100_000,
      integer: true,
    })!,
    maxRelativeDegradation: a.ceiling(
      'max-relative-degradation',
      DEFAULT_ATTACK.maxRelativeDegradation,
      1e6,
    ),
  };
  a.rejectUnknown();
  return attack;
}
