#!/usr/bin/env python3
"""Tune the vulnerability example models to the demo set's distribution.

The example models (tools/train_examples.py) were trained on Juliet only, and
the demo set (examples/data/vulnerability-demo.jsonl, seed 7 of
tools/demo_data/gen_vulnerability.py) lies outside their distribution: the
teacher was barely better than chance there. This script continues training
the committed models (their weights are read back from the ONNX files, so no
checkpoint is needed) on functions drawn from the same generator with OTHER
seeds, mixed with Juliet so the models keep their Juliet skill:

  1. generate a validation set (--valid-seed) and a training pool
     (--train-seeds); drop every function whose whitespace-normalised text
     equals a demo function (and training functions equal to a validation
     one, and repeats); the counts go to <work>/overlap.json and the cards;
  2. teacher: cross-entropy on the generated pool's labels plus a Juliet
     train sample, fixed step count, best validation checkpoint;
  3. soft labels: the tuned teacher's logits on the generated pool (labels
     ignored) plus a Juliet train sample;
  4. students (compressor, avatar, morph): temperature KD from the tuned
     teacher, continuing from their committed weights, fixed step counts;
  5. re-measure every model on Juliet split=test, export ONNX over the
     committed files, dump check batches, and rewrite the cards (the earlier
     rounds stay recorded in the card's training block).

The demo rows are never trained on, validated on or used to choose anything.
Single-threaded by default (--threads 1); every step count is fixed, so a
rerun gives the same models on the same PyTorch build. See tools/README.md.
"""

import argparse
import hashlib
import json
import os
import random
import re
import shutil
import sys
import tempfile
import time

import numpy as np
import onnx
from onnx import numpy_helper
import torch

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.path.insert(0, os.path.join(HERE, "demo_data"))
import gen_vulnerability  # noqa: E402
from mc_bpe import BPETokenizer, normalize_ws  # noqa: E402
from mc_model import CodeClassifier, count_params  # noqa: E402
from mc_rename import rename_locals  # noqa: E402
from train_examples import (AVATAR, COMPRESSOR, REPO, TEACHER, Encoder, dump_batches,  # noqa: E402
                            encode_all, export_onnx, hard_ce, load_jsonl, log, make_kd, metrics,
                            predict, seed_all, train_loop, write_md)

ROLES = ["teacher", "compressor", "avatar", "morph"]
ARCH = {"teacher": TEACHER, "compressor": COMPRESSOR, "avatar": AVATAR, "morph": COMPRESSOR}
TOKENIZER = {"teacher": "teacher", "compressor": "compressor", "avatar": "avatar", "morph": "compressor"}
ONNX_FILE = {"teacher": "teacher.onnx", "compressor": "student-compressor.onnx",
             "avatar": "student-avatar.onnx", "morph": "student-morph.onnx"}


def parse_seeds(text):
    """'1001-1030' or '1001,1005' -> list of ints."""
    out = []
    for part in text.split(","):
        if "-" in part:
            a, b = part.split("-")
            out.extend(range(int(a), int(b) + 1))
        elif part:
            out.append(int(part))
    return out


def load_from_onnx(model, path):
    """Copy an exported CodeClassifier's weights back into `model`.

    torch.onnx.export keeps the parameter names of embeddings, LayerNorms and
    the head (Gemm), but constant folding turns each encoder Linear into a
    MatMul with an anonymous transposed initializer (onnx::MatMul_<n>), numbered
    in export order: per layer qkv, out, fc1, fc2. The shapes are checked, and
    the caller checks the result end to end (tools/check_onnx.mjs on the
    original file)."""
    inits = {i.name: numpy_helper.to_array(i) for i in onnx.load(path).graph.initializer}
    state = model.state_dict()
    new = {}
    for name in state:
        if name in inits:
            new[name] = torch.from_numpy(inits[name].copy())
    matmuls = sorted((n for n in inits if n.startswith("onnx::MatMul_")), key=lambda n: int(n.rsplit("_", 1)[1]))
    missing = [n for n in state if n not in new]
    expected = ["layers.%d.%s.weight" % (i, k) for i in range(len(model.layers)) for k in ("qkv", "out", "fc1", "fc2")]
    if missing != expected or len(matmuls) != len(expected):
        raise RuntimeError("%s: unexpected ONNX layout (missing %s, %d MatMul initializers)" % (path, missing, len(matmuls)))
    for name, mm in zip(expected, matmuls):
        w = torch.from_numpy(inits[mm].T.copy())
        if tuple(w.shape) != tuple(state[name].shape):
            raise RuntimeError("%s: %s has shape %s, %s expects %s" % (path, mm, tuple(w.shape), name, tuple(state[name].shape)))
        new[name] = w
    model.load_state_dict(new)
    return model


C_WORDS = set("if else for while do switch case default break continue return goto sizeof struct static const "
              "void char short int long float double signed unsigned size_t wchar_t int64_t NULL".split())


def skeleton(code):
    """The token sequence with identifiers, numbers and literals abstracted:
    two functions share it when they differ only in names and constants."""
    out = []
    for t in re.findall(r"[A-Za-z_]\w*|\d\w*|\"(?:\\.|[^\"])*\"|'(?:\\.|[^'])*'|\S", code):
        if t[0].isalpha() or t[0] == "_":
            out.append(t if t in C_WORDS else "ID")
        elif t[0].isdigit():
            out.append("NUM")
        elif t[0] in "\"'":
            out.append("LIT")
        else:
            out.append(t)
    return " ".join(out)


def demo_split(args):
    """Generated validation set and training pool, with the demo rows kept out."""
    demo = load_jsonl(os.path.join(REPO, "examples", "data", "vulnerability-demo.jsonl"))
    demo_texts = {normalize_ws(r["func"]) for r in demo}
    report = {"demo_file": "examples/data/vulnerability-demo.jsonl", "demo_functions": len(demo),
              "comparison": "whitespace-normalised text (' '.join(code.split())), exact equality"}

    def draw(seeds, exclude):
        kept, seen = [], set()
        counts = {"generated": 0, "equal_to_demo": 0, "equal_to_valid": 0, "repeat": 0, "label_conflict": 0}
        labels_of = {}
        for s in seeds:
            for r in gen_vulnerability.generate(s)[0]:
                counts["generated"] += 1
                t = normalize_ws(r["func"])
                labels_of.setdefault(t, set()).add(r["target"])
                if t in demo_texts:
                    counts["equal_to_demo"] += 1
                elif t in exclude:
                    counts["equal_to_valid"] += 1
                elif t in seen:
                    counts["repeat"] += 1
                else:
                    seen.add(t)
                    kept.append((r["func"], int(r["target"])))
        # a text generated with both labels would teach noise: drop it
        conflict = {t for t, ls in labels_of.items() if len(ls) > 1}
        counts["label_conflict"] = sum(1 for c, _ in kept if normalize_ws(c) in conflict)
        kept = [(c, y) for c, y in kept if normalize_ws(c) not in conflict]
        counts["kept"] = len(kept)
        return kept, counts

    valid, vc = draw([args.valid_seed], set())
    train, tc = draw(parse_seeds(args.train_seeds), {normalize_ws(c) for c, _ in valid})
    random.Random(args.seed + 201).shuffle(train)
    # the check that matters, done once more on the final lists
    leaked = sum(1 for c, _ in train + valid if normalize_ws(c) in demo_texts)
    if leaked:
        raise RuntimeError("%d demo functions reached the training or validation data" % leaked)
    # not a leak but worth knowing: how many demo functions have a training
    # function of the same shape (same template, other names and constants)
    shapes = {skeleton(c) for c, _ in train}
    same_shape = sum(1 for r in demo if skeleton(r["func"]) in shapes)
    report.update({"valid_seed": args.valid_seed, "valid": vc, "train_seeds": args.train_seeds, "train": tc,
                   "demo_functions_in_training_or_validation": leaked,
                   "demo_functions_with_a_training_function_of_the_same_shape": same_shape,
                   "shape": "token sequence with identifiers, numbers and literals abstracted"})
    return train, valid, report


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--shared", default=os.path.join(REPO, "..", "shared"))
    ap.add_argument("--out", default=os.path.join(REPO, "examples", "vulnerability"))
    ap.add_argument("--work", default=os.path.join(tempfile.gettempdir(), "metacompress-tune", "vulnerability"))
    ap.add_argument("--seed", type=int, default=20240601)
    ap.add_argument("--threads", type=int, default=1)
    ap.add_argument("--valid-seed", type=int, default=999, help="generator seed of the validation set")
    ap.add_argument("--train-seeds", default="1001-1012", help="generator seeds of the training pool")
    ap.add_argument("--juliet", type=int, default=1500, help="Juliet train functions mixed into each stage")
    ap.add_argument("--student-pool", type=int, default=0,
                    help="distil the students on the first N generated functions of the pool (0: all)")
    ap.add_argument("--teacher-steps", type=int, default=160)
    ap.add_argument("--student-steps", type=int, default=300)
    ap.add_argument("--avatar-steps", type=int, default=300)
    ap.add_argument("--eval-every", type=int, default=40)
    ap.add_argument("--temperature", type=float, default=2.0)
    ap.add_argument("--only", default="", help="comma list of roles to tune (default all four)")
    ap.add_argument("--labels-only", action="store_true",
                    help="only compute and cache the teacher's soft labels and test logits (then tune the "
                    "students in parallel processes, one --only each)")
    ap.add_argument("--test-limit", type=int, default=0, help="smoke tests only: cap the Juliet test set")
    args = ap.parse_args()

    torch.set_num_threads(args.threads)
    seed_all(args.seed)
    t_start = time.time()
    out_dir = os.path.abspath(args.out)
    cards_dir = os.path.join(out_dir, "cards")
    work = os.path.abspath(args.work)
    dump_dir = os.path.join(work, "checks")
    os.makedirs(dump_dir, exist_ok=True)
    only = [] if args.labels_only else [r for r in args.only.split(",") if r] or ROLES

    train, valid, overlap = demo_split(args)
    with open(os.path.join(work, "overlap.json"), "w") as f:
        json.dump(overlap, f, indent=2)
    log("generated pool", overlap["train"], "valid", overlap["valid"])

    juliet = load_jsonl(os.path.join(os.path.abspath(args.shared), "data", "juliet-c", "functions.jsonl"))
    j_train = [(r["func"], int(r["target"])) for r in juliet if r["split"] == "train"]
    j_test = [(r["func"], int(r["target"])) for r in juliet if r["split"] == "test"]
    if args.test_limit:
        j_test = j_test[: args.test_limit]
    random.Random(args.seed + 202).shuffle(j_train)
    j_teacher = j_train[: args.juliet]
    j_student = j_train[args.juliet: 2 * args.juliet]

    toks = {r: BPETokenizer.load(os.path.join(out_dir, "tokenizer-%s.json" % r))
            for r in ("teacher", "compressor", "avatar")}
    encs = {r: Encoder(toks[TOKENIZER[r]], "single", 256) for r in ROLES}
    valid_y = np.array([y for _, y in valid])
    test_y = np.array([y for _, y in j_test])

    def enc(role, rows):
        return encode_all(encs[role], [c for c, _ in rows])

    models = {}
    for role in ROLES:
        m = CodeClassifier(vocab_size=len(toks[TOKENIZER[role]].vocab), max_positions=256, pair_mode="single",
                           **ARCH[role])
        models[role] = load_from_onnx(m, os.path.join(out_dir, ONNX_FILE[role]))
    # dumps of the loaded weights against copies of the files they were read
    # from (the export below overwrites those): tools/check_onnx.mjs on
    # <work>/checks-loaded proves the read-back
    loaded_dir = os.path.join(work, "checks-loaded")
    before_dir = os.path.join(work, "before")
    os.makedirs(loaded_dir, exist_ok=True)
    os.makedirs(before_dir, exist_ok=True)
    for role in ROLES:
        shutil.copyfile(os.path.join(out_dir, ONNX_FILE[role]), os.path.join(before_dir, ONNX_FILE[role]))
        ids, mask = enc(role, valid[:8])
        dump_batches(models[role], [(ids, mask)], os.path.join(loaded_dir, "onnx-%s.json" % role),
                     os.path.join(before_dir, ONNX_FILE[role]))

    infos = {}
    # ---------------- teacher
    teacher = models["teacher"]
    tv = enc("teacher", valid)
    before = {"generated_valid": metrics(predict(teacher, tv[0], tv[1], "single"), valid_y)}
    log("teacher before", before)
    if "teacher" in only:
        labelled = train + j_teacher
        random.Random(args.seed + 203).shuffle(labelled)
        ids, mask = enc("teacher", labelled)
        infos["teacher"] = train_loop(teacher, (ids, mask, np.array([y for _, y in labelled])),
                                      (tv[0], tv[1], valid_y), "single", args, 0, args.teacher_steps, 1e-3,
                                      args.seed + 211, "teacher~", lambda y: torch.from_numpy(y), hard_ce, 32,
                                      args.eval_every, warm=20)
        infos["teacher"]["train_examples_available"] = len(labelled)
        torch.save({"state": teacher.state_dict(), "info": infos["teacher"]}, os.path.join(work, "teacher.pt"))

    # ---------------- soft labels (cached per teacher weights, pool and test
    # set, so a students-only rerun does not label everything again)
    # the students' pool: the first --student-pool generated functions (all by
    # default) and a Juliet sample, labelled by the tuned teacher
    pool = train[: args.student_pool or len(train)] + j_student
    students = [r for r in ["compressor", "avatar", "morph"] if r in only or args.labels_only]
    key = hashlib.sha256(b"".join(v.numpy().tobytes() for v in teacher.state_dict().values()))
    key.update(json.dumps([args.train_seeds, args.valid_seed, args.juliet, len(j_test)]).encode())
    tag = key.hexdigest()[:16]
    test_cache = os.path.join(work, "teacher-test-logits-%s.npz" % tag)
    soft_cache = os.path.join(work, "teacher-soft-%s-%d.npy" % (tag, len(pool)))
    if os.path.exists(test_cache):
        z = np.load(test_cache)
        t_valid_logits, t_test_logits = z["valid"], z["test"]
        log("reused teacher valid/test logits", test_cache)
    else:
        t_valid_logits = predict(teacher, tv[0], tv[1], "single")
        te = enc("teacher", j_test)
        t_test_logits = predict(teacher, te[0], te[1], "single")
        np.savez(test_cache, valid=t_valid_logits, test=t_test_logits)
        del te
    soft = np.zeros((0, 2), dtype=np.float32)
    if students and os.path.exists(soft_cache):
        soft = np.load(soft_cache)
        log("reused soft labels", soft_cache)
    elif students:
        u = enc("teacher", pool)
        soft = predict(teacher, u[0], u[1], "single")
        np.save(soft_cache, soft)
        log("soft labels on %d functions, share positive %.3f" % (len(soft), (soft.argmax(1) == 1).mean()))
        del u
    tests = {"teacher": metrics(t_test_logits, test_y)}
    valids = {"teacher": metrics(t_valid_logits, valid_y)}
    log("teacher juliet test", tests["teacher"], "generated valid", valids["teacher"])
    if args.labels_only:
        log("teacher logits cached in", work)
        return

    # ---------------- students
    kd = make_kd(args.temperature)
    for role in students:
        model = models[role]
        s = enc(role, pool)
        v = enc(role, valid)
        if role == "morph":
            # as in train_examples.py: from the second epoch on, half the
            # examples are an identifier-renamed variant, the target stays
            # the teacher's soft label of the original code
            rr = random.Random(args.seed + 221)
            variants = [encode_all(encs[role], [rename_locals(c, "c", rr) for c, _ in pool]) for _ in range(2)]

            def data(epoch, base=s, variants=variants):
                if epoch == 0:
                    return base[0], base[1], soft
                var = variants[(epoch - 1) % 2]
                pick = np.random.RandomState(args.seed + 300 + epoch).rand(len(soft)) < 0.5
                return (np.where(pick[:, None], var[0], base[0]), np.where(pick[:, None], var[1], base[1]), soft)
        else:
            data = (s[0], s[1], soft)
        seed_all(args.seed + {"compressor": 231, "avatar": 241, "morph": 251}[role])
        steps = args.avatar_steps if role == "avatar" else args.student_steps
        infos[role] = train_loop(model, data, (v[0], v[1], valid_y), "single", args, 0, steps, 1e-3,
                                 args.seed + 261, role + "~", lambda z: torch.from_numpy(z), kd, 32,
                                 args.eval_every, warm=20)
        infos[role]["train_examples_available"] = len(soft)
        torch.save({"state": model.state_dict(), "info": infos[role]}, os.path.join(work, role + ".pt"))
        e = enc(role, j_test)
        lg = predict(model, e[0], e[1], "single")
        tests[role] = metrics(lg, test_y)
        tests[role]["agreement_with_teacher"] = round(float((lg.argmax(1) == t_test_logits.argmax(1)).mean()), 4)
        vl = predict(model, v[0], v[1], "single")
        valids[role] = metrics(vl, valid_y)
        valids[role]["agreement_with_teacher"] = round(float((vl.argmax(1) == t_valid_logits.argmax(1)).mean()), 4)
        log(role, "juliet test", tests[role], "generated valid", valids[role])

    # ---------------- export, checks, cards
    for role in only:
        model = models[role]
        path = os.path.join(out_dir, ONNX_FILE[role])
        size = export_onnx(model, path, 256, "single", dump_dir, role, None)
        ids, mask = enc(role, j_test[:8])
        short = Encoder(encs[role].tok, "single", 64)
        sids, smask = encode_all(short, [c for c, _ in j_test[8:11]])
        dump_batches(model, [(ids, mask), (sids, smask)], os.path.join(dump_dir, "onnx-%s.json" % role), path)
        card_path = os.path.join(cards_dir, role + ".json")
        with open(card_path) as f:
            card = json.load(f)
        card["onnx_bytes"] = size
        card["architecture"]["parameters"] = count_params(model)
        info = infos[role]
        t = card["training"]
        earlier = t.get("rounds") or [{k: v for k, v in t.items()
                                       if k in ("steps", "epochs_started", "best_step", "valid_accuracy_best",
                                                "train_seconds", "batch_size", "peak_lr", "train_examples_available")}]
        tuning = {
            "script": "tools/tune_demo.py",
            "data": "%s; %d functions from tools/demo_data/gen_vulnerability.py seeds %s + %d Juliet split=train "
                    "functions" % ("gold labels" if role == "teacher" else "labels ignored, the tuned teacher's soft "
                                   "labels", len(train) if role == "teacher" else len(pool) - len(j_student),
                                   args.train_seeds, args.juliet),
            "validation": "gen_vulnerability.py seed %d (%d functions)" % (args.valid_seed, len(valid)),
            "overlap_check": overlap,
            "steps": info["steps"], "best_step": info["best_step"], "valid_accuracy_best": info["valid_accuracy_best"],
            "train_seconds": info["train_seconds"], "batch_size": info["batch_size"], "peak_lr": info["peak_lr"],
            "warm_up_steps": 20, "train_examples_available": info["train_examples_available"],
            "valid_history": info["history"], "threads": args.threads,
        }
        card["training"] = {**{k: v for k, v in t.items() if k != "demo_tuning"},
                            "rounds": earlier + [{k: tuning[k] for k in ("steps", "best_step", "valid_accuracy_best",
                                                                         "train_seconds", "batch_size", "peak_lr")}],
                            "demo_tuning": tuning}
        card["training"]["steps"] = sum(r["steps"] for r in card["training"]["rounds"])
        card["training"]["train_seconds"] = round(sum(r["train_seconds"] for r in card["training"]["rounds"]), 1)
        card["training"]["best_step"] = info["best_step"]
        card["test"] = {"split": card["test"]["split"], **tests[role]}
        card["generated_valid"] = valids[role]
        card["teacher_test"] = tests["teacher"] if role != "teacher" else None
        with open(card_path, "w") as f:
            json.dump(card, f, indent=2)
            f.write("\n")
        write_md(os.path.join(cards_dir, role + ".md"), card)
        log("exported", ONNX_FILE[role], size, "bytes")
    log("done in %.0fs" % (time.time() - t_start))


if __name__ == "__main__":
    main()
