export declare const INIT_CONFIG = "metacompress.yml";
export declare const INIT_WORKFLOW: string;
export interface InitOptions {
    /** The student (first) and optionally a data file. */
    paths: string[];
    teacher: string | null;
    workflow: boolean;
    cwd: string;
}
/**
 * Writes ./metacompress.yml (and the workflow); refuses to overwrite either.
 * @returns the files written, relative to cwd.
 */
export declare function init(options: InitOptions): Promise<string[]>;
