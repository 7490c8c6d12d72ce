// Check that @huggingface/tokenizers (JS) encodes texts to exactly the ids
// that the Python BPE encoder of tools/mc_bpe.py produced.
//
//   node tools/check_tokenizer.mjs <sample.json|dir> [...more]
//
// Each sample: {"tokenizer": "<tokenizer.json, relative to the repo root>",
//               "texts": ["..."], "ids": [[...]]}
// Texts are already whitespace-normalized; encoding adds no special tokens.
// Run from the repository root. Exits 1 on any mismatch.
import { Tokenizer } from '@huggingface/tokenizers';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const files = [];
for (const p of process.argv.slice(2)) {
  if (statSync(p).isDirectory()) {
    for (const f of readdirSync(p).sort())
      if (f.startsWith('tokenizer-') && f.endsWith('.json')) files.push(join(p, f));
  } else files.push(p);
}
if (files.length === 0) {
  console.error('usage: node tools/check_tokenizer.mjs <sample.json|dir> ...');
  process.exit(2);
}
let failed = false;
for (const f of files) {
  const sample = JSON.parse(readFileSync(f, 'utf8'));
  const tok = new Tokenizer(JSON.parse(readFileSync(sample.tokenizer, 'utf8')), {});
  let bad = 0;
  let tokens = 0;
  sample.texts.forEach((text, i) => {
    const ids = tok.encode(text, { add_special_tokens: false }).ids;
    const want = sample.ids[i];
    tokens += want.length;
    if (ids.length !== want.length || ids.some((v, j) => v !== want[j])) {
      if (bad < 3) {
        const j = ids.findIndex((v, k) => v !== want[k]);
        console.log(
          `  mismatch in text ${i} at token ${j}: js ${JSON.stringify(ids.slice(j, j + 5))} py ${JSON.stringify(want.slice(j, j + 5))}`,
        );
        console.log(
          `  text near: ${JSON.stringify(tok.decode(ids.slice(Math.max(0, j - 3), j + 5)))}`,
        );
      }
      bad++;
    }
  });
  if (bad) failed = true;
  console.log(
    `${bad ? 'FAIL' : 'OK  '} ${sample.tokenizer}: ${sample.texts.length - bad}/${sample.texts.length} texts identical (${tokens} tokens)`,
  );
}
process.exit(failed ? 1 : 0);
