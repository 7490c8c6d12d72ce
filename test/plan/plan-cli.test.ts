import { describe, expect, it } from 'vitest';
import { cli } from '../cli-harness.js';

describe('metacompress plan on the command line', () => {
  it('is in the usage', async () => {
    const help = await cli(['help']);
    expect(help.stdout).toContain(
      'metacompress plan [--config FILE] [--target-minutes N] [--<key.path> VALUE ...]',
    );
    expect((await cli(['plan', '--help'])).stdout).toBe(help.stdout);
  });

  it('takes --target-minutes as a positive number of minutes, and only for plan', async () => {
    for (const [args, message] of [
      [
        ['plan', '--target-minutes', '0'],
        '--target-minutes must be a positive number of minutes, got "0"',
      ],
      [
        ['plan', '--target-minutes=-3'],
        '--target-minutes must be a positive number of minutes, got "-3"',
      ],
      [
        ['plan', '--target-minutes', 'soon'],
        '--target-minutes must be a positive number of minutes, got "soon"',
      ],
      [['plan', '--target-minutes'], '--target-minutes needs a value'],
      [['run', '--target-minutes', '30'], '--target-minutes is a flag of metacompress plan'],
      [['check', '--target-minutes', '30'], '--target-minutes is a flag of metacompress plan'],
      [['plna'], 'unexpected argument "plna" (did you mean metacompress plan?)'],
    ] as const) {
      const result = await cli([...args]);
      expect(result).toEqual({
        status: 2,
        stdout: '',
        stderr: `metacompress: error: ${message}\n`,
      });
    }
  });
});
