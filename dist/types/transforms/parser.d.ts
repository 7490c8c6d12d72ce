import { Edit } from 'web-tree-sitter';
import { type TransformLanguage } from './kinds.js';
import type { TextEdit } from './rewrite.js';
import { type SyntaxNode } from './syntax-tree.js';
export { parseTransformLanguage, TRANSFORM_LANGUAGES, type TransformLanguage } from './kinds.js';
/** Absolute path of a WebAssembly file given as `package/file.wasm`. */
export declare function locateWasm(packageFile: string): string;
export declare function initRuntime(): Promise<void>;
/** A parsed code unit: the parsed text (maybe wrapped) and its plain tree. */
export interface ParsedUnit {
    /** The text that was parsed: the input, or the input inside a wrapper. */
    readonly source: string;
    /** Characters of wrapper before the input (0 when not wrapped). */
    readonly prefixLength: number;
    /** Characters of wrapper after the input (0 when not wrapped). */
    readonly suffixLength: number;
    readonly root: SyntaxNode;
}
export type ParseResult = {
    readonly status: 'ok';
    readonly unit: ParsedUnit;
} | {
    readonly status: 'unparsable';
    readonly reason: string;
};
/**
 * Bare Java members that the grammar does not accept at top level (e.g. a
 * constructor) are parsed inside this class. tree-sitter-java accepts a bare
 * method at top level, so BigCloneBench methods parse without it.
 */
export declare const JAVA_WRAPPER_PREFIX = "class MetaCompressWrapper {\n";
export declare const JAVA_WRAPPER_SUFFIX = "\n}\n";
export interface Grammar {
    readonly language: TransformLanguage;
    /**
     * Parses a code unit. C: a translation unit (e.g. one function). Java: a
     * compilation unit or bare members (methods, constructors); when the text
     * does not parse as is, it is parsed inside a synthetic class, and the
     * output of a transformation is again the bare text.
     */
    parse(code: string): ParseResult;
    /**
     * True when `text`, the source of `unit` (wrapper included) with `edits`
     * applied, parses without error nodes. While the grammar still holds the
     * tree of `unit` (the last TREES_KEPT it parsed), the text is re-parsed
     * incrementally from it, as an editor re-parses a keystroke: only what the
     * edits touch is parsed again, a third of the cost of a fresh parse for an
     * attack's rename. Otherwise it is parsed afresh.
     */
    parsesEdited(unit: ParsedUnit, text: string, edits: readonly TextEdit[]): boolean;
}
/**
 * Loads (once per process) the grammar of `language`.
 * @throws Error for an unsupported language or a missing WebAssembly file.
 */
export declare function loadGrammar(language: TransformLanguage | string): Promise<Grammar>;
/** The original input's text of a unit (without any wrapper). */
export declare function unwrap(unit: ParsedUnit, source?: string): string;
/**
 * Edits of `source` as tree-sitter's edits, last first: each is then given
 * in the coordinates of the original text, which the edits after it (already
 * applied) have not moved. Indices and columns are UTF-16 code units, as
 * web-tree-sitter reads a JavaScript string.
 */
export declare function treeEdits(source: string, edits: readonly TextEdit[]): Edit[];
