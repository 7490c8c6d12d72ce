/**
 * causalLayoutProblem: what tells a causal language model's graph from
 * another (init reads it from the protobuf, a run from ONNX Runtime).
 */
import { describe, expect, it } from 'vitest';
import { causalLayoutProblem } from '../../src/inference/causal-lm.js';

const logits = (dims: (number | string)[] | null) => [{ name: 'logits', dims }];

describe('causalLayoutProblem', () => {
  it("accepts Optimum's decoder layouts, with and without past", () => {
    expect(causalLayoutProblem(['input_ids'], logits(['b', 's', 50257]))).toBeNull();
    expect(
      causalLayoutProblem(
        [
          'input_ids',
          'attention_mask',
          'position_ids',
          'past_key_values.0.key',
          'past_key_values.0.value',
        ],
        [...logits(['b', 's', 'vocab']), { name: 'present.0.key', dims: ['b', 1, 't', 8] }],
      ),
    ).toBeNull();
    // An output that declares no shape is read at the first run.
    expect(causalLayoutProblem(['input_ids'], logits(null))).toBeNull();
  });

  it("names a classifier's output, a foreign input and a missing logits", () => {
    expect(causalLayoutProblem(['input_ids', 'attention_mask'], logits(['batch', 2]))).toBe(
      'its output logits is [batch, 2], one row of scores per input as a classifier gives; a causal language model gives logits [batch, sequence, vocabulary]',
    );
    expect(causalLayoutProblem(['input_ids', 'position_idx'], logits(['b', 's', 9]))).toMatch(
      /^input position_idx is not one a causal language model takes; allowed inputs: /,
    );
    expect(causalLayoutProblem(['attention_mask'], logits(['b', 's', 9]))).toMatch(
      /^has no input input_ids; /,
    );
    expect(causalLayoutProblem(['input_ids'], [{ name: 'scores', dims: ['b', 's', 9] }])).toBe(
      'has no output logits (outputs: scores); a causal language model gives logits [batch, sequence, vocabulary]',
    );
  });
});
