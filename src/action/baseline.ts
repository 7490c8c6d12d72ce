/**
 * The baseline report: saved to the Actions cache by a push to the default
 * branch, restored by a pull request from its base branch, so the gate can
 * check for a regression and the comment can show deltas.
 *
 * Cache keys are immutable, so every push saves a new entry
 * (…-<branch>-<run id>-<attempt>). The entry records its key and the run
 * that made it (event, ref, commit, run id, attempt): its provenance. A
 * restored entry is untrusted (docs/security.md): a pull request can save
 * under the default branch's very key in its own scope, which its later runs
 * restore first. So a pull request lists the entries under the prefix
 * through the API (newest first), and uses the first that its own run
 * vouches for: the run the key names must have published a manifest as a
 * trusted run of the default branch (manifest-artifact.ts), that manifest
 * must give the sha256 of the entry's archive for its key (checked before
 * the archive is extracted) and of its file, and the key's run and attempt, the provenance's run,
 * attempt and commit, the manifest's run, attempt and commit and the
 * report's commit must all be the same. Each refused entry is a warning;
 * when entries were found and none is vouched for, the gate fails closed
 * (someone wrote where only the default branch should): `BaselineRefused`,
 * which the caller turns into a failed verdict, the report written first.
 * When the manifests cannot be asked (no `actions: read`, the API down),
 * the gate runs without a baseline, with a warning.
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
  cacheKey,
  type ActionsCache,
  type ArtifactCache,
  type Logger,
} from '../store/actions-cache.js';
import { entryDigest } from '../store/entry-digest.js';
import { fileSafe } from './environment.js';
import { TRUSTED_EVENTS, type ManifestSource } from './manifest-artifact.js';

const FORMAT = 'metacompress-baseline-1';

/** The run that made a baseline report. */
export interface BaselineProvenance {
  event: string;
  ref: string;
  commit: string;
  runId: string;
  runAttempt: string;
}

/** What the store asks GitHub: the cache entries under a prefix. */
export interface BaselineApi {
  /** Keys of the cache entries of `ref` whose key starts with `prefix`, newest first. */
  listKeys(prefix: string, ref: string): Promise<string[]>;
}

/**
 * How a pull request checks an entry: the entries listed, the manifests of
 * their runs, and the Actions cache whose archives are checked against them
 * before they are extracted.
 */
export interface BaselineCheck {
  api: BaselineApi;
  manifests: ManifestSource;
  cache: Pick<ActionsCache, 'restoreArchive'>;
}

export interface BaselineStore {
  /** The newest vouched-for report saved for `branch`, as a local file path; null when there is none. */
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

/**
 * Why the entry saved under `key` (run and attempt from the key's tail) is
 * not the one its run made on `branch`, before its run's manifest is asked;
 * null when key, provenance and report agree.
 */
export function provenanceProblem(
  keyRun: { id: string; attempt: string },
  entry: { report: unknown; provenance: BaselineProvenance },
  branch: string,
): string | null {
  const p = entry.provenance;
  if (p.ref !== `refs/heads/${branch}`) return `it was made on ${p.ref}`;
  if (!TRUSTED_EVENTS.includes(p.event)) {
    return `it says a ${p.event} run made it, not a push, schedule or workflow_dispatch`;
  }
  if (p.runId !== keyRun.id || p.runAttempt !== keyRun.attempt) {
    return `its key names run ${keyRun.id} attempt ${keyRun.attempt}, its provenance run ${p.runId} attempt ${p.runAttempt}`;
  }
  const commit = (entry.report as { commit?: unknown }).commit;
  if (commit !== p.commit) {
    return `its report is of commit ${typeof commit === 'string' ? commit : 'none'}, its provenance says ${p.commit}`;
  }
  return null;
}

/** The run id and attempt of a key `<prefix><run>-<attempt>`, or null. */
function runOfKey(key: string, prefix: string): { id: string; attempt: string } | null {
  const m = /^(\d+)-(\d+)$/.exec(key.slice(prefix.length));
  return m === null ? null : { id: m[1]!, attempt: m[2]! };
}

/**
 * Baseline entries were found and none was vouched for by its run: the
 * caller runs the gate without a baseline and fails it with this message.
 */
export class BaselineRefused extends Error {}

/** The manifests could not be asked: no baseline, a warning, not a refusal. */
class ManifestsUnreachable extends Error {}

/**
 * A BaselineStore that saves to `cache` and, for a pull request, restores
 * what `check` vouches for (its Actions cache unchecked: each entry is
 * checked here, against its own run's manifest). `dir` must be the same
 * absolute path on every run (the cache version depends on the paths
 * saved).
 */
export function createBaselineStore(
  dir: string,
  gate: BaselineGate,
  log: Logger,
  cache: Pick<ArtifactCache, 'save'>,
  check: BaselineCheck | string,
): BaselineStore {
  const file = [dir, `baseline-${fileSafe(gate.id)}.json`].join(path.sep);
  const reportFile = `${file.slice(0, -'.json'.length)}-report.json`;

  /**
   * The entry under `key` restored and vouched for by its run (written to
   * reportFile), or why not; null on a miss. Its run's manifest is asked
   * first: an archive it does not give is never extracted.
   */
  async function vetted(
    key: string,
    prefix: string,
    branch: string,
    check: BaselineCheck,
  ): Promise<{ refused: string } | { made: string } | null> {
    const keyRun = runOfKey(key, prefix);
    if (keyRun === null) return { refused: 'its key names no run and attempt' };
    const found = await check.manifests.ofRun(keyRun.id);
    if ('unreachable' in found) throw new ManifestsUnreachable(found.unreachable);
    if ('none' in found) return { refused: found.none };
    const { run } = found.manifest;
    const recorded = found.manifest.entryOf(key);
    if (recorded === null) return { refused: `run ${run.id} recorded no entry under this key` };
    const restored = await check.cache.restoreArchive(
      key,
      [file],
      (sha256) => sha256 === recorded.archive,
    );
    if (restored === null) return null;
    if (!restored.extracted) {
      return {
        refused: `its archive (sha256 ${restored.sha256}) is not what run ${run.id} recorded (sha256 ${recorded.archive}); it was not extracted`,
      };
    }
    const entry = decodeBaselineEntry(key, await readFile(file, 'utf8'), gate.students);
    if (typeof entry === 'string') return { refused: entry };
    const problem = provenanceProblem(keyRun, entry, branch);
    if (problem !== null) return { refused: problem };
    const p = entry.provenance;
    if (run.attempt !== keyRun.attempt || run.commit !== p.commit) {
      return {
        refused: `run ${run.id}'s manifest is of attempt ${run.attempt} at ${run.commit}, the entry says attempt ${keyRun.attempt} at ${p.commit}`,
      };
    }
    const digest = await entryDigest([file]);
    if (!found.manifest.vouches(key, digest)) {
      return {
        refused: `its file (sha256 ${digest}) is not what run ${run.id} recorded (sha256 ${recorded.files})`,
      };
    }
    await writeFile(reportFile, JSON.stringify(entry.report));
    return { made: `made by run ${p.runId} at ${p.commit}` };
  }

  return {
    async restore(branch) {
      if (typeof check === 'string') {
        log.warning(`No baseline for ${branch}: ${check}`);
        return null;
      }
      const prefix = baselineKeyPrefix(gate, branch);
      let keys: string[];
      try {
        keys = await check.api.listKeys(prefix, `refs/heads/${branch}`);
      } catch (error) {
        log.warning(`Could not list the baseline reports for ${branch}: ${oneLine(error)}`);
        return null;
      }
      const refused: string[] = [];
      for (const key of keys) {
        let why: string;
        try {
          const checked = await vetted(key, prefix, branch, check);
          if (checked === null) continue;
          if ('made' in checked) {
            log.info(`Baseline report restored from the cache (${key}, ${checked.made})`);
            return reportFile;
          }
          why = checked.refused;
        } catch (error) {
          if (error instanceof ManifestsUnreachable) {
            log.warning(
              `No baseline for ${branch}: its entries cannot be checked against their runs' manifests (${error.message})`,
            );
            return null;
          }
          why = oneLine(error);
        }
        log.warning(`Refusing the baseline report ${key}: ${why}`);
        refused.push(key);
      }
      if (refused.length > 0) {
        throw new BaselineRefused(
          `baseline: ${refused.length} cached report${refused.length === 1 ? '' : 's'} under ${prefix} ${refused.length === 1 ? 'was' : 'were'} not vouched for by a trusted run of ${branch}, and none was; refusing to check for a regression against them (delete them: gh cache delete ${refused[0]}; a pull request's own copy is in its scope, refs/pull/<number>/merge)`,
        );
      }
      log.info(`No baseline report saved for ${branch} yet; no regression check or deltas`);
      return null;
    },
    async save(branch, report, provenance) {
      const key = `${baselineKeyPrefix(gate, branch)}${provenance.runId}-${provenance.runAttempt}`;
      try {
        await mkdir(dir, { recursive: true });
        const text = await readFile(report, 'utf8');
        await writeFile(
          file,
          `{"format":${JSON.stringify(FORMAT)},"key":${JSON.stringify(key)},"provenance":${JSON.stringify(provenance)},"report":${text}}`,
        );
      } catch (error) {
        log.warning(`Could not save the baseline report for ${branch}: ${oneLine(error)}`);
        return;
      }
      await cache.save(key, [file]);
    },
  };
}
