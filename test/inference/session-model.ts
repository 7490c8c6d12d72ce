/**
 * A decoder session as the GenerationModel greedy completion runs on: the
 * forward pass of inference/causal-lm.ts written out plainly over a session
 * (the feeds of Optimum's decoder layout, the presents fetched), for tests
 * that open the example's models directly.
 */
import * as ort from 'onnxruntime-node';
import type { GenerationModel } from '../../src/inference/greedy-completion.js';

const PAST = /^past_key_values\.(\d+)\.key$/;

export function sessionModel(session: ort.InferenceSession): GenerationModel {
  const layers = session.inputNames.filter((name) => PAST.test(name)).length;
  const meta = session.inputMetadata.find((m) => m.name === 'past_key_values.0.key');
  const shape = meta?.isTensor ? meta.shape : [];
  const past =
    layers === 0 ? null : { layers, heads: shape[1] as number, headDim: shape[3] as number };
  return {
    inputs: session.inputNames,
    past,
    async forward(input, { present = false } = {}) {
      const { size, length, pastLength } = input;
      const feeds: Record<string, ort.Tensor> = {
        input_ids: new ort.Tensor('int64', input.ids, [size, length]),
        attention_mask: new ort.Tensor('int64', input.mask, [size, pastLength + length]),
        position_ids: new ort.Tensor('int64', input.positions, [size, length]),
      };
      const fetched = ['logits'];
      for (let i = 0; i < layers; i++) {
        const dims = [size, past!.heads, pastLength, past!.headDim];
        const [key, value] = input.past?.[i] ?? [new Float32Array(0), new Float32Array(0)];
        feeds[`past_key_values.${i}.key`] = new ort.Tensor('float32', key, dims);
        feeds[`past_key_values.${i}.value`] = new ort.Tensor('float32', value, dims);
        if (present) fetched.push(`present.${i}.key`, `present.${i}.value`);
      }
      const result = await session.run(feeds, fetched);
      const logits = result.logits!;
      return {
        logits: logits.data as Float32Array,
        vocab: logits.dims[2]!,
        present: present
          ? Array.from({ length: layers }, (_, i): [Float32Array, Float32Array] => [
              result[`present.${i}.key`]!.data as Float32Array,
              result[`present.${i}.value`]!.data as Float32Array,
            ])
          : null,
      };
    },
  };
}
