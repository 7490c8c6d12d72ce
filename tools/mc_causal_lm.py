"""A small GPT-style causal language model of code in plain PyTorch, and its
ONNX export in Hugging Face Optimum's decoder layout (`text-generation-with-past`:
one graph that serves both the first step and every cached step).

Design:
  * token embedding + learned absolute position embedding (read at
    `position_ids`, so left-padded batches work), dropout;
  * N pre-LN decoder layers (LN -> causal multi-head self-attention over
    past + current keys -> residual; LN -> GELU FFN -> residual), final LN;
  * logits = hidden @ token_embedding^T (tied output embedding, no bias).

ONNX contract (every dimension named as Optimum names it):
  inputs   input_ids                 int64   [batch_size, sequence_length]
           attention_mask            int64   [batch_size, past_sequence_length + sequence_length]
           position_ids              int64   [batch_size, sequence_length]
           past_key_values.{i}.key   float32 [batch_size, heads, past_sequence_length, head_dim]
           past_key_values.{i}.value float32 [batch_size, heads, past_sequence_length, head_dim]
  outputs  logits                    float32 [batch_size, sequence_length, vocab]
           present.{i}.key / .value  float32 [batch_size, heads, past_sequence_length + sequence_length, head_dim]
A query at position p of the current chunk (absolute index past + p) sees
key j when j <= past + p and attention_mask[j] == 1. past may be 0 (empty
tensors). Padding on either side works when position_ids count real tokens
only (cumsum(attention_mask) - 1 over the full mask, as Hugging Face does).
"""

import math

import onnx
from onnx import numpy_helper
import torch
import torch.nn as nn
import torch.nn.functional as F

# Added to the scores of keys a query may not see. Finite, so a row that sees
# nothing (a padding query on the left) stays uniform instead of NaN.
MASKED = -1e9


class DecoderLayer(nn.Module):
    def __init__(self, hidden, heads, ffn, dropout):
        super().__init__()
        assert hidden % heads == 0
        self.heads = heads
        self.head_dim = hidden // heads
        self.ln1 = nn.LayerNorm(hidden, eps=1e-5)
        self.qkv = nn.Linear(hidden, 3 * hidden)
        self.out = nn.Linear(hidden, hidden)
        self.ln2 = nn.LayerNorm(hidden, eps=1e-5)
        self.fc1 = nn.Linear(hidden, ffn)
        self.fc2 = nn.Linear(ffn, hidden)
        self.drop = nn.Dropout(dropout)

    def forward(self, x, bias, past_key, past_value):
        # x [B, S, H]; bias [B, 1, S, P+S]; past_* [B, heads, P, head_dim]
        b, s, h = x.shape
        y = self.ln1(x)
        qkv = self.qkv(y).reshape(b, s, 3, self.heads, self.head_dim)
        q = qkv[:, :, 0].transpose(1, 2)
        key = torch.cat([past_key, qkv[:, :, 1].transpose(1, 2)], dim=2)
        value = torch.cat([past_value, qkv[:, :, 2].transpose(1, 2)], dim=2)
        scores = torch.matmul(q, key.transpose(-1, -2)) * (1.0 / math.sqrt(self.head_dim))
        att = self.drop(torch.softmax(scores + bias, dim=-1))
        ctx = torch.matmul(att, value).transpose(1, 2).reshape(b, s, h)
        x = x + self.drop(self.out(ctx))
        x = x + self.drop(self.fc2(F.gelu(self.fc1(self.ln2(x)))))
        return x, key, value


class CausalLM(nn.Module):
    def __init__(self, vocab_size, hidden, layers, heads, ffn, max_positions, dropout=0.0):
        super().__init__()
        self.config = dict(vocab_size=vocab_size, hidden=hidden, layers=layers, heads=heads,
                           ffn=ffn, max_positions=max_positions, dropout=dropout)
        self.tok = nn.Embedding(vocab_size, hidden)
        self.pos = nn.Embedding(max_positions, hidden)
        self.drop = nn.Dropout(dropout)
        self.layers = nn.ModuleList(
            [DecoderLayer(hidden, heads, ffn, dropout) for _ in range(layers)])
        self.final_ln = nn.LayerNorm(hidden, eps=1e-5)
        for m in self.modules():
            if isinstance(m, (nn.Linear, nn.Embedding)):
                nn.init.normal_(m.weight, std=0.02)
            if isinstance(m, nn.Linear):
                nn.init.zeros_(m.bias)
        # GPT-2's scaled init of the projections that write into the residual
        for layer in self.layers:
            for lin in (layer.out, layer.fc2):
                nn.init.normal_(lin.weight, std=0.02 / math.sqrt(2 * layers))

    def empty_past(self, batch):
        c = self.config
        shape = (batch, c["heads"], 0, c["hidden"] // c["heads"])
        return [torch.zeros(shape) for _ in range(2 * c["layers"])]

    def forward(self, input_ids, attention_mask, position_ids, *past):
        """past: key_0, value_0, key_1, ... -> (logits, present key_0, value_0, ...)."""
        s = input_ids.shape[1]
        t = attention_mask.shape[1]
        query_at = torch.arange(s) + (t - s)
        causal = torch.arange(t).unsqueeze(0) <= query_at.unsqueeze(1)  # [S, T]
        visible = causal.unsqueeze(0) & (attention_mask.unsqueeze(1) > 0)  # [B, S, T]
        bias = (1.0 - visible.to(torch.float32)).unsqueeze(1) * MASKED
        x = self.drop(self.tok(input_ids) + self.pos(position_ids))
        presents = []
        for i, layer in enumerate(self.layers):
            x, key, value = layer(x, bias, past[2 * i], past[2 * i + 1])
            presents += [key, value]
        logits = torch.matmul(self.final_ln(x), self.tok.weight.t())
        return (logits, *presents)


def count_params(model):
    return sum(p.numel() for p in model.parameters())


def position_ids_for(mask):
    """Hugging Face's rule: real tokens count 0, 1, ...; padding gets 1."""
    pos = mask.long().cumsum(-1) - 1
    return pos.masked_fill(mask == 0, 1)


def io_names(layers):
    past = [f"past_key_values.{i}.{kv}" for i in range(layers) for kv in ("key", "value")]
    present = [f"present.{i}.{kv}" for i in range(layers) for kv in ("key", "value")]
    return ["input_ids", "attention_mask", "position_ids"] + past, ["logits"] + present


def export_onnx(model, path, opset=14):
    """Export in the layout above; the tied output embedding is stored once."""
    model.eval()
    layers = model.config["layers"]
    inputs, outputs = io_names(layers)
    b, s, p = 2, 3, 2
    ids = torch.ones((b, s), dtype=torch.int64)
    mask = torch.ones((b, p + s), dtype=torch.int64)
    pos = torch.arange(p, p + s).unsqueeze(0).repeat(b, 1)
    c = model.config
    past = [torch.zeros((b, c["heads"], p, c["hidden"] // c["heads"])) for _ in range(2 * layers)]
    axes = {"input_ids": {0: "batch_size", 1: "sequence_length"},
            "attention_mask": {0: "batch_size", 1: "past_sequence_length + sequence_length"},
            "position_ids": {0: "batch_size", 1: "sequence_length"},
            "logits": {0: "batch_size", 1: "sequence_length"}}
    for name in inputs[3:]:
        axes[name] = {0: "batch_size", 2: "past_sequence_length"}
    for name in outputs[1:]:
        axes[name] = {0: "batch_size", 2: "past_sequence_length + sequence_length"}
    with torch.no_grad():
        torch.onnx.export(model, (ids, mask, pos, *past), path, opset_version=opset,
                          input_names=inputs, output_names=outputs, dynamic_axes=axes)
    untie_folded_head(path, model.tok.weight.detach())


def untie_folded_head(path, embedding):
    """Constant folding stores tok.weight^T as a second initializer for the
    output MatMul; replace it by a Transpose of tok.weight (half the bytes)."""
    m = onnx.load(path)
    want = embedding.t().contiguous().numpy()
    folded = None
    for init in m.graph.initializer:
        if init.name != "tok.weight" and tuple(init.dims) == want.shape:
            if (numpy_helper.to_array(init) == want).all():
                folded = init
                break
    if folded is None:
        return
    m.graph.initializer.remove(folded)
    transpose = onnx.helper.make_node("Transpose", ["tok.weight"], [folded.name],
                                      name="/lm_head/Transpose", perm=[1, 0])
    m.graph.node.insert(0, transpose)
    for node in m.graph.node:
        if node.op_type == "MatMul" and folded.name in node.input:
            node.name = "/lm_head/MatMul"
    onnx.checker.check_model(m)
    onnx.save(m, path)


@torch.no_grad()
def reference_logits(model, sequences):
    """PyTorch's logits for the ONNX checker (tools/check_causal_lm.mjs):
    each sequence alone with an empty past, and its last token decoded with
    the model's own cache of the rest."""
    model.eval()
    alone, decode = [], []
    for s in sequences:
        ids = torch.tensor([s])
        ones = torch.ones_like(ids)
        alone.append(model(ids, ones, position_ids_for(ones), *model.empty_past(1))[0][0])
        n = len(s) - 1
        first = model(ids[:, :n], ones[:, :n], position_ids_for(ones[:, :n]), *model.empty_past(1))
        step = model(ids[:, n:], ones, torch.tensor([[n]]), *first[1:])
        decode.append(step[0][0, 0])
    return alone, decode


def check_dump(model, onnx_path, sequences):
    alone, decode = reference_logits(model, sequences)
    c = model.config
    return {"model": onnx_path, "layers": c["layers"], "heads": c["heads"],
            "head_dim": c["hidden"] // c["heads"], "sequences": [list(s) for s in sequences],
            "logits": [a.tolist() for a in alone], "decode_logits": [d.tolist() for d in decode]}
