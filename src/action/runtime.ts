/**
 * ONNX Runtime for the action, provided on first use: a run whose models are
 * all precomputed outputs (or whose teacher comes from the cache and whose
 * student is precomputed) never installs or restores it.
 */
import path from 'node:path';
import { inWorker, type OrtRuntime } from '../inference/runtime.js';
import {
  provideOnnxRuntime,
  type ProvideOnnxRuntimeOptions,
  type ProvidedOnnxRuntime,
} from '../runtime/provide-onnxruntime.js';

export interface RuntimeLoader {
  /** For PipelineDeps.loadOrt: provides the runtime on the first call only. */
  loadOrt(): Promise<OrtRuntime>;
  /** What was provided, or null when no model needed the runtime. */
  provided(): Promise<ProvidedOnnxRuntime | null>;
}

export function createRuntimeLoader(options: ProvideOnnxRuntimeOptions): RuntimeLoader {
  let pending: Promise<ProvidedOnnxRuntime> | null = null;
  let runtime: OrtRuntime | undefined;
  return {
    async loadOrt() {
      pending ??= provideOnnxRuntime(options).catch((error: unknown) => {
        const reason = error instanceof Error ? error.message : String(error);
        throw new Error(`could not provide onnxruntime-node ${options.version}: ${reason}`, {
          cause: error,
        });
      });
      const provided = await pending;
      // Sessions run in a worker thread that loads the provided install, on
      // the providers chosen for this machine (CUDA first when it was served).
      runtime ??= inWorker(
        [provided.dir, 'node_modules', 'onnxruntime-node'].join(path.sep),
        provided.executionProviders,
      );
      return runtime;
    },
    async provided() {
      return pending === null ? null : pending.catch(() => null);
    },
  };
}
