import { type Report } from './types.js';
/**
 * Validates parsed JSON as a Report of this version.
 *
 * @param source - names where it came from in errors, e.g. "gate.baseline base.json".
 * @throws InputError naming the source and the first thing that is wrong.
 */
export declare function parseReport(json: unknown, source: string): Report;
/** Parses report text (JSON) and validates it; see parseReport. */
export declare function parseReportText(text: string, source: string): Report;
