export {
  provideOnnxRuntime,
  pruneOtherPlatforms,
  runtimeCacheKey,
  runtimeInstallDir,
  cudaInstallSupported,
  type ProvideOnnxRuntimeOptions,
  type ProvidedOnnxRuntime,
} from './provide-onnxruntime.js';
export {
  chooseExecutionProviders,
  type ExecutionProviderChoice,
  type Provider,
} from './execution-providers.js';
export { PROBE_MODEL } from './probe-model.js';
