import type { CompletionsSection } from '../relations/completions/types.js';
/**
 * The section as Markdown, starting with its bold title; an empty string
 * when the section is null (the run left completions out).
 */
export declare function renderCompletionsMarkdown(section: CompletionsSection | null): string;
