/**
 * A data file the CLI cannot read is an input error of one line naming the
 * file and the cause (exit 2), not an internal error: every path goes
 * through the artifact resolver, which stats and hashes it first.
 */
import { chmodSync, copyFileSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli, tempDir } from './cli-harness.js';
import { repoRoot } from './shared.js';

const examples = path.join(repoRoot, 'examples');
const check = (data: string) =>
  cli([
    'check',
    '--config',
    path.join(examples, 'vulnerability', 'metacompress.yml'),
    '--dataset.path',
    data,
  ]);
/** The superuser reads a file of mode 000: the case cannot be made. */
const root = process.getuid?.() === 0;

describe('a data file the CLI cannot read', () => {
  it('names a loop of symbolic links as one', async () => {
    const dir = tempDir();
    const [a, b] = [path.join(dir, 'a.jsonl'), path.join(dir, 'b.jsonl')];
    symlinkSync(b, a);
    symlinkSync(a, b);
    expect(await check(a)).toEqual({
      status: 2,
      stdout: '',
      stderr: `metacompress: error: dataset.path: artifact ${a} is a loop of symbolic links (source "${a}")\n`,
    });
  });

  it.skipIf(root)('says a file of mode 000 cannot be read (skipped as root)', async () => {
    const data = path.join(tempDir(), 'data.jsonl');
    copyFileSync(path.join(examples, 'data', 'vulnerability-demo.jsonl'), data);
    chmodSync(data, 0o000);
    expect(await check(data)).toEqual({
      status: 2,
      stdout: '',
      stderr: `metacompress: error: dataset.path: artifact ${data}: cannot read (EACCES: permission denied, open '${data}')\n`,
    });
  });
});
