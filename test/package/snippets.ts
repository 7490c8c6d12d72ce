/** The fenced code blocks of the project's Markdown documents. */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../shared.js';

export interface Snippet {
  /** Relative to the repository root, e.g. docs/action.md. */
  file: string;
  /** 1-based line of the opening fence. */
  line: number;
  /** The info string's first word, lowercased ('' when none). */
  lang: string;
  text: string;
}

/** README.md and docs/*.md: the documents whose snippets users copy. */
export function documentFiles(): string[] {
  const docs = readdirSync(path.join(repoRoot, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => `docs/${name}`);
  return ['README.md', ...docs];
}

/**
 * The fenced blocks of one Markdown text: a line of three or more backticks
 * or tildes opens a block, a line of at least as many of the same character
 * closes it (CommonMark), indented fences included.
 */
export function fencedBlocks(markdown: string, file: string): Snippet[] {
  const lines = markdown.split('\n');
  const blocks: Snippet[] = [];
  for (let i = 0; i < lines.length; i += 1) {
    const open = /^ {0,3}(`{3,}|~{3,})\s*([^\s`]*)/.exec(lines[i]!);
    if (!open) continue;
    const fence = open[1]!;
    const indent = lines[i]!.length - lines[i]!.trimStart().length;
    const body: string[] = [];
    let j = i + 1;
    const closes = new RegExp(`^ {0,3}${fence[0] === '`' ? '`' : '~'}{${fence.length},}\\s*$`);
    for (; j < lines.length && !closes.test(lines[j]!); j += 1) {
      body.push(lines[j]!.slice(Math.min(indent, lines[j]!.length - lines[j]!.trimStart().length)));
    }
    blocks.push({ file, line: i + 1, lang: open[2]!.toLowerCase(), text: `${body.join('\n')}\n` });
    i = j;
  }
  return blocks;
}

export function documentSnippets(): Snippet[] {
  return documentFiles().flatMap((file) =>
    fencedBlocks(readFileSync(path.join(repoRoot, file), 'utf8'), file),
  );
}
