import { describe, expect, it } from 'vitest';

import { predictionAgreement } from '../../src/relations/mr1-prediction-agreement.js';
import { matrix } from './helpers.js';

describe('MR1 predictionAgreement', () => {
  it('counts rows whose predicted class differs (hand-computed)', () => {
    const p = matrix([
      [0.9, 0.1],
      [0.4, 0.6],
      [0.5, 0.5],
    ]);
    const q = matrix([
      [0.6, 0.4],
      [0.7, 0.3],
      [0.5, 0.5],
    ]);
    expect(predictionAgreement(p, q)).toEqual({
      relation: 'MR1',
      violations: 1,
      n: 3,
      rate: 1 / 3,
      ci95: [0.06149194472039626, 0.7923403991979523],
    });
  });

  it('treats ties by the lowest index on both sides', () => {
    // Teacher [0.5, 0.5] predicts 0; a student at [0.5, 0.5] agrees, one at [0.4, 0.6] does not.
    const p = matrix([
      [0.5, 0.5],
      [0.5, 0.5],
    ]);
    const q = matrix([
      [0.5, 0.5],
      [0.4, 0.6],
    ]);
    expect(predictionAgreement(p, q).violations).toBe(1);
  });

  it('handles probabilities of exactly 0 and 1 and K = 3', () => {
    const p = matrix([
      [1, 0, 0],
      [0, 0, 1],
      [0, 1, 0],
    ]);
    const q = matrix([
      [1, 0, 0],
      [0, 1, 0],
      [0.2, 0.5, 0.3],
    ]);
    expect(predictionAgreement(p, q)).toMatchObject({ violations: 1, n: 3 });
  });

  it('is undefined on empty input', () => {
    const empty = matrix([], 2);
    expect(predictionAgreement(empty, empty)).toEqual({
      relation: 'MR1',
      violations: 0,
      n: 0,
      rate: null,
      ci95: null,
    });
  });

  it('gives 0 for identical models', () => {
    const p = matrix([
      [0.2, 0.8],
      [0.7, 0.3],
    ]);
    expect(predictionAgreement(p, p).rate).toBe(0);
  });
});
