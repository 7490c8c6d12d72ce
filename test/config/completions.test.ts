import { describe, expect, it } from 'vitest';
import { readCompletions } from '../../src/config/completions.js';
import { Section } from '../../src/config/section.js';
import { InputError } from '../../src/errors.js';

const read = (completion: object, maxLength = 256, language: 'c' | 'java' | null = 'c') =>
  readCompletions(Section.of(completion, 'completion'), maxLength, language);

describe('completion.completions', () => {
  it("absent: the defaults (50 prompts, 64 new tokens, cut at 0.75, the transforms' language)", () => {
    const defaults = { prompts: 50, maxNewTokens: 64, cut: 0.75, language: 'c' };
    expect(read({})).toEqual(defaults);
    expect(read({ completions: {} })).toEqual(defaults);
    expect(read({}, 256, 'java')).toMatchObject({ language: 'java' });
  });

  it('needs a language: its own key or the transforms section', () => {
    expect(read({ completions: { language: 'java' } }, 256, null)).toMatchObject({
      language: 'java',
    });
    expect(() => read({}, 256, null)).toThrow(
      'completion.completions.language: got nothing and no transforms.language; allowed: c, java (the grammar completions are parsed with), or completion.completions: off',
    );
    expect(() => read({ completions: { language: 'python' } })).toThrow(
      'completion.completions.language: got "python"; allowed: c, java',
    );
  });

  it('off, false or an empty key: none', () => {
    expect(read({ completions: 'off' })).toBeNull();
    expect(read({ completions: false })).toBeNull();
    expect(read({ completions: null })).toBeNull();
  });

  it('reads every key', () => {
    expect(
      read({ completions: { prompts: 8, 'max-new-tokens': 32, cut: 0.5, language: 'java' } }),
    ).toEqual({ prompts: 8, maxNewTokens: 32, cut: 0.5, language: 'java' });
  });

  it('keeps the default limit inside a short context', () => {
    expect(read({}, 40)).toMatchObject({ maxNewTokens: 38 });
  });

  it('names the key and what it allows', () => {
    expect(() => read({ completions: { prompts: 0 } })).toThrow(
      'completion.completions.prompts: 0 is out of range; allowed: an integer in [1, 100000]',
    );
    expect(() => read({ completions: { 'max-new-tokens': 255 } })).toThrow(
      'completion.completions.max-new-tokens: 255 is out of range; allowed: an integer in [1, 254]',
    );
    expect(() => read({ completions: { cut: 0 } })).toThrow(
      'completion.completions.cut: got 0; allowed: a number in (0, 1)',
    );
    expect(() => read({ completions: { cut: 1 } })).toThrow(
      'completion.completions.cut: got 1; allowed: a number in (0, 1)',
    );
    expect(() => read({ completions: { cut: 'half' } })).toThrow(
      'completion.completions.cut: got "half"; allowed: a number in (0, 1)',
    );
    expect(() => read({ completions: { promts: 5 } })).toThrow(InputError);
    expect(() => read({ completions: { promts: 5 } })).toThrow(/completion\.completions\.promts/);
    expect(() => read({ completions: 5 })).toThrow(
      'completion.completions: expected a mapping of keys, got 5',
    );
  });
});
