import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { EOL } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { outputCommands, setOutputs } from '../../src/github/outputs.js';
import { tempDir } from '../cli-harness.js';

describe('step outputs', () => {
  it('are appended to GITHUB_OUTPUT in GitHub’s multiline form, in one write', async () => {
    const file = path.join(tempDir(), 'output.txt');
    writeFileSync(file, 'earlier<<d0\nx\nd0\n');
    await setOutputs({ passed: 'true', 'mr1-rate': '' }, file);
    const text = readFileSync(file, 'utf8');
    const delimiter = /^passed<<(ghadelimiter_[0-9a-f-]{36})$/m.exec(text)?.[1];
    expect(delimiter).toBeDefined();
    expect(text).toBe(
      `earlier<<d0\nx\nd0\npassed<<${delimiter}${EOL}true${EOL}${delimiter}${EOL}mr1-rate<<${delimiter}${EOL}${EOL}${delimiter}${EOL}`,
    );
  });

  it('refuses a value that holds the delimiter', () => {
    expect(() => outputCommands({ a: 'x\nD\ny' }, 'D')).toThrow('output a holds the delimiter D');
  });

  it.skipIf(!existsSync('/dev/full'))(
    'fail with a line naming GITHUB_OUTPUT when the disk is full',
    async () => {
      await expect(setOutputs({ passed: 'true' }, '/dev/full')).rejects.toThrow(
        'cannot write the step outputs (GITHUB_OUTPUT) to /dev/full (ENOSPC: no space left on device, write)',
      );
    },
  );
});
