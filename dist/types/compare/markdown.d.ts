import { type CommentOptions } from '../report/comment.js';
import type { StudentsReport } from './types.js';
export interface StudentsMarkdownOptions {
    configFile?: string | null;
    runUrl?: string | null;
    /** Wall times (the comment leaves them out, so a rerun is not re-posted). */
    timings?: boolean;
}
/**
 * Size against the fidelity measure as a Mermaid quadrant chart (a scatter
 * of named points in the unit square): each student at (its size, its rate),
 * both scaled to 110% of the largest so that no point sits on the border.
 * Null when fewer than one student has both values.
 */
export declare function sizeFidelityChart(report: StudentsReport): string | null;
/**
 * The comparison without the folded reports: the candidates' table, what its
 * columns mean, the frontier (examples/README.md's tables are this).
 */
export declare function comparisonMarkdown(report: StudentsReport): string;
export declare function renderStudentsMarkdown(report: StudentsReport, options?: StudentsMarkdownOptions): string;
/** The sticky comment of a many-student run: marker, comparison and folded reports, cut to `limit`. */
export declare function renderStudentsComment(report: StudentsReport, options: CommentOptions): string;
