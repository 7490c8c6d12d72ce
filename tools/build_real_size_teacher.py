"""Builds a timing-only teacher of CodeBERT's shape (RoBERTa-base: 12 layers,
hidden 768, 12 heads, FFN 3072, vocab 50265, 514 positions; ~125M parameters)
with random weights, as ONNX, for the real-size cost figures of
docs/robustness.md (issue 21). It reads pairs as the published Compressor
student does (concat-blocks: [block(A); block(B)], each block encoded on its
own), so both models see the same batches.

Never commit its output (about 500 MB): write it under /tmp.

    /usr/bin/python3 tools/build_real_size_teacher.py /tmp/metacompress-real-size/teacher.onnx
"""

import os
import sys

import torch

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from mc_model import CodeClassifier, count_params  # noqa: E402


def main(out):
    torch.manual_seed(21)
    torch.set_num_threads(1)
    model = CodeClassifier(vocab_size=50265, hidden=768, layers=12, heads=12, ffn=3072,
                           max_positions=514, pair_mode="concat-blocks", dropout=0.0)
    model.eval()
    ids = torch.ones((2, 2 * 16), dtype=torch.int64)
    mask = torch.ones((2, 2 * 16), dtype=torch.int64)
    os.makedirs(os.path.dirname(os.path.abspath(out)), exist_ok=True)
    with torch.no_grad():
        torch.onnx.export(model, (ids, mask), out, opset_version=14,
                          input_names=["input_ids", "attention_mask"], output_names=["logits"],
                          dynamic_axes={"input_ids": {0: "batch", 1: "sequence"},
                                        "attention_mask": {0: "batch", 1: "sequence"},
                                        "logits": {0: "batch"}})
    print(f"{out}: {count_params(model) / 1e6:.1f}M parameters, "
          f"{os.path.getsize(out) / 2**20:.0f} MiB")


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "/tmp/metacompress-real-size/teacher.onnx")
