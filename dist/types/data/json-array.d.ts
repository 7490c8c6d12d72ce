/**
 * Streams the elements of a top-level JSON array (Devign's function.json is
 * one array of tens of MB) without holding the whole text: a small scanner
 * tracks strings, escapes and nesting depth, and each complete element is
 * handed to JSON.parse on its own.
 */
export declare function readJsonArray(file: string, what: string): AsyncGenerator<[unknown, number]>;
