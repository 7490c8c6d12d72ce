/** Reads a YAML config file into its raw document, before validation. */
export declare function readConfigDocument(file: string): unknown;
