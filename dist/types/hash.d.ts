/** sha256 of a file, streamed, as lowercase hex. */
export declare function sha256File(file: string, what: string): Promise<string>;
export declare function sha256Text(text: string): string;
