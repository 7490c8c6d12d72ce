import type { Report } from './types.js';
/** The inputs where the student's distribution is furthest from the teacher's, folded. */
export declare function divergentSection(report: Report): string | null;
