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

/** The GITHUB_OUTPUT text for `outputs`, with a delimiter that occurs in none of them. */
export function outputCommands(outputs: Record<string, string>, delimiter: string): string {
  return Object.entries(outputs)
    .map(([name, value]) => {
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
  if (!file) {
    for (const [name, value] of Object.entries(outputs)) core.setOutput(name, value);
    return;
  }
  await writeFileNamed(
    file,
    outputCommands(outputs, `ghadelimiter_${randomUUID()}`),
    'the step outputs (GITHUB_OUTPUT)',
    { append: true },
  );
}
