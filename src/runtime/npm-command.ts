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

/** Names the npm child never sees: the action's inputs, the runner's and cache service's credentials, the GitHub context. */
const WITHHELD_PREFIXES = ['INPUT_', 'ACTIONS_', 'GITHUB_', 'RUNNER_'];
/** Nor any variable named like a secret (npm's own npm_config_* settings excepted: a registry's token). */
const SECRET_NAME = /TOKEN|SECRET|PASSWORD|CREDENTIAL|PRIVATE_KEY/i;

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
export function npmChildEnvironment(
  env: NodeJS.ProcessEnv,
  extra: Record<string, string>,
): NodeJS.ProcessEnv {
  const kept: NodeJS.ProcessEnv = {};
  for (const [name, value] of Object.entries(env)) {
    const upper = name.toUpperCase();
    if (WITHHELD_PREFIXES.some((prefix) => upper.startsWith(prefix))) continue;
    if (SECRET_NAME.test(name) && !upper.startsWith('NPM_CONFIG_')) continue;
    kept[name] = value;
  }
  return { ...kept, ...extra };
}
