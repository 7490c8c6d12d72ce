/**
 * Completions compared as plain text for a terminal, within TERMINAL_WIDTH
 * columns where the tables allow: the same cells as the Markdown
 * (completions-rows.ts); the examples' code with every control and
 * bidirectional character replaced (codeText), so no escape sequence
 * reaches the terminal.
 */
import type { CompletionsSection } from '../relations/completions/types.js';
import {
  blankCompletion,
  COMPLETIONS_NOTE,
  completionRows,
  completionsLead,
  leftOutNote,
  transformedCompletionRows,
} from './completions-rows.js';
import { columns, TERMINAL_WIDTH, wrap } from './layout.js';
import { codeText, oneLineText } from './untrusted-text.js';

/** Untrusted code indented under its label, its trailing line feeds dropped. */
function indented(code: string): string {
  return codeText(code)
    .replace(/\n+$/, '')
    .split('\n')
    .map((line) => `      ${line}`.trimEnd())
    .join('\n');
}

/** A model's completion under its name: its code, or what stands for none. */
function completion(model: string, text: string): string[] {
  const blank = blankCompletion(text);
  return blank === null ? [`    ${model}:`, indented(text)] : [`    ${model}: ${blank}`];
}

/** The section as terminal text; an empty string when the section is null. */
export function renderCompletionsTerminal(section: CompletionsSection | null): string {
  if (section === null) return '';
  const para = (text: string, indent = '') => wrap(text, TERMINAL_WIDTH, indent);
  const lines = [
    para(`Completions compared: ${completionsLead(section)}`),
    columns(completionRows(section)),
  ];
  if (section.transformed.length > 0) {
    lines.push(
      '',
      'The identical share on T(x) against on x, the same rows paired:',
      columns(transformedCompletionRows(section, oneLineText)),
    );
    for (const kind of section.transformed) {
      const note = leftOutNote(kind);
      if (note !== null)
        lines.push(para(`  - ${oneLineText(kind.kind)}: rows not compared: ${note}.`, '    '));
    }
  }
  lines.push(para(COMPLETIONS_NOTE));
  for (const example of section.examples) {
    lines.push(
      '',
      `  row ${example.row}, edit similarity ${example.similarity.toFixed(3)}; the prompt ends:`,
      indented(example.promptEnd),
      ...completion('teacher', example.teacher),
      ...completion('student', example.student),
    );
  }
  return lines.join('\n');
}
