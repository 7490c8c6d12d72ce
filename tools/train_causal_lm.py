#!/usr/bin/env python3
"""Train the completion example's causal code LMs on CPU and export them in
Optimum's decoder layout (tools/mc_causal_lm.py): a teacher, a student
distilled from the teacher's next-token distributions, and an int8
weight-only copy of the teacher (tools/quantise_onnx.py).

Data (read at training time, never copied): the shared Juliet C functions
(`split` train / test) and BigCloneBench Java functions (a seeded hold-out).
Each function is `<|endoftext|>` + its raw text (whitespace kept: completions
are code with its newlines) + `<|endoftext|>`; training packs these into one
stream per language and cuts it into windows of `--context` + 1 tokens, half
of every batch from each language.

    nice -n 10 /usr/bin/python3 tools/train_causal_lm.py --stage tokenizer
    nice -n 10 /usr/bin/python3 tools/train_causal_lm.py --stage teacher --teacher-seconds 1200
    nice -n 10 /usr/bin/python3 tools/train_causal_lm.py --stage teacher --resume --batch 8 --teacher-lr 1.5e-3
    nice -n 10 /usr/bin/python3 tools/train_causal_lm.py --stage student --batch 8 --student-seconds 900
    nice -n 10 /usr/bin/python3 tools/train_causal_lm.py --stage int8

(tools/README.md: the committed files came from these commands.)

Outputs (`--out`, default examples/completion): tokenizer.json, teacher.onnx,
<student name>.onnx, student-int8.onnx, cards/*.{json,md}; intermediates in
`--work` (checkpoints, token caches, check dumps). `--stage` runs one part
against the intermediates of the earlier ones.
"""

import argparse
import json
import math
import os
import random
import subprocess
import sys
import time

import torch
import torch.nn.functional as F

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from mc_bpe import BPETokenizer, train_bpe  # noqa: E402
from mc_causal_lm import CausalLM, check_dump, count_params, export_onnx, position_ids_for  # noqa: E402
from quantise_onnx import dequantise, quantise_weight_only, symmetric_int8  # noqa: E402

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
EOT = "<|endoftext|>"
EOT_ID = 0
LANGUAGES = ("c", "java")


def parse_dims(text):
    """'layers=4,hidden=192,heads=6,ffn=576' -> dict of ints."""
    return {k: int(v) for k, v in (p.split("=") for p in text.split(","))}


def read_functions(shared, held_out, seed):
    """{language: (train texts, held-out texts)}; held-out Juliet comes from
    its test split, held-out Java from a seeded draw kept out of training."""
    rng = random.Random(seed)
    juliet_train, juliet_test = [], []
    with open(os.path.join(shared, "data", "juliet-c", "functions.jsonl"), encoding="utf-8") as f:
        for line in f:
            row = json.loads(line)
            (juliet_test if row["split"] == "test" else juliet_train).append(row["func"])
    with open(os.path.join(shared, "data", "bigclonebench", "functions.jsonl"), encoding="utf-8") as f:
        java = [json.loads(line)["func"] for line in f]
    rng.shuffle(juliet_train)
    rng.shuffle(juliet_test)
    rng.shuffle(java)
    return {"c": (juliet_train, juliet_test[:held_out]),
            "java": (java[held_out:], java[:held_out])}


def document(tok, text):
    return [EOT_ID] + tok.encode(text) + [EOT_ID]


class Stream:
    """Windows of `width` tokens cut at random offsets of one packed stream."""

    def __init__(self, ids, width, rng):
        self.ids = torch.tensor(ids, dtype=torch.int64)
        self.width = width
        self.rng = rng

    def sample(self, n):
        starts = [self.rng.randrange(len(self.ids) - self.width) for _ in range(n)]
        return torch.stack([self.ids[s:s + self.width] for s in starts])


def batches(streams, batch):
    per = batch // len(streams)
    while True:
        yield torch.cat([s.sample(per) for s in streams])


def lr_at(step_fraction, warm_fraction, peak):
    if step_fraction < warm_fraction:
        return peak * step_fraction / warm_fraction
    return peak * max(0.05, 1.0 - (step_fraction - warm_fraction) / (1.0 - warm_fraction))


def forward_full(model, window):
    ones = torch.ones_like(window)
    return model(window, ones, position_ids_for(ones), *model.empty_past(window.shape[0]))[0]


def train(model, streams, args, seconds, steps, lr, teacher=None, log=None):
    """Cross-entropy on the next token, or (with a teacher) KL(teacher || model)
    over the next-token distributions. Stops at `steps` or after `seconds`."""
    opt = torch.optim.AdamW(model.parameters(), lr=lr, weight_decay=0.01, betas=(0.9, 0.95))
    gen = batches(streams, args.batch)
    start = time.time()
    step = 0
    tokens = 0
    while True:
        elapsed = time.time() - start
        frac = step / steps if steps else elapsed / seconds
        if frac >= 1.0:
            break
        for g in opt.param_groups:
            g["lr"] = lr_at(frac, 0.05, lr)
        window = next(gen)
        inp, target = window[:, :-1], window[:, 1:]
        model.train()
        logits = forward_full(model, inp)
        if teacher is None:
            loss = F.cross_entropy(logits.reshape(-1, logits.shape[-1]), target.reshape(-1))
        else:
            with torch.no_grad():
                t_logp = F.log_softmax(forward_full(teacher, inp), dim=-1)
            s_logp = F.log_softmax(logits, dim=-1)
            loss = (t_logp.exp() * (t_logp - s_logp)).sum(-1).mean()
        opt.zero_grad()
        loss.backward()
        torch.nn.utils.clip_grad_norm_(model.parameters(), 1.0)
        opt.step()
        step += 1
        tokens += inp.numel()
        if log and (step % args.log_every == 0 or step == 1):
            log(f"step {step} loss {loss.item():.4f} lr {opt.param_groups[0]['lr']:.2e} "
                f"{time.time() - start:.0f}s")
    model.eval()
    return {"steps": step, "seconds": round(time.time() - start, 1), "tokens": tokens,
            "batch": args.batch, "context": args.context, "peak_lr": lr}


@torch.no_grad()
def perplexity(model, docs, context):
    """Per language: mean next-token cross-entropy (nats) over every position
    of each held-out function's first `context` + 1 tokens, and exp of it."""
    model.eval()
    out = {}
    total_nll, total_n = 0.0, 0
    for lang, seqs in docs.items():
        nll, n = 0.0, 0
        for s in seqs:
            window = torch.tensor([s[: context + 1]])
            logits = forward_full(model, window[:, :-1])
            nll += F.cross_entropy(logits[0], window[0, 1:], reduction="sum").item()
            n += window.shape[1] - 1
        out[lang] = {"functions": len(seqs), "tokens": n, "cross_entropy": round(nll / n, 4),
                     "perplexity": round(math.exp(nll / n), 3)}
        total_nll += nll
        total_n += n
    out["all"] = {"tokens": total_n, "cross_entropy": round(total_nll / total_n, 4),
                  "perplexity": round(math.exp(total_nll / total_n), 3)}
    return out


def node_check(dump_paths, optimization="all"):
    """Run tools/check_causal_lm.mjs (onnxruntime-node) on the dumps at one
    graph optimisation level."""
    res = subprocess.run(["node", os.path.join(REPO, "tools", "check_causal_lm.mjs"), "--json",
                          "--optimization", optimization, *dump_paths],
                         cwd=REPO, capture_output=True, text=True)
    lines = [json.loads(line) for line in res.stdout.splitlines() if line.startswith("{")]
    if len(lines) != len(dump_paths):
        raise SystemExit(f"check_causal_lm.mjs failed: {res.stderr.strip()}")
    return lines


def write_card(out, name, card):
    os.makedirs(os.path.join(out, "cards"), exist_ok=True)
    with open(os.path.join(out, "cards", f"{name}.json"), "w", encoding="utf-8") as f:
        json.dump(card, f, indent=2)
        f.write("\n")
    ppl = card["heldout"]
    lines = [f"# {card['file']}", "", card["summary"], "",
             "| fact | value |", "| --- | --- |",
             f"| architecture | {card['architecture']} |",
             f"| parameters | {card['parameters']:,} |",
             f"| file bytes | {card['bytes']:,} |",
             f"| tokenizer | `{card['tokenizer']}` ({card['vocab_size']:,} tokens, `{EOT.replace('|', '&#124;')}` = {EOT_ID}) |",
             f"| context | {card['context']} positions |",
             f"| held-out perplexity, C (Juliet test, {ppl['c']['functions']} functions) | "
             f"{ppl['c']['perplexity']} ({ppl['c']['tokens']:,} tokens) |",
             f"| held-out perplexity, Java (BigCloneBench, {ppl['java']['functions']} functions) | "
             f"{ppl['java']['perplexity']} ({ppl['java']['tokens']:,} tokens) |",
             f"| held-out perplexity, both | {ppl['all']['perplexity']} |"]
    tr = card.get("training")
    if tr:
        rounds = tr.get("rounds", [tr])
        lines.append(f"| training | {tr['objective']}; {tr['steps']:,} steps of {tr['batch']} × "
                     f"{tr['context']} tokens ({tr['tokens']:,} tokens) in {tr['seconds']:,} s, "
                     f"{tr['threads']} thread" + (f", {len(rounds)} rounds (" + " + ".join(
                         f"{r['steps']} steps at peak lr {r['peak_lr']:g}" for r in rounds) + ")"
                         if len(rounds) > 1 else "") + " |")
    for chk in card["onnx_check"]:
        lines.append(f"| onnxruntime-node (optimisation level {chk['optimization']}) vs {chk['reference']} | "
                     f"max abs logit difference {chk['max_abs_diff']:.2e} "
                     f"({', '.join(f'{k} {v:.1e}' for k, v in chk['diffs'].items())}) |")
    lines += ["", card["measured"], ""]
    with open(os.path.join(out, "cards", f"{name}.md"), "w", encoding="utf-8") as f:
        f.write("\n".join(lines))


def describe(cfg):
    return (f"GPT-style pre-LN decoder, {cfg['layers']} layers, hidden {cfg['hidden']}, "
            f"{cfg['heads']} heads, FFN {cfg['ffn']}, learned positions, tied output embedding")


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--shared", default=os.path.join(REPO, "..", "shared"))
    ap.add_argument("--out", default=os.path.join(REPO, "examples", "completion"))
    ap.add_argument("--work", default=os.path.join(os.environ.get("TMPDIR", "/tmp"), "metacompress-lm"))
    ap.add_argument("--stage", default="all", choices=["all", "tokenizer", "teacher", "student", "int8"])
    ap.add_argument("--seed", type=int, default=20240601)
    ap.add_argument("--threads", type=int, default=1)
    ap.add_argument("--vocab", type=int, default=4096)
    ap.add_argument("--tok-functions", type=int, default=3000, help="per language")
    ap.add_argument("--train-functions", type=int, default=12000, help="per language (at most)")
    ap.add_argument("--held-out", type=int, default=300, help="functions per language")
    ap.add_argument("--context", type=int, default=256)
    ap.add_argument("--batch", type=int, default=16)
    ap.add_argument("--teacher", default="layers=4,hidden=192,heads=6,ffn=576")
    ap.add_argument("--student", default="layers=2,hidden=128,heads=4,ffn=384")
    ap.add_argument("--teacher-seconds", type=float, default=1200)
    ap.add_argument("--teacher-steps", type=int, default=0, help="a fixed budget instead of seconds")
    ap.add_argument("--resume", action="store_true",
                    help="teacher stage: continue the teacher in --work for another round (new warm-up and decay)")
    ap.add_argument("--student-seconds", type=float, default=780)
    ap.add_argument("--student-steps", type=int, default=0)
    ap.add_argument("--teacher-lr", type=float, default=2e-3)
    ap.add_argument("--student-lr", type=float, default=3e-3)
    ap.add_argument("--student-name", default="student-distilled")
    ap.add_argument("--log-every", type=int, default=25)
    args = ap.parse_args()
    torch.set_num_threads(args.threads)
    os.makedirs(args.work, exist_ok=True)
    os.makedirs(args.out, exist_ok=True)

    def log(msg):
        print(f"[{time.strftime('%H:%M:%S')}] {msg}", flush=True)

    def rel(path):
        path = os.path.abspath(path)
        return os.path.relpath(path, REPO) if path.startswith(REPO + os.sep) else path

    funcs = read_functions(args.shared, args.held_out, args.seed)
    tok_path = os.path.join(args.out, "tokenizer.json")
    if args.stage in ("all", "tokenizer"):
        t0 = time.time()
        texts = [t for lang in LANGUAGES for t in funcs[lang][0][: args.tok_functions]]
        vocab, merges = train_bpe(texts, args.vocab, specials=[EOT])
        BPETokenizer(vocab, merges, specials=[EOT], unk=None).save(tok_path)
        log(f"tokenizer: {len(vocab)} tokens from {len(texts)} functions in {time.time() - t0:.0f}s")
    tok = BPETokenizer.load(tok_path)
    vocab_size = len(tok.vocab)

    cache = os.path.join(args.work, "tokens.pt")
    if os.path.exists(cache) and args.stage != "tokenizer":
        data = torch.load(cache)
    else:
        t0 = time.time()
        data = {"train": {}, "heldout": {}, "samples": []}
        for lang in LANGUAGES:
            train_texts, held = funcs[lang]
            stream = []
            for t in train_texts[: args.train_functions]:
                stream += document(tok, t)[1:] if stream else document(tok, t)
            data["train"][lang] = stream
            data["heldout"][lang] = [document(tok, t) for t in held]
            data["samples"] += [{"text": t, "ids": tok.encode(t)} for t in held[:250]]
        torch.save(data, cache)
        log(f"encoded: " + ", ".join(f"{k} {len(v):,} tokens" for k, v in data["train"].items())
            + f" in {time.time() - t0:.0f}s")
    with open(os.path.join(args.work, "tokenizer-sample.json"), "w", encoding="utf-8") as f:
        json.dump({"tokenizer": rel(tok_path), "texts": [s["text"] for s in data["samples"]],
                   "ids": [s["ids"] for s in data["samples"]]}, f)
    if args.stage == "tokenizer":
        return
    rng = random.Random(args.seed)
    streams = [Stream(data["train"][lang], args.context + 1, rng) for lang in LANGUAGES]
    heldout = data["heldout"]
    check_seqs = [heldout["c"][0][:40], heldout["java"][0][:29], heldout["java"][1][:17]]

    def finish(model, name, file, summary, training, reference="PyTorch", extra=None, levels=("all",)):
        path = os.path.join(args.out, file)
        if training is not None:
            export_onnx(model, path)
        dump = os.path.join(args.work, f"lm-{name}.json")
        with open(dump, "w") as f:
            json.dump(check_dump(model, rel(path), check_seqs), f)
        checks = [{"optimization": level, "reference": reference, "tolerance": 1e-4,
                   **{k: v for k, v in node_check([dump], level)[0].items() if k != "model"}}
                  for level in levels]
        ppl = perplexity(model, heldout, args.context)
        card = {"file": file, "summary": summary, "architecture": describe(model.config),
                "config": model.config, "parameters": count_params(model),
                "bytes": os.path.getsize(path), "tokenizer": "tokenizer.json",
                "vocab_size": vocab_size, "context": args.context, "heldout": ppl,
                "training": training,
                **(extra or {}),
                "onnx_check": checks,
                "measured": "Measured by tools/train_causal_lm.py; the ONNX check is "
                            "tools/check_causal_lm.mjs (onnxruntime-node) on 3 held-out sequences: "
                            "alone with an empty past, one cached decoding step, left- and right-padded "
                            "batches, and a cached step after left padding."
                            + (" At level all (ORT's default) ONNX Runtime fuses DequantizeLinear + MatMul "
                               "into MatMulNBits, which does not compute in float; at level basic it "
                               "runs the graph as written." if "basic" in levels else "")}
        write_card(args.out, name, card)
        log(f"{file}: {card['parameters']:,} parameters, {card['bytes']:,} bytes, held-out ppl "
            f"c {ppl['c']['perplexity']} java {ppl['java']['perplexity']} all {ppl['all']['perplexity']}, "
            f"onnx max diff " + ", ".join(f"{c['max_abs_diff']:.2e} ({c['optimization']})" for c in checks))
        return card

    teacher_pt = os.path.join(args.work, "teacher.pt")
    if args.stage in ("all", "teacher"):
        rounds = []
        if args.resume:
            ck = torch.load(teacher_pt)
            teacher = CausalLM(**ck["config"])
            teacher.load_state_dict(ck["state"])
            rounds = ck["rounds"]
            torch.manual_seed(args.seed + len(rounds))
            rng.seed(args.seed + len(rounds))
        else:
            torch.manual_seed(args.seed)
            teacher = CausalLM(vocab_size, max_positions=args.context, **parse_dims(args.teacher))
        log(f"teacher: {count_params(teacher):,} parameters, round {len(rounds) + 1}")
        rounds.append(train(teacher, streams, args, args.teacher_seconds, args.teacher_steps, args.teacher_lr,
                            log=log))
        torch.save({"config": teacher.config, "state": teacher.state_dict(), "rounds": rounds}, teacher_pt)
        finish(teacher, "teacher", "teacher.onnx",
               "The completion example's teacher: a small causal LM of C and Java trained from scratch "
               "with next-token cross-entropy.",
               {**{k: sum(r[k] for r in rounds) for k in ("steps", "seconds", "tokens")},
                "batch": "/".join(str(r["batch"]) for r in rounds), "context": args.context,
                "objective": "next-token cross-entropy", "threads": args.threads, "rounds": rounds})
    ck = torch.load(teacher_pt)
    teacher = CausalLM(**ck["config"])
    teacher.load_state_dict(ck["state"])
    teacher.eval()
    for p in teacher.parameters():
        p.requires_grad_(False)

    if args.stage in ("all", "student"):
        torch.manual_seed(args.seed + 1)
        cfg = parse_dims(args.student)
        student = CausalLM(vocab_size, max_positions=args.context, **cfg)
        log(f"student: {count_params(student):,} parameters")
        tr = train(student, streams, args, args.student_seconds, args.student_steps, args.student_lr,
                   teacher=teacher, log=log)
        torch.save({"config": student.config, "state": student.state_dict(), "rounds": [tr]},
                   os.path.join(args.work, "student.pt"))
        finish(student, args.student_name, f"{args.student_name}.onnx",
               "The completion example's distilled student: fewer layers and narrower than the teacher, "
               "same tokenizer, trained only on the teacher's next-token distributions.",
               {**tr, "objective": "KL(teacher || student) over next-token distributions, T = 1",
                "threads": args.threads})

    if args.stage in ("all", "int8"):
        # tools/quantise_onnx.py's weight-only copy. Its arithmetic is float on
        # dequantised weights, so PyTorch with the same dequantised weights is
        # its exact reference (held-out perplexity, ONNX check).
        done = quantise_weight_only(os.path.join(args.out, "teacher.onnx"),
                                    os.path.join(args.out, "student-int8.onnx"))
        finish(dequantised_copy(teacher), "int8", "student-int8.onnx",
               "The completion example's quantised student: tools/quantise_onnx.py's weight-only int8 "
               "copy of teacher.onnx (per-output-channel symmetric int8 + DequantizeLinear).",
               None, reference="PyTorch with the teacher's weights quantised and dequantised the same way",
               levels=("all", "basic"),
               extra={"quantisation": {"scheme": "weight-only int8, per output channel (embedding rows), "
                                                 "symmetric, zero point 0",
                                       "weights": len(done),
                                       "made_by": "/usr/bin/python3 tools/quantise_onnx.py "
                                                  "examples/completion/teacher.onnx --int8 "
                                                  "examples/completion/student-int8.onnx"}})


def dequantised_copy(model):
    """A copy whose 2-D weights went through quantise_onnx's int8 round trip
    (per row = per output channel for Linear weights and embedding tables)."""
    out = CausalLM(**model.config)
    out.load_state_dict(model.state_dict())
    with torch.no_grad():
        for p in out.parameters():
            if p.dim() == 2:
                q, scale = symmetric_int8(p.numpy(), 0)
                p.copy_(torch.from_numpy(dequantise(q, scale, 0)))
    out.eval()
    return out


if __name__ == "__main__":
    main()
