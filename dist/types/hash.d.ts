import { type Hash } from 'node:crypto';
/** sha256 of a file, streamed, as lowercase hex. */
export declare function sha256File(file: string, what: string): Promise<string>;
/** sha256 of a text (UTF-8) or bytes, as lowercase hex. */
export declare function sha256Text(text: string | Uint8Array): string;
/**
 * A sha256 fed in parts (a stream's chunks, several files with their names),
 * for a digest no single text holds; the one place the project makes one.
 */
export declare function sha256Hasher(): Hash;
