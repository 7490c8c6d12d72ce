/**
 * The artifact half of the fake Actions results service, as @actions/artifact
 * 6 speaks to it (lib/generated/results/api/v1/artifact.twirp-client.js, JSON
 * with proto field names):
 *   POST /twirp/github.actions.results.api.v1.ArtifactService/CreateArtifact
 *        {workflow_run_backend_id, workflow_job_run_backend_id, name, version,
 *         mime_type?, expires_at?} -> {ok, signed_upload_url}
 *        a name the run already has -> 409 already_exists
 *   POST .../FinalizeArtifact {…backend ids, name, size, hash?} -> {ok, artifact_id}
 * The artifact belongs to the run the job's token names (runtime-token.ts):
 * the backend ids in the body must be the token's, so no job uploads into
 * another run. That binding is what the REST API's `workflow_run` of an
 * artifact reports (github-actions-api.ts).
 */
import type * as http from 'node:http';
import type { BlobStorage } from './blob-storage.js';
import { sendJson } from './http.js';
import { runBackendId, type TokenClaims } from './runtime-token.js';

export const ARTIFACT_TWIRP_PREFIX = '/twirp/github.actions.results.api.v1.ArtifactService/';

export interface StoredArtifact {
  id: number;
  name: string;
  /** The run (and attempt) whose token uploaded it. */
  runId: number;
  runAttempt: number;
  blobName: string;
  finalized: boolean;
  sizeBytes: number;
  /** sha256:<hex>, as FinalizeArtifact reported it. */
  digest: string | null;
  createdAt: number;
  expired: boolean;
}

export interface ArtifactService {
  artifacts: StoredArtifact[];
  handle(
    method: string,
    claims: TokenClaims,
    body: Record<string, unknown>,
    res: http.ServerResponse,
  ): void;
}

function twirpError(res: http.ServerResponse, status: number, code: string, msg: string): void {
  sendJson(res, status, { code, msg });
}

export function artifactService(storage: BlobStorage, now: () => number): ArtifactService {
  const artifacts: StoredArtifact[] = [];
  let nextId = 9000;

  const handle: ArtifactService['handle'] = (method, claims, body, res) => {
    const run = claims.run;
    if (body.workflow_run_backend_id !== runBackendId(run.id)) {
      twirpError(res, 403, 'permission_denied', "the backend ids are not the token's run");
      return;
    }
    const name = typeof body.name === 'string' ? body.name : '';
    if (name === '') {
      twirpError(res, 400, 'invalid_argument', 'name is required');
      return;
    }
    const existing = artifacts.find((a) => a.runId === run.id && a.name === name);
    switch (method) {
      case 'CreateArtifact': {
        if (existing) {
          twirpError(res, 409, 'already_exists', `an artifact named ${name} exists in this run`);
          return;
        }
        const artifact: StoredArtifact = {
          id: nextId++,
          name,
          runId: run.id,
          runAttempt: run.attempt,
          blobName: storage.create('actions-results'),
          finalized: false,
          sizeBytes: 0,
          digest: null,
          createdAt: now(),
          expired: false,
        };
        artifacts.push(artifact);
        sendJson(res, 200, { ok: true, signed_upload_url: storage.uploadUrl(artifact.blobName) });
        return;
      }
      case 'FinalizeArtifact': {
        if (!existing || existing.finalized) {
          twirpError(res, 404, 'not_found', 'artifact not found');
          return;
        }
        const blob = storage.blobs.get(existing.blobName);
        if (!blob?.committed || String(blob.data.length) !== String(body.size)) {
          sendJson(res, 200, { ok: false, artifact_id: '0' });
          return;
        }
        existing.finalized = true;
        existing.sizeBytes = blob.data.length;
        existing.digest = typeof body.hash === 'string' ? body.hash : null;
        sendJson(res, 200, { ok: true, artifact_id: String(existing.id) });
        return;
      }
      default:
        twirpError(res, 404, 'bad_route', `no handler for ${method}`);
    }
  };
  return { artifacts, handle };
}
