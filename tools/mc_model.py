"""Small RoBERTa-style encoder classifiers in plain PyTorch (no transformers).

Design (shared by every example model):
  * token embedding + learned absolute position embedding (positions 0..S-1 of
    each encoded block), LayerNorm, dropout;
  * N pre-LN transformer encoder layers (LN -> multi-head self-attention ->
    residual; LN -> GELU FFN -> residual), final LayerNorm;
  * masked mean pooling over the tokens whose attention_mask is 1;
  * a 2-way head (dense -> tanh -> dense). Column 1 = vulnerable / clone.

Pair modes for clone detection:
  * "single": one sequence per example (vulnerability; also the teacher's
    sequence-pair input, which is one sequence `<s> A </s></s> B </s>`).
  * "concat-blocks": the input of length 2L is two blocks of L tokens. The
    model splits it into its two blocks, encodes each block on its own
    (siamese, same weights), pools each, and classifies
    [a, b, |a-b|, a*b].
"""

import math

import torch
import torch.nn as nn
import torch.nn.functional as F


class EncoderLayer(nn.Module):
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

    def forward(self, x, bias):
        # x: [B, S, H]; bias: [B, 1, 1, S] additive attention bias
        b, s, h = x.shape
        y = self.ln1(x)
        qkv = self.qkv(y).reshape(b, s, 3, self.heads, self.head_dim)
        q = qkv[:, :, 0].transpose(1, 2)
        k = qkv[:, :, 1].transpose(1, 2)
        v = qkv[:, :, 2].transpose(1, 2)
        scores = torch.matmul(q, k.transpose(-1, -2)) * (1.0 / math.sqrt(self.head_dim))
        att = torch.softmax(scores + bias, dim=-1)
        att = self.drop(att)
        ctx = torch.matmul(att, v).transpose(1, 2).reshape(b, s, h)
        x = x + self.drop(self.out(ctx))
        y = self.ln2(x)
        x = x + self.drop(self.fc2(F.gelu(self.fc1(y))))
        return x


class CodeClassifier(nn.Module):
    def __init__(self, vocab_size, hidden, layers, heads, ffn, max_positions,
                 pair_mode="single", dropout=0.1, pad_id=1):
        super().__init__()
        self.config = dict(vocab_size=vocab_size, hidden=hidden, layers=layers,
                           heads=heads, ffn=ffn, max_positions=max_positions,
                           pair_mode=pair_mode, dropout=dropout, pad_id=pad_id)
        self.pair_mode = pair_mode
        self.tok = nn.Embedding(vocab_size, hidden, padding_idx=pad_id)
        self.pos = nn.Embedding(max_positions, hidden)
        self.emb_ln = nn.LayerNorm(hidden, eps=1e-5)
        self.drop = nn.Dropout(dropout)
        self.layers = nn.ModuleList(
            [EncoderLayer(hidden, heads, ffn, dropout) for _ in range(layers)])
        self.final_ln = nn.LayerNorm(hidden, eps=1e-5)
        feat = hidden * 4 if pair_mode == "concat-blocks" else hidden
        self.head_dense = nn.Linear(feat, hidden)
        self.head_out = nn.Linear(hidden, 2)
        self.apply(self._init)

    @staticmethod
    def _init(m):
        if isinstance(m, nn.Linear):
            nn.init.normal_(m.weight, std=0.02)
            nn.init.zeros_(m.bias)
        elif isinstance(m, nn.Embedding):
            nn.init.normal_(m.weight, std=0.02)

    def encode(self, ids, mask):
        # ids, mask: int64 [B, S] -> pooled float [B, H]
        s = ids.shape[1]
        pos = torch.arange(s, device=ids.device).unsqueeze(0)
        x = self.tok(ids) + self.pos(pos)
        x = self.drop(self.emb_ln(x))
        maskf = mask.to(x.dtype)
        bias = ((1.0 - maskf) * -1e4).unsqueeze(1).unsqueeze(1)
        for layer in self.layers:
            x = layer(x, bias)
        x = self.final_ln(x)
        w = maskf.unsqueeze(-1)
        return (x * w).sum(1) / w.sum(1).clamp(min=1.0)

    def forward(self, input_ids, attention_mask):
        if self.pair_mode == "concat-blocks":
            b = input_ids.shape[0]
            half = input_ids.shape[1] // 2
            ids = input_ids.reshape(b * 2, half)
            mask = attention_mask.reshape(b * 2, half)
            pooled = self.encode(ids, mask).reshape(b, 2, -1)
            a, c = pooled[:, 0], pooled[:, 1]
            feat = torch.cat([a, c, (a - c).abs(), a * c], dim=-1)
        else:
            feat = self.encode(input_ids, attention_mask)
        h = torch.tanh(self.head_dense(self.drop(feat)))
        return self.head_out(self.drop(h))


def count_params(model):
    return sum(p.numel() for p in model.parameters())
