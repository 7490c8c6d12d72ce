import type { CachedNextTokens } from './types.js';
export declare function encodeNextTokens(key: string, side: CachedNextTokens): Buffer;
/** The compact side in `buffer` saved under `key`, or a reason why it is not a usable file. */
export declare function decodeNextTokens(key: string, buffer: Buffer): CachedNextTokens | string;
