import { type SyntaxNode } from '../../transforms/syntax-tree.js';
import { DATA_FLOW_LANGUAGES, type DataFlowLanguage } from '../formats/names.js';
export { DATA_FLOW_LANGUAGES, type DataFlowLanguage };
/** Parses one function into a plain tree (the WebAssembly tree is freed at once). */
export type ParseFunction = (code: string) => SyntaxNode;
/** The parser of `language`, loaded once per process. */
export declare function loadDataFlowParser(language: DataFlowLanguage): Promise<ParseFunction>;
