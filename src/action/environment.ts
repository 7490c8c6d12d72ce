/**
 * Everything the action reads from the runner's environment, read once.
 * Nothing else under src/action or src/github reads process.env.
 */
import path from 'node:path';
import type { PipelineLogger } from '../logger.js';
import { parseNpmCommand } from '../runtime/npm-command.js';
import { readRunContext, type RunContext } from './event.js';

export interface RunnerPaths {
  workspace: string;
  /** Our files under RUNNER_TEMP: artifacts, teacher outputs, reports. */
  work: string;
  /** Where onnxruntime-node is installed (RUNNER_TOOL_CACHE, else RUNNER_TEMP). */
  toolDir: string;
}

export interface ActionEnvironment {
  paths: RunnerPaths;
  context: RunContext;
  /** GITHUB_STEP_SUMMARY is set: the report goes to the job summary (else to the log). */
  hasStepSummary: boolean;
  /** GITHUB_OUTPUT: the file the step's outputs are appended to; null outside a runner. */
  outputFile: string | null;
  /** GITHUB_API_URL (GitHub Enterprise Server has its own); release assets are looked up there. */
  apiUrl: string;
  /**
   * The command that installs onnxruntime-node, from METACOMPRESS_NPM_COMMAND
   * (a JSON array, or a command line split on spaces): for self-hosted
   * runners with their own npm, and for the tests, which install offline.
   * Default: npm.
   */
  npmCommand: string[] | null;
  /** HF_ENDPOINT, HF_TOKEN and HF_HUB_OFFLINE, as the Hub's clients read them (artifacts/hub.ts). */
  hubVariables: Record<'HF_ENDPOINT' | 'HF_TOKEN' | 'HF_HUB_OFFLINE', string | undefined>;
}

/**
 * A gate's id as part of a file name under `work`: the id comes from the
 * config (a pull request's), so anything but [A-Za-z0-9._-] becomes `_`
 * and no id can name a path outside the folder.
 */
export function fileSafe(id: string): string {
  return id.replace(/[^A-Za-z0-9._-]/g, '_');
}

function runnerPaths(env: NodeJS.ProcessEnv): RunnerPaths {
  const workspace = path.resolve(env.GITHUB_WORKSPACE || process.cwd());
  const temp = path.resolve(env.RUNNER_TEMP || [workspace, '.metacompress-temp'].join(path.sep));
  // Joined by hand: ncc rewrites path.join(x, 'literal') into a bundled asset.
  return {
    workspace,
    work: [temp, 'metacompress'].join(path.sep),
    toolDir: path.resolve(env.RUNNER_TOOL_CACHE || temp),
  };
}

export function readEnvironment(env: NodeJS.ProcessEnv, log: PipelineLogger): ActionEnvironment {
  return {
    paths: runnerPaths(env),
    context: readRunContext(env, log),
    hasStepSummary: Boolean(env.GITHUB_STEP_SUMMARY),
    outputFile: env.GITHUB_OUTPUT || null,
    apiUrl: env.GITHUB_API_URL || 'https://api.github.com',
    npmCommand: parseNpmCommand(env.METACOMPRESS_NPM_COMMAND),
    hubVariables: {
      HF_ENDPOINT: env.HF_ENDPOINT,
      HF_TOKEN: env.HF_TOKEN,
      HF_HUB_OFFLINE: env.HF_HUB_OFFLINE,
    },
  };
}
