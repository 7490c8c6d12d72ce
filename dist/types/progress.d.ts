/**
 * A stream text is written to (process.stdout and process.stderr are ones),
 * named structurally so that the published declarations do not need
 * @types/node.
 */
export interface TextStream {
    write(text: string): unknown;
    /** True on a terminal: progress is redrawn in place. */
    isTTY?: boolean;
}
/** Moves to the start of the line and erases it (CR, then ECMA-48 EL 2: the whole line). */
export declare const ERASE_LINE = "\r\u001B[2K";
/**
 * What a progress reporter offers: `update` redraws (or, off a terminal,
 * now and then prints) the progress; `clear` erases a drawn progress line so
 * that a log line can be written on a line of its own (the next update draws
 * it again); `finish` erases it for good: updates after it draw nothing, so
 * no frame can follow the report.
 */
export interface ProgressReporter {
    update: (done: number, total: number | null) => void;
    clear: () => void;
    finish: () => void;
}
/** Where progress goes: a redrawn bar on a terminal, periodic lines in CI logs. */
export declare function progressReporter(stream: TextStream, label: string, intervalMs?: number): ProgressReporter;
