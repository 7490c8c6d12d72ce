import { chmodSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { InputError } from '../../src/errors.js';
import { writeFileNamed } from '../../src/io/write-file.js';
import { tempDir } from '../cli-harness.js';

/** /dev/full answers every write with ENOSPC: a full disk without filling one. */
const FULL = '/dev/full';
const isRoot = process.getuid?.() === 0;

describe('writeFileNamed', () => {
  it('writes, creating the folder, and appends', async () => {
    const dir = tempDir();
    const file = path.join(dir, 'a', 'b', 'report.json');
    await writeFileNamed(file, '{}\n', 'the JSON report');
    await writeFileNamed(file, 'more\n', 'the JSON report', { append: true });
    expect(readFileSync(file, 'utf8')).toBe('{}\nmore\n');
  });

  it.skipIf(!existsSync(FULL))('names the file and what was written on a full disk', async () => {
    const error = await writeFileNamed(FULL, 'x'.repeat(100), 'the JSON report').catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(InputError);
    expect((error as Error).message).toBe(
      'cannot write the JSON report to /dev/full (ENOSPC: no space left on device, write)',
    );
    await expect(
      writeFileNamed(FULL, 'passed<<x\ntrue\nx\n', 'the step outputs (GITHUB_OUTPUT)', {
        append: true,
      }),
    ).rejects.toThrow(
      'cannot write the step outputs (GITHUB_OUTPUT) to /dev/full (ENOSPC: no space left on device, write)',
    );
  });

  // root writes through a read-only mode, so this needs an ordinary user.
  it.skipIf(isRoot)('names the file in a read-only folder', async () => {
    const dir = tempDir();
    const locked = path.join(dir, 'locked');
    mkdirSync(locked);
    chmodSync(locked, 0o555);
    await expect(
      writeFileNamed(path.join(locked, 'r.md'), '# r', 'the Markdown report'),
    ).rejects.toThrow(
      /^cannot write the Markdown report to .*locked\/r\.md \(EACCES: permission denied/,
    );
  });

  it('names a path that is a folder', async () => {
    const dir = tempDir();
    await expect(writeFileNamed(dir, 'x', 'the partial report')).rejects.toThrow(
      `cannot write the partial report to ${dir} (EISDIR: illegal operation on a directory, open '${dir}')`,
    );
  });
});
