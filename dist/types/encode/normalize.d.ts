/** `' '.join(text.split())` as Python computes it. */
export declare function collapseWhitespace(text: string): string;
