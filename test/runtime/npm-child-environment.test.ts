import { describe, expect, it } from 'vitest';
import { npmChildEnvironment } from '../../src/runtime/npm-command.js';

describe('npmChildEnvironment', () => {
  it('passes what npm needs to run, reach its registry and install, in any case', () => {
    const allowed = {
      PATH: '/usr/bin',
      HOME: '/home/runner',
      TMPDIR: '/tmp/a',
      TMP: '/tmp/b',
      TEMP: '/tmp/c',
      HTTP_PROXY: 'http://proxy:3128',
      HTTPS_PROXY: 'http://proxy:3128',
      NO_PROXY: 'localhost',
      http_proxy: 'http://proxy:3128',
      https_proxy: 'http://proxy:3128',
      no_proxy: '127.0.0.1',
      NODE_EXTRA_CA_CERTS: '/etc/ca.pem',
      SSL_CERT_FILE: '/etc/ssl/cert.pem',
      SSL_CERT_DIR: '/etc/ssl/certs',
      // Windows spells them so.
      Path: 'C:\\Windows',
      SystemRoot: 'C:\\Windows',
      ComSpec: 'C:\\Windows\\system32\\cmd.exe',
      PATHEXT: '.COM;.EXE;.CMD',
      APPDATA: 'C:\\Users\\r\\AppData\\Roaming',
      LOCALAPPDATA: 'C:\\Users\\r\\AppData\\Local',
      USERPROFILE: 'C:\\Users\\r',
      LANG: 'C.UTF-8',
      LC_ALL: 'C.UTF-8',
      npm_config_registry: 'https://registry.example/',
      NPM_CONFIG_CACHE: '/tmp/npm-cache',
      'npm_config_//registry.example/:_authToken': 'npm-token',
    };
    expect(npmChildEnvironment(allowed, {})).toEqual(allowed);
  });

  it('withholds every other variable: inputs, runner and cloud credentials, agents, secret-like names', () => {
    const env = {
      PATH: '/usr/bin',
      OPENAI_API_KEY: 'sk-x',
      AWS_ACCESS_KEY_ID: 'AKIA',
      AWS_SECRET_ACCESS_KEY: 'aws',
      DEPLOY_PAT: 'github_pat_x',
      SSH_AUTH_SOCK: '/tmp/ssh-agent.sock',
      'INPUT_GITHUB-TOKEN': 'ghs_input',
      INPUT_CONFIG: 'gates/tiny.yml',
      ACTIONS_RUNTIME_TOKEN: 'runtime',
      ACTIONS_RESULTS_URL: 'http://results/',
      GITHUB_TOKEN: 'ghs_env',
      GITHUB_REPOSITORY: 'octo/distil',
      RUNNER_TEMP: '/tmp/runner',
      NODE_AUTH_TOKEN: 'npm',
      NODE_OPTIONS: '--require /tmp/x.js',
      FAKE_NPM_LOG: '/tmp/log.jsonl',
      // Near an allowed name is not an allowed name.
      HOMEBREW_GITHUB_API_TOKEN: 'h',
      PATH_SECRET: 's',
      npm_token: 't',
    };
    expect(npmChildEnvironment(env, { ONNXRUNTIME_NODE_INSTALL: 'skip' })).toEqual({
      PATH: '/usr/bin',
      ONNXRUNTIME_NODE_INSTALL: 'skip',
    });
  });
});
