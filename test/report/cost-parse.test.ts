import { describe, expect, it } from 'vitest';
import { parseReport } from '../../src/report/parse.js';
import { costLine } from '../../src/report/cost-line.js';
import type { Report } from '../../src/report/types.js';
import { tinyReport } from './tiny-report.js';

const latency = (medianMs: number) => ({
  batches: 2,
  inputs: 8,
  medianMs,
  p95Ms: medianMs * 1.5,
  throughput: 1000 / medianMs,
});

/** The tiny report with both models' cost: a teacher of 51 MB at 8 ms per input, a student of 10 MB at 2 ms. */
function costed(teacherMs = 8, studentMs = 2): Report {
  return {
    ...tinyReport(),
    cost: {
      teacher: {
        source: 'onnx',
        parameters: 125_000_000,
        fileBytes: 51e6,
        latency: latency(teacherMs),
      },
      student: {
        source: 'onnx',
        parameters: 3_000_000,
        fileBytes: 10e6,
        latency: latency(studentMs),
      },
      peakRssBytes: 300e6,
    },
  };
}

const roundTrip = (report: Report) => parseReport(JSON.parse(JSON.stringify(report)), 'r.json');

describe('the cost line', () => {
  it('says how much smaller and faster the student is, and how often it disagrees', () => {
    expect(costLine(costed())).toBe(
      'student 5.1× smaller, 4.0× faster than its teacher, disagrees on 0.0% of inputs',
    );
  });

  it('turns a ratio below 1 around, and leaves the speed out when asked', () => {
    expect(costLine(costed(2, 8))).toBe(
      'student 5.1× smaller, 4.0× slower than its teacher, disagrees on 0.0% of inputs',
    );
    expect(costLine(costed(), false)).toBe(
      'student 5.1× smaller than its teacher, disagrees on 0.0% of inputs',
    );
  });

  it('is absent from a report without cost (merged shards, older reports)', () => {
    expect(costLine(tinyReport())).toBeNull();
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
    bad(['temperature', 'temperature'], 'hot', /temperature\.temperature/);
    bad(['hardInputs'], { rule: 'some', rows: 1 }, /hardInputs\.rule/);
  });
});
