/**
 * The sticky comment is byte-identical for identical results: a rerun of the
 * same run (the teacher's outputs now from the local cache, other wall
 * times) must give the same body, or docs/action.md's promise that an
 * unchanged comment is not re-posted breaks. The wall times and the cache's
 * part stay in the job summary and the terminal.
 */
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli.js';
import { renderComment } from '../../src/report/comment.js';
import { renderMarkdown } from '../../src/report/markdown.js';
import { parseReportText } from '../../src/report/parse.js';
import type { Report } from '../../src/report/types.js';
import { repoRoot } from '../shared.js';

const sink = () =>
  new Writable({ write: (_chunk, _encoding, done) => done() }) as unknown as NodeJS.WriteStream;

/** One CLI run of the robustness example, cut small, with a local cache in `cacheHome`. */
async function run(cacheHome: string, json: string): Promise<Report> {
  const status = await runCli(
    [
      'run',
      '--config',
      path.join(repoRoot, 'examples', 'vulnerability', 'robustness.yml'),
      '--dataset.limit',
      '60',
      '--transforms.limit',
      '12',
      '--transforms.attack.methods',
      '[mhm]',
      '--transforms.attack.max-inputs',
      '3',
      '--transforms.attack.queries',
      '20',
      '--report-json',
      json,
    ],
    {
      packageRoot: repoRoot,
      stdout: sink(),
      stderr: sink(),
      cwd: repoRoot,
      fileExists: existsSync,
      env: { XDG_CACHE_HOME: cacheHome, HOME: cacheHome },
    },
  );
  expect([0, 1]).toContain(status);
  return parseReportText(readFileSync(json, 'utf8'), json);
}

describe('the PR comment of a rerun', () => {
  it('is byte-identical when the results are, though the teacher came from the cache and the times differ', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'metacompress-rerun-'));
    const first = await run(dir, path.join(dir, 'first.json'));
    const second = await run(dir, path.join(dir, 'second.json'));
    // The two runs differ in what a rerun changes, and in nothing they found.
    expect(first.teacher.fromCache).toBe(false);
    expect(second.teacher.fromCache).toBe(true);
    expect(second.timings.totalMs).not.toBe(first.timings.totalMs);
    expect(second.relations).toEqual(first.relations);
    expect(second.robustness!.attacks[0]!.elapsedMs).not.toBe(
      first.robustness!.attacks[0]!.elapsedMs,
    );
    const options = { id: 'gate', runUrl: 'https://github.com/o/r/actions/runs/1' };
    const a = renderComment(first, options);
    const b = renderComment(second, options);
    expect(b).toBe(a);
    // The attack section is there, without its wall time; the summary keeps it.
    expect(a).toMatch(/#### Attacks/);
    expect(a).not.toMatch(/ s in all|s per 100 inputs|from the cache|cached outputs/);
    expect(renderMarkdown(second)).toMatch(/ s in all, \d+% of it in the models/);
    expect(renderMarkdown(second)).toMatch(/\(cached outputs\)/);
  });
});
