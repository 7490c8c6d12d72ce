import { type CompletionReport } from './completion-words.js';
export declare function renderCompletionTerminal(report: CompletionReport): string;
