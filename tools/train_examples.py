#!/usr/bin/env python3
"""Train MetaCompress's example teacher/student ONNX models for one task.

For --task vulnerability (Juliet C) or --task clone (BigCloneBench):
  1. train byte-level BPE tokenizers (teacher, compressor, avatar) and write
     them as Hugging Face tokenizer.json files;
  2. train the teacher on labelled data;
  3. label unlabelled data with the teacher (soft labels);
  4. distil three students (compressor, avatar, morph = compressor +
     identifier-renaming augmentation) with temperature KD;
  5. evaluate everything on the test split, export ONNX (opset 14), dump
     check batches for tools/check_onnx.mjs and tokenizer samples for
     tools/check_tokenizer.mjs, and write model cards.

Every training loop is bounded by a wall-clock limit (seconds); the number of
optimizer steps actually run is recorded in the cards (--*-steps reproduces a
run exactly, independent of machine speed). See tools/README.md.
"""

import argparse
import json
import math
import os
import random
import sys
import tempfile
import time

import numpy as np
import torch
import torch.nn.functional as F

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from mc_bpe import (BPETokenizer, train_bpe, normalize_ws, encode_single,  # noqa: E402
                    encode_concat_blocks, encode_sequence_pair, PAD)
from mc_model import CodeClassifier, count_params  # noqa: E402
from mc_rename import rename_locals  # noqa: E402

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

TEACHER = dict(hidden=128, layers=4, heads=2, ffn=256, dropout=0.1)
COMPRESSOR = dict(hidden=64, layers=2, heads=2, ffn=256, dropout=0.1)
AVATAR = dict(hidden=32, layers=1, heads=2, ffn=64, dropout=0.05)
VOCAB = dict(teacher=4000, compressor=1000, avatar=500)


def log(*a):
    print(time.strftime("%H:%M:%S"), *a, flush=True)


def seed_all(seed):
    random.seed(seed)
    np.random.seed(seed)
    torch.manual_seed(seed)


# ------------------------------------------------------------------ data

def load_jsonl(path):
    with open(path, encoding="utf-8") as f:
        return [json.loads(line) for line in f if line.strip()]


def load_pairs(path, funcs):
    out = []
    skipped = 0
    with open(path, encoding="utf-8") as f:
        for line in f:
            p = line.rstrip("\n").split("\t")
            if len(p) < 3:
                continue
            if p[0] not in funcs or p[1] not in funcs:
                skipped += 1
                continue
            out.append((p[0], p[1], int(p[2])))
    return out, skipped


class Task:
    """Holds raw examples and knows how to encode them per model."""

    def __init__(self, name, shared, args):
        self.name = name
        rng = random.Random(args.seed)
        if name == "vulnerability":
            self.lang = "c"
            rows = load_jsonl(os.path.join(shared, "data", "juliet-c", "functions.jsonl"))
            by = {"train": [], "valid": [], "test": []}
            for r in rows:
                by[r["split"]].append((r["func"], int(r["target"])))
            train = by["train"][:]
            rng.shuffle(train)
            self.labelled = train  # teacher: labelled train split
            unl = by["train"][:]
            random.Random(args.seed + 1).shuffle(unl)
            # students: the train split with its labels ignored
            self.unlabelled = [(c, -1) for c, _ in unl[: args.unlabelled]]
            valid = by["valid"][:]
            rng.shuffle(valid)
            self.valid = valid[: args.valid]
            self.test = by["test"]
            self.tok_texts = [c for c, _ in train[: args.tok_functions]]
            self.sources = {"data": "data/juliet-c/functions.jsonl",
                            "teacher_train": "split=train (labels)",
                            "student_train": "split=train, labels ignored, %d functions" % len(self.unlabelled),
                            "test": "split=test (%d functions)" % len(self.test)}
        else:
            self.lang = "java"
            base = os.path.join(shared, "data", "bigclonebench")
            self.funcs = {r["idx"]: r["func"] for r in load_jsonl(os.path.join(base, "functions.jsonl"))}
            lab, s1 = load_pairs(os.path.join(base, "label_train.txt"), self.funcs)
            unl, s2 = load_pairs(os.path.join(base, "unlabel_train.txt"), self.funcs)
            val, s3 = load_pairs(os.path.join(base, "valid_sampled.txt"), self.funcs)
            tst, s4 = load_pairs(os.path.join(base, "test_sampled.txt"), self.funcs)
            log("pairs label_train %d (skipped %d) unlabel_train %d (%d) valid %d (%d) test %d (%d)"
                % (len(lab), s1, len(unl), s2, len(val), s3, len(tst), s4))
            rng.shuffle(lab)
            self.labelled = [((a, b), y) for a, b, y in lab]
            random.Random(args.seed + 1).shuffle(unl)
            self.unlabelled = [((a, b), -1) for a, b, _ in unl[: args.unlabelled]]
            random.Random(args.seed + 2).shuffle(val)
            self.valid = [((a, b), y) for a, b, y in val[: args.valid]]
            self.test = [((a, b), y) for a, b, y in tst]
            ids = sorted(self.funcs)
            random.Random(args.seed + 3).shuffle(ids)
            self.tok_texts = [self.funcs[i] for i in ids[: args.tok_functions]]
            self.sources = {"data": "data/bigclonebench/functions.jsonl",
                            "teacher_train": "label_train.txt (%d resolvable pairs)" % len(lab),
                            "student_train": "unlabel_train.txt, first %d resolvable pairs after a seeded shuffle, labelled by the teacher" % len(self.unlabelled),
                            "test": "test_sampled.txt (%d resolvable pairs)" % len(tst)}

    def code(self, x):
        """Code text(s) of one example."""
        if self.name == "vulnerability":
            return x
        return (self.funcs[x[0]], self.funcs[x[1]])


class Encoder:
    def __init__(self, tok, mode, length):
        self.tok = tok
        self.mode = mode  # single | concat-blocks | sequence-pair
        self.length = length
        self.cache = {}

    def __call__(self, code):
        if self.mode == "single":
            return encode_single(self.tok, code, self.length)
        if self.mode == "concat-blocks":
            return encode_concat_blocks(self.tok, code[0], code[1], self.length)
        return encode_sequence_pair(self.tok, code[0], code[1], self.length)

    @property
    def seq_len(self):
        return self.length * 2 if self.mode == "concat-blocks" else self.length

    def settings(self):
        d = {"pair_mode": self.mode if self.mode != "single" else None,
             "max_length": self.length, "input_length": self.seq_len,
             "whitespace": "collapse (Python ' '.join(code.split()))",
             "lowercase": False, "special_tokens": "<s>=0 ... </s>=2, <pad>=1",
             "truncation": "keep first L-2 ids per block" if self.mode != "sequence-pair"
             else "longest_first to M-4 ids, <s> A </s></s> B </s>"}
        return d


def encode_all(enc, codes):
    ids = np.empty((len(codes), enc.seq_len), dtype=np.int64)
    mask = np.empty((len(codes), enc.seq_len), dtype=np.int64)
    for i, c in enumerate(codes):
        a, m = enc(c)
        ids[i] = a
        mask[i] = m
    return ids, mask


# ------------------------------------------------------------------ batching

def trim(ids, mask, mode):
    """Drop padding columns that no row of the batch uses (dynamic padding)."""
    if mode == "concat-blocks":
        half = ids.shape[1] // 2
        n = int(max(mask[:, :half].sum(1).max(), mask[:, half:].sum(1).max()))
        sel = np.r_[0:n, half:half + n]
        return ids[:, sel], mask[:, sel]
    n = int(mask.sum(1).max())
    return ids[:, :n], mask[:, :n]


def length_batches(mask, batch_size, rng, mode):
    """Shuffled batches of similar length (bucketed within chunks of 50)."""
    lens = mask.sum(1) if mode != "concat-blocks" else np.maximum(
        mask[:, : mask.shape[1] // 2].sum(1), mask[:, mask.shape[1] // 2:].sum(1))
    order = rng.permutation(len(lens))
    chunk = batch_size * 50
    batches = []
    for s in range(0, len(order), chunk):
        part = order[s:s + chunk]
        part = part[np.argsort(lens[part], kind="stable")]
        for b in range(0, len(part), batch_size):
            batches.append(part[b:b + batch_size])
    rng.shuffle(batches)
    return batches


@torch.no_grad()
def predict(model, ids, mask, mode, batch_size=64):
    model.eval()
    lens = mask.sum(1)
    order = np.argsort(lens, kind="stable")
    out = np.zeros((len(ids), 2), dtype=np.float32)
    for s in range(0, len(order), batch_size):
        idx = order[s:s + batch_size]
        bi, bm = trim(ids[idx], mask[idx], mode)
        out[idx] = model(torch.from_numpy(bi), torch.from_numpy(bm)).numpy()
    return out


def metrics(logits, labels):
    pred = logits.argmax(1)
    labels = np.asarray(labels)
    tp = int(((pred == 1) & (labels == 1)).sum())
    fp = int(((pred == 1) & (labels == 0)).sum())
    fn = int(((pred == 0) & (labels == 1)).sum())
    acc = float((pred == labels).mean())
    prec = tp / (tp + fp) if tp + fp else 0.0
    rec = tp / (tp + fn) if tp + fn else 0.0
    f1 = 2 * prec * rec / (prec + rec) if prec + rec else 0.0
    return {"accuracy": round(acc, 4), "f1": round(f1, 4), "precision": round(prec, 4),
            "recall": round(rec, 4), "n": int(len(labels))}


def train_loop(model, data, valid, mode, args, limit_s, max_steps, lr, seed, name,
               targets_fn, loss_fn, batch_size, eval_every, warm=100):
    """Generic loop. data: (ids, mask, target array) or a callable giving a
    fresh (ids, mask, target) per epoch; valid: (ids, mask, labels)."""
    rng = np.random.RandomState(seed)
    torch.manual_seed(seed)
    opt = torch.optim.AdamW(model.parameters(), lr=lr, weight_decay=0.01)
    t0 = time.time()
    step = 0
    epoch = 0
    best = (-1.0, None, 0)
    next_eval = eval_every
    history = []
    done = False
    while not done:
        ids, mask, tgt = data(epoch) if callable(data) else data
        for b in length_batches(mask, batch_size, rng, mode):
            el = time.time() - t0
            if (max_steps and step >= max_steps) or (not max_steps and el >= limit_s):
                done = True
                break
            frac = step / max_steps if max_steps else el / limit_s
            cur = lr * min(1.0, (step + 1) / warm) * max(0.05, 1.0 - frac)
            for g in opt.param_groups:
                g["lr"] = cur
            model.train()
            bi, bm = trim(ids[b], mask[b], mode)
            logits = model(torch.from_numpy(bi), torch.from_numpy(bm))
            loss = loss_fn(logits, targets_fn(tgt[b]))
            opt.zero_grad()
            loss.backward()
            torch.nn.utils.clip_grad_norm_(model.parameters(), 1.0)
            opt.step()
            step += 1
            if step % 50 == 0:
                log("%s step %d epoch %d loss %.4f lr %.2e %.0fs" % (name, step, epoch, loss.item(), cur, el))
            if step >= next_eval:
                next_eval += eval_every
                m = metrics(predict(model, valid[0], valid[1], mode), valid[2])
                history.append({"step": step, "seconds": round(time.time() - t0), **m})
                log("%s valid step %d %s" % (name, step, m))
                if m["accuracy"] > best[0]:
                    best = (m["accuracy"], {k: v.clone() for k, v in model.state_dict().items()}, step)
        epoch += 1
    m = metrics(predict(model, valid[0], valid[1], mode), valid[2])
    history.append({"step": step, "seconds": round(time.time() - t0), **m})
    log("%s final valid step %d %s" % (name, step, m))
    if m["accuracy"] >= best[0]:
        best = (m["accuracy"], None, step)
    else:
        model.load_state_dict(best[1])
    return {"steps": step, "epochs_started": epoch, "best_step": best[2],
            "valid_accuracy_best": best[0], "train_seconds": round(time.time() - t0, 1),
            "batch_size": batch_size, "peak_lr": lr, "history": history}


def hard_ce(logits, y):
    return F.cross_entropy(logits, y)


def make_kd(T):
    def kd(logits, teacher_logits):
        p = F.softmax(teacher_logits / T, dim=-1)
        logq = F.log_softmax(logits / T, dim=-1)
        # KL(p || q) * T^2  (soft cross-entropy minus the teacher's entropy)
        return (p * (torch.log(p.clamp_min(1e-12)) - logq)).sum(-1).mean() * T * T
    return kd


# ------------------------------------------------------------------ export

def export_onnx(model, path, seq_len, mode, dump_dir, name, rng):
    model.eval()
    ex_ids = torch.full((2, seq_len), PAD, dtype=torch.long)
    ex_mask = torch.zeros((2, seq_len), dtype=torch.long)
    ex_ids[:, 0] = 0
    ex_mask[:, :3] = 1
    torch.onnx.export(model, (ex_ids, ex_mask), path, opset_version=14,
                      input_names=["input_ids", "attention_mask"], output_names=["logits"],
                      dynamic_axes={"input_ids": {0: "batch", 1: "sequence"},
                                    "attention_mask": {0: "batch", 1: "sequence"},
                                    "logits": {0: "batch"}},
                      do_constant_folding=True)
    import onnx
    onnx.checker.check_model(onnx.load(path))
    return os.path.getsize(path)


def dump_batches(model, batches, path, model_path):
    out = {"model": os.path.relpath(model_path, REPO), "batches": []}
    with torch.no_grad():
        model.eval()
        for ids, mask in batches:
            lg = model(torch.from_numpy(ids), torch.from_numpy(mask)).numpy()
            out["batches"].append({"input_ids": ids.tolist(), "attention_mask": mask.tolist(),
                                   "logits": lg.astype(float).tolist()})
    with open(path, "w") as f:
        json.dump(out, f)


# ------------------------------------------------------------------ main

def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--task", required=True, choices=["vulnerability", "clone"])
    ap.add_argument("--shared", default=os.path.join(REPO, "..", "shared"),
                    help="the shared data folder (default ../shared beside the repo)")
    ap.add_argument("--out", default=os.path.join(REPO, "examples"))
    ap.add_argument("--work", default=None, help="scratch folder (default: system temp)")
    ap.add_argument("--seed", type=int, default=20240601)
    ap.add_argument("--threads", type=int, default=1)
    ap.add_argument("--tok-functions", type=int, default=8000)
    ap.add_argument("--unlabelled", type=int, default=8000)
    ap.add_argument("--valid", type=int, default=800)
    ap.add_argument("--teacher-seconds", type=float, default=1800)
    ap.add_argument("--student-seconds", type=float, default=420)
    ap.add_argument("--avatar-seconds", type=float, default=240)
    ap.add_argument("--teacher-steps", type=int, default=0, help="fixed step count (overrides seconds)")
    ap.add_argument("--teacher-more-seconds", type=float, default=0,
                    help="with --reuse-teacher: continue training the saved teacher this long")
    ap.add_argument("--teacher-more-steps", type=int, default=0)
    ap.add_argument("--student-steps", type=int, default=0)
    ap.add_argument("--avatar-steps", type=int, default=0)
    ap.add_argument("--test-limit", type=int, default=0, help="smoke tests only: cap the test set")
    ap.add_argument("--teacher-eval-every", type=int, default=300)
    ap.add_argument("--student-eval-every", type=int, default=150)
    ap.add_argument("--temperature", type=float, default=2.0)
    ap.add_argument("--reuse-teacher", action="store_true",
                    help="reuse teacher weights and soft labels from --work if present")
    ap.add_argument("--only", default="", help="comma list of students to (re)train")
    args = ap.parse_args()

    torch.set_num_threads(args.threads)
    seed_all(args.seed)
    t_start = time.time()
    task_name = args.task
    shared = os.path.abspath(args.shared)
    out_dir = os.path.join(os.path.abspath(args.out), task_name)
    cards_dir = os.path.join(out_dir, "cards")
    os.makedirs(cards_dir, exist_ok=True)
    work = args.work or os.path.join(tempfile.gettempdir(), "metacompress-train", task_name)
    os.makedirs(work, exist_ok=True)
    dump_dir = os.path.join(work, "checks")
    os.makedirs(dump_dir, exist_ok=True)

    log("task", task_name, "shared", shared, "work", work)
    task = Task(task_name, shared, args)
    if args.test_limit:
        task.test = task.test[: args.test_limit]
    is_clone = task_name == "clone"

    # ---------------- tokenizers
    toks = {}
    tok_secs = {}
    tok_texts = [normalize_ws(t) for t in task.tok_texts]
    for role in ["teacher", "compressor", "avatar"]:
        path = os.path.join(out_dir, "tokenizer-%s.json" % role)
        if args.reuse_teacher and os.path.exists(path):
            toks[role] = BPETokenizer.load(path)
            tok_secs[role] = 0.0
        else:
            t = time.time()
            vocab, merges = train_bpe(tok_texts, VOCAB[role])
            toks[role] = BPETokenizer(vocab, merges)
            toks[role].save(path)
            tok_secs[role] = round(time.time() - t, 1)
        log("tokenizer", role, "vocab", len(toks[role].vocab), "merges", len(toks[role].merges))

    # tokenizer check samples for tools/check_tokenizer.mjs
    rs = random.Random(args.seed + 7)
    sample = rs.sample(task.tok_texts, min(250, len(task.tok_texts)))
    if is_clone:
        pool = [task.code(x) for x, _ in task.test[:250]]
        sample += [c for pair in pool for c in pair][:250]
    else:
        sample += [c for c, _ in task.test[:250]]
    sample = [normalize_ws(c) for c in sample]
    for role in ["teacher", "compressor", "avatar"]:
        with open(os.path.join(dump_dir, "tokenizer-%s.json" % role), "w") as f:
            json.dump({"tokenizer": os.path.relpath(os.path.join(out_dir, "tokenizer-%s.json" % role), REPO),
                       "texts": sample, "ids": [toks[role].encode(s) for s in sample]}, f)

    # ---------------- encoders
    L_student = 160 if is_clone else 256
    encs = {
        "teacher": Encoder(toks["teacher"], "sequence-pair" if is_clone else "single", 320 if is_clone else 256),
        "compressor": Encoder(toks["compressor"], "concat-blocks" if is_clone else "single", L_student),
        "avatar": Encoder(toks["avatar"], "concat-blocks" if is_clone else "single", L_student),
    }
    encs["morph"] = encs["compressor"]
    tok_file = {"teacher": "tokenizer-teacher.json", "compressor": "tokenizer-compressor.json",
                "avatar": "tokenizer-avatar.json", "morph": "tokenizer-compressor.json"}

    def enc_split(role, split):
        t = time.time()
        codes = [task.code(x) for x, _ in split]
        r = encode_all(encs[role], codes)
        log("encoded %d for %s in %.1fs" % (len(codes), role, time.time() - t))
        return r

    mode_of = {r: encs[r].mode for r in encs}
    valid_labels = np.array([y for _, y in task.valid])
    test_labels = np.array([y for _, y in task.test])
    cards = {}

    # ---------------- teacher
    teacher_pt = os.path.join(work, "teacher.pt")
    soft_path = os.path.join(work, "teacher-soft.npy")
    t_ids_v, t_mask_v = enc_split("teacher", task.valid)
    teacher = CodeClassifier(vocab_size=len(toks["teacher"].vocab), max_positions=encs["teacher"].seq_len,
                             pair_mode="single", **TEACHER)
    if args.reuse_teacher and os.path.exists(teacher_pt):
        saved = torch.load(teacher_pt)
        teacher.load_state_dict(saved["state"])
        t_info = saved["info"]
        log("reused teacher", t_info["steps"], "steps")
        if args.teacher_more_seconds > 0 or args.teacher_more_steps > 0:
            # continue training (second round: new data order, lower peak lr)
            t_ids, t_mask = enc_split("teacher", task.labelled)
            t_y = np.array([y for _, y in task.labelled])
            rounds = t_info.get("rounds") or [{k: v for k, v in t_info.items() if k != "rounds"}]
            r = train_loop(teacher, (t_ids, t_mask, t_y), (t_ids_v, t_mask_v, valid_labels),
                           mode_of["teacher"], args, args.teacher_more_seconds, args.teacher_more_steps, 7e-4,
                           args.seed + 12 + len(rounds), "teacher+", lambda y: torch.from_numpy(y), hard_ce, 32,
                           args.teacher_eval_every, warm=20)
            rounds.append(r)
            t_info = {"steps": sum(x["steps"] for x in rounds),
                      "epochs_started": r["epochs_started"], "best_step": r["best_step"],
                      "valid_accuracy_best": r["valid_accuracy_best"],
                      "train_seconds": round(sum(x["train_seconds"] for x in rounds), 1),
                      "batch_size": 32, "peak_lr": [x["peak_lr"] for x in rounds],
                      "history": [h for x in rounds for h in x["history"]],
                      "train_examples_available": len(t_y),
                      "rounds": [{k: v for k, v in x.items() if k != "history"} for x in rounds]}
            torch.save({"state": teacher.state_dict(), "info": t_info}, teacher_pt)
            if os.path.exists(soft_path):
                os.remove(soft_path)
            del t_ids, t_mask
    else:
        t_ids, t_mask = enc_split("teacher", task.labelled)
        t_y = np.array([y for _, y in task.labelled])
        seed_all(args.seed + 11)
        teacher = CodeClassifier(vocab_size=len(toks["teacher"].vocab), max_positions=encs["teacher"].seq_len,
                                 pair_mode="single", **TEACHER)
        t_info = train_loop(teacher, (t_ids, t_mask, t_y), (t_ids_v, t_mask_v, valid_labels),
                            mode_of["teacher"], args, args.teacher_seconds, args.teacher_steps, 1e-3,
                            args.seed + 12, "teacher", lambda y: torch.from_numpy(y), hard_ce, 32,
                            args.teacher_eval_every)
        t_info["train_examples_available"] = len(t_y)
        torch.save({"state": teacher.state_dict(), "info": t_info}, teacher_pt)
        del t_ids, t_mask

    # ---------------- soft labels on unlabelled data
    if args.reuse_teacher and os.path.exists(soft_path):
        soft = np.load(soft_path)
    else:
        t = time.time()
        u_ids, u_mask = enc_split("teacher", task.unlabelled)
        soft = predict(teacher, u_ids, u_mask, mode_of["teacher"])
        np.save(soft_path, soft)
        log("teacher labelled %d unlabelled examples in %.0fs (share predicted positive %.3f)"
            % (len(soft), time.time() - t, (soft.argmax(1) == 1).mean()))
        del u_ids, u_mask

    # ---------------- teacher test
    te_ids, te_mask = enc_split("teacher", task.test)
    t = time.time()
    t_test_logits = predict(teacher, te_ids, te_mask, mode_of["teacher"])
    teacher_test = metrics(t_test_logits, test_labels)
    log("teacher test", teacher_test, "in %.0fs" % (time.time() - t))
    results = {"teacher": (teacher, t_info, teacher_test, TEACHER)}

    # ---------------- students
    kd = make_kd(args.temperature)
    only = [s for s in args.only.split(",") if s]
    for student in ["compressor", "avatar", "morph"]:
        if only and student not in only:
            continue
        arch = AVATAR if student == "avatar" else COMPRESSOR
        enc = encs[student]
        s_ids, s_mask = enc_split(student, task.unlabelled)
        v_ids, v_mask = enc_split(student, task.valid)
        if student == "morph":
            # identifier-renamed variants of every unlabelled example, made
            # once (seeded); each epoch uses the renamed variant for half of
            # the examples and the original for the rest. Target: the
            # teacher's soft label of the ORIGINAL code (invariance).
            t = time.time()
            rr = random.Random(args.seed + 21)
            variants = []
            for k in range(2):
                codes = []
                for x, _ in task.unlabelled:
                    c = task.code(x)
                    if is_clone:
                        codes.append((rename_locals(c[0], task.lang, rr), rename_locals(c[1], task.lang, rr)))
                    else:
                        codes.append(rename_locals(c, task.lang, rr))
                variants.append(encode_all(enc, codes))
            log("morph: encoded 2 renamed variants in %.0fs" % (time.time() - t))
            base = (s_ids, s_mask)

            def data(epoch, base=base, variants=variants):
                if epoch == 0:
                    return base[0], base[1], soft
                v = variants[(epoch - 1) % 2]
                pick = np.random.RandomState(args.seed + 100 + epoch).rand(len(soft)) < 0.5
                ids = np.where(pick[:, None], v[0], base[0])
                mask = np.where(pick[:, None], v[1], base[1])
                return ids, mask, soft
        else:
            data = (s_ids, s_mask, soft)
        seed_all(args.seed + {"compressor": 31, "avatar": 41, "morph": 51}[student])
        model = CodeClassifier(vocab_size=len(toks["avatar" if student == "avatar" else "compressor"].vocab),
                               max_positions=enc.length, pair_mode=enc.mode, **arch)
        secs = args.avatar_seconds if student == "avatar" else args.student_seconds
        steps = args.avatar_steps if student == "avatar" else args.student_steps
        info = train_loop(model, data, (v_ids, v_mask, valid_labels), enc.mode, args, secs, steps, 2e-3,
                          args.seed + 61, student, lambda z: torch.from_numpy(z), kd, 32,
                          args.student_eval_every)
        info["train_examples_available"] = len(soft)
        e_ids, e_mask = enc_split(student, task.test)
        lg = predict(model, e_ids, e_mask, enc.mode)
        m = metrics(lg, test_labels)
        m["agreement_with_teacher"] = round(float((lg.argmax(1) == t_test_logits.argmax(1)).mean()), 4)
        log(student, "test", m)
        results[student] = (model, info, m, arch)
        torch.save({"state": model.state_dict(), "info": info}, os.path.join(work, student + ".pt"))

    # ---------------- export, checks, cards
    rng = np.random.RandomState(args.seed + 99)
    for role, (model, info, test_m, arch) in results.items():
        fname = "teacher.onnx" if role == "teacher" else "student-%s.onnx" % role
        path = os.path.join(out_dir, fname)
        size = export_onnx(model, path, encs[role].seq_len, encs[role].mode, dump_dir, role, rng)
        # check batches: test examples at full length, and a trimmed batch
        # (shorter sequence) to exercise the dynamic sequence axis
        e_ids, e_mask = encode_all(encs[role], [task.code(x) for x, _ in task.test[:8]])
        short = Encoder(encs[role].tok, encs[role].mode, 64)
        s_ids, s_mask = encode_all(short, [task.code(x) for x, _ in task.test[8:11]])
        batches = [(e_ids, e_mask), (s_ids, s_mask)]
        dump_batches(model, batches, os.path.join(dump_dir, "onnx-%s.json" % role), path)
        enc = encs[role]
        card = {
            "name": "%s-%s" % (task_name, role),
            "task": task_name,
            "role": "teacher" if role == "teacher" else "student",
            "student_kind": None if role == "teacher" else role,
            "onnx": fname,
            "onnx_bytes": size,
            "opset": 14,
            "inputs": {"input_ids": "int64 [batch, sequence]", "attention_mask": "int64 [batch, sequence]"},
            "output": {"logits": "float32 [batch, 2]",
                       "class_order": ["not vulnerable", "vulnerable"] if not is_clone else ["not clone", "clone"],
                       "positive_column": 1},
            "architecture": {
                "type": "RoBERTa-style encoder (plain PyTorch)",
                "layers": arch["layers"], "hidden": arch["hidden"], "heads": arch["heads"],
                "ffn": arch["ffn"], "activation": "gelu", "layer_norm": "pre-LN + final LN",
                "position_embeddings": "learned absolute, %d positions per block" % enc.length,
                "pooling": "masked mean over tokens",
                "pair_handling": {"single": "one sequence",
                                  "sequence-pair": "one sequence <s> A </s></s> B </s> (cross-attention)",
                                  "concat-blocks": "input split into its two L-token blocks, each encoded "
                                  "separately with shared weights, head on [a, b, |a-b|, a*b]"}[enc.mode],
                "head": "dense-tanh-dense -> 2 logits",
                "dropout": arch["dropout"],
                "parameters": count_params(model),
                "vocab_size": len(toks[tok_file[role].split("-")[1].split(".")[0]].vocab),
            },
            "tokenizer": {"file": tok_file[role], "type": "byte-level BPE (GPT-2 byte map and split regex)",
                          "vocab_size": len(toks[tok_file[role].split("-")[1].split(".")[0]].vocab),
                          "adds_special_tokens": False,
                          "trained_on": "%d functions of the training data" % len(task.tok_texts)},
            "encoding": enc.settings(),
            "training": {
                "data": task.sources["teacher_train" if role == "teacher" else "student_train"],
                "objective": "cross-entropy on gold labels" if role == "teacher" else
                "temperature KD: T^2 * KL(softmax(teacher/T) || softmax(student/T)), T=%g" % args.temperature,
                "augmentation": "identifier renaming (regex-based, local variables/parameters) on half of the "
                "examples from the second epoch on; target = teacher's soft label of the original"
                if role == "morph" else None,
                "optimizer": "AdamW wd 0.01, linear warm-up 100 steps (20 in a continuation round, peak lr 7e-4), linear decay over the step/time budget, grad clip 1",
                "seed": args.seed,
                "threads": args.threads,
                **{k: v for k, v in info.items() if k != "history"},
                "valid_history": info["history"],
                "tokenizer_seconds": tok_secs.get(tok_file[role].split("-")[1].split(".")[0]),
            },
            "test": {"split": task.sources["test"], **test_m},
            "teacher_test": teacher_test if role != "teacher" else None,
        }
        with open(os.path.join(cards_dir, role + ".json"), "w") as f:
            json.dump(card, f, indent=2)
            f.write("\n")
        write_md(os.path.join(cards_dir, role + ".md"), card)
        log("exported", fname, size, "bytes")
    log("done in %.0fs" % (time.time() - t_start))


def write_md(path, c):
    a = c["architecture"]
    e = c["encoding"]
    t = c["training"]
    m = c["test"]
    lines = [
        "# %s (%s)" % (c["name"], "teacher" if c["role"] == "teacher" else "student: " + c["student_kind"]),
        "",
        "Example model for MetaCompress, trained from scratch by `tools/train_examples.py`.",
        "",
        "* ONNX: `%s` (%.2f MB, opset 14); inputs `input_ids`, `attention_mask` int64 [batch, sequence]; "
        "output `logits` float32 [batch, 2], column 1 = %s." % (
            c["onnx"], c["onnx_bytes"] / 1e6, c["output"]["class_order"][1]),
        "* Architecture: %s, %d layers, hidden %d, %d heads, FFN %d, %s, %s, %s; %d parameters." % (
            a["type"], a["layers"], a["hidden"], a["heads"], a["ffn"], a["layer_norm"], a["position_embeddings"],
            a["pooling"], a["parameters"]),
        "* Pair handling: %s." % a["pair_handling"],
        "* Tokenizer: `%s` (%s, %d tokens, adds no special tokens)." % (
            c["tokenizer"]["file"], c["tokenizer"]["type"], c["tokenizer"]["vocab_size"]),
        "* Encoding: pair mode %s, L%s = %d (model input length %d); whitespace %s; no lowercasing; %s." % (
            e["pair_mode"] or "none (single function)", "/M" if e["pair_mode"] == "sequence-pair" else "",
            e["max_length"], e["input_length"], e["whitespace"], e["truncation"]),
        "* Training: %s; %s; %d steps (batch %d), %.0f s on %d CPU thread(s), seed %d; checkpoint = best "
        "validation accuracy (step %d)." % (
            t["data"], t["objective"], t["steps"], t["batch_size"], t["train_seconds"], t["threads"], t["seed"],
            t["best_step"]),
    ]
    if t.get("rounds"):
        lines[-1] = lines[-1].replace(
            "checkpoint = best validation accuracy (step %d)" % t["best_step"],
            "trained in %d rounds (%s steps, each round continuing the previous one; peak lr %s), checkpoint = "
            "best validation accuracy of the last round (its step %d)" % (
                len(t["rounds"]), " + ".join(str(r["steps"]) for r in t["rounds"]),
                " / ".join("%g" % r["peak_lr"] for r in t["rounds"]), t["best_step"]))
    if t.get("augmentation"):
        lines.append("* Augmentation: %s." % t["augmentation"])
    d = t.get("demo_tuning")
    if d:
        o = d["overlap_check"]
        lines.append(
            "* Tuned to the demo set's distribution by `%s` (its last round): %s; validation: %s. No training or "
            "validation function equals a demo function (whitespace-normalised exact comparison with the %d "
            "functions of `%s`; %d generated functions that did were dropped)%s." % (
                d["script"], d["data"], d["validation"], o["demo_functions"], o["demo_file"],
                o["train"]["equal_to_demo"] + o["valid"]["equal_to_demo"],
                "; %d of the demo functions share their shape (same tokens once names, numbers and literals are "
                "abstracted) with a generated training function" % o[
                    "demo_functions_with_a_training_function_of_the_same_shape"]
                if "demo_functions_with_a_training_function_of_the_same_shape" in o else ""))
    if c.get("generated_valid"):
        g = c["generated_valid"]
        lines.append("* Generated validation set: accuracy %.4f, F1 %.4f%s." % (
            g["accuracy"], g["f1"], "; agreement with the teacher %.4f" % g["agreement_with_teacher"]
            if "agreement_with_teacher" in g else ""))
    lines.append("* Test (%s): accuracy %.4f, F1 %.4f, precision %.4f, recall %.4f." % (
        c["test"]["split"], m["accuracy"], m["f1"], m["precision"], m["recall"]))
    if c.get("teacher_test"):
        lines.append("* Teacher on the same test set: accuracy %.4f, F1 %.4f; student/teacher prediction "
                     "agreement %.4f." % (c["teacher_test"]["accuracy"], c["teacher_test"]["f1"],
                                          m.get("agreement_with_teacher", float("nan"))))
    lines.append("")
    with open(path, "w") as f:
        f.write("\n".join(lines))


if __name__ == "__main__":
    main()
