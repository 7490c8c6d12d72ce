/**
 * Deciding between the CUDA and CPU execution providers.
 *
 * onnxruntime-node does not fall back by itself: a session created with
 * executionProviders ['cuda'] throws when the CUDA provider libraries, the
 * CUDA/cuDNN runtime or a GPU are missing. We check once, up front, by
 * creating a session for a one-node model (PROBE_MODEL): it costs
 * milliseconds, and the answer (with the reason) is known before any real
 * model is loaded, so the report can say which provider ran and why.
 */
import type * as Ort from 'onnxruntime-node';
export type Provider = 'cpu' | 'cuda';
export interface ExecutionProviderChoice {
    provider: Provider;
    /** Pass as SessionOptions.executionProviders. */
    executionProviders: string[];
    /** Set when CUDA was requested and CPU is used instead; says why. */
    warning?: string;
}
export declare function chooseExecutionProviders(ort: typeof Ort, requested: Provider): Promise<ExecutionProviderChoice>;
export declare function cudaFallbackWarning(reason: string): string;
