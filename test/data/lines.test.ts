import { createReadStream } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { describe, expect, it } from 'vitest';
import { readLines } from '../../src/data/lines.js';
import { tempDir } from '../cli-harness.js';

/**
 * The oracle: node:readline's lines, blank ones dropped and the rest numbered,
 * a byte-order mark at the start of the file dropped (readline keeps it).
 */
async function readlineRows(file: string): Promise<[string, number][]> {
  const rows: [string, number][] = [];
  let first = true;
  for await (const line of createInterface({
    input: createReadStream(file),
    crlfDelay: Infinity,
  })) {
    const text = first ? line.replace(/^\uFEFF/, '') : line;
    first = false;
    if (text.trim() !== '') rows.push([text, rows.length]);
  }
  return rows;
}

async function ours(file: string): Promise<[string, number][]> {
  const rows: [string, number][] = [];
  for await (const row of readLines(file, 'dataset')) rows.push(row);
  return rows;
}

const MiB = 1 << 20;

describe('readLines', () => {
  const texts: Record<string, string> = {
    'lf.txt': 'a\nb\n\nc',
    'crlf.txt': 'a\r\nb\r\n\r\nc\r\n',
    'lone-cr.txt': 'a\rb\r\rc',
    'mixed.txt': 'a\r\n\rb\n\r\n  \n\tc\r',
    'blank.txt': '\n \n\t\r\n',
    'empty.txt': '',
    'bom.txt': '\uFEFF{"a": 1}\n{"b": "é"}\n',
    'bom-only.txt': '\uFEFF',
    'bom-crlf.txt': '\uFEFF\r\nfirst\r\n\uFEFFkept\r\n',
    // Two-, three- and four-byte UTF-8 sequences across the 1 MiB read boundary.
    'boundary.txt': [
      'x'.repeat(MiB - 1) + 'é' + 'tail',
      '€'.repeat(MiB / 3),
      '😀'.repeat(MiB / 2) + '\r',
      'last',
    ].join('\n'),
    // One line longer than two reads, between two short ones.
    'long.txt': `first\n${'y'.repeat(2 * MiB + 17)}\nsecond\n`,
  };
  const dir = tempDir(texts);

  for (const name of Object.keys(texts)) {
    it(`gives node:readline's rows for ${name}`, async () => {
      const file = path.join(dir, name);
      expect(await ours(file)).toEqual(await readlineRows(file));
    });
  }

  it('numbers the non-blank lines from 0 (hand-checked)', async () => {
    expect(await ours(path.join(dir, 'mixed.txt'))).toEqual([
      ['a', 0],
      ['b', 1],
      ['\tc', 2],
    ]);
    expect(await ours(path.join(dir, 'crlf.txt'))).toEqual([
      ['a', 0],
      ['b', 1],
      ['c', 2],
    ]);
  });

  it('drops a byte-order mark at the start of the file only (hand-checked)', async () => {
    expect(await ours(path.join(dir, 'bom.txt'))).toEqual([
      ['{"a": 1}', 0],
      ['{"b": "é"}', 1],
    ]);
    expect(await ours(path.join(dir, 'bom-only.txt'))).toEqual([]);
    // A BOM inside the file is data, not a file's start: it stays.
    expect(await ours(path.join(dir, 'bom-crlf.txt'))).toEqual([
      ['first', 0],
      ['\uFEFFkept', 1],
    ]);
  });

  it('keeps a long line whole across reads', async () => {
    const rows = await ours(path.join(dir, 'long.txt'));
    expect(rows.map(([line]) => line.length)).toEqual([5, 2 * MiB + 17, 6]);
  });

  it('refuses a row over 16 MiB in one line naming the file and row, before holding it whole', async () => {
    const file = path.join(
      tempDir({ 'huge.jsonl': `{"func": "a"}\n\n{"func": "${'z'.repeat(17 * MiB)}"}\n` }),
      'huge.jsonl',
    );
    // Row 1: the blank line is not a row.
    await expect(ours(file)).rejects.toThrow(
      new RegExp(
        `^dataset ${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} row 1: longer than 16 MiB; a row holds one input`,
      ),
    );
  });

  it('names an unreadable file in one line', async () => {
    await expect(ours(path.join(dir, 'absent.txt'))).rejects.toThrow(
      /^dataset .*absent\.txt: cannot read \(ENOENT/,
    );
  });
});
