"""PyTorch eager on the gate's own batches: what a Python user would run instead.

Called by bench.mjs with a JSON spec {threads, repeat, models: [{what, onnx,
batches: [{ids, mask, size, length}]}]}; the batches are raw little-endian
int64 files the gate recorded. Each ONNX example model is rebuilt as the
training tool's CodeClassifier (tools/mc_model.py) with its weights read back
from the ONNX initializers, so nothing but the .onnx file is needed. Prints
one JSON line {"ms": total over models, median of `repeat` runs}.
"""
import json
import os
import statistics
import sys
import time

import numpy as np
import onnx
import torch
from onnx import numpy_helper

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "tools"))
from mc_model import CodeClassifier  # noqa: E402


def card_path(onnx_path):
    folder = os.path.dirname(onnx_path)
    name = os.path.splitext(os.path.basename(onnx_path))[0]
    role = name[len("student-"):] if name.startswith("student-") else name
    return os.path.join(folder, "cards", role + ".json")


def card_for(onnx_path):
    with open(card_path(onnx_path)) as f:
        return json.load(f)


def state_from_onnx(model_proto):
    """Parameters by their PyTorch names. Exported Linear layers on 3-D inputs
    become MatMul with an anonymous transposed weight followed by an Add of the
    named bias, so the weight's name is recovered from that bias."""
    inits = {i.name: numpy_helper.to_array(i) for i in model_proto.graph.initializer}
    state = {k: v for k, v in inits.items() if not k.startswith("onnx::")}
    producers = {}
    for node in model_proto.graph.node:
        for out in node.output:
            producers[out] = node
    for node in model_proto.graph.node:
        if node.op_type == "Add":
            bias = next((i for i in node.input if i in inits and i.endswith(".bias")), None)
            other = next((i for i in node.input if i != bias), None)
            matmul = producers.get(other)
            if bias and matmul is not None and matmul.op_type == "MatMul":
                weight = next((i for i in matmul.input if i in inits), None)
                if weight is not None:
                    state[bias[: -len(".bias")] + ".weight"] = inits[weight].T
    return {k: torch.from_numpy(np.ascontiguousarray(v)) for k, v in state.items()}


def build(onnx_path):
    """The CodeClassifier of an example model: sizes from the weights
    themselves, heads and pair handling from the model card."""
    card = card_for(onnx_path)
    state = state_from_onnx(onnx.load(onnx_path))
    vocab_size, hidden = state["tok.weight"].shape
    layers = len({k.split(".")[1] for k in state if k.startswith("layers.")})
    pair_mode = "concat-blocks" if card["encoding"].get("pair_mode") == "concat-blocks" else "single"
    model = CodeClassifier(
        vocab_size=vocab_size, hidden=hidden, layers=layers, heads=card["architecture"]["heads"],
        ffn=state["layers.0.fc1.weight"].shape[0], max_positions=state["pos.weight"].shape[0],
        pair_mode=pair_mode, dropout=0.0)
    model.load_state_dict(state, strict=True)
    return model.eval()


def main():
    spec = json.load(open(sys.argv[1]))
    for m in spec["models"]:
        if not os.path.exists(card_path(m["onnx"])):
            # Only the example models carry the card that says how to rebuild them.
            sys.exit("no PyTorch rebuild for %s: not an example model (no cards/ beside it)" % m["onnx"])
    torch.set_num_threads(spec["threads"])
    runs = []
    for _ in range(spec["repeat"]):
        total = 0.0
        for m in spec["models"]:
            model = build(m["onnx"])
            batches = []
            for b in m["batches"]:
                shape = (b["size"], b["length"])
                ids = torch.from_numpy(np.fromfile(b["ids"], dtype="<i8").reshape(shape))
                mask = torch.from_numpy(np.fromfile(b["mask"], dtype="<i8").reshape(shape))
                batches.append((ids, mask))
            with torch.no_grad():
                start = time.perf_counter()
                for ids, mask in batches:
                    model(ids, mask)
                total += (time.perf_counter() - start) * 1000
        runs.append(total)
    print(json.dumps({"ms": statistics.median(runs)}))


if __name__ == "__main__":
    main()
