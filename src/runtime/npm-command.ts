import { InputError } from '../errors.js';

/**
 * The command that installs onnxruntime-node, from METACOMPRESS_NPM_COMMAND:
 * a JSON array of strings, or a command line split on spaces. It replaces
 * `npm` for that one install (a self-hosted runner with its own npm; the
 * tests, which install offline). Null when unset or blank: use npm.
 *
 * @throws InputError when the value starts with '[' but is not a non-empty
 *   JSON array of strings.
 */
export function parseNpmCommand(value: string | undefined): string[] | null {
  const text = value?.trim();
  if (!text) return null;
  if (!text.startsWith('[')) return text.split(/\s+/);
  let parsed: unknown = null;
  try {
    parsed = JSON.parse(text);
  } catch {
    // Reported below with what is allowed.
  }
  if (
    !Array.isArray(parsed) ||
    parsed.length === 0 ||
    !parsed.every((p) => typeof p === 'string')
  ) {
    throw new InputError(
      `METACOMPRESS_NPM_COMMAND: got ${text}; allowed: a JSON array of strings, or a command line`,
    );
  }
  return parsed as string[];
}
