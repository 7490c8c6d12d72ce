/**
 * The run's time limit (docs/spec.md §4.6): the work begun when it passes
 * ends at its next clean stop (a chunk of rows, an attack's group of
 * inputs), the work not begun is left out, and each part left out is named
 * for the report.
 */
export declare class Deadline {
    readonly seconds: number | null;
    readonly now: () => number;
    /** What was left out, in the order it was, one phrase each. */
    readonly notRun: string[];
    private readonly at;
    /**
     * @param seconds - the limit; null: none.
     * @param now - the clock in milliseconds (tests pass their own).
     */
    constructor(seconds: number | null, now: () => number);
    /** The clock reading at which the limit passes (Infinity without a limit). */
    get stopAt(): number;
    passed(): boolean;
    /** Records a part the limit left out. */
    leftOut(what: string): void;
    /** Whether the limit cut the run short (something was left out). */
    get reached(): boolean;
}
