/**
 * Completions compared in Markdown (the comment and the job summary): the
 * comparison on x, the change per transformation kind, and the prompts
 * whose completions differ most, folded. Every text from the report is
 * written through untrusted-text.ts (inlineCode, codeBlock).
 */
import { markdownTable } from 'markdown-table';
import type { CompletionsSection } from '../relations/completions/types.js';
import {
  blankCompletion,
  COMPLETIONS_NOTE,
  completionRows,
  completionsLead,
  leftOutNote,
  transformedCompletionRows,
} from './completions-rows.js';
import { codeBlock, inlineCode } from './layout.js';

/** A fence's language tag: the grammar's name when it is a plain word, else none. */
function fenceLanguage(language: string): string {
  return /^[a-z]{1,16}$/.test(language) ? language : '';
}

/** A model's completion under its name: its code, or what stands for none. */
function completion(model: string, text: string, language: string): string[] {
  const blank = blankCompletion(text);
  return blank === null
    ? [`${model}:`, '', codeBlock(text, language), '']
    : [`${model}: ${blank}`, ''];
}

/**
 * The section as Markdown, starting with its bold title; an empty string
 * when the section is null (the run left completions out).
 */
export function renderCompletionsMarkdown(section: CompletionsSection | null): string {
  if (section === null) return '';
  const lines = [
    '**Completions compared**',
    '',
    completionsLead(section),
    '',
    markdownTable(completionRows(section), { align: ['l', 'r', 'r'] }),
    '',
  ];
  if (section.transformed.length > 0) {
    lines.push(
      'The identical share on T(x) against on x, the same rows paired:',
      '',
      markdownTable(transformedCompletionRows(section, inlineCode), {
        align: ['l', 'r', 'r', 'r', 'r', 'r', 'r'],
      }),
      '',
    );
    const notes = section.transformed.flatMap((kind) => {
      const note = leftOutNote(kind);
      return note === null ? [] : [`- ${inlineCode(kind.kind)}: rows not compared: ${note}.`];
    });
    if (notes.length > 0) lines.push(...notes, '');
  }
  lines.push(`<sub>${COMPLETIONS_NOTE}</sub>`, '');
  if (section.examples.length > 0) {
    const language = fenceLanguage(section.settings.language);
    lines.push(
      `<details><summary>The ${section.examples.length} prompt${section.examples.length === 1 ? '' : 's'} whose completions differ most</summary>`,
      '',
    );
    for (const example of section.examples) {
      lines.push(
        `Row ${example.row}, edit similarity ${example.similarity.toFixed(3)}; the prompt ends:`,
        '',
        codeBlock(example.promptEnd, language),
        '',
        ...completion('Teacher', example.teacher, language),
        ...completion('Student', example.student, language),
      );
    }
    lines.push('</details>', '');
  }
  return lines.join('\n');
}
