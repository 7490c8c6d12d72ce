import { describe, expect, it } from 'vitest';
import { npmChildEnvironment } from '../../src/runtime/npm-command.js';

describe('npmChildEnvironment', () => {
  it('withholds the inputs, the runner and cache credentials, the GitHub context and secret-like names', () => {
    const env = {
      PATH: '/usr/bin',
      HOME: '/home/runner',
      HTTPS_PROXY: 'http://proxy:3128',
      NODE_EXTRA_CA_CERTS: '/etc/ca.pem',
      npm_config_registry: 'https://registry.example/',
      'npm_config_//registry.example/:_authToken': 'npm-token',
      'INPUT_GITHUB-TOKEN': 'ghs_input',
      INPUT_CONFIG: 'gates/tiny.yml',
      ACTIONS_RUNTIME_TOKEN: 'runtime',
      ACTIONS_RESULTS_URL: 'http://results/',
      GITHUB_TOKEN: 'ghs_env',
      GITHUB_REPOSITORY: 'octo/distil',
      RUNNER_TEMP: '/tmp/runner',
      GH_TOKEN: 'gh',
      AWS_SECRET_ACCESS_KEY: 'aws',
      DB_PASSWORD: 'pw',
    };
    expect(npmChildEnvironment(env, { ONNXRUNTIME_NODE_INSTALL: 'skip' })).toEqual({
      PATH: '/usr/bin',
      HOME: '/home/runner',
      HTTPS_PROXY: 'http://proxy:3128',
      NODE_EXTRA_CA_CERTS: '/etc/ca.pem',
      npm_config_registry: 'https://registry.example/',
      'npm_config_//registry.example/:_authToken': 'npm-token',
      ONNXRUNTIME_NODE_INSTALL: 'skip',
    });
  });
});
