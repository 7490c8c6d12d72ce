import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';
import type { InlineConfig } from 'vitest/node';

/**
 * The long evidence runs: the compiled differential corpus, the real data
 * sets and the published students, the tokenizer against its library on
 * thousands of functions, the comment races, and the plan's probe at every
 * shard count. `npm test` leaves them out so that it answers in minutes;
 * `npm run test:evidence` runs them, and .ci/run runs both.
 */
export const EVIDENCE = [
  'test/corpus/corpus.test.ts',
  'test/transforms/validity.test.ts',
  'test/encode/byte-level-bpe.test.ts',
  'test/pipeline/check.test.ts',
  'test/github/concurrency.test.ts',
  'test/plan/probe.test.ts',
  'test/examples/real-students.test.ts',
];

export const COMMON: InlineConfig = {
  // Every file named as it ends, with the run's progress; then vitest's own summary.
  reporters: ['./test/file-progress-reporter.ts', 'default'],
  testTimeout: 120_000,
  hookTimeout: 120_000,
  // onnxruntime sessions use native threads; forks isolate them cleanly.
  pool: 'forks',
  // One fork per core, not vitest's cores − 1 (one fork on a two-core runner): much of
  // the suite waits on child processes and local servers, so two forks keep both busy.
  maxWorkers: Math.max(availableParallelism(), 2),
};

export default defineConfig({
  test: {
    ...COMMON,
    include: ['test/**/*.test.ts'],
    exclude: [...configDefaults.exclude, ...EVIDENCE],
  },
});
