/** The files the running program is made of: this bundle, or every source file beside this one. */
export declare function programFiles(thisFile: string): string[];
/** sha256 (hex) of the files' names relative to the first one's folder and their contents. */
export declare function codeVersionOf(files: readonly string[]): string;
/** The running program's code version, computed once per process. */
export declare function codeVersion(): string;
