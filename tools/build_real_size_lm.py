#!/usr/bin/env python3
"""Builds a timing-only causal LM of GPT-2 small's shape (12 layers, hidden
768, 12 heads, FFN 3072, vocab 50,257, 1,024 positions, tied output
embedding; ~124M parameters) with random weights, as ONNX in the completion
examples' layout (tools/mc_causal_lm.py: Optimum's decoder with
past_key_values), for the speed and memory figures of issue 45 item 5. Its
outputs are meaningless: use it for tokens per second and peak RSS only.

Beside the model it writes `tokenizer.json`: the completion example's
tokenizer (examples/completion/tokenizer.json) with its vocabulary padded to
the model's size by entries `<|unused_N|>` that no merge produces, so the
vocabulary, the embedding and the logits agree while the ids of real code
stay those of the example.

Never commit its output (about 500 MB): write it under /tmp.

    /usr/bin/python3 tools/build_real_size_lm.py /tmp/metacompress-real-size/lm.onnx [--check /tmp/lm-real-size.json]

--check also writes a dump for `node tools/check_causal_lm.mjs` (three short
sequences: past length 0, a cached step, left and right padding).
"""

import argparse
import json
import os
import sys
import time

import torch

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from mc_bpe import BPETokenizer  # noqa: E402
from mc_causal_lm import CausalLM, check_dump, count_params, export_onnx  # noqa: E402

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SHAPE = dict(vocab_size=50257, hidden=768, layers=12, heads=12, ffn=3072, max_positions=1024)


def padded_tokenizer(src, vocab_size, dst):
    tok = BPETokenizer.load(src)
    vocab = dict(tok.vocab)
    n = 0
    while len(vocab) < vocab_size:
        vocab[f"<|unused_{n}|>"] = len(vocab)
        n += 1
    BPETokenizer(vocab, tok.merges, tok.specials, tok.unk).save(dst)


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("out", nargs="?", default="/tmp/metacompress-real-size/lm.onnx")
    ap.add_argument("--tokenizer", default=os.path.join(REPO, "examples", "completion", "tokenizer.json"))
    ap.add_argument("--check", help="also write a check_causal_lm.mjs dump here")
    args = ap.parse_args()
    torch.manual_seed(45)
    torch.set_num_threads(1)
    t0 = time.time()
    model = CausalLM(**SHAPE)
    model.eval()
    os.makedirs(os.path.dirname(os.path.abspath(args.out)), exist_ok=True)
    export_onnx(model, args.out)
    built = time.time() - t0
    tok_out = os.path.join(os.path.dirname(os.path.abspath(args.out)), "tokenizer.json")
    padded_tokenizer(args.tokenizer, SHAPE["vocab_size"], tok_out)
    print(f"{args.out}: {count_params(model) / 1e6:.1f}M parameters, "
          f"{os.path.getsize(args.out) / 2**20:.0f} MiB, built and exported in {built:.0f} s; {tok_out}")
    if args.check:
        seqs = [[0, 11, 25, 300, 7, 9], [0, 42, 8], [0, 5, 6, 2000]]
        with open(args.check, "w") as f:
            json.dump(check_dump(model, os.path.abspath(args.out), seqs), f)
        print(f"{args.check}: node tools/check_causal_lm.mjs {args.check}")


if __name__ == "__main__":
    main()
