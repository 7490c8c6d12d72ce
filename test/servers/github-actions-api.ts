/**
 * The Actions part of the fake GitHub REST API (github-api.ts routes here):
 * workflow runs, the repository's cache entries, and workflow artifacts, in
 * GitHub's shapes.
 *
 *   GET /repos/{owner}/{repo}/actions/runs/{run_id}
 *       {id, run_attempt, event, head_branch, head_sha, repository, head_repository}
 *   GET /repos/{owner}/{repo}/actions/caches?key=&ref=&sort=&direction=
 *   GET /repos/{owner}/{repo}/actions/artifacts?name=&per_page=
 *   GET /repos/{owner}/{repo}/actions/runs/{run_id}/artifacts?name=
 *       {total_count, artifacts: [{id, name, expired, created_at, digest,
 *        archive_download_url, workflow_run: {id, repository_id,
 *        head_repository_id, head_branch, head_sha}}]}, newest first
 *   GET /repos/{owner}/{repo}/actions/artifacts/{id}/zip
 *       302 to the blob's signed URL on the results service (410 when expired)
 *   GET /repos/{owner}/{repo}/compare/{branch}...{sha}
 *       {status, ahead_by, behind_by, total_commits, commits, files}: identical
 *       (the branch's head), behind (in its history), diverged (a commit of
 *       the repository outside it); 404 for a commit the repository lacks
 *
 * A branch's history is what a test set with setHistory, else the commits
 * of the runs of its ref (refs/heads/<branch>) in run order: a push or a
 * dispatch of a branch runs at a commit of it, a tag's run (refs/tags/…)
 * adds nothing, whatever its head branch says.
 *
 * Runs and artifacts come from the fake results service (actions-cache.ts):
 * an artifact is the run's whose token uploaded it, and that run is what
 * the job's token was minted for, so what the API says of an artifact's run
 * is what the job was. A run added with addRun answers GET run in its place
 * (a run the test describes by hand).
 */
import { createHash } from 'node:crypto';
import type * as http from 'node:http';
import { sendJson, type RecordedRequest } from './http.js';
import type { StoredArtifact } from './actions-artifacts.js';
import type { WorkflowRun } from './runtime-token.js';

/** A workflow run described by hand: GET run answers with it (head repository: the repository). */
export interface StoredRun {
  event: string;
  headBranch: string;
  headSha: string;
}

/** What the results service knows: the runs its tokens name, their artifacts, the blobs' URLs. */
export interface ActionsResults {
  runs: Map<number, WorkflowRun>;
  artifacts: StoredArtifact[];
  downloadUrl(blobName: string): string;
}

export interface ActionsApiOptions {
  /** The repository's cache entries (a test wires this to the fake cache service's entries). */
  caches?: () => { key: string; ref: string; createdAt: number }[];
  /** The fake results service whose runs and artifacts the API reports. */
  results?: () => ActionsResults;
}

/**
 * The options that make the API report what the fake results service holds:
 * its cache entries with their scopes, its runs and artifacts. `server` is
 * asked when a request comes (the two servers start together).
 */
export function resultsApi(
  server: () => ActionsResults & {
    entries: { key: string; scope: string; finalized: boolean; createdAt: number }[];
  },
): ActionsApiOptions {
  return {
    caches: () =>
      server()
        .entries.filter((e) => e.finalized)
        .map((e) => ({ key: e.key, ref: e.scope, createdAt: e.createdAt })),
    results: server,
  };
}

const DOCS = 'https://docs.github.com/rest';

function notFound(res: http.ServerResponse, doc: string): void {
  sendJson(res, 404, { message: 'Not Found', documentation_url: `${DOCS}/${doc}`, status: '404' });
}

export function repositoryId(fullName: string): number {
  // Stable fake numeric id per repository, like GitHub's /repositories/{id}.
  const digest = createHash('sha256').update(fullName).digest();
  return 1_000_000 + (digest.readUInt32BE(0) % 9_000_000);
}

/**
 * The Actions routes. `fault(name)` is the server's fault script for one
 * endpoint ('run', 'artifacts'); it answers the request and returns true when
 * a fault is due.
 */
export function actionsRoutes(
  options: ActionsApiOptions,
  handRuns: Map<string, StoredRun>,
  histories: Map<string, string[]>,
  fault: (name: 'run' | 'artifacts', res: http.ServerResponse, doc: string) => Promise<boolean>,
) {
  const runOf = (owner: string, repo: string, id: number): WorkflowRun | null => {
    const full = `${owner}/${repo}`;
    const byHand = handRuns.get(`${full}#${id}`);
    if (byHand) {
      return {
        id,
        attempt: 1,
        event: byHand.event,
        ref: `refs/heads/${byHand.headBranch}`,
        headBranch: byHand.headBranch,
        headSha: byHand.headSha,
        headRepository: full,
        repository: full,
        readRefs: [],
      };
    }
    const run = options.results?.().runs.get(id);
    return run && run.repository === full ? run : null;
  };

  /** Every run of the repository, by hand and from the results service, in id order. */
  const runsOf = (owner: string, repo: string): WorkflowRun[] => {
    const ids = new Set<number>();
    for (const key of handRuns.keys()) {
      if (key.startsWith(`${owner}/${repo}#`)) ids.add(Number(key.slice(key.indexOf('#') + 1)));
    }
    for (const id of options.results?.().runs.keys() ?? []) ids.add(id);
    return [...ids]
      .sort((a, b) => a - b)
      .map((id) => runOf(owner, repo, id))
      .filter((run): run is WorkflowRun => run !== null);
  };

  /** The branch's commits, oldest first (the header says where they come from). */
  const historyOf = (owner: string, repo: string, branch: string): string[] =>
    histories.get(`${owner}/${repo}#${branch}`) ?? [
      ...new Set(
        runsOf(owner, repo)
          .filter((run) => run.ref === `refs/heads/${branch}`)
          .map((run) => run.headSha),
      ),
    ];

  const artifactJson = (base: string, a: StoredArtifact, run: WorkflowRun) => ({
    id: a.id,
    node_id: `MDg6QXJ0aWZhY3Q${a.id}`,
    name: a.name,
    size_in_bytes: a.sizeBytes,
    url: `${base}/repos/${run.repository}/actions/artifacts/${a.id}`,
    archive_download_url: `${base}/repos/${run.repository}/actions/artifacts/${a.id}/zip`,
    expired: a.expired,
    digest: a.digest,
    created_at: new Date(a.createdAt).toISOString(),
    updated_at: new Date(a.createdAt).toISOString(),
    workflow_run: {
      id: run.id,
      repository_id: repositoryId(run.repository),
      head_repository_id: repositoryId(run.headRepository),
      head_branch: run.headBranch,
      head_sha: run.headSha,
    },
  });

  /** The finalized artifacts of the repository (of one run when `runId` is set), named `name` when set, newest first. */
  const listArtifacts = (
    base: string,
    owner: string,
    repo: string,
    query: URLSearchParams,
    runId: number | null,
  ) => {
    const name = query.get('name');
    const listed = (options.results?.().artifacts ?? [])
      .filter((a) => a.finalized && (name === null || a.name === name))
      .filter((a) => runId === null || a.runId === runId)
      .map((a) => ({ a, run: runOf(owner, repo, a.runId) }))
      .filter((x): x is { a: StoredArtifact; run: WorkflowRun } => x.run !== null)
      .sort((x, y) => y.a.createdAt - x.a.createdAt || y.a.id - x.a.id);
    const perPage = Math.min(Math.max(1, Number(query.get('per_page') ?? 30) || 30), 100);
    return {
      total_count: listed.length,
      artifacts: listed.slice(0, perPage).map(({ a, run }) => artifactJson(base, a, run)),
    };
  };

  /** Answers an Actions request; false when the path is none of these. */
  return async (base: string, rec: RecordedRequest, res: http.ServerResponse): Promise<boolean> => {
    if (rec.method !== 'GET') return false;
    let m: RegExpMatchArray | null;
    if ((m = rec.path.match(/^\/repos\/([^/]+)\/([^/]+)\/actions\/runs\/(\d+)$/))) {
      rec.kind = 'getWorkflowRun';
      const doc = 'actions/workflow-runs#get-a-workflow-run';
      if (await fault('run', res, doc)) return true;
      const [, owner = '', repo = '', id = ''] = m;
      const run = runOf(owner, repo, Number(id));
      if (!run) {
        notFound(res, doc);
        return true;
      }
      sendJson(res, 200, {
        id: run.id,
        run_attempt: run.attempt,
        event: run.event,
        head_branch: run.headBranch,
        head_sha: run.headSha,
        status: 'completed',
        repository: { id: repositoryId(run.repository), full_name: run.repository },
        head_repository: { id: repositoryId(run.headRepository), full_name: run.headRepository },
      });
      return true;
    }
    if ((m = rec.path.match(/^\/repos\/([^/]+)\/([^/]+)\/actions\/runs\/(\d+)\/artifacts$/))) {
      rec.kind = 'listRunArtifacts';
      if (await fault('artifacts', res, 'actions/artifacts#list-workflow-run-artifacts')) {
        return true;
      }
      const [, owner = '', repo = '', id = ''] = m;
      sendJson(res, 200, listArtifacts(base, owner, repo, rec.query, Number(id)));
      return true;
    }
    if ((m = rec.path.match(/^\/repos\/([^/]+)\/([^/]+)\/actions\/artifacts$/))) {
      rec.kind = 'listArtifacts';
      if (await fault('artifacts', res, 'actions/artifacts#list-artifacts-for-a-repository')) {
        return true;
      }
      const [, owner = '', repo = ''] = m;
      sendJson(res, 200, listArtifacts(base, owner, repo, rec.query, null));
      return true;
    }
    if ((m = rec.path.match(/^\/repos\/([^/]+)\/([^/]+)\/actions\/artifacts\/(\d+)\/zip$/))) {
      rec.kind = 'downloadArtifact';
      const [, owner = '', repo = '', id = ''] = m;
      const a = options.results?.().artifacts.find((x) => x.id === Number(id) && x.finalized);
      if (!a || runOf(owner, repo, a.runId) === null) {
        notFound(res, 'actions/artifacts#download-an-artifact');
        return true;
      }
      if (a.expired) {
        sendJson(res, 410, { message: 'Artifact has expired', status: '410' });
        return true;
      }
      res.writeHead(302, {
        location: options.results!().downloadUrl(a.blobName),
        'content-length': 0,
      });
      res.end();
      return true;
    }
    if ((m = rec.path.match(/^\/repos\/([^/]+)\/([^/]+)\/compare\/(.+)\.\.\.([^/.]+)$/))) {
      rec.kind = 'compareCommits';
      const [, owner = '', repo = '', branch = '', sha = ''] = m;
      const history = historyOf(owner, repo, decodeURIComponent(branch));
      const at = history.indexOf(sha);
      const known =
        at !== -1 ||
        runsOf(owner, repo).some((run) => run.headSha === sha) ||
        [...histories.values()].some((commits) => commits.includes(sha));
      if (!known) {
        notFound(res, 'commits/commits#compare-two-commits');
        return true;
      }
      const behindBy = at === -1 ? history.length : history.length - 1 - at;
      sendJson(res, 200, {
        status: at === -1 ? 'diverged' : behindBy === 0 ? 'identical' : 'behind',
        ahead_by: at === -1 ? 1 : 0,
        behind_by: behindBy,
        total_commits: at === -1 ? 1 : 0,
        commits: [],
        files: [],
      });
      return true;
    }
    if (/^\/repos\/[^/]+\/[^/]+\/actions\/caches$/.test(rec.path)) {
      rec.kind = 'listCaches';
      // GitHub's filters: key is a prefix, ref an exact ref; sorted as asked (created_at, desc).
      const prefix = rec.query.get('key') ?? '';
      const ref = rec.query.get('ref');
      const desc = (rec.query.get('direction') ?? 'desc') === 'desc';
      const listed = (options.caches?.() ?? [])
        .filter((c) => c.key.startsWith(prefix) && (ref === null || c.ref === ref))
        .sort((a, b) => (desc ? b.createdAt - a.createdAt : a.createdAt - b.createdAt));
      sendJson(res, 200, {
        total_count: listed.length,
        actions_caches: listed.map((c, i) => ({
          id: i + 1,
          ref: c.ref,
          key: c.key,
          version: 'v',
          last_accessed_at: new Date(c.createdAt).toISOString(),
          created_at: new Date(c.createdAt).toISOString(),
          size_in_bytes: 1,
        })),
      });
      return true;
    }
    return false;
  };
}
