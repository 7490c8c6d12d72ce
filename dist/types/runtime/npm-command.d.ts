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
/**
 * The environment of the npm child: the process's, less what a package's
 * install script has no business reading (INPUT_github-token,
 * ACTIONS_RUNTIME_TOKEN, GITHUB_TOKEN, ... were all visible to it before),
 * plus `extra`. PATH, HOME, proxies, CA certificates and npm_config_* pass.
 *
 * @example
 * npmChildEnvironment({ PATH: '/bin', INPUT_X: '1', GITHUB_TOKEN: 't', npm_config_registry: 'r' }, {});
 * // { PATH: '/bin', npm_config_registry: 'r' }
 */
export declare function npmChildEnvironment(env: NodeJS.ProcessEnv, extra: Record<string, string>): NodeJS.ProcessEnv;
