/**
 * The step's outputs. On a runner they are appended to the file GITHUB_OUTPUT
 * names, in GitHub's multiline form (`name<<delimiter`, the value, the
 * delimiter), all in one write, and a write that fails (a full disk) names
 * that file. Without GITHUB_OUTPUT (a local run) @actions/core prints them.
 */
import { randomUUID } from 'node:crypto';
import { EOL } from 'node:os';
import * as core from '@actions/core';
import { writeFileNamed } from '../io/write-file.js';

/**
 * What a step output's value may hold: a workflow that writes
 * `${{ steps.gate.outputs.x }}` into a `run:` script pastes it into the
 * shell, so no line break, quote, `$`, `;`, backquote, `&`, `|`, redirection
 * or bracket (rates, `true`/`false`, check ids, a path, a URL).
 */
export const SAFE_OUTPUT_VALUE = /^[A-Za-z0-9 ._:/\\,#%+=@~-]*$/;

/**
 * The GITHUB_OUTPUT text for `outputs`, with a delimiter that occurs in none
 * of them.
 *
 * @throws RangeError when a value is not of the safe alphabet (the values
 *   are made of validated ids and numbers: one that is not is a bug).
 */
export function outputCommands(outputs: Record<string, string>, delimiter: string): string {
  return Object.entries(outputs)
    .map(([name, value]) => {
      if (!SAFE_OUTPUT_VALUE.test(value)) {
        throw new RangeError(
          `output ${name} holds a character a shell reads: ${JSON.stringify(value)}`,
        );
      }
      if (name.includes(delimiter) || value.includes(delimiter)) {
        throw new RangeError(`output ${name} holds the delimiter ${delimiter}`);
      }
      return `${name}<<${delimiter}${EOL}${value}${EOL}${delimiter}${EOL}`;
    })
    .join('');
}

/** Writes outputs to `file` (the runner's GITHUB_OUTPUT), or prints them when there is none. */
export async function setOutputs(
  outputs: Record<string, string>,
  file: string | null,
): Promise<void> {
  const text = outputCommands(outputs, `ghadelimiter_${randomUUID()}`);
  if (!file) {
    for (const [name, value] of Object.entries(outputs)) core.setOutput(name, value);
    return;
  }
  await writeFileNamed(file, text, 'the step outputs (GITHUB_OUTPUT)', { append: true });
}
