/** `' '.join(text.split())` as Python computes it. */
export declare function collapseWhitespace(text: string): string;
/** True when Python's `text.strip()` would be empty (only Python whitespace, or nothing). */
export declare function isPythonBlank(text: string): boolean;
