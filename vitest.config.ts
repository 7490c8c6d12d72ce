import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // onnxruntime sessions use native threads; forks isolate them cleanly.
    pool: 'forks',
  },
});
