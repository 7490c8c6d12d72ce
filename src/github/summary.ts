import * as core from '@actions/core';
import { oneLine } from '../errors.js';

/**
 * Writes Markdown to the job summary. A summary that cannot be written is a
 * warning: the report file and the outputs still carry the result.
 */
export async function writeJobSummary(markdown: string): Promise<void> {
  try {
    await core.summary.addRaw(markdown, true).write();
  } catch (error) {
    core.warning(`Could not write the job summary: ${oneLine(error)}`);
  }
}
