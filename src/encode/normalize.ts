/**
 * The characters Python's str.split() treats as whitespace. Models trained with
 * `' '.join(code.split())` (Compressor, CodeXGLUE) must see exactly this
 * collapsing; JavaScript's \s differs (it includes U+FEFF and excludes
 * U+001C..U+001F and U+0085).
 */
const PYTHON_WHITESPACE =
  // eslint-disable-next-line no-control-regex -- U+001C..U+001F are whitespace to Python
  /[\t\n\v\f\r \x1c-\x1f\x85\xa0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]+/;

/** `' '.join(text.split())` as Python computes it. */
export function collapseWhitespace(text: string): string {
  return text
    .split(PYTHON_WHITESPACE)
    .filter((part) => part !== '')
    .join(' ');
}

/** True when Python's `text.strip()` would be empty (only Python whitespace, or nothing). */
export function isPythonBlank(text: string): boolean {
  return text.split(PYTHON_WHITESPACE).every((part) => part === '');
}
