// Compare ONNX models with a reference model under onnxruntime-node on the
// same encoded inputs (tools/example_batches.py writes them).
//
//   node tools/compare_onnx.mjs <inputs.json> <reference.onnx> <model.onnx> [...more] [--batch 16] [--json] [--optimization all]
//
// --optimization sets ONNX Runtime's graph optimisation level (disabled,
// basic, extended, all; default all, ORT's own default). At extended and
// above ORT 1.30 fuses DequantizeLinear + MatMul into MatMulNBits, which
// no longer computes in float: a weight-only int8 copy then differs from
// its float reference by more than rounding.
//
// Streams batch by batch: memory does not grow with the data.
// inputs.json: {"input_ids": [[..]], "attention_mask": [[..]], "labels"?: [..]},
// rows padded to one length. Models with `position_ids` get cumsum(mask) - 1 (padding 1)
// and those with `past_key_values.*` inputs get empty pasts (past length 0).
// `logits` [rows, classes] are compared per row; [rows, sequence, vocab] per
// real position (mask 1). Every model, the reference included: accuracy on
// `labels` (classifiers) or the perplexity of each real next token (causal
// LMs). Each other model against the reference: max |logit - reference
// logit|, the share of units whose argmax equals the reference's, the flips
// by direction (classifiers: "reference class->model class": count), and the
// mean KL(reference || model) over units.
import * as ort from 'onnxruntime-node';
import { readFileSync } from 'node:fs';

const args = process.argv.slice(2);
let batchSize = 16;
let json = false;
let optimization = 'all';
const paths = [];
for (let i = 0; i < args.length; i++) {
  if (args[i] === '--batch') batchSize = Number(args[++i]);
  else if (args[i] === '--json') json = true;
  else if (args[i] === '--optimization') optimization = args[++i];
  else paths.push(args[i]);
}
if (paths.length < 3) {
  console.error(
    'usage: node tools/compare_onnx.mjs <inputs.json> <reference.onnx> <model.onnx> ... [--batch 16] [--json]',
  );
  process.exit(2);
}
const [inputsPath, ...models] = paths;
const data = JSON.parse(readFileSync(inputsPath, 'utf8'));
const rows = data.input_ids.length;
const width = data.input_ids[0].length;

const int64 = (r) =>
  new ort.Tensor('int64', BigInt64Array.from(r.flat(), BigInt), [r.length, r[0].length]);

function logSoftmax(x) {
  let m = -Infinity;
  for (const v of x) m = Math.max(m, v);
  let z = 0;
  for (const v of x) z += Math.exp(v - m);
  const lz = m + Math.log(z);
  return Array.from(x, (v) => v - lz);
}

const argmax = (x) => x.reduce((best, v, i) => (v > x[best] ? i : best), 0);

/** Feeds for one batch of rows, shaped to what `session` takes. */
function feedsFor(session, ids, mask) {
  const feeds = { input_ids: int64(ids), attention_mask: int64(mask) };
  for (const meta of session.inputMetadata) {
    if (meta.name === 'position_ids') {
      feeds.position_ids = int64(
        mask.map((row) => {
          let seen = -1;
          return row.map((m) => (m ? ++seen : 1));
        }),
      );
    } else if (meta.name.startsWith('past_key_values.')) {
      const [, heads, , headDim] = meta.shape;
      feeds[meta.name] = new ort.Tensor('float32', new Float32Array(0), [
        ids.length,
        heads,
        0,
        headDim,
      ]);
    }
  }
  return feeds;
}

/** The units of one batch: [{logits, label}] with label = the row's label or the next real token. */
function unitsOf(logits, ids, mask, labels) {
  const k = logits.dims[logits.dims.length - 1];
  const units = [];
  if (logits.dims.length === 2) {
    for (let b = 0; b < ids.length; b++)
      units.push({ logits: logits.data.subarray(b * k, (b + 1) * k), label: labels?.[b] });
    return units;
  }
  for (let b = 0; b < ids.length; b++)
    for (let s = 0; s < width; s++) {
      if (!mask[b][s]) continue;
      const next = s + 1 < width && mask[b][s + 1] ? ids[b][s + 1] : undefined;
      units.push({
        logits: logits.data.subarray((b * width + s) * k, (b * width + s + 1) * k),
        label: next,
      });
    }
  return units;
}

const sessions = [];
for (const path of models)
  sessions.push(await ort.InferenceSession.create(path, { graphOptimizationLevel: optimization }));
// Per model: quality sums; per other model: its figures against the reference.
const stats = models.map(() => ({
  units: 0,
  labelled: 0,
  right: 0,
  nll: 0,
  maxDiff: 0,
  agree: 0,
  kl: 0,
  flips: {},
}));
let causal = false;
for (let start = 0; start < rows; start += batchSize) {
  const ids = data.input_ids.slice(start, start + batchSize);
  const mask = data.attention_mask.slice(start, start + batchSize);
  const labels = data.labels?.slice(start, start + batchSize);
  const batchUnits = [];
  for (const session of sessions) {
    const { logits } = await session.run(feedsFor(session, ids, mask), ['logits']);
    causal = logits.dims.length === 3;
    batchUnits.push(unitsOf(logits, ids, mask, labels));
  }
  const refLog = batchUnits[0].map((u) => logSoftmax(u.logits));
  batchUnits.forEach((units, m) => {
    const st = stats[m];
    units.forEach((u, i) => {
      st.units++;
      const lu = m === 0 ? refLog[i] : logSoftmax(u.logits);
      if (u.label !== undefined) {
        st.labelled++;
        if (argmax(u.logits) === u.label) st.right++;
        st.nll -= lu[u.label];
      }
      if (m === 0) return;
      const r = batchUnits[0][i].logits;
      for (let c = 0; c < r.length; c++) {
        st.maxDiff = Math.max(st.maxDiff, Math.abs(u.logits[c] - r[c]));
        st.kl += Math.exp(refLog[i][c]) * (refLog[i][c] - lu[c]);
      }
      const [ra, ua] = [argmax(r), argmax(u.logits)];
      if (ra === ua) st.agree++;
      else if (!causal) st.flips[`${ra}->${ua}`] = (st.flips[`${ra}->${ua}`] ?? 0) + 1;
    });
  });
}

const quality = (st) =>
  causal
    ? { perplexity: Math.exp(st.nll / st.labelled), next_tokens: st.labelled }
    : st.labelled
      ? { accuracy: st.right / st.labelled, labelled: st.labelled }
      : {};
if (json)
  console.log(JSON.stringify({ model: models[0], units: stats[0].units, ...quality(stats[0]) }));
else console.log(`${models[0]}: ${stats[0].units} units ${JSON.stringify(quality(stats[0]))}`);
models.slice(1).forEach((path, j) => {
  const st = stats[j + 1];
  const res = {
    model: path,
    reference: models[0],
    units: st.units,
    max_abs_diff: st.maxDiff,
    agreement: st.agree / st.units,
    agree: st.agree,
    flips: st.flips,
    mean_kl: st.kl / st.units,
    ...quality(st),
  };
  if (json) console.log(JSON.stringify(res));
  else
    console.log(
      `${path} vs ${models[0]}: ${st.units} units, max |diff| ${st.maxDiff.toExponential(3)}, ` +
        `argmax agreement ${st.agree}/${st.units} (${((100 * st.agree) / st.units).toFixed(2)}%), ` +
        `flips ${JSON.stringify(st.flips)}, mean KL ${res.mean_kl.toExponential(3)}, ${JSON.stringify(quality(st))}`,
    );
});
