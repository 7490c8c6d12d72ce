import { describe, expect, it } from 'vitest';
import { applyOverrides, parseConfig } from '../../src/config/load.js';
import path from 'node:path';

const BASE = '/base';

const minimal = {
  task: 'vulnerability-prediction',
  dataset: { path: 'data.jsonl' },
  teacher: { model: 't.onnx', tokenizer: 'tok.json' },
  student: { model: 's.onnx', tokenizer: 'tok.json' },
};

const withTransforms = (transforms: unknown) => parseConfig({ ...minimal, transforms }, '/base');

describe('the transforms section', () => {
  it('is null when absent, null or off', () => {
    expect(parseConfig(minimal, '/base').transforms).toBeNull();
    expect(withTransforms(null).transforms).toBeNull();
    expect(withTransforms('off').transforms).toBeNull();
  });

  it('fills the defaults: every kind, seed 1, no limit, ratio ceiling 2, min-flips 5, no attack', () => {
    expect(withTransforms({ language: 'c' }).transforms).toEqual({
      language: 'c',
      kinds: ['rename-locals', 'dead-code', 'swap-operands', 'loop-rewrite'],
      seed: 1,
      limit: null,
      maxFlipRateRatio: 2,
      minFlips: 5,
      attack: null,
    });
  });

  it('reads every key, kebab-case, and the attack with its defaults', () => {
    const config = withTransforms({
      language: 'java',
      kinds: ['rename-locals', 'dead-code'],
      seed: 7,
      limit: 50,
      'max-flip-rate-ratio': 'off',
      'min-flips': 0,
      attack: {
        methods: ['greedy', 'mhm'],
        queries: 40,
        'max-inputs': 20,
        'time-budget-seconds': 30.5,
        candidates: 60,
        'language-model': {
          model: 'mlm/code-mlm.onnx',
          tokenizer: 'mlm/tokenizer.json',
          'max-length': 256,
        },
        cache: 'cache/subs',
        'pair-side': 'both',
        'mhm-acceptance': 'proposal',
        'coda-structure': 'extended',
        'coda-identifiers': 'reference',
        'max-relative-degradation': 0.5,
        'min-attacked': 30,
        'degradation-reading': 'relative-drops',
      },
    });
    expect(config.transforms).toEqual({
      language: 'java',
      kinds: ['rename-locals', 'dead-code'],
      seed: 7,
      limit: 50,
      maxFlipRateRatio: null,
      minFlips: 0,
      attack: {
        methods: ['greedy', 'mhm'],
        queries: 40,
        maxInputs: 20,
        timeBudgetSeconds: 30.5,
        candidates: 60,
        languageModel: {
          model: path.resolve(BASE, 'mlm/code-mlm.onnx'),
          tokenizer: path.resolve(BASE, 'mlm/tokenizer.json'),
          maxLength: 256,
        },
        substitutes: null,
        cache: path.resolve(BASE, 'cache/subs'),
        pairSide: 'both',
        mhmAcceptance: 'proposal',
        codaStructure: 'extended',
        codaIdentifiers: 'reference',
        maxRelativeDegradation: 0.5,
        minAttacked: 30,
        degradationReading: 'relative-drops',
      },
    });
    // Default: every method but alert (it needs a language model), each on its
    // reference budget, no caps, the references' vocabulary of 5,000, the
    // references' rules (a pair's first function only, mhm's acceptance).
    expect(withTransforms({ language: 'c', attack: {} }).transforms!.attack).toEqual({
      methods: ['mhm', 'wir-random', 'coda', 'greedy'],
      queries: null,
      maxInputs: 100,
      timeBudgetSeconds: null,
      candidates: 5000,
      languageModel: null,
      substitutes: null,
      cache: null,
      pairSide: 'first',
      mhmAcceptance: 'reference',
      codaStructure: 'reference',
      // The module's locals: the reference's names break most functions' compilation.
      codaIdentifiers: 'locals',
      maxRelativeDegradation: 1,
      minAttacked: 10,
      degradationReading: 'points',
    });
    // With a language model, all five.
    expect(
      withTransforms({
        language: 'c',
        attack: { 'language-model': { model: 'm', tokenizer: 't' } },
      }).transforms!.attack!.methods,
    ).toEqual(['mhm', 'wir-random', 'alert', 'coda', 'greedy']);
    expect(() => withTransforms({ language: 'c', attack: { methods: ['alert'] } })).toThrow(
      "transforms.attack.methods: alert needs transforms.attack.language-model (a masked language model, docs/models.md) or transforms.attack.substitutes (the reference's substitutes file)",
    );
    expect(withTransforms({ language: 'c', attack: true }).transforms!.attack).not.toBeNull();
    expect(withTransforms({ language: 'c', attack: 'off' }).transforms!.attack).toBeNull();
    // off names no directory (it once named ./off), as null does; a directory is resolved.
    const cacheOf = (cache: unknown) =>
      withTransforms({ language: 'c', attack: { cache } }).transforms!.attack!.cache;
    expect([cacheOf('off'), cacheOf(null), cacheOf('./off')]).toEqual([
      null,
      null,
      path.resolve(BASE, 'off'),
    ]);
    expect(
      withTransforms({ language: 'c', attack: { 'max-relative-degradation': null } }).transforms!
        .attack!.maxRelativeDegradation,
    ).toBeNull();
  });

  it('takes overrides from dotted flags', () => {
    const document = applyOverrides({ ...minimal, transforms: { language: 'c' } }, [
      ['transforms.attack.queries', '25'],
      ['transforms.kinds', '[swap-operands]'],
      ['transforms.attack.methods', '[wir-random, greedy]'],
    ]);
    const config = parseConfig(document, '/base');
    expect(config.transforms!.attack!.queries).toBe(25);
    expect(config.transforms!.attack!.methods).toEqual(['wir-random', 'greedy']);
    expect(config.transforms!.kinds).toEqual(['swap-operands']);
  });

  it('accepts misleading-comment, which the default kinds leave out', () => {
    expect(
      withTransforms({ language: 'java', kinds: ['misleading-comment'] }).transforms!.kinds,
    ).toEqual(['misleading-comment']);
    expect(withTransforms({ language: 'java' }).transforms!.kinds).not.toContain(
      'misleading-comment',
    );
  });

  it('rejects a language the grammars do not cover, naming the key', () => {
    expect(() => withTransforms({ language: 'python' })).toThrow(
      'transforms.language: got "python"; allowed: c, java',
    );
    expect(() => withTransforms({ kinds: ['dead-code'] })).toThrow(
      'transforms.language: required (the language of the inputs: c or java, which grammar parses them)',
    );
  });

  it('rejects unknown, duplicate and empty kinds', () => {
    expect(() => withTransforms({ language: 'c', kinds: ['rename'] })).toThrow(
      'transforms.kinds: "rename" is not a kind; allowed: a non-empty list of ' +
        'rename-locals, dead-code, swap-operands, loop-rewrite, branch-swap, relational-flip, increment-form, compound-assignment, constant-form, declaration-split, while-form, statement-swap, switch-to-if, misleading-comment',
    );
    expect(() => withTransforms({ language: 'c', kinds: ['misleading-coment'] })).toThrow(
      'transforms.kinds: "misleading-coment" is not a kind (did you mean misleading-comment?); allowed:',
    );
    expect(() => withTransforms({ language: 'c', kinds: ['dead-code', 'dead-code'] })).toThrow(
      'transforms.kinds: dead-code is given twice',
    );
    expect(() => withTransforms({ language: 'c', kinds: [] })).toThrow(
      'transforms.kinds: got an empty list; allowed: a non-empty list of rename-locals, dead-code, swap-operands, loop-rewrite',
    );
  });

  it('rejects an attack budget of 0 or absurd sizes with the allowed range', () => {
    const attack = (a: unknown) => () => withTransforms({ language: 'c', attack: a });
    expect(attack({ queries: 0 })).toThrow(
      'transforms.attack.queries: 0 is out of range; allowed: an integer in [1, 10000000]',
    );
    expect(attack({ queries: 1e9 })).toThrow(
      'transforms.attack.queries: 1000000000 is out of range; allowed: an integer in [1, 10000000]',
    );
    expect(attack({ queries: 2.5 })).toThrow('transforms.attack.queries: 2.5 is out of range');
    expect(attack({ queries: 'many' })).toThrow(
      'transforms.attack.queries: got "many"; allowed: an integer in [1, 10000000]',
    );
    expect(attack({ 'time-budget-seconds': 0 })).toThrow(
      'transforms.attack.time-budget-seconds: 0 is out of range; allowed: a number in (0, 604800]',
    );
    expect(attack({ 'max-inputs': 0 })).toThrow(
      'transforms.attack.max-inputs: 0 is out of range; allowed: an integer in [1, 1000000]',
    );
    expect(attack({ candidates: 1e7 })).toThrow(
      'transforms.attack.candidates: 10000000 is out of range; allowed: an integer in [1, 100000]',
    );
    expect(attack({ 'pair-side': 'second' })).toThrow(
      'transforms.attack.pair-side: got "second"; allowed: first, both',
    );
    expect(attack({ 'mhm-acceptance': true })).toThrow(
      'transforms.attack.mhm-acceptance: got true; allowed: reference, proposal',
    );
    expect(attack({ 'coda-structure': 'faithful' })).toThrow(
      'transforms.attack.coda-structure: got "faithful"; allowed: reference, extended',
    );
    expect(attack({ 'coda-identifiers': 'all' })).toThrow(
      'transforms.attack.coda-identifiers: got "all"; allowed: locals, reference',
    );
    expect(attack({ 'min-attacked': -1 })).toThrow(
      'transforms.attack.min-attacked: -1 is out of range; allowed: an integer in [0, 1000000]',
    );
    expect(attack({ 'min-attacked': 'ten' })).toThrow(
      'transforms.attack.min-attacked: got "ten"; allowed: an integer in [0, 1000000]',
    );
    expect(attack({ 'min-atacked': 5 })).toThrow(
      'unknown config key: transforms.attack.min-atacked (did you mean transforms.attack.min-attacked?)',
    );
    expect(attack({ querys: 5 })).toThrow(
      'unknown config key: transforms.attack.querys (did you mean transforms.attack.queries?)',
    );
    expect(() => withTransforms({ language: 'c', 'max-flip-rate-ratio': -1 })).toThrow(
      'transforms.max-flip-rate-ratio: -1 is out of range; allowed: a number in [0, 1000000]',
    );
    expect(attack({ methods: ['mhm', 'bert-attack'] })).toThrow(
      'transforms.attack.methods: "bert-attack" is not a method; allowed: a non-empty list of mhm, wir-random, alert, coda, greedy',
    );
    expect(attack({ methods: [] })).toThrow(
      'transforms.attack.methods: got an empty list; allowed: a non-empty list of mhm, wir-random, alert, coda, greedy',
    );
    expect(attack({ methods: ['mhm', 'mhm'] })).toThrow(
      'transforms.attack.methods: mhm is given twice',
    );
    expect(
      withTransforms({ language: 'c', attack: { methods: 'coda' } }).transforms!.attack!.methods,
    ).toEqual(['coda']);
    expect(() => withTransforms({ language: 'c', 'min-flips': 2.5 })).toThrow(
      'transforms.min-flips: 2.5 is out of range; allowed: an integer in [0, 1000000]',
    );
    expect(() => withTransforms({ language: 'c', limit: 0 })).toThrow(
      'transforms.limit: 0 is out of range',
    );
  });

  it('names unknown keys of the section', () => {
    expect(() => withTransforms({ language: 'c', kind: ['dead-code'] })).toThrow(
      'unknown config key: transforms.kind (did you mean transforms.kinds?)',
    );
  });

  it('needs ONNX models: precomputed outputs cannot score transformed inputs', () => {
    expect(() =>
      parseConfig(
        { ...minimal, teacher: { outputs: 't.npy' }, transforms: { language: 'c' } },
        '/',
      ),
    ).toThrow(
      'transforms: needs an ONNX model for the teacher; teacher.outputs gives precomputed outputs, which cannot score transformed inputs (remove the transforms section or give teacher.model)',
    );
  });
});
