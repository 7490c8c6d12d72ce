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
      'mr1-rate',
      'mr2-rate',
      'mr3-rate',
      'mr4-rate',
      'report-json',
    ]);
    // Teacher and student are the same model: no relation is violated.
    expect(outputs).toMatchObject({ passed: 'true', 'mr1-rate': '0', 'mr2-rate': '0' });
    expect(outputs['report-json']).toBe('/work/report.json');
  });

  it('writes a failing MR1 of 1 flip in 4 rows as 0.25, and an undefined rate as empty', () => {
    // No labels (-1): MR4 (calibration) cannot be computed.
    const report = assembleReport(
      tinyConfig(),
      tinyScores(TEACHER, STUDENT, [-1, -1, -1, -1]),
      null,
      null,
    );
    const outputs = gateOutputs(report, 'r.json');
    expect(outputs['mr1-rate']).toBe('0.25');
    expect(outputs.passed).toBe('false'); // MR1 ceiling 0.1
    expect(outputs['mr4-rate']).toBe('');
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
