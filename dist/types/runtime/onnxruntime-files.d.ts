/**
 * The sha256 of every file of every package `npm ci` installs from ONNXRUNTIME_LOCK,
 * by its path in the install (every platform's binaries: the install keeps only its own).
 */
export declare const ONNXRUNTIME_FILES: {
    version: string;
    files: Readonly<Record<string, string>>;
};
