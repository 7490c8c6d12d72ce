export declare const isObject: (value: unknown) => value is Record<string, unknown>;
export declare const isCount: (value: unknown) => value is number;
/** A partial that passed the envelope's checks, and the lines its further checks throw. */
export interface OpenedPartial {
    value: Record<string, unknown>;
    shard: {
        index: number;
        count: number;
    };
    /** Throws `merge: FILE why`. */
    refuse: (why: string) => never;
    /** Throws `merge: FILE is damaged: why; run its shard again to rewrite it`. */
    damaged: (why: string) => never;
}
/**
 * Checks a parsed partial's schema, version and shard.
 *
 * @param kind - the schema and version this MetaCompress merges, and what a
 *   file of another schema is told ("is not a MetaCompress partial report …").
 * @throws InputError, one line naming `file`.
 */
export declare function openPartial(value: unknown, file: string, kind: {
    schema: string;
    version: number;
    notOurs: string;
}): OpenedPartial;
