import type * as Ort from 'onnxruntime-node';
import type { ArtifactCache, Logger, TrustedDigests } from '../store/actions-cache.js';
import { type Provider } from './execution-providers.js';
export interface ProvideOnnxRuntimeOptions {
    /** Exact onnxruntime-node version, e.g. '1.30.0'. */
    version: string;
    provider: Provider;
    /** Root for tool installs (the action uses $RUNNER_TOOL_CACHE or $RUNNER_TEMP). */
    toolDir: string;
    cache?: ArtifactCache;
    log: Logger;
    /** The npm executable and leading arguments; default ['npm']. */
    npmCommand?: string[];
    /**
     * What vouches for a restored install the shipped digests do not cover
     * (another version, the CUDA provider's libraries): asked with the entry's
     * key and digest (the install folder). Without it such an install is not
     * restored.
     */
    trusted?: TrustedDigests;
}
export interface ProvidedOnnxRuntime {
    ort: typeof Ort;
    /** True when nothing was installed this run (restored from the cache or already present). */
    fromCache: boolean;
    /** The provider sessions should use (cpu when a cuda request could not be served). */
    provider: Provider;
    /** Pass as SessionOptions.executionProviders. */
    executionProviders: string[];
    /** Why a cuda request runs on CPU. */
    warning?: string;
    /** The install directory. */
    dir: string;
}
/** Only linux x64 has CUDA provider packages (script/install-metadata.js). */
export declare function cudaInstallSupported(platform?: string, arch?: string): boolean;
export declare function runtimeInstallDir(toolDir: string, version: string, provider: Provider): string;
export declare function runtimeCacheKey(version: string, provider: Provider): string;
/** Removes every bin/napi-v6/<platform>/<arch> except this machine's. */
export declare function pruneOtherPlatforms(dir: string): Promise<string[]>;
/**
 * Makes onnxruntime-node available and loads it.
 *
 * A cuda request on a platform without CUDA packages, or whose CUDA install
 * fails (the provider libraries come from NuGet, outside the npm registry),
 * falls back to the CPU install with a warning; so does a CUDA install whose
 * provider cannot create a session (see chooseExecutionProviders). Failures
 * to install or load the CPU runtime are errors.
 */
export declare function provideOnnxRuntime(options: ProvideOnnxRuntimeOptions): Promise<ProvidedOnnxRuntime>;
