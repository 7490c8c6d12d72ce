/** The `transforms` section: the transformed-input evaluation and its `attack` probe. */
import os from 'node:os';
import { InputError } from '../errors.js';
import {
  DEFAULT_TRANSFORM_KINDS,
  TRANSFORM_KINDS,
  TRANSFORM_LANGUAGES,
  type TransformKind,
  type TransformLanguage,
} from '../transforms/kinds.js';
import { closestName } from './did-you-mean.js';
import { ATTACK_METHOD_FACTS, ATTACK_METHODS, type AttackMethod } from './names.js';
import { describe, isOff, type Section } from './section.js';
import {
  CODA_IDENTIFIERS,
  CODA_STRUCTURES,
  DEFAULT_ATTACK,
  DEFAULT_MAX_FLIP_RATE_RATIO,
  DEFAULT_MIN_FLIPS,
  DEGRADATION_READINGS,
  MHM_ACCEPTANCES,
  PAIR_SIDES,
  type AttackConfig,
  type LanguageModelConfig,
  type TransformsConfig,
} from './types.js';

export function readTransforms(
  root: Section,
  resolve: (p: string) => string,
): TransformsConfig | null {
  const raw = root.get('transforms');
  if (raw === undefined || isOff(raw)) return null;
  const s = root.child(raw, 'transforms');
  const languageValue = s.get('language');
  if (languageValue === undefined || languageValue === null) {
    throw new InputError(
      'transforms.language: required (the language of the inputs: c or java, which grammar parses them)',
    );
  }
  if (!(TRANSFORM_LANGUAGES as readonly unknown[]).includes(languageValue)) {
    throw new InputError(
      `transforms.language: got ${describe(languageValue)}; allowed: ${TRANSFORM_LANGUAGES.join(', ')}`,
    );
  }
  const language = languageValue as TransformLanguage;
  const kinds = s.distinctList('kinds', TRANSFORM_KINDS, (kind) => {
    if (!(TRANSFORM_KINDS as readonly unknown[]).includes(kind)) {
      const close = typeof kind === 'string' ? closestName(kind, TRANSFORM_KINDS) : null;
      const hint = close === null ? '' : ` (did you mean ${close}?)`;
      throw new InputError(
        `${s.key('kinds')}: ${describe(kind)} is not a kind${hint}; allowed: a non-empty list of ${TRANSFORM_KINDS.join(', ')}`,
      );
    }
    return kind as TransformKind;
  });
  const attackRaw = s.get('attack');
  const attack =
    attackRaw === undefined || isOff(attackRaw)
      ? null
      : readAttack(s.child(attackRaw === true ? {} : attackRaw, s.key('attack')), resolve);
  const config: TransformsConfig = {
    language,
    kinds: kinds ?? [...DEFAULT_TRANSFORM_KINDS],
    seed: s.number('seed', 1, { min: 0, max: Number.MAX_SAFE_INTEGER, integer: true })!,
    limit: s.number('limit', null, { min: 1, max: Number.MAX_SAFE_INTEGER, integer: true }),
    maxFlipRateRatio: s.ceiling('max-flip-rate-ratio', DEFAULT_MAX_FLIP_RATE_RATIO, 1e6),
    minFlips: s.number('min-flips', DEFAULT_MIN_FLIPS, { min: 0, max: 1_000_000, integer: true })!,
    attack,
  };
  s.rejectUnknown();
  return config;
}

/** transforms.attack.language-model: the masked LM of alert (docs/models.md); null when absent. */
function readLanguageModel(a: Section, resolve: (p: string) => string): LanguageModelConfig | null {
  const raw = a.get('language-model');
  if (raw === undefined || isOff(raw)) return null;
  const l = a.child(raw, a.key('language-model'));
  const file = (name: string) => {
    const value = l.string(name, null);
    if (value === null) {
      throw new InputError(`${l.key(name)}: required (a path; the contract is in docs/models.md)`);
    }
    return resolve(value);
  };
  const languageModel = {
    model: file('model'),
    tokenizer: file('tokenizer'),
    maxLength: l.number('max-length', 512, { min: 3, max: 4096, integer: true })!,
  };
  l.rejectUnknown();
  return languageModel;
}

/** `transforms.attack`: `true` or a mapping (every key has a default). */
function readAttack(a: Section, resolve: (p: string) => string): AttackConfig {
  const allowed = `allowed: a non-empty list of ${ATTACK_METHODS.join(', ')}`;
  const languageModel = readLanguageModel(a, resolve);
  const substitutes = a.string('substitutes', null);
  // off names no directory, as it switches the other settings off (a directory called off: ./off).
  const cache = isOff(a.get('cache') ?? null) ? null : a.string('cache', null);
  const hasLanguageModel = languageModel !== null || substitutes !== null;
  const methods = a.distinctList('methods', ATTACK_METHODS, (method) => {
    if (!(ATTACK_METHODS as readonly unknown[]).includes(method)) {
      throw new InputError(
        `${a.key('methods')}: ${JSON.stringify(method)} is not a method; ${allowed}`,
      );
    }
    return method as AttackMethod;
  });
  const needs = (m: AttackMethod) => ATTACK_METHOD_FACTS[m].languageModel === 'needs';
  const needing = methods?.find(needs);
  if (needing !== undefined && !hasLanguageModel) {
    throw new InputError(
      `${a.key('methods')}: ${needing} needs ${a.key('language-model')} (a masked language model, docs/models.md) or ${a.key('substitutes')} (the reference's substitutes file)`,
    );
  }
  const attack: AttackConfig = {
    // Default: every method, alert only when it has a language model (or substitutes).
    methods: methods ?? DEFAULT_ATTACK.methods.filter((m) => hasLanguageModel || !needs(m)),
    // Caps for CI; absent (the default), each method runs on its reference's budget.
    queries: a.number('queries', null, { min: 1, max: 10_000_000, integer: true }),
    maxInputs: a.number('max-inputs', DEFAULT_ATTACK.maxInputs, {
      min: 1,
      max: 1_000_000,
      integer: true,
    })!,
    timeBudgetSeconds: a.number('time-budget-seconds', null, {
      min: 0,
      max: 7 * 24 * 3600,
      exclusiveMin: true,
    }),
    candidates: a.number('candidates', DEFAULT_ATTACK.candidates, {
      min: 1,
      max: 100_000,
      integer: true,
    })!,
    languageModel,
    substitutes: substitutes === null ? null : resolve(substitutes),
    cache: cache === null ? null : resolve(cache.replace(/^~(?=\/)/, os.homedir())),
    pairSide: a.choice('pair-side', PAIR_SIDES, DEFAULT_ATTACK.pairSide),
    mhmAcceptance: a.choice('mhm-acceptance', MHM_ACCEPTANCES, DEFAULT_ATTACK.mhmAcceptance),
    codaStructure: a.choice('coda-structure', CODA_STRUCTURES, DEFAULT_ATTACK.codaStructure),
    codaIdentifiers: a.choice('coda-identifiers', CODA_IDENTIFIERS, DEFAULT_ATTACK.codaIdentifiers),
    maxRelativeDegradation: a.ceiling(
      'max-relative-degradation',
      DEFAULT_ATTACK.maxRelativeDegradation,
      1e6,
    ),
    minAttacked: a.number('min-attacked', DEFAULT_ATTACK.minAttacked, {
      min: 0,
      max: 1_000_000,
      integer: true,
    })!,
    degradationReading: a.choice(
      'degradation-reading',
      DEGRADATION_READINGS,
      DEFAULT_ATTACK.degradationReading,
    ),
  };
  a.rejectUnknown();
  return attack;
}
