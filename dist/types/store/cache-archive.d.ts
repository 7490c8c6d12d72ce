/** Reading an entry's archive: downloaded and hashed first, extracted only when accepted. */
export interface CacheArchives {
    /**
     * Downloads the archive saved under exactly `key` for `paths` into `file`,
     * extracting nothing: its sha256, or null on a miss.
     */
    download(paths: string[], key: string, file: string): Promise<string | null>;
    /** Extracts an archive `download` wrote where @actions/cache would: its paths, from the workspace. */
    extract(file: string): Promise<void>;
}
/** The version @actions/cache saves an entry of `paths` under (its getCacheVersion). */
export declare function cacheVersion(paths: readonly string[], compression: string): string;
/** The archives of the Actions cache service this job's runtime token reads. */
export declare function serviceArchives(): CacheArchives;
