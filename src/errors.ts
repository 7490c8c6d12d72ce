/**
 * An error caused by the user's input (config, files, models, data): the CLI
 * prints its message as one line and exits 2; the action fails the step with
 * it. Anything else that escapes the pipeline is a bug in MetaCompress.
 */
export class InputError extends Error {
  override name = 'InputError';
}

/** The message of any thrown value, on one line. */
export function oneLine(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.replace(/\s*\n\s*/g, ' ').trim();
}
