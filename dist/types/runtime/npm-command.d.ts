/**
 * The command that installs onnxruntime-node, from METACOMPRESS_NPM_COMMAND:
 * a JSON array of strings, or a command line split on spaces. It replaces
 * `npm` for that one install (a self-hosted runner with its own npm; the
 * tests, which install offline). Null when unset or blank: use npm.
 *
 * @throws InputError when the value starts with '[' but is not a non-empty
 *   JSON array of strings.
 */
export declare function parseNpmCommand(value: string | undefined): string[] | null;
