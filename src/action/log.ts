/**
 * The action's log lines. The runner reads a line of the step's output as a
 * workflow command when, after its leading whitespace, it starts with
 * `::name` (`::add-mask::`, `::error …::`, `::stop-commands::`), and it still
 * reads the older `##[name]` form anywhere in a line (actions/runner,
 * src/Runner.Common/ActionCommand.cs: TryParseV2 and TryParse). Text that
 * quotes input (the report with a data set's code in it, a file name, a
 * URL) could hold such a line, so it is written between
 * `::stop-commands::<token>` and `::<token>::`, with a token it does not
 * contain: the runner reads no command in between. Indenting would not
 * help: the runner trims the whitespace first.
 */
import { randomUUID } from 'node:crypto';
import * as core from '@actions/core';
import type { Logger } from '../logger.js';

/** Text a runner could read a command in: a line break, `::` or `##[`. */
const COMMAND_LIKE = /[\r\n]|::|##\[/;

/** A token for ::stop-commands:: that `text` does not contain. */
function stopToken(text: string): string {
  for (;;) {
    const token = randomUUID().replace(/-/g, '');
    if (!text.includes(token)) return token;
  }
}

/**
 * Writes `text` to the log with `write` (core.info), between
 * `::stop-commands::<token>` and `::<token>::` when the runner could read a
 * command in it; as it is otherwise (a plain line stays one line).
 */
export function logQuoted(text: string, write: (line: string) => void = core.info): void {
  if (!COMMAND_LIKE.test(text)) {
    write(text);
    return;
  }
  const token = stopToken(text);
  write(`::stop-commands::${token}`);
  write(text);
  write(`::${token}::`);
}

/**
 * The logger the action hands to the pipeline, the artifacts, the caches and
 * the GitHub client: info lines through logQuoted; warnings and debug lines
 * are commands themselves, whose text @actions/core escapes (a line break
 * becomes %0A), so they stay as they are.
 */
export const actionLog: Logger = {
  info: (message) => logQuoted(message),
  warning: (message) => core.warning(message),
  debug: (message) => core.debug(message),
};
