import { describe, expect, it } from 'vitest';
import { cli } from '../cli-harness.js';

describe('metacompress plan on the command line', () => {
  it('is in the usage', async () => {
    const help = await cli(['help']);
    expect(help.stdout).toContain(
      'metacompress plan [--config FILE] [--target-minutes N] [--probe-seconds N] [--<key.path> VALUE ...]',
    );
    expect((await cli(['plan', '--help'])).stdout).toBe(help.stdout);
  });

  it('takes --target-minutes and --probe-seconds as positive numbers, and only for plan', async () => {
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
      [
        ['plan', '--probe-seconds', '0'],
        '--probe-seconds must be a positive number of seconds, got "0"',
      ],
      [
        ['plan', '--probe-seconds=1e400'],
        '--probe-seconds must be a positive number of seconds, got "1e400"',
      ],
      [['plan', '--probe-seconds'], '--probe-seconds needs a value'],
      [['run', '--probe-seconds', '300'], '--probe-seconds is a flag of metacompress plan'],
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
