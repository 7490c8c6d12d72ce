/**
 * Text layout shared by the renderers: Markdown code that survives
 * backticks, terminal columns and wrapping, a report's date.
 */
import { codeText, oneLineText } from './untrusted-text.js';

/** A report's ISO timestamp as "2026-01-01 09:30 UTC"; other text unchanged. */
export function reportDate(iso: string): string {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})/.exec(iso);
  return match === null ? iso : `${match[1]} ${match[2]} UTC`;
}

/**
 * A fenced code block of untrusted code (codeText: no control or
 * bidirectional character) whose fence is longer than any backtick run inside.
 */
export function codeBlock(untrusted: string, language: string): string {
  const text = codeText(untrusted);
  const runs = text.match(/`{3,}/g) ?? [];
  const fence = '`'.repeat(Math.max(3, ...runs.map((r) => r.length + 1)));
  return `${fence}${language}\n${text.replace(/\n+$/, '')}\n${fence}`;
}

/**
 * Inline code that survives backticks inside the text, on one line (a blank
 * line would end the span and let the rest out as Markdown), with a pipe
 * written `\|`, which a table cell needs to keep it (outside a table GFM
 * shows that backslash: names and ids rarely hold a pipe); backslashes just
 * before a pipe are doubled, so that the pipe's own stays odd and escapes
 * it. Inside the span HTML and Markdown are inert and GitHub links no
 * mention.
 */
export function inlineCode(untrusted: string): string {
  const text = oneLineText(untrusted).replace(/(\\*)\|/g, '$1$1\\|');
  const runs = text.match(/`+/g) ?? [];
  const ticks = '`'.repeat(Math.max(0, ...runs.map((r) => r.length)) + 1);
  const pad = text.startsWith('`') || text.endsWith('`') ? ' ' : '';
  return `${ticks}${pad}${text}${pad}${ticks}`;
}

/** The width every line of the terminal report keeps within. */
export const TERMINAL_WIDTH = 100;

/** Rows of cells as left-aligned text columns, two spaces apart. */
export function columns(rows: string[][]): string {
  const widths = rows[0]!.map((_, c) => Math.max(...rows.map((row) => row[c]!.length)));
  return rows
    .map((row) =>
      row
        .map((cell, c) => cell.padEnd(widths[c]!))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

/**
 * Text folded at spaces into lines of at most `width` characters; the first
 * line keeps the text's leading spaces, every later line starts with
 * `indent` (a word longer than a line stays whole).
 */
export function wrap(text: string, width: number, indent = ''): string {
  const lead = /^ */.exec(text)![0];
  const lines: string[] = [];
  let line = lead;
  for (const word of text.slice(lead.length).split(' ')) {
    const start = lines.length === 0 ? lead : indent;
    if (line !== start && line.length + 1 + word.length > width) {
      lines.push(line);
      line = indent + word;
    } else {
      line = line === start ? start + word : `${line} ${word}`;
    }
  }
  lines.push(line);
  return lines.join('\n');
}
