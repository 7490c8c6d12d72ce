import { type CommentOptions } from '../report/comment.js';
import { type VerdictFrom } from '../report/markdown.js';
import type { StudentsReport } from './types.js';
export interface StudentsMarkdownOptions {
    configFile?: string | null;
    runUrl?: string | null;
    /** Wall times (the comment leaves them out, so a rerun is not re-posted). */
    timings?: boolean;
    /**
     * Who decided the verdicts (default this-run): `decided-again` for a
     * students report another job made (report mode, which needs a config
     * for one, so never `not-verified`).
     */
    verdictFrom?: VerdictFrom;
}
/**
 * Size against the fidelity measure as a Mermaid quadrant chart: each
 * student a named point at (its size, its rate). Both axes start at 0.
 *
 * Mermaid's quadrantChart draws points in the unit square and one line
 * across the middle of each axis, which no setting moves. So the rate axis
 * runs from 0 to twice the gate's ceiling on the measure: its middle line
 * is the ceiling, below it within and above it over (the title and the
 * axis labels say so; quadrant labels would sit on the points).
 * A rate above the top sits on the top edge with its value in its label.
 * Without a ceiling (off, or 0) the rate axis runs from 0 to 100%. The size
 * axis runs from 0 to 110% of the largest size, so no point sits on its
 * border. Mermaid centres each axis label under its half, so a label names
 * its half's range.
 *
 * Point names are quoted: unquoted, a name Mermaid reads as a keyword
 * (`title`, `x-axis`, `quadrant-1`, `classDef`, `accTitle`…) is read as
 * that statement and its point is lost. Quoted, Mermaid reads anything but
 * `"` as the name (its lexer's string state); a student's name is of
 * letters, digits and `. _ -` only (config/students.ts), and in a report
 * another job made it is the trusted config's (pipeline/redecide-students.ts).
 *
 * Null when no student has both values.
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
