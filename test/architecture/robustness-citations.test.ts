/**
 * docs/robustness.md cites the port by `file:line` with the symbol or text
 * the line holds: `mhm.ts:45` (`MHM_ITERATIONS = 100`). Every citation must
 * name its symbol, its file must exist and the line must hold it, so the
 * rule → code tables cannot drift from the code. A bare name is under
 * src/robustness/attack/; a path is under src/.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../shared.js';

const DOC = path.join(repoRoot, 'docs', 'robustness.md');

/** Every `file.ts:N` of the doc, with the symbol that follows it (null when none does). */
function citations(text: string): { file: string; line: number; symbol: string | null }[] {
  const found: { file: string; line: number; symbol: string | null }[] = [];
  for (const m of text.matchAll(/`([\w./-]+\.ts):(\d+)`(?: \(`([^`]+)`\))?/g)) {
    found.push({ file: m[1]!, line: Number(m[2]), symbol: m[3] ?? null });
  }
  return found;
}

function sourceFile(file: string): string {
  return file.includes('/')
    ? path.join(repoRoot, 'src', file)
    : path.join(repoRoot, 'src', 'robustness', 'attack', file);
}

describe('docs/robustness.md citations', () => {
  const cited = citations(readFileSync(DOC, 'utf8'));

  it('cites the port by file:line', () => {
    expect(cited.length).toBeGreaterThan(50);
  });

  it('names the symbol each cited line holds, and the line holds it', () => {
    const wrong = cited.flatMap(({ file, line, symbol }) => {
      const where = `${file}:${line}`;
      if (symbol === null) return [`${where}: no symbol named after it`];
      const source = sourceFile(file);
      if (!existsSync(source)) return [`${where}: no such file`];
      const text = readFileSync(source, 'utf8').split('\n')[line - 1];
      if (text === undefined) return [`${where}: the file has fewer lines`];
      return text.includes(symbol)
        ? []
        : [`${where}: holds ${JSON.stringify(text.trim())}, not ${JSON.stringify(symbol)}`];
    });
    expect(wrong).toEqual([]);
  });
});
