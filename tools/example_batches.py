#!/usr/bin/env python3
"""Encode an example's data set as the gate encodes it, for
tools/compare_onnx.mjs (teacher vs its quantised copies on the same inputs).

    /usr/bin/python3 tools/example_batches.py vulnerability /tmp/vulnerability-inputs.json
    /usr/bin/python3 tools/example_batches.py clone /tmp/clone-inputs.json
    /usr/bin/python3 tools/example_batches.py completion /tmp/completion-inputs.json
    /usr/bin/python3 tools/example_batches.py clone-blocks /tmp/blocks.json --rows 32 --length 64

`--rows N` keeps the first N rows.

vulnerability: examples/data/vulnerability-demo.jsonl, the teacher's
  tokenizer, `<s> ids </s>` padded to 256 (the example config's max-length);
  labels = `target` (1 = vulnerable).
clone: examples/data/clone-demo-pairs.txt over clone-demo-methods.jsonl, the
  teacher's tokenizer, sequence-pair `<s> A </s></s> B </s>` padded to 320;
  labels = the pairs' third column (1 = clone).
clone-blocks: the same pairs as concat-blocks (`<s> A </s>` and `<s> B </s>`
  each padded to `--length`, default 160, then concatenated), for the
  real-size teacher shape of tools/build_real_size_teacher.py.
completion: every function of both demo sets (C and Java), the completion
  tokenizer, `<|endoftext|>` + its first 255 tokens, right-padded with 0 to
  the longest; every real position is one unit.
"""

import argparse
import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from mc_bpe import BPETokenizer, encode_concat_blocks, encode_sequence_pair, encode_single  # noqa: E402

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DATA = os.path.join(REPO, "examples", "data")


def read_jsonl(name):
    with open(os.path.join(DATA, name), encoding="utf-8") as f:
        return [json.loads(line) for line in f if line.strip()]


def main(task, out, rows=None, length=160):
    if task == "vulnerability":
        tok = BPETokenizer.load(os.path.join(REPO, "examples", "vulnerability", "tokenizer-teacher.json"))
        records = read_jsonl("vulnerability-demo.jsonl")
        enc = [encode_single(tok, row["func"], 256) for row in records]
        labels = [int(row["target"]) for row in records]
    elif task in ("clone", "clone-blocks"):
        tok = BPETokenizer.load(os.path.join(REPO, "examples", "clone", "tokenizer-teacher.json"))
        methods = {str(row["idx"]): row["func"] for row in read_jsonl("clone-demo-methods.jsonl")}
        with open(os.path.join(DATA, "clone-demo-pairs.txt"), encoding="utf-8") as f:
            pairs = [line.split() for line in f if line.strip()][:rows]
        if task == "clone":
            enc = [encode_sequence_pair(tok, methods[a], methods[b], 320) for a, b, _ in pairs]
        else:
            enc = [encode_concat_blocks(tok, methods[a], methods[b], length) for a, b, _ in pairs]
        labels = [int(label) for _, _, label in pairs]
    elif task == "completion":
        tok = BPETokenizer.load(os.path.join(REPO, "examples", "completion", "tokenizer.json"))
        funcs = [row["func"] for name in ("vulnerability-demo.jsonl", "clone-demo-methods.jsonl")
                 for row in read_jsonl(name)]
        seqs = [([0] + tok.encode(f))[:256] for f in funcs]
        width = max(len(s) for s in seqs)
        enc = [(s + [0] * (width - len(s)), [1] * len(s) + [0] * (width - len(s))) for s in seqs]
        labels = None
    else:
        raise SystemExit(f"unknown task {task!r}: vulnerability, clone, clone-blocks or completion")
    enc = enc[:rows]
    labels = labels[:rows] if labels else None
    with open(out, "w", encoding="utf-8") as f:
        batch = {"input_ids": [e[0] for e in enc], "attention_mask": [e[1] for e in enc]}
        json.dump({**batch, "labels": labels} if labels else batch, f)
    print(f"{out}: {len(enc)} rows of {len(enc[0][0])} tokens")


if __name__ == "__main__":
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("task")
    ap.add_argument("out")
    ap.add_argument("--rows", type=int)
    ap.add_argument("--length", type=int, default=160)
    a = ap.parse_args()
    main(a.task, a.out, a.rows, a.length)
