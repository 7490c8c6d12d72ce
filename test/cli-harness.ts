import { mkdtempSync, writeFileSync } from 'node:fs';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { runCli } from '../src/cli.js';
import { repoRoot } from './shared.js';

export const fixtures = path.join(repoRoot, 'test', 'fixtures');

/** A temporary folder holding the given files (name -> text). */
export function tempDir(files: Record<string, string> = {}): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'metacompress-test-'));
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
  return dir;
}

function capture(): { stream: NodeJS.WriteStream; text: () => string } {
  let text = '';
  const stream = new Writable({
    write(chunk, _encoding, done) {
      text += String(chunk);
      done();
    },
  }) as unknown as NodeJS.WriteStream;
  return { stream, text: () => text };
}

/**
 * Runs the CLI in-process and returns its exit status and output (stderr
 * without the periodic progress lines). `env`: the
 * variables it reads (cache folder, HF_*, ...); absent, it keeps nothing
 * between runs.
 */
export async function cli(
  args: string[],
  cwd = repoRoot,
  env?: Readonly<Record<string, string | undefined>>,
): Promise<{ status: number; stdout: string; stderr: string }> {
  const out = capture();
  const err = capture();
  const status = await runCli(args, {
    packageRoot: repoRoot,
    stdout: out.stream,
    stderr: err.stream,
    cwd,
    fileExists: existsSync,
    ...(env === undefined ? {} : { env }),
  });
  return { status, stdout: out.text(), stderr: withoutProgress(err.text()) };
}

/**
 * Off a terminal the CLI prints a progress line every 10 s of a run
 * (src/progress.ts): how many depends on the machine's speed and load, so
 * the stderr tests compare is without them (test/progress.test.ts checks them).
 */
function withoutProgress(stderr: string): string {
  return stderr.replace(/^metacompress: \d+(\/\d+)? rows( \(\d+%\))? after \d+ s\n/gm, '');
}
