import { type TextStream } from './progress.js';
import { type Environment } from './runtime/user-runtime.js';
/** Exit statuses: the gate passed, the gate failed, the input was unusable, a bug in MetaCompress. */
export declare const EXIT: {
    readonly passed: 0;
    readonly failed: 1;
    readonly unusable: 2;
    readonly internal: 3;
};
export interface CliEnvironment {
    /** Where the bundled examples live (the package root). */
    packageRoot: string;
    stdout: TextStream;
    stderr: TextStream;
    cwd: string;
    fileExists: (file: string) => boolean;
    /** Print the stack of an internal error (METACOMPRESS_DEBUG is set). */
    debug?: boolean;
    /**
     * The environment the local cache is found from (XDG_CACHE_HOME, HOME,
     * METACOMPRESS_CACHE_MAX_MB); absent: the run keeps nothing between runs.
     */
    env?: Environment;
}
/** The `metacompress` command. Returns the exit status; never throws. */
export declare function runCli(argv: string[], env: CliEnvironment): Promise<number>;
