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

/**
 * The variables the npm child gets, by name (any case: Windows spells PATH
 * `Path`): where to find programs and its home and temporary folders; the
 * proxy and CA settings a runner behind a proxy needs to reach the registry;
 * what Windows needs to run npm; the locale.
 */
const ALLOWED = new Set([
  'PATH',
  'HOME',
  'TMPDIR',
  'TMP',
  'TEMP',
  'HTTP_PROXY',
  'HTTPS_PROXY',
  'NO_PROXY',
  'NODE_EXTRA_CA_CERTS',
  'SSL_CERT_FILE',
  'SSL_CERT_DIR',
  'SYSTEMROOT',
  'COMSPEC',
  'PATHEXT',
  'APPDATA',
  'LOCALAPPDATA',
  'USERPROFILE',
  'LANG',
  'LC_ALL',
]);

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
export function npmChildEnvironment(
  env: NodeJS.ProcessEnv,
  extra: Record<string, string>,
): NodeJS.ProcessEnv {
  const kept: NodeJS.ProcessEnv = {};
  for (const [name, value] of Object.entries(env)) {
    const upper = name.toUpperCase();
    if (ALLOWED.has(upper) || upper.startsWith('NPM_CONFIG_')) kept[name] = value;
  }
  return { ...kept, ...extra };
}
