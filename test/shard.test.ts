import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
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
    for (const count of [1, 2, 7]) {
      const merged = await runSharded(dir, count);
      expect(merged.relations).toEqual(single.relations);
      expect(merged.gate).toEqual(single.gate);
      expect(merged.divergent).toEqual(single.divergent);
      expect(merged.dataset).toEqual(single.dataset);
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
