/**
 * Task code-completion's PR comment as GitHub shows it (marked GFM and
 * Mermaid in headless Chromium at the 900 px column): the tiny models of
 * test/fixtures/completion/tiny-lm with the completions compared. Fails on
 * a Mermaid error, Markdown left raw, or a table wider than the column; the
 * worst sequences' code stays code. Skips where Chromium is absent.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as ort from 'onnxruntime-node';
import { describe, expect, it } from 'vitest';
import { parseConfig } from '../../src/config/load.js';
import { evaluate } from '../../src/pipeline/evaluate.js';
import { renderComment } from '../../src/report/comment.js';
import { fixtures } from '../cli-harness.js';
import { chromiumPath, COLUMN_PX, renderInChromium } from './render-in-chromium.js';

const chromium = chromiumPath();
const DIR = path.join(fixtures, 'completion', 'tiny-lm');
const lm = (model: string) => ({ model, tokenizer: 'tokenizer.json', 'max-length': 32 });

describe.skipIf(chromium === null)('the code-completion comment in Chromium', () => {
  it(`draws its chart, leaves no Markdown raw, keeps every table within ${COLUMN_PX} px`, async () => {
    const config = parseConfig(
      {
        task: 'code-completion',
        dataset: { path: 'rows.jsonl' },
        teacher: lm('teacher.onnx'),
        student: lm('student-b.onnx'),
        completion: { completions: { prompts: 3, 'max-new-tokens': 4, language: 'c' } },
        threads: 1,
      },
      DIR,
    );
    const report = await evaluate(config, {
      loadRuntime: async () => ({ ort, executionProviders: ['cpu'] }),
      log: { info: () => {}, warning: () => {} },
    });
    const markdown = renderComment(report, {
      id: 'gate',
      runUrl: 'https://github.com/O/R/actions/runs/1',
    });
    const shots = mkdtempSync(path.join(tmpdir(), 'metacompress-completion-comment-'));
    const [page] = await renderInChromium([{ name: 'completion', markdown }], shots);
    console.log(`[completion comment] screenshot: ${page!.screenshot}`);
    expect(page!.mermaidErrors).toEqual([]);
    expect(page!.rawMarkdown).toEqual([]);
    expect(page!.wideTables).toEqual([]);
    // The reliability chart; the tables: verdict, next-token, KL, per-bin, completions.
    expect(page!.diagrams).toBe(1);
    expect(page!.tables).toBeGreaterThanOrEqual(5);
    expect(page!.elements.images).toBe(0);
    expect(page!.elements.scripts).toBe(0);
  });
});
