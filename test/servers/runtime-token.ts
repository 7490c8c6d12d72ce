/**
 * ACTIONS_RUNTIME_TOKEN as the fake results service mints and reads it: a
 * JWT, as GitHub's is, whose claims say which workflow run the job belongs
 * to and what it may do. The real service learns a job's cache scopes and
 * its run from this token, never from the request; so does the fake one.
 *
 *   ac   the cache scopes, a JSON string: [{"Scope": ref, "Permission": n}],
 *        1 read, 3 read and write. The run's own ref comes first (the only
 *        one it writes), then the refs it may read: a pull request's base
 *        branch, then the default branch. A restore searches them in order.
 *   scp  space-separated scopes; `Actions.Results:<run backend id>:<job
 *        backend id>` is what @actions/artifact reads to name its run.
 *
 * Signed with HMAC-SHA256 under the service's secret: a test, like a job,
 * cannot widen its scopes by editing its token.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

/** One workflow run as GitHub knows it: what its artifacts and runs endpoints say about it. */
export interface WorkflowRun {
  id: number;
  attempt: number;
  event: string;
  /** GITHUB_REF: refs/heads/main, refs/pull/7/merge, refs/tags/v1 ... */
  ref: string;
  /** The branch the run's head is on (a pull request's head branch; a tag push: the tag's name). */
  headBranch: string;
  headSha: string;
  /** owner/repo the run's head commit comes from (a fork's for a fork's pull request). */
  headRepository: string;
  /** owner/repo the run belongs to. */
  repository: string;
  /** Refs whose cache entries the run may read after its own: base branch, default branch. */
  readRefs: string[];
}

export interface CacheScope {
  scope: string;
  write: boolean;
}

const base64url = (data: Buffer | string): string => Buffer.from(data).toString('base64url');

/** The run's token: its cache scopes and its results backend ids. */
export function mintRuntimeToken(secret: string, run: WorkflowRun): string {
  const scopes = [
    { Scope: run.ref, Permission: 3 },
    ...run.readRefs.filter((ref) => ref !== run.ref).map((ref) => ({ Scope: ref, Permission: 1 })),
  ];
  const header = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const payload = base64url(
    JSON.stringify({
      ac: JSON.stringify(scopes),
      scp: `Actions.GenericRead:00000000-0000-0000-0000-000000000000 Actions.Results:${runBackendId(run.id)}:job-${run.id}-${run.attempt}`,
      run: { id: run.id, attempt: run.attempt },
    }),
  );
  const signature = createHmac('sha256', secret).update(`${header}.${payload}`).digest();
  return `${header}.${payload}.${base64url(signature)}`;
}

/** The run backend id the token names for run `id` (the results service's own id of a run). */
export function runBackendId(id: number): string {
  return `run-${id}`;
}

export interface TokenClaims {
  scopes: CacheScope[];
  run: { id: number; attempt: number };
}

/** The claims of a token this service minted; null for any other (unsigned, altered, malformed). */
export function readRuntimeToken(secret: string, token: string): TokenClaims | null {
  const [header, payload, signature] = token.split('.');
  if (header === undefined || payload === undefined || signature === undefined) return null;
  const expected = createHmac('sha256', secret).update(`${header}.${payload}`).digest();
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
      ac: string;
      run: { id: number; attempt: number };
    };
    const scopes = (JSON.parse(claims.ac) as { Scope: string; Permission: number }[]).map((s) => ({
      scope: s.Scope,
      write: (s.Permission & 2) !== 0,
    }));
    return { scopes, run: claims.run };
  } catch {
    return null;
  }
}
