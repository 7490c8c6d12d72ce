import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PartialReport } from '../src/pipeline/partial.js';
import type { Report } from '../src/report/types.js';
import { cli, tempDir } from './cli-harness.js';
import { repoRoot } from './shared.js';

const config = path.join(repoRoot, 'test', 'fixtures', 'shard', 'metacompress.yml');

/** Runs the example unsharded and as `count` shards merged; returns both reports. */
async function runSharded(dir: string, count: number): Promise<Report> {
  const partials: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const file = path.join(dir, `partial-${count}-${index}.json`);
    const result = await cli([
      'run',
      '--config',
      config,
      '--shard',
      `${index}/${count}`,
      '--partial-json',
      file,
    ]);
    expect(result.status).toBe(0);
    partials.push(file);
  }
  const json = path.join(dir, `merged-${count}.json`);
  await cli(['merge', '--config', config, '--report-json', json, ...partials.reverse()]);
  return JSON.parse(readFileSync(json, 'utf8')) as Report;
}

describe('sharding across a job matrix', () => {
  it('merges 1, 2 and 7 shards into exactly the numbers of one unsharded run', async () => {
    const dir = tempDir();
    const json = path.join(dir, 'single.json');
    await cli(['run', '--config', config, '--report-json', json]);
    const single = JSON.parse(readFileSync(json, 'utf8')) as Report;
    expect(single.relations.mr1.n).toBeGreaterThan(50);
    expect(single.warnings).toHaveLength(2);
    for (const count of [1, 2, 7]) {
      const merged = await runSharded(dir, count);
      expect(merged.relations).toEqual(single.relations);
      expect(merged.gate).toEqual(single.gate);
      expect(merged.divergent).toEqual(single.divergent);
      expect(merged.dataset).toEqual(single.dataset);
      // Both models' unknown-token shares, over all 400 rows (each shard's are of its own).
      expect(merged.warnings).toEqual(single.warnings);
      expect(merged.timeLimit).toEqual(single.timeLimit);
    }
  });

  it('refuses an incomplete or mixed set of partial reports', async () => {
    const dir = tempDir();
    const a = path.join(dir, 'a.json');
    await cli(['run', '--config', config, '--shard', '0/3', '--partial-json', a]);
    const missing = await cli(['merge', '--config', config, a]);
    expect(missing.stderr).toBe('metacompress: error: merge: shards 1/3, 2/3 are missing\n');
    expect(missing.status).toBe(2);
    const twice = await cli(['merge', '--config', config, a, a]);
    expect(twice.stderr).toMatch(/are both shard 0\/3/);
    const noPartial = await cli(['run', '--config', config, '--shard', '0/3']);
    expect(noPartial.stderr).toMatch(/a shard run needs both --shard I\/N and --partial-json PATH/);
  });
});

describe('a merge refuses a damaged, truncated or foreign partial', () => {
  // The demo set has 400 usable rows and 2 classes: shards of 3 hold 134, 133 and 133 rows.
  const dir = tempDir();
  const files = [0, 1, 2].map((i) => path.join(dir, `part-${i}.json`));
  let parts: PartialReport[] = [];

  beforeAll(async () => {
    for (const [i, file] of files.entries()) {
      const result = await cli([
        'run',
        '--config',
        config,
        '--shard',
        `${i}/3`,
        '--partial-json',
        file,
      ]);
      expect(result.status).toBe(0);
    }
    parts = files.map((file) => JSON.parse(readFileSync(file, 'utf8')) as PartialReport);
  });

  /** Writes shard 1 changed by `edit` and merges it with the intact shards 0 and 2. */
  async function mergeEdited(edit: (p: PartialReport) => void) {
    const copy = structuredClone(parts[1]!);
    edit(copy);
    const edited = path.join(dir, 'edited.json');
    writeFileSync(edited, JSON.stringify(copy));
    return cli(['merge', '--config', config, files[0]!, edited, files[2]!]);
  }
  const refusal = (line: string) => ({
    status: 2,
    stdout: '',
    stderr: `metacompress: error: merge: ${line}\n`,
  });

  it('carries the row count, the rows and a digest of the per-row data', () => {
    expect(parts.map((p) => p.rowCount)).toEqual([134, 133, 133]);
    expect(parts.map((p) => p.scores.order.slice(0, 3))).toEqual([
      [0, 3, 6],
      [1, 4, 7],
      [2, 5, 8],
    ]);
    expect(parts[1]!.scores.teacher).toHaveLength(266);
    expect(parts[1]!.rowsDigest).toMatch(/^[0-9a-f]{64}$/);
  });

  it('merges the intact partials', async () => {
    const result = await cli(['merge', '--config', config, ...files]);
    expect(result.stderr).toBe('');
    expect(result.stdout).toMatch(/400 inputs/);
  });

  it('refuses a per-row list cut short', async () => {
    expect(await mergeEdited((p) => p.scores.teacher.pop())).toEqual(
      refusal(
        `${path.join(dir, 'edited.json')} is damaged: "scores.teacher" holds 265 probabilities, 266 expected (133 rows of 2 classes); run its shard again to rewrite it`,
      ),
    );
    expect(await mergeEdited((p) => p.scores.labels.splice(10, 1))).toEqual(
      refusal(
        `${path.join(dir, 'edited.json')} is damaged: "scores.labels" holds 132 rows, shard 1/3 of 400 usable rows has 133; run its shard again to rewrite it`,
      ),
    );
  });

  it('refuses a partial whose every list and row count were cut consistently', async () => {
    const result = await mergeEdited((p) => {
      for (const key of ['order', 'rows', 'labels'] as const) p.scores[key].pop();
      p.scores.teacher.splice(-2);
      p.scores.student.splice(-2);
      p.rowCount -= 1;
    });
    expect(result).toEqual(
      refusal(
        `${path.join(dir, 'edited.json')} is damaged: it says 132 rows, shard 1/3 of 400 usable rows has 133; run its shard again to rewrite it`,
      ),
    );
  });

  it('refuses a flipped number and rows out of place', async () => {
    const digest = refusal(
      `${path.join(dir, 'edited.json')} is damaged: its per-row data do not match the digest they were written with; run its shard again to rewrite it`,
    );
    expect(
      await mergeEdited((p) => {
        p.scores.student[40] = 1 - p.scores.student[40]!;
        p.scores.student[41] = 1 - p.scores.student[41]!;
      }),
    ).toEqual(digest);
    expect(await mergeEdited((p) => (p.scores.labels[0] = 1 - p.scores.labels[0]!))).toEqual(
      digest,
    );
    expect(
      await mergeEdited((p) => {
        [p.scores.order[0], p.scores.order[1]] = [p.scores.order[1]!, p.scores.order[0]!];
      }),
    ).toEqual(
      refusal(
        `${path.join(dir, 'edited.json')} is damaged: row 0 is at position 4, shard 1/3 of 400 usable rows has 1 there; run its shard again to rewrite it`,
      ),
    );
    expect(await mergeEdited((p) => (p.scores.dataset.rowsUsed = 399))).toEqual(
      refusal(
        `${path.join(dir, 'edited.json')} is damaged: its dataset and model fields do not match its inputs digest; run its shard again to rewrite it`,
      ),
    );
    expect(await mergeEdited((p) => ((p.scores.teacher as unknown[])[3] = '0.5'))).toEqual(
      refusal(
        `${path.join(dir, 'edited.json')} is damaged: "scores.teacher"[3] is "0.5", not a number; run its shard again to rewrite it`,
      ),
    );
  });

  it('refuses a file cut off mid-way and a partial of the older version', async () => {
    const cut = path.join(dir, 'cut.json');
    writeFileSync(cut, readFileSync(files[1]!, 'utf8').slice(0, 5000));
    const result = await cli(['merge', '--config', config, files[0]!, cut, files[2]!]);
    expect(result.status).toBe(2);
    expect(result.stderr).toMatch(
      new RegExp(
        `^metacompress: error: cannot read ${cut.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} as JSON \\(.+\\)\n$`,
      ),
    );
    expect(await mergeEdited((p) => ((p as { version: number }).version = 1))).toEqual(
      refusal(
        `${path.join(dir, 'edited.json')} is a partial report of version 1; this MetaCompress merges version 5 (run the shards again with this version)`,
      ),
    );
  });

  it('refuses partials of two datasets and a dropped shard', async () => {
    // The first 300 rows of the same set: another dataset with the same models.
    const other = path.join(dir, 'first-300.jsonl');
    const lines = readFileSync(
      path.join(repoRoot, 'examples', 'data', 'vulnerability-demo.jsonl'),
      'utf8',
    ).split('\n');
    writeFileSync(other, `${lines.slice(0, 300).join('\n')}\n`);
    const foreign = path.join(dir, 'foreign-1.json');
    const run = await cli([
      'run',
      '--config',
      config,
      '--dataset.path',
      other,
      '--shard',
      '1/3',
      '--partial-json',
      foreign,
    ]);
    expect(run.status).toBe(0);
    expect(await cli(['merge', '--config', config, files[0]!, foreign, files[2]!])).toEqual(
      refusal(`${foreign} was computed on other data or models than ${files[0]}`),
    );
    expect(await cli(['merge', '--config', config, files[0]!, files[2]!])).toEqual(
      refusal('shards 1/3 are missing'),
    );
  });
});
