/**
 * The two sections reported beside the gate, "where it breaks" and the
 * noise floor: read back by parseReport (and refused when forged), and
 * rendered as written out here by hand.
 */
import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '../../src/report/markdown.js';
import { parseReport } from '../../src/report/parse.js';
import { renderTerminal, TERMINAL_WIDTH } from '../../src/report/terminal.js';
import type { NoiseFloorReport, Report, WhereItBreaksReport } from '../../src/report/types.js';
import { tinyReport } from './tiny-report.js';

const group = (n: number, mean: number | null, max: number | null, cosine: number | null) => ({
  n,
  meanRelativeError: mean,
  maxRelativeError: max,
  meanCosine: cosine,
});

const whereItBreaks: WhereItBreaksReport = {
  relation: 'mr1',
  threshold: 0.1,
  inputs: { violating: { compared: 3, of: 3 }, other: { compared: 100, of: 397 } },
  layers: [
    {
      label: 'embeddings',
      teacher: '/emb_ln/Add_1_output_0',
      student: '/emb_ln/Add_1_output_0',
      violating: group(3, 0, 0, 1),
      other: group(100, 0, 0, 1),
    },
    {
      label: 'layers.0',
      teacher: '/layers.0/Add_3_output_0',
      student: '/layers.0/Add_3_output_0',
      violating: group(3, 0.0473, 0.0548, 0.99899),
      other: group(100, 0.00441, 0.00714, 0.99999),
    },
    {
      label: 'output',
      teacher: 'logits',
      student: 'logits',
      violating: group(3, 0.31, 0.5, 0.9),
      other: group(100, 0.0231, 0.607, 0.99998),
    },
  ],
  firstParting: { violating: 'output', other: null },
  incomparable: 0,
};

const noiseFloor: NoiseFloorReport = {
  runtime: {
    executionProvider: 'cpu',
    onnxruntime: '1.30.0',
    optimisation: 'all',
    threads: 2,
    batchSize: 32,
    cpu: { avx2: true, avx512: false, vnni: null },
  },
  inputs: 200,
  settings: [
    {
      setting: 'optimisation-disabled',
      disagreement: { n: 200, flips: 0, klMean: 1.75e-14, klMax: 1.15e-12 },
    },
    { setting: 'one-thread', skipped: 'the run uses 1 thread' },
    { setting: 'batch-size-1', disagreement: { n: 200, flips: 1, klMean: 0, klMax: 0 } },
  ],
  student: { n: 200, flips: 1, klMean: 3.5e-5, klMax: 2.1e-3, withinFloor: false },
};

/** A report read as JSON, whose fields a forger may set to anything. */
type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const withSections = (): Report => structuredClone({ ...tinyReport(), whereItBreaks, noiseFloor });
const roundTrip = (report: unknown) => parseReport(JSON.parse(JSON.stringify(report)), 'r.json');

describe('parseReport', () => {
  it('reads both sections back as written, and their unavailable forms', () => {
    expect(roundTrip(withSections())).toMatchObject({ whereItBreaks, noiseFloor });
    const unavailable = {
      ...tinyReport(),
      whereItBreaks: { unavailable: 'no layers' },
      noiseFloor: { unavailable: 'precomputed' },
    };
    expect(roundTrip(unavailable)).toMatchObject({
      whereItBreaks: { unavailable: 'no layers' },
      noiseFloor: { unavailable: 'precomputed' },
    });
  });

  const forged = (change: (report: Json) => void) => {
    const report = JSON.parse(JSON.stringify(withSections())) as Json;
    change(report);
    return () => parseReport(report, 'r.json');
  };

  it.each([
    [
      (r: Json) => (r.whereItBreaks.layers[1].label = 7),
      'whereItBreaks.layers is not a list of { label, teacher, student, violating, other }',
    ],
    [
      (r: Json) => (r.whereItBreaks.layers[0].other.meanCosine = '1'),
      'whereItBreaks.layers[0].other.meanCosine is "1", not a number or null',
    ],
    [
      (r: Json) => (r.whereItBreaks.relation = 'mr4'),
      'whereItBreaks.relation is not one of any, mr1, mr2, mr3',
    ],
    [
      (r: Json) => (r.whereItBreaks.firstParting.other = ['x']),
      'whereItBreaks.firstParting is not { violating, other } labels or null',
    ],
    [
      (r: Json) => (r.noiseFloor.settings[0].setting = 'two-threads'),
      'noiseFloor.settings is not a list of { setting (optimisation-disabled, one-thread, batch-size-1), disagreement or skipped }',
    ],
    [
      (r: Json) => (r.noiseFloor.settings[2].disagreement.flips = 'none'),
      'noiseFloor.settings[2].disagreement.flips is "none", not a number',
    ],
    [
      (r: Json) => (r.noiseFloor.runtime.cpu.avx2 = 'yes'),
      'noiseFloor.runtime has no executionProvider / onnxruntime / optimisation / threads / batchSize / cpu',
    ],
    [(r: Json) => delete r.noiseFloor.student.withinFloor, 'noiseFloor.student has no withinFloor'],
  ])('refuses a forged section (%#)', (change, problem) => {
    expect(forged(change)).toThrow(`r.json: not a complete report of version 2: ${problem}`);
  });
});

describe('the Markdown report', () => {
  const markdown = renderMarkdown(withSections());

  it('shows the noise floor: each setting, the student beside them, the runtime', () => {
    expect(markdown).toContain(
      "**Noise floor, on 200 of the rows: the student's disagreement with the teacher is beyond the noise floor: more flips or a larger mean KL than any runtime setting alone makes.**",
    );
    const cells = (start: string) =>
      markdown
        .split('\n')
        .find((line) => line.startsWith(`| ${start}`))!
        .split('|')
        .map((cell) => cell.trim())
        .slice(1, -1);
    expect(cells('graph optimisation')).toEqual([
      'graph optimisation disabled (the run: all)',
      '0 of 200',
      '1.8e-14',
      '1.1e-12',
    ]);
    expect(cells('1 intra-op')).toEqual([
      '1 intra-op thread (the run: 2)',
      'not run: the run uses 1 thread',
      '',
      '',
    ]);
    expect(cells('batches of 1')).toEqual([
      'batches of 1 input (the run: 32)',
      '1 of 200',
      '0',
      '0',
    ]);
    expect(cells('student against')).toEqual([
      'student against teacher (MR1, MR2)',
      '1 of 200',
      '3.5e-5',
      '2.1e-3',
    ]);
    expect(markdown).toContain(
      'Runtime: onnxruntime 1\\.30.0, execution provider cpu, graph optimisation all, 2 intra-op threads, batch size 32; CPU AVX2 yes, AVX-512 no, VNNI unknown.',
    );
  });

  it('shows where it breaks: the groups, the first parting layer and a row per layer', () => {
    expect(markdown).toContain(
      "**Where it breaks: the student's hidden states against the teacher's, layer by layer, on 3 of the 3 inputs violating MR1 and 100 of the 397 others. First layer whose mean relative error is above 0.1: output on the violating inputs, none on the others.**",
    );
    const row = markdown.split('\n').find((line) => line.startsWith('| `layers.0`'))!;
    expect(row.split('|').map((cell) => cell.trim())).toEqual([
      '',
      '`layers.0`',
      '0.0473',
      '0.0548',
      '0.998990',
      '0.00441',
      '0.00714',
      '0.999990',
      '',
    ]);
  });

  it('writes a graph’s name as inline code, so a table cell cannot be broken out of', () => {
    const hostile = withSections();
    (hostile.whereItBreaks as typeof whereItBreaks).layers[0]!.label = 'a|b <img src=x>';
    const line = renderMarkdown(hostile)
      .split('\n')
      .find((l) => l.includes('<img'))!;
    expect(line.startsWith('| `a\\|b <img src=x>` |')).toBe(true);
  });

  it('says why a section was not computed', () => {
    const report = {
      ...tinyReport(),
      whereItBreaks: { unavailable: 'the student has no node /x (the teacher’s layers.0)' },
    };
    expect(renderMarkdown(report)).toContain(
      '**Where it breaks: not compared: the student has no node /x (the teacher’s layers.0).**',
    );
  });
});

describe('the terminal report', () => {
  it('shows both sections within the terminal’s width', () => {
    const text = renderTerminal(withSections());
    expect(text).toContain('graph optimisation disabled (the run: all)  0 of 200');
    expect(text).toContain('layers.0    0.0473');
    for (const line of text.split('\n')) expect(line.length).toBeLessThanOrEqual(TERMINAL_WIDTH);
  });
});
