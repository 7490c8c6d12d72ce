/** Kept equal to package.json's version (a test checks it). */
export declare const TOOL_VERSION = "0.1.0";
