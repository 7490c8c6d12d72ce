type Plain = Record<string, unknown>;
type NumberKind = 'number' | 'nullable' | 'ratio' | 'interval';
/** The completion section's numbers and the clustered rates', by path (see parse.ts NUMBER_FIELDS). */
export declare const COMPLETION_NUMBER_FIELDS: [string, NumberKind][];
/** The first thing of a completion report's words that is not what it must be, or null. */
export declare function completionProblem(report: Plain): string | null;
export {};
