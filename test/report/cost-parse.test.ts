import { describe, expect, it } from 'vitest';
import { parseReport } from '../../src/report/parse.js';
import { costDetails, costLine } from '../../src/report/cost-line.js';
import type { Speedup } from '../../src/cost/latency.js';
import type { Report } from '../../src/report/types.js';
import { tinyReport } from './tiny-report.js';

const latency = (medianMs: number) => ({
  rounds: 9,
  inputs: 16,
  medianMs,
  ci95: [medianMs * 0.9, medianMs * 1.2] as [number, number],
  throughput: 1000 / medianMs,
});

/**
 * The tiny report with both models' cost: a teacher of 51 MB at 8 ms per
 * input, a student of 10 MB at 2 ms, and their paired speedup.
 */
function costed(speedup: Speedup | null = { rounds: 9, median: 4, ci95: [3.5, 4.4] }): Report {
  return {
    ...tinyReport(),
    cost: {
      teacher: {
        source: 'onnx',
        parameters: 125_000_000,
        fileBytes: 51e6,
        latency: latency(8),
      },
      student: {
        source: 'onnx',
        parameters: 3_000_000,
        fileBytes: 10e6,
        latency: latency(2),
      },
      peakRssBytes: 300e6,
      speedup,
    },
  };
}

const roundTrip = (report: Report) => parseReport(JSON.parse(JSON.stringify(report)), 'r.json');

describe('the cost line', () => {
  it('says how much smaller and faster the student is, with the interval, and how often it disagrees', () => {
    expect(costLine(costed())).toBe(
      'student 5.1× smaller, 4.0× faster (95% CI 3.5–4.4×) than its teacher, disagrees on 0.0% of inputs',
    );
  });

  it('turns a ratio below 1 around, and leaves the speed out when asked', () => {
    // Ratio 0.25 in [0.2, 0.5]: 4× slower, between 2× and 5×.
    expect(costLine(costed({ rounds: 9, median: 0.25, ci95: [0.2, 0.5] }))).toBe(
      'student 5.1× smaller, 4.0× slower (95% CI 2.0–5.0×) than its teacher, disagrees on 0.0% of inputs',
    );
    expect(costLine(costed(), false)).toBe(
      'student 5.1× smaller than its teacher, disagrees on 0.0% of inputs',
    );
  });

  it('claims no speed where the interval holds 1, or there is none', () => {
    for (const ci95 of [[0.8, 3] as [number, number], null]) {
      expect(costLine(costed({ rounds: 9, median: 2.1, ci95 }))).toBe(
        'student 5.1× smaller, no measurable difference in speed than its teacher, disagrees on 0.0% of inputs',
      );
    }
  });

  it('gives each model its median, interval and rounds', () => {
    expect(costDetails(costed())).toBe(
      'teacher 125.0M parameters, 51.0 MB, 8.00 ms/input median (95% CI 7.20–9.60, 9 rounds of 16 inputs), 125 inputs/s; ' +
        'student 3.0M parameters, 10.0 MB, 2.00 ms/input median (95% CI 1.80–2.40, 9 rounds of 16 inputs), 500 inputs/s; ' +
        'peak memory 300.0 MB (the process, both models loaded)',
    );
  });

  it('gives a causal language model its latency per position, in microseconds', () => {
    // 0.04 ms a position is 40 µs, interval 36–48 µs; 1000 / 0.04 = 25000 positions a second.
    const report = costed();
    const perPosition: Report = {
      ...report,
      relations: { ...report.relations, unit: 'positions' },
    };
    const cost = report.cost!;
    perPosition.cost = {
      ...cost,
      teacher: {
        ...cost.teacher,
        latency: { ...latency(0.04), inputs: 2139 },
      } as typeof cost.teacher,
      student: {
        ...cost.student,
        latency: { ...latency(0.01), inputs: 2139 },
      } as typeof cost.student,
    };
    expect(costDetails(perPosition)).toBe(
      'teacher 125.0M parameters, 51.0 MB, 40.0 µs/position median (95% CI 36.0–48.0, 9 rounds of 2139 positions), 25000 positions/s; ' +
        'student 3.0M parameters, 10.0 MB, 10.0 µs/position median (95% CI 9.0–12.0, 9 rounds of 2139 positions), 100000 positions/s; ' +
        'peak memory 300.0 MB (the process, both models loaded)',
    );
    expect(costLine(perPosition)).toBe(
      'student 5.1× smaller, 4.0× faster (95% CI 3.5–4.4×) than its teacher, disagrees on 0.0% of next tokens',
    );
  });

  it('is absent from a report without cost (merged shards, older reports)', () => {
    expect(costLine(tinyReport())).toBeNull();
  });
});

describe('an older report', () => {
  it('keeps a one-pass latency without an interval, and a spot-checked teacher as not timed', () => {
    const json = JSON.parse(JSON.stringify(costed())) as { cost: Record<string, unknown> };
    const onePass = { batches: 2, inputs: 8, medianMs: 2, p95Ms: 3, throughput: 500 };
    json.cost.student = { ...(json.cost.student as object), latency: onePass };
    json.cost.teacher = {
      ...(json.cost.teacher as object),
      latency: { ...onePass, medianMs: 8 },
      measuredOn: 'spot-check',
    };
    delete json.cost.speedup;
    const parsed = parseReport(json, 'r.json');
    expect(parsed.cost?.student).toMatchObject({
      latency: { rounds: 1, inputs: 8, medianMs: 2, ci95: null, throughput: 500 },
    });
    expect(parsed.cost?.teacher).toMatchObject({ latency: null, measuredOn: 'not-run' });
    // No speedup was measured then: the line claims none.
    expect(costLine(parsed)).toBe(
      'student 5.1× smaller than its teacher, disagrees on 0.0% of inputs; the teacher was not timed (its outputs were restored from the cache)',
    );
  });
});

describe('a report read from outside', () => {
  it('keeps its cost, temperature and hard inputs', () => {
    const report: Report = {
      ...costed(),
      hardInputs: {
        rule: 'all',
        rows: 1,
        inputs: 1,
        violations: { MR1: 1, MR2: 0, MR3: 0 },
        attacks: 0,
      },
    };
    const parsed = roundTrip(report);
    expect(parsed.cost).toEqual(report.cost);
    expect(parsed.temperature).toEqual(report.temperature);
    expect(parsed.hardInputs).toEqual(report.hardInputs);
  });

  it('is refused when a cost, temperature or export field is not what a renderer prints', () => {
    // A report as JSON with one field rewritten (undefined: removed), as a forged one would be.
    const bad = (at: string[], value: unknown, message: RegExp) => {
      const json = JSON.parse(JSON.stringify(costed())) as Record<string, unknown>;
      const parent = at
        .slice(0, -1)
        .reduce((node, key) => node[key] as Record<string, unknown>, json);
      if (value === undefined) delete parent[at[at.length - 1]!];
      else parent[at[at.length - 1]!] = value;
      expect(() => parseReport(json, 'r.json')).toThrow(message);
    };
    bad(['cost', 'student', 'fileBytes'], undefined, /cost has no teacher \/ student/);
    bad(['cost', 'teacher', 'source'], 'gpu', /cost has no teacher \/ student/);
    bad(['cost', 'teacher', 'latency', 'medianMs'], '<b>', /cost\.teacher\.latency\.medianMs/);
    bad(['cost', 'peakRssBytes'], null, /cost\.peakRssBytes/);
    bad(['cost', 'speedup', 'median'], '9×', /cost\.speedup\.median/);
    bad(['cost', 'student', 'latency', 'ci95'], [1, 'x'], /cost\.student\.latency\.ci95/);
    bad(['temperature', 'temperature'], 'hot', /temperature\.temperature/);
    bad(['hardInputs'], { rule: 'some', rows: 1 }, /hardInputs\.rule/);
  });
});
