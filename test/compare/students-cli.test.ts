/**
 * `--student NAME=PATH` and `gate.students` through the command: the exit
 * status follows the students the rule names, the JSON holds each report.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { StudentsReport } from '../../src/compare/types.js';
import { cli, tempDir } from '../cli-harness.js';
import { repoRoot } from '../shared.js';

const example = (file: string) => path.join(repoRoot, 'examples', 'vulnerability', file);

/**
 * The demo config with the compressor and morph students (both read with the
 * compressor tokenizer, as morph.yml does). With MR1's ceiling at 20% and MR2–MR4
 * off: compressor's 70/400 (Wilson 14.1–21.5%) holds 20% (inconclusive, which warns
 * and passes); morph's 102/400 (21.5–30.0%) lies above it (fails).
 */
const args = (rule: string, json: string) => [
  'run',
  '--config',
  example('metacompress.yml'),
  '--student',
  `compressor=${example('student-compressor.onnx')}`,
  '--student',
  `morph=${example('student-morph.onnx')}`,
  '--gate.ceilings.mr1',
  '0.2',
  '--gate.ceilings.mr2',
  'off',
  '--gate.ceilings.mr3',
  'off',
  '--gate.ceilings.mr4',
  'off',
  '--gate.students',
  rule,
  '--report-json',
  json,
  '--quiet',
];

describe('metacompress run --student NAME=PATH', () => {
  it('any: compressor passes, so the step passes; morph: it fails, so the step fails', async () => {
    const dir = tempDir();
    const anyJson = path.join(dir, 'any.json');
    const any = await cli(args('any', anyJson));
    expect(any.stdout).toBe('2 students: 1 passed (compressor); gate.students any: passed.\n');
    expect(any.status).toBe(0);
    const report = JSON.parse(readFileSync(anyJson, 'utf8')) as StudentsReport;
    expect(report.schema).toBe('metacompress-students-report');
    expect(report.students.map((s) => [s.name, s.report.relations.mr1.violations])).toEqual([
      ['compressor', 70],
      ['morph', 102],
    ]);
    const morph = await cli(args('morph', path.join(dir, 'morph.json')));
    expect(morph.stdout).toBe(
      '2 students: 1 passed (compressor); gate.students morph: FAILED (morph failed).\n',
    );
    expect(morph.status).toBe(1);
  }, 300_000);

  it('refuses a rule naming no student of the run, as unusable input', async () => {
    const result = await cli(args('avatar', path.join(tempDir(), 'r.json')));
    expect(result.status).toBe(2);
    expect(result.stderr).toBe(
      'metacompress: error: gate.students: got student "avatar", which the run does not have; allowed: all, any, compressor, morph\n',
    );
  });
});

describe('a students run sharded and merged', () => {
  it('gives each student the relations of the unsharded run', async () => {
    const dir = tempDir();
    const common = [
      '--config',
      example('students.yml'),
      '--dataset.limit',
      '120',
      '--students',
      // Two of the three: keeps the test to seconds.
      '{compressor: {model: student-compressor.onnx, tokenizer: tokenizer-compressor.json, max-length: 256}, avatar: {model: student-avatar.onnx, tokenizer: tokenizer-avatar.json, max-length: 256}}',
    ];
    const partials = [0, 1].map((i) => path.join(dir, `shard-${i}.json`));
    for (const [i, partial] of partials.entries()) {
      const shard = await cli(['run', ...common, '--shard', `${i}/2`, '--partial-json', partial]);
      expect(shard.status, shard.stderr).toBe(0);
      expect(shard.stdout).toBe(
        `shard ${i}/2: scored 60 of 120 usable rows for compressor, avatar; partial report ${partial}\n`,
      );
    }
    const merged = path.join(dir, 'merged.json');
    const whole = path.join(dir, 'whole.json');
    const merge = await cli(['merge', ...common, '--report-json', merged, '--quiet', ...partials]);
    const run = await cli(['run', ...common, '--report-json', whole, '--quiet']);
    expect(merge.stdout).toBe(run.stdout);
    const relations = (file: string) =>
      (JSON.parse(readFileSync(file, 'utf8')) as StudentsReport).students.map((s) => [
        s.name,
        s.report.relations.mr1,
        s.report.relations.mr2.rate,
        s.report.relations.mr3.rate,
        s.report.relations.mr4.rate,
      ]);
    expect(relations(merged)).toEqual(relations(whole));
    // A shard of another config's students is refused, naming both lists.
    const other = await cli([
      'merge',
      '--config',
      example('students.yml'),
      '--dataset.limit',
      '120',
      ...partials,
    ]);
    expect(other.status).toBe(2);
    expect(other.stderr).toBe(
      `metacompress: error: merge: ${partials[0]} holds the students compressor, avatar; the config has compressor, avatar, morph, int8, dynamic\n`,
    );
  }, 300_000);
});

describe('a students run against a baseline', () => {
  it('matches each student’s baseline by name; a single-student report gives none, with a warning', async () => {
    const dir = tempDir();
    const common = [
      'run',
      '--config',
      example('metacompress.yml'),
      '--dataset.limit',
      '100',
      '--student',
      `compressor=${example('student-compressor.onnx')}`,
      '--student',
      `morph=${example('student-morph.onnx')}`,
    ];
    const base = path.join(dir, 'base.json');
    await cli([...common, '--report-json', base, '--quiet']);
    const next = path.join(dir, 'next.json');
    const againstBase = await cli([
      ...common,
      '--gate.baseline',
      base,
      '--report-json',
      next,
      '--quiet',
    ]);
    expect(againstBase.stderr).toBe('');
    const read = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as StudentsReport;
    // Each student's baseline holds its own rates (morph's MR1 is not compressor's).
    expect(read(next).students.map((s) => [s.name, s.report.baseline?.rates.MR1])).toEqual(
      read(base).students.map((s) => [s.name, s.report.relations.mr1.rate]),
    );
    const single = path.join(dir, 'single.json');
    await cli([
      'run',
      '--config',
      example('metacompress.yml'),
      '--dataset.limit',
      '100',
      '--report-json',
      single,
      '--quiet',
    ]);
    const againstSingle = await cli([
      ...common,
      '--gate.baseline',
      single,
      '--report-json',
      next,
      '--quiet',
    ]);
    expect(againstSingle.stderr).toContain(
      `warning: gate.baseline ${single} is not a students report; a students run matches each student's baseline by name, so compressor has none`,
    );
    expect(read(next).students.map((s) => s.report.baseline)).toEqual([null, null]);
  }, 300_000);
});

describe('metacompress check with students', () => {
  it('checks each student against the teacher, under its name', async () => {
    const result = await cli(['check', '--config', example('students.yml')]);
    expect(result.status).toBe(0);
    expect(result.stdout.match(/^== student \w+ ==$/gm)).toEqual([
      '== student compressor ==',
      '== student avatar ==',
      '== student morph ==',
      '== student int8 ==',
      '== student dynamic ==',
    ]);
  }, 120_000);

  it("names a student's errors by its name: students.NAME, not student", async () => {
    const missing = path.join(repoRoot, 'examples', 'vulnerability', 'no-such-student.onnx');
    const run = await cli([
      'run',
      '--config',
      example('metacompress.yml'),
      '--student',
      `compressor=${example('student-compressor.onnx')}`,
      '--student',
      `gcb=${missing}`,
    ]);
    expect(run).toEqual({
      status: 2,
      stdout: '',
      stderr: `metacompress: error: students.gcb.model ${missing}: cannot read (ENOENT: no such file or directory, open '${missing}')\n`,
    });
  });
});
