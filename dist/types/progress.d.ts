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
/** Where progress goes: a redrawn bar on a terminal, periodic lines in CI logs. */
export declare function progressReporter(stream: TextStream, label: string, intervalMs?: number): {
    update: (done: number, total: number | null) => void;
    finish: () => void;
};
