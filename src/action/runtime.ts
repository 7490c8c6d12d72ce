/**
 * ONNX Runtime for the action, provided on first use: a run whose models are
 * all precomputed outputs (or whose teacher comes from the cache and whose
 * student is precomputed) never installs or restores it.
 */
import type { OrtModule } from '../inference/onnx-model.js';
import {
  provideOnnxRuntime,
  type ProvideOnnxRuntimeOptions,
  type ProvidedOnnxRuntime,
} from '../runtime/provide-onnxruntime.js';

/**
 * The pipeline opens sessions with executionProviders ['cpu']; when CUDA was
 * provided, sessions are created with the providers chosen for this machine
 * instead (CUDA first, CPU for the operators CUDA lacks).
 */
export function withExecutionProviders(ort: OrtModule, providers: string[]): OrtModule {
  if (providers.length === 1 && providers[0] === 'cpu') return ort;
  const original = ort.InferenceSession;
  const create = (...args: unknown[]) => {
    const last = args[args.length - 1];
    if (typeof last === 'object' && last !== null && !ArrayBuffer.isView(last)) {
      args[args.length - 1] = { ...last, executionProviders: providers };
    }
    return (original.create as (...a: unknown[]) => ReturnType<typeof original.create>)(...args);
  };
  const InferenceSession = Object.assign(Object.create(original) as object, { create });
  return { ...ort, InferenceSession } as OrtModule;
}

export interface RuntimeLoader {
  /** For PipelineDeps.loadOrt: provides the runtime on the first call only. */
  loadOrt(): Promise<OrtModule>;
  /** What was provided, or null when no model needed the runtime. */
  provided(): Promise<ProvidedOnnxRuntime | null>;
}

export function createRuntimeLoader(options: ProvideOnnxRuntimeOptions): RuntimeLoader {
  let pending: Promise<ProvidedOnnxRuntime> | null = null;
  return {
    async loadOrt() {
      pending ??= provideOnnxRuntime(options).catch((error: unknown) => {
        const reason = error instanceof Error ? error.message : String(error);
        throw new Error(`could not provide onnxruntime-node ${options.version}: ${reason}`, {
          cause: error,
        });
      });
      const provided = await pending;
      return withExecutionProviders(provided.ort as OrtModule, provided.executionProviders);
    },
    async provided() {
      return pending === null ? null : pending.catch(() => null);
    },
  };
}
