import { type HttpOptions } from './download.js';
export interface ReleaseAsset {
    /** The asset's API URL (download it with Accept: application/octet-stream). */
    apiUrl: URL;
    name: string;
    size: number;
    /** GitHub's recorded sha256 (lower-case hex) when the API reports one. */
    sha256?: string;
}
export declare const GITHUB_API_HEADERS: Record<string, string>;
/** One attempt; TransientError for 5xx/429/network trouble. */
export declare function findReleaseAsset(apiBase: string, owner: string, repo: string, tag: string, assetName: string, options: HttpOptions): Promise<ReleaseAsset>;
