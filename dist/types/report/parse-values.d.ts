/** The shapes every reader of a Report from outside tests its values for (parse.ts and its sections). */
export type Plain = Record<string, unknown>;
export declare function isPlain(value: unknown): value is Plain;
export declare function isCount(value: unknown): boolean;
