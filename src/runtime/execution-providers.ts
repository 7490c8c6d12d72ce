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
import { PROBE_MODEL } from './probe-model.js';

export type Provider = 'cpu' | 'cuda';

export interface ExecutionProviderChoice {
  provider: Provider;
  /** Pass as SessionOptions.executionProviders. */
  executionProviders: string[];
  /** Set when CUDA was requested and CPU is used instead; says why. */
  warning?: string;
}

function firstLine(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.split('\n')[0]?.trim() ?? text;
}

export async function chooseExecutionProviders(
  ort: typeof Ort,
  requested: Provider,
): Promise<ExecutionProviderChoice> {
  if (requested === 'cpu') return { provider: 'cpu', executionProviders: ['cpu'] };
  try {
    const session = await ort.InferenceSession.create(PROBE_MODEL, {
      executionProviders: ['cuda'],
    });
    await session.release();
    return { provider: 'cuda', executionProviders: ['cuda', 'cpu'] };
  } catch (error) {
    return {
      provider: 'cpu',
      executionProviders: ['cpu'],
      warning: cudaFallbackWarning(firstLine(error)),
    };
  }
}

export function cudaFallbackWarning(reason: string): string {
  return `provider cuda was requested but cannot be used here (${reason}); running on CPU. CUDA needs linux x64, an NVIDIA GPU with CUDA 12 and cuDNN 9, and the onnxruntime CUDA provider libraries`;
}
