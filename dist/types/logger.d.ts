/** The logging surface of the modules with side effects; @actions/core satisfies it. */
export interface Logger {
    info(message: string): void;
    warning(message: string): void;
    debug(message: string): void;
}
/** What the pipeline logs through: the action passes @actions/core, the CLI stderr. */
export type PipelineLogger = Pick<Logger, 'info' | 'warning'>;
/** A line that is being redrawn in place (the progress line), which a log line must erase first. */
export interface Redrawn {
    clear(): void;
}
/**
 * The CLI's logger: one line per message on `stream`, warnings prefixed
 * "warning: ", each written after `redrawn` erased a progress line that is
 * on the terminal, so that a log line never continues a progress line
 * ("400 rows 2 srobustness: …"); the next progress update draws it again
 * below.
 */
export declare function lineLogger(stream: {
    write(text: string): unknown;
}, redrawn?: Redrawn | null): PipelineLogger;
