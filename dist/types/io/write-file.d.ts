export interface WriteOptions {
    /** Add to the end of the file instead of replacing it (GITHUB_OUTPUT). */
    append?: boolean;
}
/**
 * Writes `text` to `file` (creating its folder), or throws an InputError
 * such as `cannot write the JSON report to /tmp/r.json (ENOSPC: no space left
 * on device, write)`. `what` names the content, e.g. 'the JSON report'.
 */
export declare function writeFileNamed(file: string, text: string, what: string, options?: WriteOptions): Promise<void>;
