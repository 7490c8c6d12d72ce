import { describe, expect, it } from 'vitest';
import { promptLength } from '../../src/completions/prompt-cut.js';

/** A tokenizer of one token per character: id = code point. */
const chars = (text: string) => Array.from(text, (c) => c.codePointAt(0)!);
const text = (id: number) => String.fromCodePoint(id);
const options = { cut: 0.5, maxPromptTokens: 1000, prefix: [0] };

describe('promptLength', () => {
  it('cuts at the line start nearest the fraction of the tokens', () => {
    // 'ab\ncd\nef\n' (9 tokens): line starts after 3 and 6; 0.5 × 9 = 4.5 → 3 (1.5 away)
    // against 6 (1.5 away): the earlier
    expect(promptLength(chars('ab\ncd\nef\n'), text, options)).toBe(3);
    // cut 0.6: 5.4 → 6
    expect(promptLength(chars('ab\ncd\nef\n'), text, { ...options, cut: 0.6 })).toBe(6);
  });

  it("keeps the next line's indentation with the prompt when a token holds it", () => {
    // tokens: 'int f()', '\n{', '\n    ', 'x = 1;', '\n', '}'
    const pieces = ['int f()', '\n{', '\n    ', 'x = 1;', '\n', '}'];
    const ids = pieces.map((_, i) => i);
    const piece = (id: number) => pieces[id]!;
    // line starts: after token 3 ('\n    ') and after 5 ('\n'); 0.5 × 6 = 3 → 3
    expect(promptLength(ids, piece, options)).toBe(3);
    // token 2 ('\n{') ends with '{', not a line start; cut 0.1 → the nearest is still 3
    expect(promptLength(ids, piece, { ...options, cut: 0.1 })).toBe(3);
  });

  it('never leaves only whitespace to complete', () => {
    // line starts after 2 ('a\n') and 4 ('a\nb\n'); after 4 only '\n ' is left
    expect(promptLength(chars('a\nb\n\n '), text, { ...options, cut: 0.9 })).toBe(2);
    expect(promptLength(chars('a\n   '), text, options)).toBeNull();
  });

  it('keeps the prompt, prefix included, within maxPromptTokens', () => {
    // line starts after 3 and 6; with the prefix, 6 tokens need 7
    const ids = chars('ab\ncd\nef\n');
    expect(promptLength(ids, text, { ...options, cut: 0.9, maxPromptTokens: 7 })).toBe(6);
    expect(promptLength(ids, text, { ...options, cut: 0.9, maxPromptTokens: 6 })).toBe(3);
    expect(promptLength(ids, text, { ...options, maxPromptTokens: 3 })).toBeNull();
  });

  it('has no cut on one line, and a tab or CRLF line counts as a line start', () => {
    expect(promptLength(chars('int x = 1;'), text, options)).toBeNull();
    // line starts after 2 ('a\n') and 3 ('a\n\t'); 0.75 × 4 = 3
    expect(promptLength(chars('a\n\tb'), text, { ...options, cut: 0.75 })).toBe(3);
    expect(promptLength(chars('a\r\nb'), text, options)).toBe(3);
    expect(promptLength([], text, options)).toBeNull();
  });

  it('refuses a cut outside (0, 1) and a limit below 1', () => {
    expect(() => promptLength([1], text, { ...options, cut: 1 })).toThrow(
      'promptLength: cut must be in (0, 1), got 1',
    );
    expect(() => promptLength([1], text, { ...options, maxPromptTokens: 0 })).toThrow(
      'promptLength: maxPromptTokens must be an integer >= 1, got 0',
    );
  });
});
