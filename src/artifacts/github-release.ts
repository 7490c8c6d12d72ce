/**
 * Finds a release asset through the GitHub REST API:
 * GET {api}/repos/{owner}/{repo}/releases/tags/{tag}, then the asset's API
 * URL is downloaded with `Accept: application/octet-stream` (GitHub answers
 * with a 302 to a signed storage URL; see download.ts for the token rule).
 */
import { redactUrl } from './source.js';
import { httpGet, statusError, TransientError, type HttpOptions } from './download.js';
import { InputError } from '../errors.js';

export interface ReleaseAsset {
  /** The asset's API URL (download it with Accept: application/octet-stream). */
  apiUrl: URL;
  name: string;
  size: number;
  /** GitHub's recorded sha256 (lower-case hex) when the API reports one. */
  sha256?: string;
}

interface AssetJson {
  url?: unknown;
  name?: unknown;
  size?: unknown;
  digest?: unknown;
}

export const GITHUB_API_HEADERS: Record<string, string> = {
  accept: 'application/vnd.github+json',
  'x-github-api-version': '2022-11-28',
};

/** One attempt; TransientError for 5xx/429/network trouble. */
export async function findReleaseAsset(
  apiBase: string,
  owner: string,
  repo: string,
  tag: string,
  assetName: string,
  options: HttpOptions,
): Promise<ReleaseAsset> {
  const base = apiBase.replace(/\/+$/, '');
  const url = new URL(
    `${base}/repos/${encodeURIComponent(owner)}/${encodeURIComponent(repo)}/releases/tags/${encodeURIComponent(tag)}`,
  );
  const fetched = await httpGet(url, GITHUB_API_HEADERS, options, true);
  const { res } = fetched;
  let text: string;
  try {
    if (res.status === 404) {
      await res.body?.cancel();
      throw new InputError(
        `GitHub release ${tag} of ${owner}/${repo} not found (HTTP 404 from ${redactUrl(url)}); check the tag, and for a private repository pass a token that can read it`,
      );
    }
    if (!res.ok) {
      await res.body?.cancel();
      throw statusError(url, res, 'release lookup');
    }
    try {
      text = await res.text();
    } catch (error) {
      throw new TransientError(
        `release lookup at ${redactUrl(url)} broke: ${error instanceof Error ? error.message : String(error)}`,
        { cause: error },
      );
    }
  } finally {
    fetched.done();
  }
  let release: { assets?: unknown };
  try {
    release = JSON.parse(text) as { assets?: unknown };
  } catch {
    throw new InputError(`release lookup at ${redactUrl(url)} returned something other than JSON`);
  }
  const assets = Array.isArray(release.assets) ? (release.assets as AssetJson[]) : [];
  const asset = assets.find((a) => a.name === assetName);
  if (!asset || typeof asset.url !== 'string') {
    const names = assets.map((a) => String(a.name)).join(', ') || 'none';
    throw new InputError(
      `GitHub release ${tag} of ${owner}/${repo} has no asset named "${assetName}" (assets: ${names})`,
    );
  }
  const digest =
    typeof asset.digest === 'string' && /^sha256:[0-9a-f]{64}$/i.test(asset.digest)
      ? asset.digest.slice('sha256:'.length).toLowerCase()
      : undefined;
  return {
    apiUrl: new URL(asset.url),
    name: assetName,
    size: typeof asset.size === 'number' ? asset.size : -1,
    ...(digest ? { sha256: digest } : {}),
  };
}
