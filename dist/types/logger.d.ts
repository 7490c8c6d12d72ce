/** The logging surface of the modules with side effects; @actions/core satisfies it. */
export interface Logger {
    info(message: string): void;
    warning(message: string): void;
    debug(message: string): void;
}
/** What the pipeline logs through: the action passes @actions/core, the CLI stderr. */
export type PipelineLogger = Pick<Logger, 'info' | 'warning'>;
