/**
 * The baseline report: saved to the Actions cache by a push to the default
 * branch, restored by a pull request from its base branch, so the gate can
 * check for a regression and the comment can show deltas.
 *
 * Cache keys are immutable, so every push saves a new entry
 * (…-<branch>-<run id>-<attempt>). The entry records its key and the run
 * that made it (event, ref, commit, run id): its provenance. A restored
 * entry is untrusted (docs/security.md): a pull request lists the entries
 * under the prefix through the API (newest first), restores each by its
 * exact key, and uses the first whose run, looked up through the API, is a
 * trusted run (push, schedule, workflow_dispatch) of the base branch at the
 * commit the entry names. Each refused entry is a warning; when entries
 * were found and none is trusted, the gate fails closed (someone wrote where
 * only the default branch should): `BaselineRefused`, which the caller
 * turns into a failed verdict, the report written first.
 *
 * Entry file: {"format": "metacompress-baseline-1", "key": KEY,
 * "provenance": {event, ref, commit, runId, runAttempt}, "report": REPORT}.
 * A `students:` gate saves its students report under keys of their own
 * (`…-students-baseline-…`), so a gate that changes from one student to many
 * finds no entry of the other kind; a pull request's students are matched
 * with the entry's by name (pipeline/baseline.ts).
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { oneLine } from '../errors.js';
import type { Octokit } from '../github/client.js';
import { checkStudentsReport } from '../pipeline/baseline.js';
import { parseReport } from '../report/parse.js';
import {
  actionsCacheBounded,
  cacheKey,
  type CacheBackend,
  type Logger,
} from '../store/actions-cache.js';
import { fileSafe } from './environment.js';

const FORMAT = 'metacompress-baseline-1';
const TRUSTED_EVENTS = ['push', 'schedule', 'workflow_dispatch'];

/** The run that made a baseline report. */
export interface BaselineProvenance {
  event: string;
  ref: string;
  commit: string;
  runId: string;
  runAttempt: string;
}

/** What the store asks GitHub: the cache entries under a prefix, and a run. */
export interface BaselineApi {
  /** Keys of the cache entries of `ref` whose key starts with `prefix`, newest first. */
  listKeys(prefix: string, ref: string): Promise<string[]>;
  /** The run's event, branch and head commit; null when there is no such run. */
  getRun(runId: string): Promise<{ event: string; headBranch: string; headSha: string } | null>;
}

export interface BaselineStore {
  /** The newest trusted report saved for `branch`, as a local file path; null when there is none. */
  restore(branch: string): Promise<string | null>;
  /** Saves the report at `reportFile` as `branch`'s newest baseline, with the run that made it. */
  save(branch: string, reportFile: string, provenance: BaselineProvenance): Promise<void>;
}

/** BaselineApi over the GitHub REST API (the token needs `actions: read`). */
export function githubBaselineApi(
  octokit: Octokit,
  repository: { owner: string; repo: string },
): BaselineApi {
  return {
    async listKeys(prefix, ref) {
      const { data } = await octokit.request('GET /repos/{owner}/{repo}/actions/caches', {
        ...repository,
        key: prefix,
        ref,
        sort: 'created_at',
        direction: 'desc',
        per_page: 100,
      });
      return data.actions_caches
        .map((entry) => entry.key ?? '')
        .filter((key) => key.startsWith(prefix));
    },
    async getRun(runId) {
      try {
        const { data } = await octokit.request('GET /repos/{owner}/{repo}/actions/runs/{run_id}', {
          ...repository,
          run_id: Number(runId),
        });
        return { event: data.event, headBranch: data.head_branch ?? '', headSha: data.head_sha };
      } catch (error) {
        if ((error as { status?: number }).status === 404) return null;
        throw error;
      }
    },
  };
}

/** The gate a baseline belongs to: its id, and whether it runs a `students:` config. */
export interface BaselineGate {
  id: string;
  students: boolean;
}

/** Every baseline key for this gate on `branch` starts with this. */
export function baselineKeyPrefix(gate: BaselineGate, branch: string): string {
  return `${cacheKey(gate.students ? 'students-baseline' : 'baseline', gate.id, branch)}-`;
}

/** The report and provenance of an entry file saved under `key`, or why it is unusable. */
export function decodeBaselineEntry(
  key: string,
  text: string,
  students: boolean,
): { report: unknown; provenance: BaselineProvenance } | string {
  let entry: Record<string, unknown>;
  try {
    entry = JSON.parse(text) as Record<string, unknown>;
  } catch (error) {
    return `not JSON (${oneLine(error)})`;
  }
  if (typeof entry !== 'object' || entry === null || entry.format !== FORMAT) {
    return `not a ${FORMAT} file`;
  }
  if (entry.key !== key) return 'it was saved under another key';
  const p = entry.provenance as Record<string, unknown> | null;
  const fields = ['event', 'ref', 'commit', 'runId', 'runAttempt'];
  if (typeof p !== 'object' || p === null || !fields.every((f) => typeof p[f] === 'string')) {
    return 'it records no provenance';
  }
  try {
    if (students) checkStudentsReport(entry.report, 'its report');
    else parseReport(entry.report, 'its report');
  } catch (error) {
    return oneLine(error);
  }
  return { report: entry.report, provenance: p as unknown as BaselineProvenance };
}

/** Why the run an entry names is not a trusted run of `branch` that made it, or null. */
export function provenanceProblem(
  provenance: BaselineProvenance,
  branch: string,
  run: { event: string; headBranch: string; headSha: string } | null,
): string | null {
  if (provenance.ref !== `refs/heads/${branch}`) return `it was made on ${provenance.ref}`;
  if (run === null) return `its run ${provenance.runId} does not exist`;
  if (!TRUSTED_EVENTS.includes(run.event)) {
    return `its run ${provenance.runId} is a ${run.event} run, not a push, schedule or workflow_dispatch`;
  }
  if (run.headBranch !== branch) return `its run ${provenance.runId} ran on ${run.headBranch}`;
  if (run.headSha !== provenance.commit || provenance.event !== run.event) {
    return `its run ${provenance.runId} ran ${run.event} at ${run.headSha}, the entry says ${provenance.event} at ${provenance.commit}`;
  }
  return null;
}

/**
 * A BaselineStore over @actions/cache and `api`. `dir` must be the same
 * absolute path on every run (the cache version depends on the paths saved).
 */
/**
 * Baseline entries were found and none was made by a trusted run: the
 * caller runs the gate without a baseline and fails it with this message.
 */
export class BaselineRefused extends Error {}

export function createBaselineStore(
  dir: string,
  gate: BaselineGate,
  log: Logger,
  api: BaselineApi | null,
  backend: CacheBackend = actionsCacheBounded,
): BaselineStore {
  const file = [dir, `baseline-${fileSafe(gate.id)}.json`].join(path.sep);
  const reportFile = `${file.slice(0, -'.json'.length)}-report.json`;
  return {
    async restore(branch) {
      if (!backend.isFeatureAvailable()) {
        log.debug('Actions cache service not available; no baseline report');
        return null;
      }
      if (api === null) {
        log.warning(
          `No repository or token to check the baseline's provenance with; no baseline for ${branch}`,
        );
        return null;
      }
      const prefix = baselineKeyPrefix(gate, branch);
      let keys: string[];
      try {
        keys = await api.listKeys(prefix, `refs/heads/${branch}`);
      } catch (error) {
        log.warning(`Could not list the baseline reports for ${branch}: ${oneLine(error)}`);
        return null;
      }
      const refused: string[] = [];
      for (const key of keys) {
        let why: string | null;
        try {
          if ((await backend.restoreCache([file], key)) !== key) continue;
          const entry = decodeBaselineEntry(key, await readFile(file, 'utf8'), gate.students);
          why =
            typeof entry === 'string'
              ? entry
              : provenanceProblem(
                  entry.provenance,
                  branch,
                  await api.getRun(entry.provenance.runId),
                );
          if (why === null && typeof entry !== 'string') {
            await writeFile(reportFile, JSON.stringify(entry.report));
            log.info(
              `Baseline report restored from the cache (${key}, made by run ${entry.provenance.runId} at ${entry.provenance.commit})`,
            );
            return reportFile;
          }
        } catch (error) {
          why = oneLine(error);
        }
        log.warning(`Refusing the baseline report ${key}: ${why}`);
        refused.push(key);
      }
      if (refused.length > 0) {
        throw new BaselineRefused(
          `baseline: ${refused.length} cached report${refused.length === 1 ? '' : 's'} under ${prefix} ${refused.length === 1 ? 'was' : 'were'} not made by a trusted run of ${branch}, and none was; refusing to check for a regression against them (delete them: gh cache delete ${refused[0]})`,
        );
      }
      log.info(`No baseline report saved for ${branch} yet; no regression check or deltas`);
      return null;
    },
    async save(branch, report, provenance) {
      if (!backend.isFeatureAvailable()) {
        log.debug('Actions cache service not available; not saving the baseline report');
        return;
      }
      const key = `${baselineKeyPrefix(gate, branch)}${provenance.runId}-${provenance.runAttempt}`;
      try {
        await mkdir(dir, { recursive: true });
        const text = await readFile(report, 'utf8');
        await writeFile(
          file,
          `{"format":${JSON.stringify(FORMAT)},"key":${JSON.stringify(key)},"provenance":${JSON.stringify(provenance)},"report":${text}}`,
        );
        const saved = await backend.saveCache([file], key);
        if (saved !== -1) log.info(`Saved this report as the baseline for ${branch} (${key})`);
      } catch (error) {
        log.warning(`Could not save the baseline report for ${branch}: ${oneLine(error)}`);
      }
    },
  };
}
