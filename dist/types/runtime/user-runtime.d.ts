import type { PipelineLogger } from '../logger.js';
import type { Runtime } from '../inference/ort-module.js';
/** The onnxruntime-node version provided when none is installed (the action's default too). */
export declare const ONNXRUNTIME_VERSION = "1.30.0";
/** Environment variables (process.env is one), without naming @types/node in the declarations. */
export type Environment = Readonly<Record<string, string | undefined>>;
/**
 * Where provided tools are kept for this user: $XDG_CACHE_HOME/metacompress
 * when that is an absolute path (the XDG rule: a relative one is ignored),
 * else %LOCALAPPDATA%\metacompress on Windows, ~/Library/Caches/metacompress
 * on macOS and ~/.cache/metacompress elsewhere.
 */
export declare function userCacheDir(env: Environment, platform?: string, home?: string): string;
/**
 * The entry file of the onnxruntime-node that Node's resolution finds from
 * `fromFile` (the consumer's node_modules for an installed package), or null
 * when there is none.
 */
export declare function resolveInstalledOnnxRuntime(fromFile: string): string | null;
export interface LoadUserRuntimeOptions {
    log: PipelineLogger;
    /** Read for XDG_CACHE_HOME, LOCALAPPDATA and METACOMPRESS_NPM_COMMAND; default process.env. */
    env?: Environment;
    /** The file whose node_modules are searched for onnxruntime-node; default this module's. */
    resolveFrom?: string;
}
/** ONNX Runtime on CPU: the installed onnxruntime-node, else one provided into userCacheDir. */
export declare function loadUserRuntime(options: LoadUserRuntimeOptions): Promise<Runtime>;
