#!/usr/bin/env python3
"""Train the examples' small code masked language model (a stand-in for
microsoft/codebert-base-mlm) and export it to the project's masked-LM ONNX
contract (docs/models.md, "A masked language model for the attacks").

It is what the `alert` and `coda` attacks draw substitutes and embeddings
from in the examples. It is tiny on purpose (2 pre-LN encoder layers, hidden
128, about 0.8 M parameters, a few MB of ONNX): it learns which identifiers
fit which code context in the project's own demo data, nothing more. Every
report names it as a stand-in for CodeBERT's MLM.

Data: the examples' own demo sets (examples/data/vulnerability-demo.jsonl,
C functions; examples/data/clone-demo-methods.jsonl, Java methods).
Tokenizer: the vulnerability teacher's byte-level BPE
(examples/vulnerability/tokenizer-teacher.json) with one added special token
`<mask>` (the next free id); written beside the model as tokenizer.json.

Input form, as the reference attacks feed CodeBERT's MLM
(soarsmu/attack-pretrain-models-of-code utils.py, _tokenize): the code's
tokens joined by single spaces, each token encoded on its own (no leading
space), `<s> ... </s>`.

Outputs of the ONNX graph (inputs input_ids, attention_mask, int64 [B, S]):
  logits             float [B, S, V]  vocabulary logits per position
  last_hidden_state  float [B, S, H]  contextual embeddings (final LayerNorm)
  input_embeddings   float [B, S, H]  the token embeddings of input_ids
                                       (CODA's identifier similarity)

Run (about 20 minutes on one CPU thread):
  nice -n 10 /usr/bin/python3 tools/train_code_mlm.py --seconds 1200
"""

import argparse
import json
import math
import os
import random
import re
import sys
import time

import numpy as np
import torch
import torch.nn as nn
import torch.nn.functional as F

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from mc_bpe import BPETokenizer, BOS, EOS, PAD  # noqa: E402
from mc_model import EncoderLayer  # noqa: E402

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

# The code tokens: comments dropped, strings and characters whole, identifiers,
# numbers, multi-character operators, any other character alone (the same
# lexer as src/robustness/attack/code-tokens.ts).
TOKEN = re.compile(
    r"//[^\n]*|/\*[\s\S]*?\*/|\"(?:\\.|[^\"\\\n])*\"|'(?:\\.|[^'\\\n])*'|[A-Za-z_$][\w$]*"
    r"|\d[\w.]*|>>>=|<<=|>>=|>>>|->|\+\+|--|&&|\|\||[=!<>+\-*/%&|^]=|<<|>>|::|\S")


def code_tokens(code):
    return [t for t in TOKEN.findall(code) if not (t.startswith("//") or t.startswith("/*"))]


class MaskedLM(nn.Module):
    def __init__(self, vocab, hidden=128, layers=2, heads=4, ffn=512, max_positions=256):
        super().__init__()
        self.tok = nn.Embedding(vocab, hidden, padding_idx=PAD)
        self.pos = nn.Embedding(max_positions, hidden)
        self.emb_ln = nn.LayerNorm(hidden, eps=1e-5)
        self.layers = nn.ModuleList([EncoderLayer(hidden, heads, ffn, 0.1) for _ in range(layers)])
        self.final_ln = nn.LayerNorm(hidden, eps=1e-5)
        self.head_dense = nn.Linear(hidden, hidden)
        self.head_ln = nn.LayerNorm(hidden, eps=1e-5)
        self.bias = nn.Parameter(torch.zeros(vocab))
        for m in self.modules():
            if isinstance(m, (nn.Linear, nn.Embedding)):
                nn.init.normal_(m.weight, std=0.02)
            if isinstance(m, nn.Linear):
                nn.init.zeros_(m.bias)

    def forward(self, input_ids, attention_mask):
        s = input_ids.shape[1]
        pos = torch.arange(s, device=input_ids.device).unsqueeze(0)
        embeds = self.tok(input_ids)
        x = self.emb_ln(embeds + self.pos(pos))
        bias = ((1.0 - attention_mask.to(x.dtype)) * -1e4).unsqueeze(1).unsqueeze(1)
        for layer in self.layers:
            x = layer(x, bias)
        hidden = self.final_ln(x)
        h = self.head_ln(F.gelu(self.head_dense(hidden)))
        logits = h @ self.tok.weight.t() + self.bias  # tied output embeddings, as RoBERTa's
        return logits, hidden, embeds


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--seconds", type=float, default=1200)
    ap.add_argument("--threads", type=int, default=1)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--length", type=int, default=256)
    ap.add_argument("--batch", type=int, default=16)
    ap.add_argument("--out", default=os.path.join(REPO, "examples", "mlm"))
    args = ap.parse_args()
    torch.set_num_threads(args.threads)
    random.seed(args.seed)
    np.random.seed(args.seed)
    torch.manual_seed(args.seed)

    tok = BPETokenizer.load(os.path.join(REPO, "examples", "vulnerability", "tokenizer-teacher.json"))
    mask_id = len(tok.vocab)
    vocab = mask_id + 1

    texts = []
    for name in ("vulnerability-demo.jsonl", "clone-demo-methods.jsonl"):
        with open(os.path.join(REPO, "examples", "data", name), encoding="utf-8") as f:
            texts += [json.loads(line)["func"] for line in f if line.strip()]
    sequences = []
    for code in texts:
        ids = [BOS]
        for word in code_tokens(code):
            ids += tok.encode(word)
        ids = ids[: args.length - 1] + [EOS]
        sequences.append(ids)
    random.shuffle(sequences)
    held = sequences[:32]
    train = sequences[32:]
    print(f"{len(train)} training sequences, {len(held)} held out, vocab {vocab}", flush=True)

    def batch(rows):
        width = max(len(r) for r in rows)
        ids = torch.full((len(rows), width), PAD, dtype=torch.long)
        mask = torch.zeros((len(rows), width), dtype=torch.long)
        for i, r in enumerate(rows):
            ids[i, : len(r)] = torch.tensor(r)
            mask[i, : len(r)] = 1
        return ids, mask

    def corrupt(ids, mask, generator):
        # BERT's 15% with 80/10/10; specials are never chosen.
        chosen = (torch.rand(ids.shape, generator=generator) < 0.15) & (mask == 1) & (ids > 3)
        labels = torch.where(chosen, ids, torch.full_like(ids, -100))
        roll = torch.rand(ids.shape, generator=generator)
        out = ids.clone()
        out[chosen & (roll < 0.8)] = mask_id
        rnd = chosen & (roll >= 0.8) & (roll < 0.9)
        out[rnd] = torch.randint(4, mask_id, ids.shape, generator=generator)[rnd]
        return out, labels

    model = MaskedLM(vocab, max_positions=args.length)
    print(f"{sum(p.numel() for p in model.parameters())} parameters", flush=True)
    opt = torch.optim.AdamW(model.parameters(), lr=1e-3, weight_decay=0.01)
    gen = torch.Generator().manual_seed(args.seed)
    started = time.time()
    step = 0
    while time.time() - started < args.seconds:
        model.train()
        rows = random.sample(train, args.batch)
        ids, mask = batch(rows)
        inp, labels = corrupt(ids, mask, gen)
        lr = 1e-3 * min(1.0, (step + 1) / 200)
        for g in opt.param_groups:
            g["lr"] = lr
        logits, _, _ = model(inp, mask)
        loss = F.cross_entropy(logits.reshape(-1, vocab), labels.reshape(-1), ignore_index=-100)
        opt.zero_grad()
        loss.backward()
        torch.nn.utils.clip_grad_norm_(model.parameters(), 1.0)
        opt.step()
        step += 1
        if step % 200 == 0:
            model.eval()
            with torch.no_grad():
                ids, mask = batch(held)
                inp, labels = corrupt(ids, mask, torch.Generator().manual_seed(0))
                logits, _, _ = model(inp, mask)
                held_loss = F.cross_entropy(logits.reshape(-1, vocab), labels.reshape(-1), ignore_index=-100)
            print(f"step {step} {time.time() - started:.0f}s train {loss.item():.3f} held {held_loss.item():.3f}", flush=True)

    model.eval()
    os.makedirs(args.out, exist_ok=True)
    path = os.path.join(args.out, "code-mlm.onnx")
    ids, mask = batch(held[:2])
    torch.onnx.export(
        model, (ids, mask), path, opset_version=14,
        input_names=["input_ids", "attention_mask"],
        output_names=["logits", "last_hidden_state", "input_embeddings"],
        dynamic_axes={n: {0: "batch", 1: "sequence"} for n in
                      ["input_ids", "attention_mask", "logits", "last_hidden_state", "input_embeddings"]})
    hf = tok.to_hf_json()
    hf["added_tokens"].append({"id": mask_id, "content": "<mask>", "single_word": False, "lstrip": False,
                               "rstrip": False, "normalized": False, "special": True})
    hf["model"]["vocab"] = dict(tok.vocab)
    with open(os.path.join(args.out, "tokenizer.json"), "w", encoding="utf-8") as f:
        json.dump(hf, f, ensure_ascii=False, indent=1)
        f.write("\n")
    card = {"model": "code-mlm.onnx", "stand_in_for": "microsoft/codebert-base-mlm", "steps": step,
            "seconds": round(time.time() - started), "parameters": sum(p.numel() for p in model.parameters()),
            "layers": 2, "hidden": 128, "max_positions": args.length, "mask_id": mask_id,
            "data": ["examples/data/vulnerability-demo.jsonl", "examples/data/clone-demo-methods.jsonl"],
            "seed": args.seed}
    with open(os.path.join(args.out, "card.json"), "w") as f:
        json.dump(card, f, indent=1)
        f.write("\n")
    print(f"wrote {path} after {step} steps", flush=True)


if __name__ == "__main__":
    main()
