/**
 * Completions compared as plain text for a terminal, within TERMINAL_WIDTH
 * columns where the tables allow: the same cells as the Markdown
 * (completions-rows.ts); the examples' code with every control and
 * bidirectional character replaced (codeText), so no escape sequence
 * reaches the terminal.
 */
import type { CompletionsSection } from '../relations/completions/types.js';
/** The section as terminal text; an empty string when the section is null. */
export declare function renderCompletionsTerminal(section: CompletionsSection | null): string;
