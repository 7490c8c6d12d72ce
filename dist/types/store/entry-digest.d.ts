/** sha256 (hex) of the entry made of `paths`, as they are on disk now. */
export declare function entryDigest(paths: readonly string[]): Promise<string>;
