// Compare ONNX Runtime (onnxruntime-node) with the PyTorch logits that
// tools/train_examples.py dumped for a few batches of each exported model.
//
//   node tools/check_onnx.mjs <dump.json|dir> [...more] [--tol 1e-4]
//
// Each dump: {"model": "<path relative to the repo root>",
//             "batches": [{"input_ids": [[..]], "attention_mask": [[..]],
//                          "logits": [[..]]}]}
// Run from the repository root (so onnxruntime-node resolves and model paths
// are relative to it). Exits 1 when any |ort - torch| exceeds the tolerance.
import * as ort from 'onnxruntime-node';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const args = process.argv.slice(2);
let tol = 1e-4;
const inputs = [];
for (let i = 0; i < args.length; i++) {
  if (args[i] === '--tol') tol = Number(args[++i]);
  else inputs.push(args[i]);
}
const files = [];
for (const p of inputs) {
  if (statSync(p).isDirectory()) {
    for (const f of readdirSync(p).sort())
      if (f.startsWith('onnx-') && f.endsWith('.json')) files.push(join(p, f));
  } else files.push(p);
}
if (files.length === 0) {
  console.error('usage: node tools/check_onnx.mjs <dump.json|dir> ... [--tol 1e-4]');
  process.exit(2);
}

function tensor2d(rows) {
  const b = rows.length;
  const s = rows[0].length;
  const data = new BigInt64Array(b * s);
  rows.forEach((r, i) =>
    r.forEach((v, j) => {
      data[i * s + j] = BigInt(v);
    }),
  );
  return new ort.Tensor('int64', data, [b, s]);
}

let failed = false;
for (const f of files) {
  const dump = JSON.parse(readFileSync(f, 'utf8'));
  const session = await ort.InferenceSession.create(dump.model);
  let maxDiff = 0;
  const shapes = [];
  for (const batch of dump.batches) {
    const out = await session.run({
      input_ids: tensor2d(batch.input_ids),
      attention_mask: tensor2d(batch.attention_mask),
    });
    const logits = out.logits;
    const k = logits.dims[1];
    shapes.push(`${batch.input_ids.length}x${batch.input_ids[0].length}`);
    batch.logits.forEach((row, i) =>
      row.forEach((v, j) => {
        maxDiff = Math.max(maxDiff, Math.abs(logits.data[i * k + j] - v));
      }),
    );
  }
  const ok = maxDiff <= tol;
  if (!ok) failed = true;
  console.log(
    `${ok ? 'OK  ' : 'FAIL'} ${dump.model} batches [${shapes.join(', ')}] max |ort - torch| = ${maxDiff.toExponential(3)}`,
  );
}
process.exit(failed ? 1 : 0);
