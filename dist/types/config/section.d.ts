type Plain = Record<string, unknown>;
/** Resolves a path of the config against the config file's folder. */
export type Resolve = (relative: string) => string;
/** The values that switch a setting off: null, "off" and false. */
export declare function isOff(value: unknown): boolean;
/** A value as a message names it: its JSON, or "a list" / "a mapping". */
export declare function describe(value: unknown): string;
/**
 * A view of one mapping in the raw config that remembers its dotted path, so
 * every message names the key, the bad value and what is allowed; and which
 * keys were read, so unknown keys can be named.
 */
export declare class Section {
    private readonly raw;
    readonly where: string;
    private readonly family;
    private readonly seen;
    /**
     * @param family - every section of the same document (shared with the
     *   sections made from this one), so a typo anywhere can be named.
     */
    constructor(raw: Plain, where: string, family?: Section[]);
    static of(value: unknown, where: string, family?: Section[]): Section;
    /** A mapping inside this document (one not read through section()). */
    child(value: unknown, where: string): Section;
    /**
     * Keys of the document, read so far, that look like a typo of a key that
     * was looked for and is absent ("teachr" where "teacher" was required):
     * named instead of the error their absence caused. Only typos of `fault`
     * (the key an error names), of a key inside it, or of a mapping holding it.
     */
    likelyTypos(fault: string): string[];
    key(name: string): string;
    has(name: string): boolean;
    get(name: string): unknown;
    section(name: string): Section;
    string(name: string, fallback: string): string;
    string(name: string, fallback: null): string | null;
    /** One of `allowed`; `hints` says, for a value users mistake for one, which one they mean. */
    choice<T extends string>(name: string, allowed: readonly T[], fallback: T | null, hints?: Readonly<Record<string, string>>): T;
    bool(name: string, fallback: boolean): boolean;
    /** A number in [min, max] (integer when asked); null/"off" allowed when fallback is null-able. */
    number(name: string, fallback: number | null, range: {
        min: number;
        max: number;
        integer?: boolean;
        exclusiveMin?: boolean;
    }): number | null;
    /** A ceiling: null, "off" or false switch it off; otherwise a number in [0, max]. */
    ceiling(name: string, fallback: number | null, max: number): number | null;
    /**
     * One name or a non-empty list of distinct names, each checked by `parse`
     * (which throws naming the bad item); absent or null: null, the caller's
     * default.
     */
    distinctList<T>(name: string, allowed: readonly string[], parse: (item: unknown) => T): T[] | null;
    /**
     * Throws naming every key that was never read, with the closest known key
     * of this mapping when one is a likely typo ("did you mean").
     */
    rejectUnknown(): void;
}
export {};
