/**
 * ONNX Runtime for the action, provided on first use: a run whose models are
 * all precomputed outputs (or whose teacher comes from the cache and whose
 * student is precomputed) never installs or restores it.
 */
import type { Runtime } from '../inference/ort-module.js';
import {
  provideOnnxRuntime,
  type ProvideOnnxRuntimeOptions,
  type ProvidedOnnxRuntime,
} from './provide-onnxruntime.js';

export interface RuntimeLoader {
  /**
   * For PipelineDeps.loadRuntime: provides the runtime on the first call
   * only, with the execution providers chosen for this machine (CUDA first
   * and CPU for the operators CUDA lacks, when CUDA was provided).
   */
  loadRuntime(): Promise<Runtime>;
  /** What was provided, or null when no model needed the runtime. */
  provided(): Promise<ProvidedOnnxRuntime | null>;
}

export function createRuntimeLoader(options: ProvideOnnxRuntimeOptions): RuntimeLoader {
  let pending: Promise<ProvidedOnnxRuntime> | null = null;
  return {
    async loadRuntime() {
      pending ??= provideOnnxRuntime(options).catch((error: unknown) => {
        const reason = error instanceof Error ? error.message : String(error);
        throw new Error(`could not provide onnxruntime-node ${options.version}: ${reason}`, {
          cause: error,
        });
      });
      const provided = await pending;
      return {
        ort: provided.ort,
        executionProviders: [...provided.executionProviders],
      };
    },
    async provided() {
      return pending === null ? null : pending.catch(() => null);
    },
  };
}
