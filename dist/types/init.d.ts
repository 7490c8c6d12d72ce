import { type FetchHubFile } from './init-files.js';
export type { FetchHubFile } from './init-files.js';
export declare const INIT_CONFIG = "metacompress.yml";
export declare const INIT_WORKFLOW: string;
export interface InitOptions {
    /** The student (first) and optionally a data file. */
    paths: string[];
    teacher: string | null;
    workflow: boolean;
    cwd: string;
    /** How hf:// files are fetched: the run's resolver, its cache and Hub settings. */
    fetchHub: FetchHubFile;
}
/**
 * Writes ./metacompress.yml (and the workflow); refuses to overwrite either.
 * @returns the files written, relative to cwd, and how many TODOs they hold.
 */
export declare function init(options: InitOptions): Promise<{
    files: string[];
    todos: number;
}>;
