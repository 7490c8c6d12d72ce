/**
 * One line per test file as it ends, with how many of the run's files have
 * ended: `[37/157] ✓ test/shard.test.ts (9 tests, 2.3 s)`. Vitest's default
 * reporter, off a terminal, names only the files with a slow or failing
 * test, so a long run would otherwise print little until its summary.
 */
import type { Reporter, TestModule, TestSpecification } from 'vitest/node';

export default class FileProgressReporter implements Reporter {
  private total = 0;
  private ended = 0;

  onTestRunStart(specifications: ReadonlyArray<TestSpecification>): void {
    this.total = specifications.length;
    this.ended = 0;
  }

  onTestModuleEnd(module: TestModule): void {
    this.ended += 1;
    const tests = [...module.children.allTests()];
    const failed = tests.some((test) => test.result().state === 'failed');
    const mark = failed || module.state() === 'failed' ? '✗' : '✓';
    const seconds = (module.diagnostic().duration / 1000).toFixed(1);
    process.stdout.write(
      `[${this.ended}/${this.total}] ${mark} ${module.relativeModuleId} (${tests.length} tests, ${seconds} s)\n`,
    );
  }
}
