import { type Report } from './types.js';
/**
 * What a check id (and the transformation and method names check ids are
 * made of) may hold: it becomes a step output and a comment line, so no
 * quote, `$`, `;`, backquote, space or line break.
 */
export declare const SAFE_ID: RegExp;
/**
 * Validates parsed JSON as a Report of this version.
 *
 * @param source - names where it came from in errors, e.g. "gate.baseline base.json".
 * @throws InputError naming the source and the first thing that is wrong.
 */
export declare function parseReport(json: unknown, source: string): Report;
/** Parses report text (JSON) and validates it; see parseReport. */
export declare function parseReportText(text: string, source: string): Report;
/**
 * A file's text as JSON, of any shape (the caller checks it).
 *
 * @throws InputError naming `source` when the text is not JSON.
 */
export declare function parseJsonText(text: string, source: string): unknown;
