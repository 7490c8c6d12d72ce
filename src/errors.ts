/**
 * An error caused by the user's input (config, files, models, data), thrown
 * where that input is judged: the CLI prints its message as one line and
 * exits 2; the action fails the step with it. Anything else that escapes the
 * pipeline is a bug in MetaCompress (the CLI exits 3 and asks for a report).
 */
export class InputError extends Error {
  override name = 'InputError';
}

/** What an internal error asks of the user, after its message. */
export const BUG_REPORT_HINT =
  'this is a bug in MetaCompress, not in your input: please report it on the issue tracker of the repository you installed it from, with this message and the stack that METACOMPRESS_DEBUG=1 prints';

/** The message of any thrown value, on one line. */
export function oneLine(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.replace(/\s*\n\s*/g, ' ').trim();
}

/**
 * The error with `prefix` before its message, of the same class: an
 * InputError stays one, anything else stays an internal error. The original
 * is kept as `cause`.
 */
export function withContext(prefix: string, error: unknown): Error {
  const message = `${prefix}: ${oneLine(error)}`;
  return error instanceof InputError
    ? new InputError(message, { cause: error })
    : new Error(message, { cause: error });
}
