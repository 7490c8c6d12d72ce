import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { toPartialReport, type PartialReport } from '../src/pipeline/partial.js';
import type { Report } from '../src/report/types.js';
import { cli, tempDir } from './cli-harness.js';
import { repoRoot } from './shared.js';

// The hand-made graphs of the shard test (an input's scores do not depend on
// its batch) under five attack methods and the C transformations, made small.
const config = path.join(repoRoot, 'test', 'fixtures', 'shard', 'robustness.yml');

/**
 * The report without its wall times (every key ending in Ms, the date) and
 * the cost (each model's latency and the peak memory are measured on one
 * runner: a merge of shards has none). The warnings stay: a merge computes
 * them from the merged rows, as one run does.
 */
function comparable(report: Report): unknown {
  const dropped = new Set(['createdAt', 'cost']);
  return JSON.parse(JSON.stringify(report), (key, value: unknown) =>
    key.endsWith('Ms') || dropped.has(key) ? undefined : value,
  );
}

async function runShards(dir: string, count: number, extra: string[] = []): Promise<string[]> {
  const files: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const file = path.join(dir, `partial-${count}-${index}${extra.length > 0 ? '-x' : ''}.json`);
    const run = await cli([
      'run',
      '--config',
      config,
      '--shard',
      `${index}/${count}`,
      '--partial-json',
      file,
      ...extra,
    ]);
    expect(run.status).toBe(0);
    files.push(file);
  }
  return files;
}

const readReport = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Report;

describe('robustness sharded across a job matrix', () => {
  const dir = tempDir();
  let one: Report;
  let files: string[] = [];

  beforeAll(async () => {
    const single = path.join(dir, 'single.json');
    await cli(['run', '--config', config, '--report-json', single]);
    one = readReport(single);
    files = await runShards(dir, 3);
  }, 600_000);

  const merge = (partials: string[], extra: string[] = []) =>
    cli(['merge', '--config', config, ...extra, ...partials]);
  const refusal = (line: string) => ({
    status: 2,
    stdout: '',
    stderr: `metacompress: error: merge: ${line}\n`,
  });
  /** Writes shard 1 changed by `edit` and merges it with the intact shards 0 and 2. */
  async function mergeEdited(edit: (p: PartialReport) => void) {
    const copy = JSON.parse(readFileSync(files[1]!, 'utf8')) as PartialReport;
    edit(copy);
    const edited = path.join(dir, 'edited.json');
    writeFileSync(edited, JSON.stringify(copy));
    return { result: await merge([files[0]!, edited, files[2]!]), edited };
  }

  it('merges 3 shards into exactly the report of one run, robustness included', async () => {
    const json = path.join(dir, 'merged.json');
    const result = await merge(files, ['--report-json', json]);
    expect(result.stderr).toBe('');
    const merged = readReport(json);
    expect(comparable(merged)).toEqual(comparable(one));
    // Not an empty comparison: 60 inputs transformed, 6 attacked by each method, some flipped.
    const robustness = merged.robustness!;
    expect(robustness.inputs).toBe(60);
    expect(robustness.attacks.map((a) => [a.method, a.evaluated])).toEqual([
      ['mhm', 6],
      ['wir-random', 6],
      ['alert', 6],
      ['coda', 6],
      ['greedy', 6],
    ]);
    const successes = robustness.attacks.reduce((n, a) => n + a.student!.success.violations, 0);
    expect(successes).toBeGreaterThan(0);
    expect(robustness.transformed.some((k) => k.flips.student.violations > 0)).toBe(true);
  });

  it('gives each shard every third input of each probe, whatever rows it scores', () => {
    const parts = files.map((f) => JSON.parse(readFileSync(f, 'utf8')) as PartialReport);
    expect(parts.map((p) => p.robustness!.attack.length)).toEqual([2, 2, 2]);
    expect(parts.map((p) => p.robustness!.transform.length)).toEqual([20, 20, 20]);
    const all = parts.flatMap((p) => p.robustness!.transform).sort((a, b) => a - b);
    expect(new Set(all).size).toBe(60);
  });

  it('refuses overlapping and missing shards', async () => {
    expect(await merge([files[0]!, files[0]!, files[2]!])).toEqual(
      refusal(`${files[0]} and ${files[0]} are both shard 0/3`),
    );
    expect(await merge([files[0]!, files[2]!])).toEqual(refusal('shards 1/3 are missing'));
  });

  it('refuses a shard that holds inputs of another shard (written with a valid digest)', async () => {
    const read = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as PartialReport;
    const own = read(files[1]!).robustness!.attack;
    const theirs = read(files[0]!).robustness!.attack[0]!;
    const copy = read(files[1]!);
    copy.robustness!.attack[0] = theirs;
    // Rewritten by the shards' own writer, so that only its positions are wrong.
    const { scores } = copy;
    const rewritten = toPartialReport(
      {
        ...scores,
        teacher: Float64Array.from(scores.teacher),
        student: Float64Array.from(scores.student),
        shard: copy.shard,
      },
      copy.robustness,
    );
    const edited = path.join(dir, 'overlapping.json');
    writeFileSync(edited, JSON.stringify(rewritten));
    expect(await merge([files[0]!, edited, files[2]!])).toEqual(
      refusal(
        `${edited} holds the attacked inputs at positions [${[theirs, ...own.slice(1)].join(', ')}], shard 1/3 of this data set has [${own.join(', ')}] (inputs missing or overlapping)`,
      ),
    );
  });

  it('refuses a shard that misses inputs', async () => {
    const { result, edited } = await mergeEdited((p) => {
      p.robustness!.outcomes.attacks[2]!.inputs.pop();
    });
    expect(result).toEqual(
      refusal(
        `${edited} is damaged: "robustness" method alert does not hold one outcome per attacked input (2); run its shard again to rewrite it`,
      ),
    );
  });

  it('refuses a shard whose outcomes were edited', async () => {
    const { result, edited } = await mergeEdited((p) => {
      const outcome = p.robustness!.outcomes.transformed[0]!.inputs.find(
        (o) => typeof o !== 'string',
      ) as { teacher: number[] };
      outcome.teacher = [outcome.teacher[1]!, outcome.teacher[0]!];
    });
    expect(result).toEqual(
      refusal(
        `${edited} is damaged: its per-row data do not match the digest they were written with; run its shard again to rewrite it`,
      ),
    );
  });

  it('refuses shards run with other settings than the merge', async () => {
    const seeded = await runShards(tempDir(), 1, ['--transforms.seed', '2']);
    expect(await merge(seeded)).toEqual(
      refusal(
        `${seeded[0]} was run with transforms.seed 2, the config given to merge has 1: give merge the shards' overrides too (--transforms.seed 2)`,
      ),
    );
    const fewer = await runShards(tempDir(), 1, ['--transforms.attack.max-inputs', '4']);
    expect(await merge(fewer)).toEqual(
      refusal(
        `${fewer[0]} was run with transforms.attack.max-inputs 4, the config given to merge has 6: give merge the shards' overrides too (--transforms.attack.max-inputs 4)`,
      ),
    );
    const without = await runShards(tempDir(), 1, ['--transforms', 'null']);
    expect(await merge(without)).toEqual(
      refusal(`${without[0]} was run without transforms; the config given to merge has them`),
    );
  }, 600_000);
});
