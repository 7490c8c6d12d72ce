/** Where progress goes: a redrawn bar on a terminal, periodic lines in CI logs. */
export declare function progressReporter(stream: NodeJS.WriteStream, label: string, intervalMs?: number): {
    update: (done: number, total: number | null) => void;
    finish: () => void;
};
