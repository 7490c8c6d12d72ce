import { describe, expect, it } from 'vitest';

import { assembleReport } from '../../src/pipeline/report.js';
import { commentOutputs, gateOutputs } from '../../src/report/outputs.js';
import { tinyConfig, tinyReport, tinyScores } from './tiny-report.js';

const TEACHER = [
  [0.2, 0.8],
  [0.7, 0.3],
  [0.05, 0.95],
  [0.6, 0.4],
];
/** Row 1 flipped: the student predicts class 1 where the teacher predicts 0. */
const STUDENT = [
  [0.2, 0.8],
  [0.4, 0.6],
  [0.05, 0.95],
  [0.6, 0.4],
];

describe('gateOutputs (the names action.yml lists)', () => {
  it('gives the verdict, each rate and the report file', () => {
    const outputs = gateOutputs(tinyReport(), '/work/report.json');
    expect(Object.keys(outputs)).toEqual([
      'passed',
      'inconclusive',
      'mr1-rate',
      'mr2-rate',
      'mr3-rate',
      'mr4-rate',
      'report-json',
    ]);
    // Teacher and student are the same model: no relation is violated, but 0 of 4 inputs
    // (Wilson 0–49.0%) cannot show a rate below 10% or 15%: MR1-MR3 are inconclusive.
    expect(outputs).toMatchObject({
      passed: 'true',
      inconclusive: 'MR1,MR2,MR3',
      'mr1-rate': '0',
      'mr2-rate': '0',
    });
    expect(outputs['report-json']).toBe('/work/report.json');
  });

  it('writes MR1 of 1 flip in 4 rows as 0.25, and an undefined rate as empty', () => {
    // No labels (-1): MR4 (calibration) cannot be computed.
    const report = assembleReport(
      tinyConfig(),
      tinyScores(TEACHER, STUDENT, [-1, -1, -1, -1]),
      null,
      null,
    );
    const outputs = gateOutputs(report, 'r.json');
    expect(outputs['mr1-rate']).toBe('0.25');
    // 1/4 = 25% against the ceiling 10%: Wilson 4.6–69.9% contains it, so inconclusive, which
    // the default policy (warn) does not fail.
    expect(outputs.inconclusive).toBe('MR1,MR2,MR3');
    expect(outputs.passed).toBe('true');
    expect(outputs['mr4-rate']).toBe('');
  });

  it('fails on inconclusive checks with gate.inconclusive fail, and decides by the count at a ceiling of 0', () => {
    const scores = tinyScores(TEACHER, STUDENT, [-1, -1, -1, -1]);
    const strict = gateOutputs(
      assembleReport(tinyConfig({ inconclusive: 'fail' }), scores, null, null),
      'r.json',
    );
    expect([strict.passed, strict.inconclusive]).toEqual(['false', 'MR1,MR2,MR3']);
    const quiet = gateOutputs(
      assembleReport(tinyConfig({ inconclusive: 'pass' }), scores, null, null),
      'r.json',
    );
    expect([quiet.passed, quiet.inconclusive]).toEqual(['true', 'MR1,MR2,MR3']);
    // Ceiling 0 for MR1: its 1 violation fails, whatever the interval.
    const zero = gateOutputs(
      assembleReport(tinyConfig({ ceilings: { mr1: 0 } }), scores, null, null),
      'r.json',
    );
    expect([zero.passed, zero.inconclusive]).toEqual(['false', 'MR2,MR3']);
  });
});

describe('commentOutputs', () => {
  it('gives the comment address, empty when none was posted', () => {
    expect(commentOutputs('https://github.com/o/r/pull/1#issuecomment-2')).toEqual({
      'comment-url': 'https://github.com/o/r/pull/1#issuecomment-2',
    });
    expect(commentOutputs(null)).toEqual({ 'comment-url': '' });
  });
});
