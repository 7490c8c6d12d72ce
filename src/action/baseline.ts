/**
 * The baseline report: saved to the Actions cache on a push to the default
 * branch, restored on a pull request from its base branch, so the gate can
 * check for a regression and the comment can show deltas.
 *
 * Cache keys are immutable, so every push saves a new entry
 * (…-<branch>-<run id>-<attempt>) and a pull request restores the newest one
 * by prefix. Pull requests can read entries their base branch saved.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  actionsCacheBounded,
  cacheKey,
  type CacheBackend,
  type Logger,
} from '../store/actions-cache.js';
import { oneLine } from '../errors.js';
import { parseReportText } from '../report/parse.js';

export interface BaselineStore {
  /** The newest report saved for `branch`, as a local file path; null when there is none. */
  restore(branch: string): Promise<string | null>;
  /** Saves the report at `reportFile` as `branch`'s newest baseline. */
  save(branch: string, reportFile: string, runId: string, runAttempt: string): Promise<void>;
}

/** Every baseline key for this gate on `branch` starts with this. */
export function baselineKeyPrefix(id: string, branch: string): string {
  return `${cacheKey('baseline', id, branch)}-`;
}

/**
 * A BaselineStore over @actions/cache. `dir` must be the same absolute path
 * on every run (the cache version depends on the paths saved).
 */
export function createBaselineStore(
  dir: string,
  id: string,
  log: Logger,
  backend: CacheBackend = actionsCacheBounded,
): BaselineStore {
  const file = [dir, `baseline-${id.replace(/[^A-Za-z0-9._-]/g, '_')}.json`].join(path.sep);
  return {
    async restore(branch) {
      if (!backend.isFeatureAvailable()) {
        log.debug('Actions cache service not available; no baseline report');
        return null;
      }
      const prefix = baselineKeyPrefix(id, branch);
      try {
        const matched = await backend.restoreCache([file], prefix, [prefix]);
        if (matched === undefined) {
          log.info(`No baseline report saved for ${branch} yet; no regression check or deltas`);
          return null;
        }
        // A damaged cache entry is a caching problem: it warns, and the gate runs without a baseline.
        parseReportText(await readFile(file, 'utf8'), `cached baseline ${matched}`);
        log.info(`Baseline report restored from the cache (${matched})`);
        return file;
      } catch (error) {
        log.warning(`Could not restore the baseline report for ${branch}: ${oneLine(error)}`);
        return null;
      }
    },
    async save(branch, reportFile, runId, runAttempt) {
      if (!backend.isFeatureAvailable()) {
        log.debug('Actions cache service not available; not saving the baseline report');
        return;
      }
      const key = `${baselineKeyPrefix(id, branch)}${runId}-${runAttempt}`;
      try {
        await mkdir(dir, { recursive: true });
        await writeFile(file, await readFile(reportFile));
        const saved = await backend.saveCache([file], key);
        if (saved !== -1) log.info(`Saved this report as the baseline for ${branch} (${key})`);
      } catch (error) {
        log.warning(`Could not save the baseline report for ${branch}: ${oneLine(error)}`);
      }
    },
  };
}
