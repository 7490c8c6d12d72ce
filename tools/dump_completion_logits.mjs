// Runs one causal LM (Optimum's decoder layout) under onnxruntime-node on
// the windows of token ids that tools/oracle_completion_example.py wrote,
// and streams the logits of the positions each window scores to a raw
// little-endian float32 file [positions, vocabulary], in the order given.
// It decides nothing: the ids, the windows and which logit rows to keep all
// come from the Python side, which computes every relation from this file.
//
//   node tools/dump_completion_logits.mjs WINDOWS.json MODEL.onnx OUT.f32
//
// WINDOWS.json: {"windows": [{"ids": [..], "keep": [from, to]}, ..]}: the
// window's tokens, and the rows [from, to) of its logits to write (row j is
// the model's prediction of token j + 1).
// Each window runs alone (batch 1, no padding, mask all ones, positions
// 0, 1, ..; a "with past" graph gets empty past tensors), so the logits
// depend on nothing the gate chooses (its batching, its padding).
// Prints one JSON line: {"model", "vocab", "rows", "bytes", "seconds"}.
import * as ort from 'onnxruntime-node';
import { closeSync, openSync, readFileSync, writeSync } from 'node:fs';

const [windowsPath, modelPath, outPath] = process.argv.slice(2);
if (!outPath) {
  console.error('usage: node tools/dump_completion_logits.mjs WINDOWS.json MODEL.onnx OUT.f32');
  process.exit(2);
}

const { windows } = JSON.parse(readFileSync(windowsPath, 'utf8'));
const session = await ort.InferenceSession.create(modelPath, {
  intraOpNumThreads: 1,
  executionProviders: ['cpu'],
});

/** The fixed [heads, head_dim] of each past input, read from the graph. */
const pastInputs = session.inputMetadata
  .filter((meta) => meta.name.startsWith('past_key_values.'))
  .map((meta) => {
    const [, heads, , headDim] = meta.shape;
    if (typeof heads !== 'number' || typeof headDim !== 'number') {
      throw new Error(`${modelPath}: past input ${meta.name} has no fixed heads/head_dim`);
    }
    return { name: meta.name, heads, headDim };
  });
const takes = new Set(session.inputNames);

const int64 = (values) =>
  new ort.Tensor('int64', BigInt64Array.from(values, BigInt), [1, values.length]);

const start = performance.now();
const out = openSync(outPath, 'w');
let vocab = null;
let rows = 0;
let bytes = 0;
try {
  for (const { ids, keep } of windows) {
    const length = ids.length;
    const feeds = { input_ids: int64(ids) };
    if (takes.has('attention_mask')) feeds.attention_mask = int64(ids.map(() => 1));
    if (takes.has('position_ids')) feeds.position_ids = int64(ids.map((_, i) => i));
    for (const { name, heads, headDim } of pastInputs) {
      feeds[name] = new ort.Tensor('float32', new Float32Array(0), [1, heads, 0, headDim]);
    }
    const { logits } = await session.run(feeds, ['logits']);
    const [batch, sequence, size] = logits.dims;
    if (logits.type !== 'float32' || batch !== 1 || sequence !== length) {
      throw new Error(
        `${modelPath}: logits ${logits.type} [${logits.dims}] for a window of ${length}`,
      );
    }
    if (vocab !== null && size !== vocab) throw new Error(`${modelPath}: vocabulary changed`);
    vocab = size;
    const [from, to] = keep;
    if (!(0 <= from && from <= to && to <= length)) {
      throw new Error(`keep [${from}, ${to}) outside a window of ${length}`);
    }
    const data = logits.data;
    const view = Buffer.from(
      data.buffer,
      data.byteOffset + from * size * 4,
      (to - from) * size * 4,
    );
    for (let at = 0; at < view.length;) at += writeSync(out, view, at);
    bytes += view.length;
    rows += to - from;
  }
} finally {
  closeSync(out);
}
const seconds = (performance.now() - start) / 1000;
console.log(JSON.stringify({ model: modelPath, vocab, rows, bytes, seconds }));
