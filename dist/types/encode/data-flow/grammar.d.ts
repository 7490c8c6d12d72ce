import { type SyntaxNode } from '../../transforms/syntax-tree.js';
import type { DataFlowLanguage } from '../../config/names.js';
/**
 * Parses one function into a plain tree and its depth (the WebAssembly tree
 * is freed at once).
 */
export type ParseFunction = (code: string) => {
    root: SyntaxNode;
    depth: number;
};
/** The parser of `language`, loaded once per process. */
export declare function loadDataFlowParser(language: DataFlowLanguage): Promise<ParseFunction>;
