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
 * The environment of the npm child: only the variables it needs (ALLOWED,
 * and npm's own `npm_config_*` settings, a registry's token among them),
 * plus `extra`. A package's install script runs with it, so nothing else
 * reaches it: not the action's inputs, the runner's and cache service's
 * credentials or the GitHub context (INPUT_github-token,
 * ACTIONS_RUNTIME_TOKEN and GITHUB_TOKEN were all visible before), nor any
 * other secret the job holds, whatever its name (OPENAI_API_KEY,
 * AWS_ACCESS_KEY_ID, a *_PAT, SSH_AUTH_SOCK).
 *
 * @example
 * npmChildEnvironment({ PATH: '/bin', GITHUB_TOKEN: 't', OPENAI_API_KEY: 'k', npm_config_registry: 'r' }, {});
 * // { PATH: '/bin', npm_config_registry: 'r' }
 */
export declare function npmChildEnvironment(env: NodeJS.ProcessEnv, extra: Record<string, string>): NodeJS.ProcessEnv;
