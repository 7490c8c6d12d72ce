// Check a causal LM exported by tools/mc_causal_lm.py (Optimum's decoder
// layout with past_key_values) under onnxruntime-node against the PyTorch
// logits that the Python side dumped.
//
//   node tools/check_causal_lm.mjs <dump.json|dir> [...more] [--tol 1e-4] [--json] [--optimization all]
//
// --optimization sets ONNX Runtime's graph optimisation level (disabled,
// basic, extended, all; default all, ORT's own default). At extended and
// above ORT 1.30 fuses DequantizeLinear + MatMul into MatMulNBits, which
// no longer computes in float: a weight-only int8 copy then differs from
// its float reference by more than rounding.
//
// Each dump: {"model": "<path, relative to the repo root or absolute>",
//   "layers": L, "heads": h, "head_dim": d,
//   "sequences": [[ids]],          // different lengths
//   "logits": [[[..vocab]]],       // PyTorch, each sequence alone, past 0
//   "decode_logits": [[..vocab]]}  // PyTorch, last token of each sequence
//                                  // decoded with its own cache of the rest
// Five comparisons per dump, each the max |ort - torch| over real positions:
//   alone       each sequence alone, past length 0
//   decode      the prefix alone, then its last token with ORT's own cache
//   right-pad   all sequences in one batch padded on the right
//   left-pad    the same padded on the left (position_ids = cumsum(mask) - 1)
//   left-decode the prefixes left-padded in one batch, then one cached step
// --json prints one JSON object per dump instead of a line of text.
// Exits 1 when any difference exceeds the tolerance.
import * as ort from 'onnxruntime-node';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const args = process.argv.slice(2);
let tol = 1e-4;
let json = false;
let optimization = 'all';
const inputs = [];
for (let i = 0; i < args.length; i++) {
  if (args[i] === '--tol') tol = Number(args[++i]);
  else if (args[i] === '--json') json = true;
  else if (args[i] === '--optimization') optimization = args[++i];
  else inputs.push(args[i]);
}
const files = [];
for (const p of inputs) {
  if (statSync(p).isDirectory()) {
    for (const f of readdirSync(p).sort())
      if (f.startsWith('lm-') && f.endsWith('.json')) files.push(join(p, f));
  } else files.push(p);
}
if (files.length === 0) {
  console.error('usage: node tools/check_causal_lm.mjs <dump.json|dir> ... [--tol 1e-4]');
  process.exit(2);
}

const int64 = (rows) =>
  new ort.Tensor('int64', BigInt64Array.from(rows.flat(), BigInt), [rows.length, rows[0].length]);

/** One batch: rows of [token, real?] pairs already padded to one length. */
function feeds(dump, ids, mask, past) {
  const positions = mask.map((row) => {
    let seen = -1;
    return row.map((m) => (m ? ++seen : 1));
  });
  const start = past ? past.length : 0;
  const f = {
    input_ids: int64(ids),
    attention_mask: int64(mask),
    position_ids: int64(positions.map((row) => row.slice(start))),
  };
  for (let i = 0; i < dump.layers; i++)
    for (const kv of ['key', 'value']) {
      const name = `past_key_values.${i}.${kv}`;
      f[name] = past
        ? past.tensors[`present.${i}.${kv}`]
        : new ort.Tensor('float32', new Float32Array(0), [
            ids.length,
            dump.heads,
            0,
            dump.head_dim,
          ]);
    }
  return f;
}

function rowDiff(logits, b, s, want) {
  const [, S, V] = logits.dims;
  let d = 0;
  for (let v = 0; v < V; v++) d = Math.max(d, Math.abs(logits.data[(b * S + s) * V + v] - want[v]));
  return d;
}

function padded(seqs, width, left) {
  const ids = [];
  const mask = [];
  for (const s of seqs) {
    const pad = width - s.length;
    ids.push(left ? [...Array(pad).fill(0), ...s] : [...s, ...Array(pad).fill(0)]);
    mask.push(
      left
        ? [...Array(pad).fill(0), ...s.map(() => 1)]
        : [...s.map(() => 1), ...Array(pad).fill(0)],
    );
  }
  return { ids, mask };
}

let failed = false;
for (const f of files) {
  const dump = JSON.parse(readFileSync(f, 'utf8'));
  const session = await ort.InferenceSession.create(dump.model, {
    graphOptimizationLevel: optimization,
  });
  const seqs = dump.sequences;
  const width = Math.max(...seqs.map((s) => s.length));
  const diffs = {};
  const note = (k, d) => (diffs[k] = Math.max(diffs[k] ?? 0, d));

  for (const [n, s] of seqs.entries()) {
    const out = await session.run(feeds(dump, [s], [s.map(() => 1)], null));
    s.forEach((_, j) => note('alone', rowDiff(out.logits, 0, j, dump.logits[n][j])));
    const prefix = s.slice(0, -1);
    const first = await session.run(feeds(dump, [prefix], [prefix.map(() => 1)], null));
    const step = await session.run(
      feeds(dump, [s.slice(-1)], [s.map(() => 1)], { length: prefix.length, tensors: first }),
    );
    note('decode', rowDiff(step.logits, 0, 0, dump.decode_logits[n]));
  }
  for (const left of [false, true]) {
    const { ids, mask } = padded(seqs, width, left);
    const out = await session.run(feeds(dump, ids, mask, null));
    seqs.forEach((s, n) =>
      s.forEach((_, j) =>
        note(
          left ? 'left-pad' : 'right-pad',
          rowDiff(out.logits, n, (left ? width - s.length : 0) + j, dump.logits[n][j]),
        ),
      ),
    );
  }
  const prefixes = seqs.map((s) => s.slice(0, -1));
  const { ids, mask } = padded(prefixes, width - 1, true);
  const first = await session.run(feeds(dump, ids, mask, null));
  const step = await session.run(
    feeds(
      dump,
      seqs.map((s) => s.slice(-1)),
      mask.map((row) => [...row, 1]),
      { length: width - 1, tensors: first },
    ),
  );
  seqs.forEach((_, n) => note('left-decode', rowDiff(step.logits, n, 0, dump.decode_logits[n])));

  const worst = Math.max(...Object.values(diffs));
  if (!(worst <= tol)) failed = true;
  if (json) {
    console.log(
      JSON.stringify({ model: dump.model, ok: worst <= tol, max_abs_diff: worst, diffs }),
    );
    continue;
  }
  const parts = Object.entries(diffs).map(([k, d]) => `${k} ${d.toExponential(2)}`);
  console.log(
    `${worst <= tol ? 'OK  ' : 'FAIL'} ${dump.model} (${seqs.length} sequences, lengths ${seqs.map((s) => s.length).join('/')}) max |ort - torch|: ${parts.join(', ')}`,
  );
}
process.exit(failed ? 1 : 0);
