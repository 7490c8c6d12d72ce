/**
 * docs/robustness.md cites the port by file and symbol: `mhm.ts`
 * (`MHM_ITERATIONS = 100`), not by line, so a refactor that keeps the
 * symbols keeps the doc true. Every citation must name its symbol and its
 * file must exist and hold it. A bare name is under src/robustness/attack/;
 * a path is under src/. The reference code (Python) is cited by file and
 * line, which this does not read.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../shared.js';

const DOC = path.join(repoRoot, 'docs', 'robustness.md');

/**
 * Every citation of the doc: a `file.ts` with the symbol that follows it,
 * or a `file.ts:N` (a line, with or without a symbol), whose symbol is null.
 */
function citations(text: string): { file: string; symbol: string | null }[] {
  const found: { file: string; symbol: string | null }[] = [];
  for (const m of text.matchAll(/`([\w./-]+\.ts)(:\d+)?`(?: \(`([^`]+)`\))?/g)) {
    if (m[2] !== undefined) found.push({ file: `${m[1]}${m[2]}`, symbol: null });
    else if (m[3] !== undefined) found.push({ file: m[1]!, symbol: m[3] });
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

  it('cites the port by file and symbol', () => {
    expect(cited.length).toBeGreaterThan(50);
  });

  it('names the symbol of each cited file, and the file holds it', () => {
    const wrong = cited.flatMap(({ file, symbol }) => {
      if (symbol === null) return [`${file}: no symbol named after it (cite a symbol, not a line)`];
      const source = sourceFile(file);
      if (!existsSync(source)) return [`${file}: no such file`];
      return readFileSync(source, 'utf8').includes(symbol)
        ? []
        : [`${file}: holds no ${JSON.stringify(symbol)}`];
    });
    expect(wrong).toEqual([]);
  });
});
