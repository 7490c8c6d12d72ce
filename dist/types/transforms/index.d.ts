import { type TransformKind } from './kinds.js';
import { type Grammar, type TransformLanguage } from './parser.js';
export { loadGrammar, parseTransformLanguage, TRANSFORM_LANGUAGES, type Grammar, type TransformLanguage, } from './parser.js';
export { isValidNewName } from './reserved-words.js';
export { DEFAULT_TRANSFORM_KINDS, DONOR_KINDS, parseTransformKind, TRANSFORM_KINDS, type TransformKind, } from './kinds.js';
/** Reason given when a transformation's output does not parse (never expected). */
export declare const INVALID_OUTPUT = "transformation produced invalid code";
export type TransformResult = {
    readonly status: 'ok';
    readonly code: string;
    readonly changed: boolean;
    /**
     * One reason per site the transformation declined because changing it
     * could change the program's meaning (a C macro could see it, a Java
     * field could hide a local, ...). An unchanged result with declined
     * sites is not transformable, not merely unchanged.
     */
    readonly declined: readonly string[];
} | {
    readonly status: 'unparsable';
    readonly reason: string;
};
export type RenamableResult = {
    readonly status: 'ok';
    /** Renamable locals and parameters, in order of first declaration. */
    readonly names: readonly string[];
    /** Every identifier-like token in the functions: a new name must avoid these. */
    readonly taken: readonly string[];
} | {
    readonly status: 'unparsable';
    readonly reason: string;
};
export interface CodeTransformer {
    readonly language: TransformLanguage;
    /**
     * Applies one transformation; deterministic in (code, kind, seed, donor).
     * `longFormOnly`: every site in its long form, none back
     * (TransformContext.longFormOnly; compound-assignment and increment-form;
     * literal-variable moves every literal). `donor`: the text of another input
     * that misleading-comment quotes (TransformContext.donor; absent: a
     * misleading hint). `newNames`: the names literal-variable's new variables
     * take (TransformContext.newNames).
     */
    transform(code: string, kind: TransformKind, seed: number, options?: {
        longFormOnly?: boolean;
        donor?: string;
        newNames?: readonly string[];
    }): TransformResult;
    /** The local variables and parameters `rename` accepts. */
    listRenamable(code: string): RenamableResult;
    /**
     * Renames locals and parameters (old name -> new name) in every function
     * where the old name is renamable.
     * @throws RangeError when an old name is renamable nowhere, or a new name is
     *   invalid, reserved, already used in the code, or given twice.
     */
    rename(code: string, mapping: ReadonlyMap<string, string>): TransformResult;
}
/** A result with the counts of sites behind it (kinds of issue 20 count them). */
export interface CountedResult {
    readonly result: TransformResult;
    /** Sites the rules accepted; undefined where the kind does not count them. */
    readonly sites?: number;
    /** Accepted sites this seed changed. */
    readonly applied?: number;
}
/**
 * `transform` with the number of sites found and changed, for the validity
 * tables of docs/robustness.md.
 */
export declare function transformCounted(grammar: Grammar, code: string, kind: TransformKind, seed: number): CountedResult;
/** Builds a transformer over a loaded grammar (see `loadGrammar`). */
export declare function transformerFor(grammar: Grammar): CodeTransformer;
/**
 * The transformer of a language (its grammar loaded once per process). One
 * per grammar, so the transformed evaluation and the attacks of a run share
 * its analyses: each input is parsed once.
 */
export declare function createTransformer(language: TransformLanguage | string): Promise<CodeTransformer>;
/** One transformation of one code unit; see `CodeTransformer.transform`. */
export declare function transformCode(code: string, language: TransformLanguage | string, kind: TransformKind, seed: number): Promise<TransformResult>;
/** See `CodeTransformer.listRenamable`. */
export declare function listRenamableIdentifiers(code: string, language: TransformLanguage | string): Promise<RenamableResult>;
/** See `CodeTransformer.rename`. */
export declare function renameIdentifiers(code: string, language: TransformLanguage | string, mapping: ReadonlyMap<string, string>): Promise<TransformResult>;
