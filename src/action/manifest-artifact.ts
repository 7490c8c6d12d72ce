/**
 * The manifest of a trusted run (src/store/manifest.ts) as a workflow
 * artifact: published by the run itself, found by every other run through
 * the REST API.
 *
 * Why an artifact: GitHub binds an artifact to the run whose job uploaded
 * it (the job's runtime token names the run), and the API reports that
 * run (`workflow_run`: id, head branch, head repository, head commit) and
 * the run's event. A pull request's run can upload artifacts, but only
 * into its own run: a `pull_request` run (or a `pull_request_target` one),
 * never a push, schedule or workflow_dispatch run of the default branch.
 * So a manifest is believed only when its artifact's run is such a run of
 * this repository's default branch, looked up again with
 * `GET /repos/{owner}/{repo}/actions/runs/{id}`, the run's commit is in the
 * default branch's history (`GET /repos/{owner}/{repo}/compare/{branch}...{sha}`
 * answers behind or identical: a run that GitHub names for the branch may
 * be of a tag of that name, of a branch renamed since, or of a commit a
 * force-push left behind), and the manifest names that run and its
 * commit. docs/security.md, "The manifest".
 *
 * The artifact is named for the gate (and shard), so two gates of one run
 * publish two manifests: `metacompress-manifest-<id>[-shard-<i>-of-<n>]`
 * (the `shard` input `i/n`).
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { DefaultArtifactClient } from '@actions/artifact';
import { oneLine } from '../errors.js';
import type { Octokit } from '../github/client.js';
import type { PipelineLogger } from '../logger.js';
import {
  decodeManifest,
  encodeManifest,
  type EntryDigests,
  type Manifest,
  type ManifestRun,
} from '../store/manifest.js';
import { fileSafe } from './environment.js';

/** The events whose runs of the default branch run only the default branch's code. */
export const TRUSTED_EVENTS = ['push', 'schedule', 'workflow_dispatch'];

/** The file the artifact holds. */
const MANIFEST_FILE = 'manifest.json';

/** The artifact a gate's trusted runs publish their manifest as. */
export function manifestArtifactName(id: string, shard: string | null): string {
  const suffix = shard === null ? '' : `-shard-${fileSafe(shard.replace('/', '-of-'))}`;
  return `metacompress-manifest-${fileSafe(id)}${suffix}`;
}

/**
 * What looking for a trusted manifest gave: the manifest; none (the API
 * answered, and no trusted run published one); or unreachable (the API
 * could not be asked: no `actions: read`, an outage).
 */
export type ManifestFound = { manifest: Manifest } | { none: string } | { unreachable: string };

export interface ManifestSource {
  /** The newest manifest a trusted run of the default branch published under the gate's name. */
  newest(): Promise<ManifestFound>;
  /** The manifest run `runId` published, when it is a trusted run of the default branch. */
  ofRun(runId: string): Promise<ManifestFound>;
}

/** Moving an artifact: @actions/artifact in the action (`actionsArtifactTransfer`). */
export interface ArtifactTransfer {
  /** Uploads `file` (under `root`) as this run's artifact `name`. */
  upload(name: string, file: string, root: string): Promise<void>;
  /** Downloads artifact `id` of run `runId` into `dir`. */
  download(id: number, runId: number, dir: string): Promise<void>;
}

export function actionsArtifactTransfer(
  token: string,
  repository: { owner: string; repo: string },
): ArtifactTransfer {
  const client = new DefaultArtifactClient();
  return {
    async upload(name, file, root) {
      await client.uploadArtifact(name, [file], root);
    },
    async download(id, runId, dir) {
      await client.downloadArtifact(id, {
        path: dir,
        findBy: {
          token,
          workflowRunId: runId,
          repositoryOwner: repository.owner,
          repositoryName: repository.repo,
        },
      });
    },
  };
}

interface ListedArtifact {
  id: number;
  name: string;
  expired: boolean;
  created_at?: string | null;
  workflow_run?: {
    id?: number;
    repository_id?: number;
    head_repository_id?: number;
    head_branch?: string | null;
    head_sha?: string;
  } | null;
}

function unreachable(error: unknown): { unreachable: string } {
  const status = (error as { status?: unknown }).status;
  if (status === 403 || status === 404) {
    return {
      unreachable: `the token cannot read the repository's workflow runs and artifacts (${oneLine(error)}); give the job \`permissions: actions: read\``,
    };
  }
  return { unreachable: `the manifest could not be fetched (${oneLine(error)})` };
}

export interface ManifestSourceOptions {
  octokit: () => Octokit;
  repository: { owner: string; repo: string };
  defaultBranch: string;
  name: string;
  transfer: ArtifactTransfer;
  /** Where artifacts are downloaded (each into its own folder). */
  dir: string;
  log: Pick<PipelineLogger, 'warning'>;
}

/** A ManifestSource over the REST API: artifacts listed, their runs looked up, the manifest downloaded. */
export function githubManifestSource(options: ManifestSourceOptions): ManifestSource {
  const { repository, defaultBranch, name, log } = options;
  let octokit: Octokit | undefined;
  const api = () => (octokit ??= options.octokit());

  /**
   * Why `sha` is not in the default branch's history, or null when it is:
   * comparing the branch with it must find it behind or identical (a run
   * named for the branch may be of a tag of that name, of a branch renamed
   * since, or of a commit a force-push left behind).
   */
  async function notInHistory(sha: string): Promise<string | null> {
    try {
      const { data } = await api().request('GET /repos/{owner}/{repo}/compare/{basehead}', {
        ...repository,
        basehead: `${defaultBranch}...${sha}`,
        per_page: 1,
      });
      return data.status === 'behind' || data.status === 'identical'
        ? null
        : `is not in ${defaultBranch}'s history (compared with ${defaultBranch}, it is ${data.status})`;
    } catch (error) {
      if ((error as { status?: unknown }).status === 404) {
        return `is not a commit of ${defaultBranch}'s repository (or the token cannot read its contents: \`permissions: contents: read\`)`;
      }
      throw error;
    }
  }

  /** The manifest `artifact` holds when a trusted run made it, or why it is not believed. */
  async function vet(artifact: ListedArtifact): Promise<Manifest | string> {
    const by = artifact.workflow_run;
    const what = `artifact ${artifact.id}`;
    if (typeof by?.id !== 'number') return `${what} names no run`;
    if (by.head_branch !== defaultBranch) {
      return `${what} was made by run ${by.id} of ${String(by.head_branch)}`;
    }
    if (by.head_repository_id !== by.repository_id) {
      return `${what} was made by run ${by.id} of another repository's ${String(by.head_branch)}`;
    }
    let run;
    try {
      ({ data: run } = await api().request('GET /repos/{owner}/{repo}/actions/runs/{run_id}', {
        ...repository,
        run_id: by.id,
      }));
    } catch (error) {
      if ((error as { status?: unknown }).status === 404)
        return `${what}: its run ${by.id} does not exist`;
      throw error;
    }
    if (!TRUSTED_EVENTS.includes(run.event)) {
      return `${what}: its run ${by.id} is a ${run.event} run, not a push, schedule or workflow_dispatch`;
    }
    if (run.head_branch !== defaultBranch || run.head_repository?.id !== run.repository.id) {
      return `${what}: its run ${by.id} ran on ${String(run.head_branch)} of ${String(run.head_repository?.full_name)}`;
    }
    if (run.head_sha !== by.head_sha) {
      return `${what}: its run ${by.id} ran at ${run.head_sha}, the artifact says ${String(by.head_sha)}`;
    }
    const outside = await notInHistory(run.head_sha);
    if (outside !== null) return `${what}: its run ${by.id}'s commit ${run.head_sha} ${outside}`;
    const dir = [options.dir, String(artifact.id)].join(path.sep);
    await rm(dir, { recursive: true, force: true });
    await options.transfer.download(artifact.id, by.id, dir);
    const manifest = decodeManifest(await readFile([dir, MANIFEST_FILE].join(path.sep), 'utf8'));
    if (typeof manifest === 'string') return `${what}: ${manifest}`;
    if (manifest.run.id !== String(run.id) || manifest.run.commit !== run.head_sha) {
      return `${what} names run ${manifest.run.id} at ${manifest.run.commit}, but it was made by run ${run.id} at ${run.head_sha}`;
    }
    return manifest;
  }

  /**
   * The first candidate a trusted run made, newest first (one warning for
   * those refused before it), or none, saying why.
   */
  async function firstTrusted(listed: ListedArtifact[], none: string): Promise<ManifestFound> {
    const candidates = listed
      .filter((a) => a.name === name && !a.expired)
      .sort(
        (a, b) => Date.parse(b.created_at ?? '') - Date.parse(a.created_at ?? '') || b.id - a.id,
      );
    const refused: string[] = [];
    for (const artifact of candidates) {
      const vetted = await vet(artifact);
      if (typeof vetted === 'string') {
        refused.push(vetted);
        continue;
      }
      if (refused.length > 0) {
        log.warning(
          `Not believing ${refusals(refused)}; the manifest of run ${vetted.run.id} is believed`,
        );
      }
      return { manifest: vetted };
    }
    // Nothing believed: the refusals are part of the one warning the run gives for it.
    return { none: refused.length === 0 ? none : `${none}; not believing ${refusals(refused)}` };
  }

  function refusals(refused: string[]): string {
    const more = refused.length > 1 ? ` (and ${refused.length - 1} more)` : '';
    return `${refused.length} artifact${refused.length === 1 ? '' : 's'} named ${name} that no trusted run of ${defaultBranch} made: ${refused[0]}${more}`;
  }

  return {
    async newest() {
      try {
        const { data } = await api().request('GET /repos/{owner}/{repo}/actions/artifacts', {
          ...repository,
          name,
          per_page: 100,
        });
        return await firstTrusted(
          data.artifacts,
          `no push, schedule or workflow_dispatch run of ${defaultBranch} has published ${name}`,
        );
      } catch (error) {
        return unreachable(error);
      }
    },
    async ofRun(runId) {
      try {
        const { data } = await api().request(
          'GET /repos/{owner}/{repo}/actions/runs/{run_id}/artifacts',
          { ...repository, run_id: Number(runId), name, per_page: 100 },
        );
        return await firstTrusted(
          data.artifacts,
          `run ${runId} published no ${name} as a trusted run of ${defaultBranch}`,
        );
      } catch (error) {
        return unreachable(error);
      }
    },
  };
}

/**
 * Publishes `entries` (key → its digests) as this trusted run's manifest: one
 * file, uploaded as the artifact `name`. Nothing recorded, nothing
 * published (an older manifest stays the newest). A failure, or no end
 * within `timeoutMs`, is a warning: pull requests then believe the newest
 * manifest published before.
 */
export async function publishManifest(
  entries: ReadonlyMap<string, EntryDigests>,
  run: ManifestRun,
  name: string,
  options: {
    transfer: ArtifactTransfer;
    dir: string;
    log: Pick<PipelineLogger, 'info' | 'warning'>;
    timeoutMs?: number;
  },
): Promise<void> {
  const { log } = options;
  if (entries.size === 0) {
    log.info(`No cache entry was restored or saved; no manifest published (${name})`);
    return;
  }
  const file = [options.dir, MANIFEST_FILE].join(path.sep);
  let timer: NodeJS.Timeout | undefined;
  try {
    await mkdir(options.dir, { recursive: true });
    await writeFile(file, encodeManifest(run, entries));
    const timeoutMs = options.timeoutMs ?? 120_000;
    await Promise.race([
      options.transfer.upload(name, file, options.dir),
      new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`no end within ${timeoutMs / 1000} s`)),
          timeoutMs,
        );
      }),
    ]);
    log.info(`Published the manifest of ${entries.size} cache entries as the artifact ${name}`);
  } catch (error) {
    log.warning(
      `Could not publish the manifest ${name} (${oneLine(error)}); pull requests believe only what an earlier manifest lists`,
    );
  } finally {
    clearTimeout(timer);
  }
}
