#!/usr/bin/env python3
"""Write the quantised students of the example teachers and their cards.

    /usr/bin/python3 tools/quantise_examples.py [vulnerability clone completion]

For each example: tools/quantise_onnx.py's weight-only int8 copy
(`student-int8.onnx`) and dynamic copy (`student-dynamic.onnx`) of
`examples/<task>/teacher.onnx`, then tools/example_batches.py's encoding of
the example's data and tools/compare_onnx.mjs (onnxruntime-node, batches of
16) against the float teacher; the figures go to
`examples/<task>/cards/{int8,dynamic}.{json,md}`. For `completion` only the
dynamic copy is written here: its int8 copy and card come from
tools/train_causal_lm.py (which also measures its held-out perplexity).
"""

import json
import os
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import example_batches  # noqa: E402
from quantise_onnx import quantise_dynamic, quantise_weight_only  # noqa: E402

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BATCH = 16

KINDS = {
    "int8": dict(
        file="student-int8.onnx", fn=quantise_weight_only, flag="--int8",
        scheme="weight-only int8: every MatMul/Gemm weight and embedding table as per-output-channel "
               "symmetric int8 (zero point 0, scale = max|w|/127 per channel) + DequantizeLinear; "
               "arithmetic in float32"),
    "dynamic": dict(
        file="student-dynamic.onnx", fn=quantise_dynamic, flag="--dynamic",
        scheme="dynamic int8: DynamicQuantizeLinear on each MatMul/Gemm activation (uint8, one scale "
               "and zero point per tensor, i.e. per batch, computed at run time), MatMulInteger with the "
               "weight as per-tensor symmetric int8, Cast, multiply by activation scale x weight scale; "
               "attention's activation x activation MatMuls and embeddings stay float"),
}


def ort_version():
    with open(os.path.join(REPO, "node_modules", "onnxruntime-node", "package.json"), encoding="utf-8") as f:
        return json.load(f)["version"]


def compare(inputs, teacher, students, level):
    res = subprocess.run(["node", os.path.join("tools", "compare_onnx.mjs"), inputs, teacher, *students,
                          "--batch", str(BATCH), "--json", "--optimization", level],
                         cwd=REPO, capture_output=True, text=True)
    lines = [json.loads(line) for line in res.stdout.splitlines() if line.startswith("{")]
    if res.returncode != 0 or len(lines) != len(students) + 1:
        raise SystemExit(f"compare_onnx.mjs failed: {res.stderr.strip()}")
    return lines[0], lines[1:]


def card_md(card):
    c = card["comparison"]
    b = card["comparison_basic"]
    quality = (f"accuracy on the labels: teacher {c['teacher_accuracy']:.4f}, copy {c['accuracy']:.4f}"
               if "accuracy" in c else
               f"perplexity of the next real tokens: teacher {c['teacher_perplexity']:.3f}, copy "
               f"{c['perplexity']:.3f} ({c['next_tokens']:,} tokens)")
    flips = ", flips " + (", ".join(f"{k}: {v}" for k, v in c["flips"].items()) or "none") \
        if c["unit"] == "rows" else ""
    return "\n".join([
        f"# {card['name']} ({card['role']}: {card['student_kind']})", "",
        f"A quantised copy of `teacher.onnx`, written by `{card['made_by']}`.", "",
        f"* ONNX: `{card['onnx']}` ({card['onnx_bytes']:,} bytes; the teacher {card['teacher_bytes']:,}), "
        f"opset {card['opset']}; inputs and outputs exactly the teacher's.",
        f"* Quantisation: {card['quantisation']['scheme']}; {card['quantisation']['weights']} weights.",
        f"* Tokenizer: `{card['tokenizer']}` (the teacher's), encoded as the teacher's config says.",
        f"* Against the float teacher on `{card['comparison']['data']}` ({c['units']:,} {c['unit']}, "
        f"onnxruntime-node {c['runtime']}, batches of {c['batch']}): argmax agreement {c['agree']}/{c['units']} "
        f"({100 * c['agreement']:.2f}%){flips}, max |logit difference| {c['max_abs_diff']:.3g}, "
        f"mean KL(teacher || copy) {c['mean_kl']:.3g}; {quality}. That is ONNX Runtime's default graph "
        f"optimisation level (all); at level basic (no fusions): agreement {b['agree']}/{c['units']}, "
        f"max |logit difference| {b['max_abs_diff']:.3g}, mean KL {b['mean_kl']:.3g}.", ""])


def main(tasks):
    with tempfile.TemporaryDirectory() as tmp:
        for task in tasks:
            folder = os.path.join(REPO, "examples", task)
            teacher = os.path.join(folder, "teacher.onnx")
            kinds = ["dynamic"] if task == "completion" else ["int8", "dynamic"]
            counts = {}
            for kind in kinds:
                counts[kind] = len(KINDS[kind]["fn"](teacher, os.path.join(folder, KINDS[kind]["file"])))
            inputs = os.path.join(tmp, f"{task}.json")
            example_batches.main(task, inputs)
            files = [os.path.join("examples", task, KINDS[k]["file"]) for k in kinds]
            base, results = compare(inputs, os.path.relpath(teacher, REPO), files, "all")
            _, basic = compare(inputs, os.path.relpath(teacher, REPO), files, "basic")
            for kind, res, res_basic in zip(kinds, results, basic):
                comparison = {
                    "data": {"vulnerability": "examples/data/vulnerability-demo.jsonl",
                             "clone": "examples/data/clone-demo-pairs.txt",
                             "completion": "examples/data/*.jsonl (all 645 functions, <|endoftext|> + first 255 tokens)"}[task],
                    "unit": "positions" if task == "completion" else "rows",
                    "runtime": ort_version(), "batch": BATCH, "optimization": "all",
                    **{k: res[k] for k in ("units", "agree", "agreement", "flips", "max_abs_diff", "mean_kl")}}
                if "accuracy" in res:
                    comparison.update(teacher_accuracy=base["accuracy"], accuracy=res["accuracy"])
                else:
                    comparison.update(teacher_perplexity=base["perplexity"], perplexity=res["perplexity"],
                                      next_tokens=res["next_tokens"])
                path = os.path.join(folder, KINDS[kind]["file"])
                card = {
                    "name": f"{task}-{kind}", "task": task, "role": "student",
                    "student_kind": {"int8": "int8 weight-only", "dynamic": "dynamic int8"}[kind],
                    "onnx": KINDS[kind]["file"], "onnx_bytes": os.path.getsize(path),
                    "teacher_bytes": os.path.getsize(teacher), "opset": 14,
                    "tokenizer": "tokenizer.json" if task == "completion" else "tokenizer-teacher.json",
                    "quantisation": {"scheme": KINDS[kind]["scheme"], "weights": counts[kind]},
                    "made_by": f"/usr/bin/python3 tools/quantise_onnx.py examples/{task}/teacher.onnx "
                               f"{KINDS[kind]['flag']} examples/{task}/{KINDS[kind]['file']}",
                    "comparison": comparison,
                    "comparison_basic": {k: res_basic[k] for k in ("agree", "flips", "max_abs_diff", "mean_kl")}}
                os.makedirs(os.path.join(folder, "cards"), exist_ok=True)
                with open(os.path.join(folder, "cards", f"{kind}.json"), "w", encoding="utf-8") as f:
                    json.dump(card, f, indent=2)
                    f.write("\n")
                with open(os.path.join(folder, "cards", f"{kind}.md"), "w", encoding="utf-8") as f:
                    f.write(card_md(card))
                print(f"{task}/{kind}: {card['onnx_bytes']:,} bytes, agreement {res['agree']}/{res['units']}, "
                      f"flips {res['flips']}, max diff {res['max_abs_diff']:.3g}, mean KL {res['mean_kl']:.3g}",
                      flush=True)


if __name__ == "__main__":
    main(sys.argv[1:] or ["vulnerability", "clone"])
