#!/usr/bin/env python3
"""Every next-token relation of a code-completion config recomputed from
both models' FULL logits with numpy, and compared with the gate's own report.

One command (from the repository root; `dist/` built, as `npm run bundle`
leaves it; about 3 minutes and 1.8 GB of /tmp, deleted after):

    /usr/bin/python3 tools/oracle_completion_example.py

It checks examples/completion/metacompress.yml (400 functions, 53,449
positions) by default. Options: --config FILE, --rows N (the first N rows
only: `--dataset.limit N` for the gate), --gate-report PATH (compare with a
report already written instead of running the gate), --work DIR (default a
fresh folder under /tmp), --keep (keep the logits), --json PATH (the
comparison as JSON), --bootstrap B (2000), --seed S (45).
Exit status 0 when every count is equal and every figure within its
tolerance, 1 otherwise, 2 on bad usage.

What is independent of the gate, and what is not:
  * Python reads the config and the data set, tokenises every row with
    tools/mc_bpe.py (the byte-level BPE that tools/check_tokenizer.mjs checks
    against the JavaScript tokenizer the gate uses), builds each sequence
    (end-of-text, the code's tokens, end-of-text) and cuts its windows by
    docs/spec.md §9.1, written here from the spec;
  * tools/dump_completion_logits.mjs only runs onnxruntime-node on those
    ids, each window alone (batch 1, no padding; the gate batches 4 windows
    right-padded), and streams the logits of the scored positions to a raw
    float32 file per model;
  * Python computes from those logits, in float64 (§9.2, §9.3, §3.4): the
    teacher's compact side (top-k by a stable sort, log-probabilities and
    the rest's log-mass rounded to float32, as stored), MR1, MR2 on the
    top-k + rest KL and on the full KL, MR3, MR4 per bin with Newcombe's
    interval and the study's count, both ECEs, next-token accuracy, the
    flips, both cross-entropies and perplexities; the rates' cluster-robust
    intervals by sequence, and beside them a percentile bootstrap over
    sequences;
  * then compares each with the gate's report of the same config (run cold:
    XDG_CACHE_HOME in the work folder, so the teacher runs and the full KL
    is measured): counts must be equal (per sequence too), an interval of a
    count within 1e-9, a figure of the logits within a relative 1e-5 (the
    two runs' logits differ by float rounding: batch and padding). Where a
    count differs the positions nearest its threshold are printed.
"""

import argparse
import json
import math
import os
import shutil
import subprocess
import sys
import tempfile
import time
from fractions import Fraction

import numpy as np
import yaml

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(HERE)
sys.path.insert(0, HERE)
from mc_bpe import BPETokenizer  # noqa: E402

Z = 1.959963984540054  # the normal 97.5% quantile
CHUNK = 512  # positions per numpy block: 512 x vocabulary float64 arrays
# The defaults of docs/spec.md §3 and §9 (a config's `relations:` section overrides them).
DEFAULTS = {"epsilon": 0.1, "tau": 0.9, "delta3": 0.0, "bins": 10, "n-min": 10, "delta4": 0.1}
END_OF_TEXT_NAMES = ("<|endoftext|>", "</s>", "<eos>")


# --- what the config asks for -----------------------------------------------------


def read_config(path):
    with open(path, encoding="utf-8") as f:
        config = yaml.safe_load(f)
    if config.get("task") != "code-completion":
        raise SystemExit(f"{path}: task is {config.get('task')!r}, not code-completion")
    here = os.path.dirname(os.path.abspath(path))
    at = lambda p: os.path.normpath(os.path.join(here, p))
    dataset = config["dataset"]
    teacher, student = config["teacher"], config["student"]
    # What this oracle reads: a JSONL file's rows in order, their code as written. It refuses what it would
    # otherwise misread (a selection of rows, another format, whitespace normalised) rather than differ.
    unread = [f"dataset.{key}" for key in sorted(set(dataset) - {"path", "fields", "format", "limit"})]
    if dataset.get("format", "jsonl") != "jsonl":
        unread.append(f"dataset.format {dataset['format']}")
    unread += [f"{role}.normalize-whitespace" for role in ("teacher", "student")
               if config[role].get("normalize-whitespace")]
    if unread:
        raise SystemExit(f"{path}: this oracle reads a JSONL file's rows in order, their code as written; "
                         f"it does not implement {', '.join(unread)}")
    completion = config.get("completion") or {}
    max_length = int(teacher["max-length"])
    relations = dict(DEFAULTS)
    relations.update(config.get("relations") or {})
    return {
        "data": at(dataset["path"]),
        "code": (dataset.get("fields") or {}).get("code", "code"),
        "limit": dataset.get("limit"),
        "teacher": at(teacher["model"]),
        "student": at(student["model"]),
        "tokenizer": at(teacher["tokenizer"]),
        "studentTokenizer": at(student.get("tokenizer", teacher["tokenizer"])),
        "maxLength": max_length,
        "stride": int(completion.get("stride", max_length // 2)),
        "topK": int(completion.get("top-k", 32)),
        "epsilon": float(relations["epsilon"]),
        "tau": float(relations["tau"]),
        "delta3": float(relations["delta3"]),
        "bins": int(relations["bins"]),
        "nMin": int(relations["n-min"]),
        "delta4": float(relations["delta4"]),
    }


def read_rows(path, field, limit):
    rows = []
    with open(path, encoding="utf-8") as f:
        for line in f:
            if not line.strip():
                continue
            rows.append(json.loads(line)[field])
            if limit is not None and len(rows) == limit:
                break
    return rows


def end_of_text(tokenizer_path):
    with open(tokenizer_path, encoding="utf-8") as f:
        added = {t["content"]: t["id"] for t in json.load(f)["added_tokens"]}
    for name in END_OF_TEXT_NAMES:
        if name in added:
            return added[name]
    raise SystemExit(f"{tokenizer_path}: no end-of-text token among {END_OF_TEXT_NAMES}")


def windows_of(length, max_length, stride):
    """(start, end, first scored position) of each window, by docs/spec.md §9.1: window w holds
    tokens [w*stride, min(w*stride + max_length, N)), the last is the one that reaches N, and a
    window scores the positions after the previous window's end (the first from position 1)."""
    out, scored_to, start = [], 1, 0
    while length > 1:
        end = min(start + max_length, length)
        out.append((start, end, scored_to))
        scored_to = end
        if end == length:
            break
        start += stride
    return out


# --- per position, from the full logits ---------------------------------------------


def log_softmax(x):
    top = x.max(axis=1, keepdims=True)
    return x - (np.log(np.exp(x - top).sum(axis=1, keepdims=True)) + top)


def log_sum_exp_masked(lp, keep):
    """ln sum exp(lp) over the entries where keep is True, per row (-inf where none is)."""
    masked = np.where(keep, lp, -np.inf)
    top = masked.max(axis=1, keepdims=True)
    safe = np.where(np.isfinite(top), top, 0.0)
    with np.errstate(divide="ignore"):
        return (np.log(np.exp(masked - safe).sum(axis=1, keepdims=True)) + safe)[:, 0]


def f32(x):
    return np.asarray(x, dtype=np.float32).astype(np.float64)


def positions_block(t32, s32, actual, k):
    """The per-position quantities of a block of positions (rows of float32 logits)."""
    rows, vocab = t32.shape
    r = np.arange(rows)
    lp = log_softmax(t32.astype(np.float64))
    lq = log_softmax(s32.astype(np.float64))
    # The teacher's top k: best first, ties to the lower id (a stable sort of -logits).
    ids = np.argsort(-t32, axis=1, kind="stable")[:, :k]
    in_top = np.zeros((rows, vocab), dtype=bool)
    in_top[r[:, None], ids] = True
    top_lp = f32(np.take_along_axis(lp, ids, axis=1))  # as stored: float32
    rest_lp = f32(log_sum_exp_masked(lp, ~in_top)) if k < vocab else np.full(rows, -np.inf)
    top_p = np.exp(top_lp)
    kl_top = np.sum(np.where(top_p > 0, top_p * (top_lp - np.take_along_axis(lq, ids, axis=1)), 0.0), axis=1)
    if k < vocab:
        rest_p = np.exp(rest_lp)
        rest_q = log_sum_exp_masked(lq, ~in_top)
        kl_top += np.where(rest_p > 0, rest_p * (rest_lp - rest_q), 0.0)
    p = np.exp(lp)
    kl_full = np.sum(np.where(p > 0, p * (lp - lq), 0.0), axis=1)
    teacher_top = ids[:, 0]
    student_top = np.argmax(s32, axis=1)  # the first maximum: the lower id on ties
    top_two = lambda x: np.partition(x, vocab - 2, axis=1)[:, -2:]
    t2, s2 = top_two(t32), top_two(s32)
    return {
        # How far each model's top token is from a tie (in logits): a top-1 can change only below rounding.
        "teacherMargin": (t2[:, 1] - t2[:, 0]).astype(np.float64),
        "studentMargin": (s2[:, 1] - s2[:, 0]).astype(np.float64),
        "teacherTop": teacher_top,
        "studentTop": student_top,
        "actual": actual,
        "klTopK": kl_top,
        "klFull": kl_full,
        "teacherConfidence": np.exp(top_lp[:, 0]),
        "teacherConfidenceUnrounded": np.exp(lp[r, teacher_top]),
        "studentConfidence": np.exp(lq[r, student_top]),
        "studentOfTeacherTop": np.exp(lq[r, teacher_top]),
        "teacherActualLogProb": f32(lp[r, actual]),
        "studentActualLogProb": lq[r, actual],
    }


def all_positions(teacher_file, student_file, actual, vocab, k):
    count = actual.size
    teacher = np.memmap(teacher_file, dtype="<f4", mode="r", shape=(count, vocab))
    student = np.memmap(student_file, dtype="<f4", mode="r", shape=(count, vocab))
    blocks = []
    for at in range(0, count, CHUNK):
        end = min(at + CHUNK, count)
        blocks.append(positions_block(np.array(teacher[at:end]), np.array(student[at:end]), actual[at:end], k))
    return {key: np.concatenate([b[key] for b in blocks]) for key in blocks[0]}


# --- rates with the sequence as the unit ----------------------------------------------


def wilson_at(rate, n):
    z2 = Z * Z
    d = 1 + z2 / n
    centre = (rate + z2 / (2 * n)) / d
    half = Z / d * math.sqrt(rate * (1 - rate) / n + z2 / (4 * n * n))
    return [0.0 if rate == 0 else max(0.0, centre - half), 1.0 if rate == 1 else min(1.0, centre + half)]


def cluster_rate(y, n):
    """R = sum y / sum n; V = S/(S-1) sum (y_s - R n_s)^2 / N^2 over the S sequences with n_s > 0;
    n_eff = R(1-R)/V clamped to [1, N] (S where V says nothing); Wilson at R and n_eff."""
    y, n = np.asarray(y, dtype=np.float64), np.asarray(n, dtype=np.float64)
    total_y, total_n = y.sum(), n.sum()
    used = n > 0
    clusters = int(used.sum())
    rate = total_y / total_n
    variance = None
    if clusters >= 2:
        variance = clusters / (clusters - 1) * float(np.sum((y[used] - rate * n[used]) ** 2)) / total_n**2
    if variance is None or variance == 0 or rate in (0.0, 1.0):
        effective = clusters
    else:
        effective = min(total_n, max(1.0, rate * (1 - rate) / variance))
    return {"violations": int(total_y), "n": int(total_n), "rate": rate, "ci95": wilson_at(rate, effective),
            "sequences": clusters, "designEffect": total_n / effective}


def cluster_mean(totals, n):
    """A mean per position of per-sequence totals, with the normal interval of the cluster variance."""
    totals, n = np.asarray(totals, dtype=np.float64), np.asarray(n, dtype=np.float64)
    total_n = n.sum()
    mean = math.fsum(totals.tolist()) / total_n
    used = n > 0
    clusters = int(used.sum())
    variance = clusters / (clusters - 1) * float(np.sum((totals[used] - mean * n[used]) ** 2)) / total_n**2
    half = Z * math.sqrt(variance)
    return mean, [mean - half, mean + half]


def bootstrap(statistic, sequences, resamples, rng):
    """The percentile 95% interval of statistic(index array) over resamples of whole sequences."""
    draws = rng.integers(0, sequences, size=(resamples, sequences))
    values = np.array([statistic(d) for d in draws])
    return [float(np.quantile(values, 0.025)), float(np.quantile(values, 0.975))]


# --- MR4 ----------------------------------------------------------------------------


def bin_of(confidence, bins):
    """Bin b holds (b/B, (b+1)/B], bin 0 also 0 (docs/spec.md §3.4)."""
    edges = np.arange(bins + 1) / bins
    return np.clip(np.searchsorted(edges, confidence, side="left") - 1, 0, bins - 1)


def model_bins(confidence, correct, bins):
    b = bin_of(confidence, bins)
    out, ece_terms = [], []
    for i in range(bins):
        members = b == i
        n = int(members.sum())
        if n == 0:
            out.append({"n": 0, "correct": 0, "accuracy": None, "confidence": None})
            continue
        right = int(correct[members].sum())
        mean = math.fsum(confidence[members].tolist()) / n
        out.append({"n": n, "correct": right, "accuracy": right / n, "confidence": mean})
        ece_terms.append(n / confidence.size * abs(right / n - mean))
    return out, math.fsum(ece_terms)


def newcombe(k1, n1, k2, n2):
    """Newcombe's hybrid score interval of k1/n1 - k2/n2 (method 10)."""
    p1, p2 = k1 / n1, k2 / n2
    l1, u1 = wilson_at(p1, n1)
    l2, u2 = wilson_at(p2, n2)
    d = p1 - p2
    return [d - math.sqrt((p1 - l1) ** 2 + (u2 - p2) ** 2), d + math.sqrt((u1 - p1) ** 2 + (p2 - l2) ** 2)]


def calibration(pos, opts):
    teacher, teacher_ece = model_bins(pos["teacherConfidence"], pos["teacherTop"] == pos["actual"], opts["bins"])
    student, student_ece = model_bins(pos["studentConfidence"], pos["studentTop"] == pos["actual"], opts["bins"])
    delta4 = opts["delta4"]
    exact_delta4 = Fraction(repr(delta4))
    table, counted, apart, undecided, study = [], 0, 0, 0, 0
    for t, s in zip(teacher, student):
        row = {"teacher": t, "student": s, "ci95": None, "verdict": None}
        if t["n"] >= opts["nMin"] and s["n"] >= opts["nMin"]:
            counted += 1
            low, high = newcombe(s["correct"], s["n"], t["correct"], t["n"])
            verdict = "apart" if (low > delta4 or high < -delta4) else (
                "together" if (-delta4 <= low and high <= delta4) else "undecided")
            apart += verdict == "apart"
            undecided += verdict == "undecided"
            gap = abs(Fraction(s["correct"] * t["n"] - t["correct"] * s["n"]))
            study += gap > exact_delta4 * s["n"] * t["n"]
            row["ci95"], row["verdict"] = [low, high], verdict
        table.append(row)
    return {"violations": apart, "n": counted, "undecided": undecided, "studyViolations": study,
            "teacherEce": teacher_ece, "studentEce": student_ece, "table": table}


# --- everything -----------------------------------------------------------------------


def kl_summary(values):
    v = np.asarray(values, dtype=np.float64)
    q = lambda x: float(np.quantile(v, x))  # numpy's default: linear
    return {"mean": math.fsum(v.tolist()) / v.size, "median": q(0.5), "p90": q(0.9), "p95": q(0.95),
            "p99": q(0.99), "p999": q(0.999), "max": float(v.max())}


def relations(pos, sequence, sequences, opts, resamples, seed):
    per = lambda mask: np.bincount(sequence, weights=mask.astype(np.float64), minlength=sequences)
    n_s = np.bincount(sequence, minlength=sequences).astype(np.float64)
    differ = pos["teacherTop"] != pos["studentTop"]
    teacher_right = pos["teacherTop"] == pos["actual"]
    student_right = pos["studentTop"] == pos["actual"]
    confident = pos["teacherConfidence"] >= opts["tau"]
    counts = {
        "positions": n_s,
        "mr1": per(differ),
        "mr2": per(pos["klTopK"] > opts["epsilon"]),
        "mr3Tested": per(confident),
        "mr3": per(confident & (pos["studentOfTeacherTop"] < opts["tau"] - opts["delta3"])),
        "negative": per(differ & teacher_right),
        "positive": per(differ & ~teacher_right & student_right),
    }
    rng = np.random.default_rng(seed)
    out = {"perSequence": {k: counts[k].astype(int).tolist() for k in ("positions", "mr1", "mr2", "mr3Tested", "mr3")}}
    for name, y, n in (("mr1", "mr1", "positions"), ("mr2", "mr2", "positions"), ("mr3", "mr3", "mr3Tested"),
                       ("negativeFlips", "negative", "positions"), ("positiveFlips", "positive", "positions")):
        ys, ns = counts[y], counts[n]
        out[name] = cluster_rate(ys, ns)
        out[name]["bootstrap95"] = bootstrap(lambda d: ys[d].sum() / ns[d].sum(), sequences, resamples, rng)
    out["bothWrong"] = int(np.sum(differ & ~teacher_right & ~student_right))
    out["accuracy"] = {"teacher": float(teacher_right.mean()), "student": float(student_right.mean())}
    out["mr4"] = calibration(pos, opts)
    out["klGated"] = kl_summary(pos["klTopK"])
    out["klFull"] = kl_summary(pos["klFull"])
    out["klFull"]["violations"] = int(np.sum(pos["klFull"] > opts["epsilon"]))
    loss_t = np.bincount(sequence, weights=-pos["teacherActualLogProb"], minlength=sequences)
    loss_s = np.bincount(sequence, weights=-pos["studentActualLogProb"], minlength=sequences)
    ce = {}
    for name, loss in (("teacher", loss_t), ("student", loss_s), ("gap", loss_s - loss_t)):
        mean, ci = cluster_mean(loss, n_s)
        ce[name] = {"nats": mean, "ci95": ci,
                    "bootstrap95": bootstrap(lambda d: loss[d].sum() / n_s[d].sum(), sequences, resamples, rng)}
    ce["perplexityRatio"] = math.exp(ce["gap"]["nats"])
    ce["perplexityRatioCi95"] = [math.exp(v) for v in ce["gap"]["ci95"]]
    out["crossEntropy"] = ce
    # Near ties, to explain a count that differs: the smallest distance of any position to each threshold.
    out["nearest"] = {
        "MR1/MR4 teacher top-1 margin (logits)": nearest(pos["teacherMargin"]),
        "MR1/MR4 student top-1 margin (logits)": nearest(pos["studentMargin"]),
        "MR2 |KL(top-k) - epsilon|": nearest(pos["klTopK"] - opts["epsilon"]),
        "full KL |KL - epsilon|": nearest(pos["klFull"] - opts["epsilon"]),
        "MR3 |p_T(top) - tau|": nearest(pos["teacherConfidence"] - opts["tau"]),
        "MR3 |q(t) - (tau - delta3)|": nearest(np.where(
            confident, pos["studentOfTeacherTop"] - (opts["tau"] - opts["delta3"]), np.inf)),
        "MR3 tested, float32-rounded side vs unrounded": int(np.sum(
            confident != (pos["teacherConfidenceUnrounded"] >= opts["tau"]))),
    }
    return out


def nearest(distance):
    """The position (its index among all scored positions) nearest a threshold, and how near."""
    if distance.size == 0:
        return None
    i = int(np.argmin(np.abs(distance)))
    return {"position": i, "distance": float(abs(distance[i]))}


def worst_sequences(pos, sequence, sequences, rows, minimum=8, count=5):
    """docs/spec.md §9.6: the sequences of at least 8 positions with the largest mean KL (top-k)."""
    n = np.bincount(sequence, minlength=sequences)
    kl = np.bincount(sequence, weights=pos["klTopK"], minlength=sequences)
    means = np.where(n >= minimum, kl / np.maximum(n, 1), -np.inf)
    order = sorted(range(sequences), key=lambda s: (-means[s], s))[:count]
    return [{"row": rows[s], "klMean": float(means[s])} for s in order if np.isfinite(means[s])]


# --- the gate's side, the comparison --------------------------------------------------------


def run_gate(config_path, rows, work):
    report = os.path.join(work, "gate-report.json")
    command = ["node", os.path.join(REPO, "bin", "metacompress.js"), "run", "--config", config_path,
               "--report-json", report, "--quiet", "--completion.completions", "off"]
    if rows is not None:
        command += ["--dataset.limit", str(rows)]
    env = dict(os.environ, XDG_CACHE_HOME=os.path.join(work, "xdg"))
    # The gate's cache of onnxruntime-node is not needed: node_modules has it (the run says if not).
    done = subprocess.run(command, cwd=REPO, env=env, capture_output=True, text=True)
    if not os.path.exists(report):
        raise SystemExit(f"the gate wrote no report (exit {done.returncode}):\n{done.stderr[-2000:]}")
    return report


def dump(windows_file, model, out):
    done = subprocess.run(["node", os.path.join(HERE, "dump_completion_logits.mjs"), windows_file, model, out],
                          cwd=REPO, capture_output=True, text=True)
    if done.returncode != 0:
        raise SystemExit(f"dump_completion_logits.mjs failed on {model}:\n{done.stderr[-2000:]}")
    return json.loads(done.stdout.strip().splitlines()[-1])


class Table:
    def __init__(self):
        self.rows = []

    def add(self, name, gate, ours, kind, tol=0.0):
        """kind: 'count' (equal), 'abs' (|a - b| <= tol), 'rel' (|a - b| <= tol * max(1, |b|))."""
        if isinstance(gate, (list, tuple)):
            for label, g, o in zip(("low", "high"), gate, ours):
                self.add(f"{name} {label}", g, o, kind, tol)
            return
        if gate is None or ours is None:
            ok, diff = gate is None and ours is None, None
        elif kind == "count":
            ok, diff = gate == ours, abs(gate - ours)
        else:
            diff = abs(gate - ours)
            ok = diff <= tol * (max(1.0, abs(ours)) if kind == "rel" else 1.0)
        self.rows.append({"quantity": name, "gate": gate, "numpy": ours, "kind": kind, "difference": diff, "equal": ok})

    def add_series(self, name, gate, ours):
        """Per-sequence counts: shown by their totals, equal when every sequence's is (|diff|: how many differ)."""
        differ = len(gate) != len(ours) or any(g != o for g, o in zip(gate, ours))
        count = abs(len(gate) - len(ours)) + sum(g != o for g, o in zip(gate, ours))
        self.rows.append({"quantity": name, "gate": int(sum(gate)), "numpy": int(sum(ours)), "kind": "count",
                          "difference": count, "equal": not differ})

    def print(self):
        fmt = lambda v: "-" if v is None else (f"{v:,}" if isinstance(v, int) else f"{v:.10g}")
        width = max(len(r["quantity"]) for r in self.rows)
        print(f"{'quantity':<{width}}  {'gate':>18}  {'numpy':>18}  {'|diff|':>9}  equal?")
        for r in self.rows:
            d = r["difference"]
            diff = "-" if d is None else (f"{d:,}" if isinstance(d, int) else f"{d:.1e}")
            mark = "yes" if r["equal"] else "NO"
            print(f"{r['quantity']:<{width}}  {fmt(r['gate']):>18}  {fmt(r['numpy']):>18}  {diff:>9}  {mark}")


def compare(report, ours, opts, table):
    rel = report["relations"]
    comp = report["completion"]
    thresholds = report["thresholds"]["relations"]
    for key, name in (("epsilon", "epsilon"), ("tau", "tau"), ("delta3", "delta3"), ("bins", "bins"),
                      ("nMin", "nMin"), ("delta4", "delta4")):
        table.add(f"setting {key}", thresholds[name], opts[key], "abs", 0.0)
    table.add("setting top-k", comp["topK"], opts["topK"], "count")
    for key in ("positions", "mr1", "mr2", "mr3Tested", "mr3"):
        table.add_series(f"per-sequence {key} (total; equal: every sequence)", comp["perSequence"][key],
                         ours["perSequence"][key])
    for name, label in (("mr1", "MR1 top-1 disagreement"), ("mr2", "MR2 KL(top-k+rest) > eps"),
                        ("mr3", "MR3 confidence lost")):
        g, o = rel[name], ours[name]
        table.add(f"{label}: violations", g["violations"], o["violations"], "count")
        table.add(f"{label}: n", g["n"], o["n"], "count")
        table.add(f"{label}: sequences", g["sequences"], o["sequences"], "count")
        table.add(f"{label}: cluster ci95", g["ci95"], o["ci95"], "abs", 1e-9)
        table.add(f"{label}: design effect", g["designEffect"], o["designEffect"], "rel", 1e-9)
    for name in ("negativeFlips", "positiveFlips"):
        g, o = rel["flips"][name], ours[name]
        table.add(f"flips {name}", g["violations"], o["violations"], "count")
        table.add(f"flips {name} cluster ci95", g["ci95"], o["ci95"], "abs", 1e-9)
    table.add("flips bothWrong", rel["flips"]["bothWrong"], ours["bothWrong"], "count")
    for model in ("teacher", "student"):
        table.add(f"accuracy {model}", rel["accuracy"][model]["accuracy"], ours["accuracy"][model], "abs", 1e-12)
    mr4g, mr4o = rel["mr4"], ours["mr4"]
    table.add("MR4 bins apart (by interval)", mr4g["violations"], mr4o["violations"], "count")
    table.add("MR4 bins counted", mr4g["n"], mr4o["n"], "count")
    table.add("MR4 bins undecided", mr4g["undecided"], mr4o["undecided"], "count")
    table.add("MR4 study's count (|dAcc| > delta4)", mr4g["studyViolations"], mr4o["studyViolations"], "count")
    table.add("ECE teacher", mr4g["teacherEce"], mr4o["teacherEce"], "rel", 1e-5)
    table.add("ECE student", mr4g["studentEce"], mr4o["studentEce"], "rel", 1e-5)
    for b, (g, o) in enumerate(zip(mr4g["table"], mr4o["table"])):
        for model in ("teacher", "student"):
            gn, on = g[model]["n"], o[model]["n"]
            table.add(f"MR4 bin {b} {model} n", gn, on, "count")
            gright = None if g[model]["accuracy"] is None else round(g[model]["accuracy"] * gn)
            table.add(f"MR4 bin {b} {model} correct", gright, o[model]["correct"], "count")
        table.add(f"MR4 bin {b} verdict same", 1, int(g["verdict"] == o["verdict"]), "count")
        if g["differenceCi95"] is not None or o["ci95"] is not None:
            table.add(f"MR4 bin {b} Newcombe ci95", g["differenceCi95"], o["ci95"], "abs", 1e-9)
    full = comp["kl"]["full"]
    table.add("full KL > eps: violations", full["violations"], ours["klFull"]["violations"], "count")
    table.add("full KL positions", full["positions"], int(sum(ours["perSequence"]["positions"])), "count")
    for key in ("mean", "median", "p90", "p95", "p99", "p999", "max"):
        table.add(f"KL top-k+rest {key}", comp["kl"]["gated"][key], ours["klGated"][key], "rel", 1e-5)
    for key in ("mean", "median", "p90", "p95", "p99", "p999", "max"):
        table.add(f"KL full {key}", full[key], ours["klFull"][key], "rel", 1e-5)
    ce_g, ce_o = comp["crossEntropy"], ours["crossEntropy"]
    for model in ("teacher", "student"):
        table.add(f"cross-entropy {model}", ce_g[model]["nats"], ce_o[model]["nats"], "rel", 1e-6)
        table.add(f"cross-entropy {model} ci95", ce_g[model]["ci95"], ce_o[model]["ci95"], "rel", 1e-6)
        table.add(f"perplexity {model}", ce_g[model]["perplexity"], math.exp(ce_o[model]["nats"]), "rel", 1e-6)
    table.add("cross-entropy gap", ce_g["gap"], ce_o["gap"]["nats"], "rel", 1e-6)
    table.add("cross-entropy gap ci95", ce_g["gapCi95"], ce_o["gap"]["ci95"], "rel", 1e-6)
    table.add("perplexity ratio", ce_g["perplexityRatio"], ce_o["perplexityRatio"], "rel", 1e-6)
    table.add("perplexity ratio ci95", ce_g["perplexityRatioCi95"], ce_o["perplexityRatioCi95"], "rel", 1e-6)
    for i, (g, o) in enumerate(zip(comp["worst"], ours["worst"])):
        table.add(f"worst sequence {i + 1}: row", g["row"], o["row"], "count")
        table.add(f"worst sequence {i + 1}: mean KL", g["klMean"], o["klMean"], "rel", 1e-5)


def bootstrap_lines(ours, report):
    """The cluster-robust interval against the bootstrap over sequences: each width and their ratio."""
    lines = []
    rel = report["relations"]
    for name, label in (("mr1", "MR1"), ("mr2", "MR2"), ("mr3", "MR3"), ("negativeFlips", "negative flips"),
                        ("positiveFlips", "positive flips")):
        o = ours[name]
        gate_ci = rel["flips"][name]["ci95"] if name.endswith("Flips") else rel[name]["ci95"]
        width_c, width_b = gate_ci[1] - gate_ci[0], o["bootstrap95"][1] - o["bootstrap95"][0]
        lines.append((label, gate_ci, o["bootstrap95"], width_b / width_c))
    ce = report["completion"]["crossEntropy"]
    for name, gate_ci in (("teacher", ce["teacher"]["ci95"]), ("student", ce["student"]["ci95"]),
                          ("gap", ce["gapCi95"])):
        b = ours["crossEntropy"][name]["bootstrap95"]
        lines.append((f"cross-entropy {name}", gate_ci, b, (b[1] - b[0]) / (gate_ci[1] - gate_ci[0])))
    return lines


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--config", default=os.path.join(REPO, "examples", "completion", "metacompress.yml"))
    ap.add_argument("--rows", type=int, default=None)
    ap.add_argument("--gate-report", default=None)
    ap.add_argument("--work", default=None)
    ap.add_argument("--keep", action="store_true")
    ap.add_argument("--json", default=None)
    ap.add_argument("--bootstrap", type=int, default=2000)
    ap.add_argument("--seed", type=int, default=45)
    args = ap.parse_args()
    if args.rows is not None and args.rows < 1:
        ap.error("--rows must be at least 1")
    opts = read_config(args.config)
    if opts["studentTokenizer"] != opts["tokenizer"]:
        raise SystemExit("this oracle reads one tokenizer: teacher and student must name the same file")
    work = args.work or tempfile.mkdtemp(prefix="oracle-completion-")
    os.makedirs(work, exist_ok=True)
    try:
        return check(args, opts, work)
    finally:
        if not args.work and not args.keep:
            shutil.rmtree(work, ignore_errors=True)


def check(args, opts, work):
    """Steps 1-4 in `work`; 0 when everything agrees, else 1."""
    started = time.time()
    # 1. Rows, tokens, sequences and windows, from the spec.
    tok = BPETokenizer.load(opts["tokenizer"])
    eot = end_of_text(opts["tokenizer"])
    codes = read_rows(opts["data"], opts["code"], args.rows if args.rows is not None else opts["limit"])
    windows, actual, sequence, token = [], [], [], []
    for s, code in enumerate(codes):
        tokens = [eot] + tok.encode(code) + [eot]
        for start, end, first in windows_of(len(tokens), opts["maxLength"], opts["stride"]):
            windows.append({"ids": tokens[start:end], "keep": [first - 1 - start, end - 1 - start]})
            actual.extend(tokens[first:end])
            sequence.extend([s] * (end - first))
            token.extend(range(first, end))
    actual = np.array(actual, dtype=np.int64)
    sequence = np.array(sequence, dtype=np.int64)
    windows_file = os.path.join(work, "windows.json")
    with open(windows_file, "w") as f:
        json.dump({"windows": windows}, f)
    print(f"{len(codes)} sequences, {len(windows)} windows of {opts['maxLength']} tokens {opts['stride']} apart, "
          f"{actual.size:,} positions", flush=True)

    # 2. The gate's report of the same config (cold), and both models' full logits.
    report_path = args.gate_report or run_gate(os.path.abspath(args.config), args.rows, work)
    with open(report_path, encoding="utf-8") as f:
        report = json.load(f)
    files = {role: os.path.join(work, f"{role}.f32") for role in ("teacher", "student")}
    try:
        dumped = {role: dump(windows_file, opts[role], files[role]) for role in files}
        vocab = dumped["teacher"]["vocab"]
        for role, d in dumped.items():
            if d["rows"] != actual.size or d["vocab"] != vocab:
                raise SystemExit(f"{role}: {d['rows']} rows of {d['vocab']}, expected {actual.size} of {vocab}")
        k = min(opts["topK"], vocab)
        opts["topK"] = k
        # 3. Every quantity from the full logits.
        pos = all_positions(files["teacher"], files["student"], actual, vocab, k)
    finally:
        if not args.keep:
            for path in files.values():
                if os.path.exists(path):
                    os.remove(path)
    ours = relations(pos, sequence, len(codes), opts, args.bootstrap, args.seed)
    for value in ours["nearest"].values():
        if isinstance(value, dict):  # the dataset row and the token (1 = the code's first) of the position
            value["row"], value["token"] = int(sequence[value["position"]]), token[value["position"]]
    ours["worst"] = worst_sequences(pos, sequence, len(codes), list(range(len(codes))))

    # 4. The comparison.
    table = Table()
    table.add("sequences", report["completion"]["windows"]["sequences"], len(codes), "count")
    table.add("windows", report["completion"]["windows"]["windows"], len(windows), "count")
    table.add("positions", report["completion"]["windows"]["positions"], int(actual.size), "count")
    table.add("vocabulary", report["completion"]["vocabulary"], vocab, "count")
    compare(report, ours, opts, table)
    table.print()
    print(f"\nThe cluster-robust 95% interval (the gate's) against a percentile bootstrap over sequences "
          f"({args.bootstrap} resamples, seed {args.seed}):")
    lines = bootstrap_lines(ours, report)
    for label, c, b, ratio in lines:
        print(f"  {label:<22} cluster {c[0]:.5f}-{c[1]:.5f}  bootstrap {b[0]:.5f}-{b[1]:.5f}  "
              f"width bootstrap/cluster {ratio:.3f}")
    print("\nNearest any position comes to a threshold (a count can differ only through one closer than the "
          "two runs' rounding):")
    for label, value in ours["nearest"].items():
        print(f"  {label}: {value}")
    compact = report["completion"]["kl"]
    print(f"\nCompact side: {ours['mr2']['violations']:,} positions above eps by top-{k} + rest against "
          f"{ours['klFull']['violations']:,} by the full KL; mean KL {ours['klGated']['mean']:.4f} against "
          f"{ours['klFull']['mean']:.4f} (source {compact['source']}).")
    failed = [r for r in table.rows if not r["equal"]]
    print(f"\n{len(table.rows) - len(failed)} of {len(table.rows)} equal; {time.time() - started:.0f} s.")
    if args.json:
        with open(args.json, "w") as f:
            json.dump({"rows": table.rows, "bootstrap": [{"quantity": l, "cluster": c, "bootstrap": b, "widthRatio": r}
                                                        for l, c, b, r in lines], "nearest": ours["nearest"]}, f,
                      default=lambda v: v.item() if hasattr(v, "item") else str(v))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
