// Runs provideOnnxRuntime for the CUDA provider in a process of its own and
// prints what it returned as one line of JSON. ONNX Runtime's native code
// writes its own error about the CUDA provider library it cannot load to
// this process's stderr; the test that spawns this script captures that
// stream, so the expected error never reaches the test output. Vite (the one
// vitest runs on) compiles the TypeScript sources here.
// Usage: node cuda-fallback-child.mjs TOOL_DIR NPM_LOG (run from the repository root;
// NPM_LOG: the fake npm's log of its calls)
import { createServer } from 'vite';

const [toolDir, npmLog] = process.argv.slice(2);
const server = await createServer({
  root: process.cwd(),
  configFile: false,
  logLevel: 'silent',
  appType: 'custom',
  server: { middlewareMode: true, hmr: false, ws: false },
  optimizeDeps: { noDiscovery: true, include: [] },
});
try {
  const { provideOnnxRuntime } = await server.ssrLoadModule('/src/runtime/provide-onnxruntime.ts');
  const { PROBE_MODEL } = await server.ssrLoadModule('/src/runtime/probe-model.ts');
  const { runtimeOptions } = await server.ssrLoadModule('/test/runtime/helpers.ts');
  const warnings = [];
  const log = { info() {}, debug() {}, warning: (message) => warnings.push(message) };
  const result = await provideOnnxRuntime(
    runtimeOptions(toolDir, log, { FAKE_NPM_LOG: npmLog }, { provider: 'cuda' }),
  );
  // The CUDA install still runs on CPU: the probe model returns its input.
  const session = await result.ort.InferenceSession.create(PROBE_MODEL, {
    executionProviders: result.executionProviders,
  });
  const out = await session.run({
    x: new result.ort.Tensor('float32', Float32Array.from([2.5]), [1]),
  });
  await session.release();
  const { dir, provider, executionProviders, warning } = result;
  process.stdout.write(
    `${JSON.stringify({ dir, provider, executionProviders, warning, warnings, output: out.y.data[0] })}\n`,
  );
} finally {
  await server.close();
}
