"""Byte-level BPE (GPT-2 / RoBERTa style), trained and applied in pure Python.

Written to behave exactly like the ByteLevel pre-tokenizer + BPE model of
@huggingface/tokenizers (JS) for a tokenizer.json with:
  normalizer null, pre_tokenizer ByteLevel(add_prefix_space=false,
  use_regex=true), no post-processor, added tokens <s>=0 <pad>=1 </s>=2
  <unk>=3 (split out of the text before pre-tokenization, like the JS
  DictionarySplitter does).

The GPT-2 split regex is
  's|'t|'re|'ve|'m|'ll|'d| ?\\p{L}+| ?\\p{N}+| ?[^\\s\\p{L}\\p{N}]+|\\s+(?!\\S)|\\s+
Python's `re` has no \\p{..} classes, so `pretokenize` is a hand-written
scanner with the same leftmost-alternative semantics, using Unicode general
categories (L*, N*) and the ECMAScript definition of \\s.
"""

import heapq
import json
import unicodedata
from collections import Counter, defaultdict

SPECIALS = ["<s>", "<pad>", "</s>", "<unk>"]
BOS, PAD, EOS, UNK = 0, 1, 2, 3

# ECMAScript \s: WhiteSpace + LineTerminator.
_JS_SPACE = set("\t\n\v\f\r \u00a0\u1680\u2028\u2029\u202f\u205f\u3000\ufeff")
_JS_SPACE.update(chr(c) for c in range(0x2000, 0x200B))

_CONTRACTIONS = ("'s", "'t", "'re", "'ve", "'m", "'ll", "'d")


def bytes_to_unicode():
    """GPT-2's reversible byte -> printable unicode character table."""
    bs = (list(range(ord("!"), ord("~") + 1)) + list(range(ord("\xa1"), ord("\xac") + 1))
          + list(range(ord("\xae"), ord("\xff") + 1)))
    cs = bs[:]
    n = 0
    for b in range(256):
        if b not in bs:
            bs.append(b)
            cs.append(256 + n)
            n += 1
    return {b: chr(c) for b, c in zip(bs, cs)}


BYTE_ENC = bytes_to_unicode()


def _cls(ch):
    """'s' whitespace, 'L' letter, 'N' number, 'o' other."""
    if ch in _JS_SPACE:
        return "s"
    cat = unicodedata.category(ch)
    if cat[0] == "L":
        return "L"
    if cat[0] == "N":
        return "N"
    return "o"


def pretokenize(text):
    """Split `text` exactly like the JS GPT-2 regex above (with the u flag)."""
    out = []
    n = len(text)
    cls = [_cls(c) for c in text]
    i = 0
    while i < n:
        # 1. contractions
        if text[i] == "'":
            hit = None
            for c in _CONTRACTIONS:
                if text.startswith(c, i):
                    hit = c
                    break
            if hit is not None:
                out.append(hit)
                i += len(hit)
                continue
        # 2-4. optional single space + run of one class
        start = i
        j = i
        if text[i] == " " and i + 1 < n and cls[i + 1] != "s":
            j = i + 1
        k = cls[j]
        if k != "s":
            # ` ?\p{L}+`, ` ?\p{N}+`, ` ?[^\s\p{L}\p{N}]+` -- the space is only
            # taken when followed by a char of the class of the run
            e = j
            while e < n and cls[e] == k:
                e += 1
            out.append(text[start:e])
            i = e
            continue
        # 5-6. whitespace run: \s+(?!\S) then \s+
        e = i
        while e < n and cls[e] == "s":
            e += 1
        if e < n and e - i >= 2:
            e -= 1  # leave the last space to prefix the next token
        out.append(text[i:e])
        i = e
    return out


def _fix_surrogates(s):
    # TextEncoder turns lone surrogates into U+FFFD; do the same.
    return s.encode("utf-16", "surrogatepass").decode("utf-16", "replace") \
        if any("\ud800" <= c <= "\udfff" for c in s) else s


def byte_level(word):
    return "".join(BYTE_ENC[b] for b in _fix_surrogates(word).encode("utf-8"))


def split_specials(text, specials=SPECIALS):
    """Split out literal special-token strings (longest match first)."""
    by_length = sorted(specials, key=len, reverse=True)
    parts = []
    i = 0
    start = 0
    n = len(text)
    while i < n:
        if text[i] == "<":
            hit = None
            for sp in by_length:
                if text.startswith(sp, i):
                    hit = sp
                    break
            if hit is not None:
                if i > start:
                    parts.append((False, text[start:i]))
                parts.append((True, hit))
                i += len(hit)
                start = i
                continue
        i += 1
    if start < n:
        parts.append((False, text[start:]))
    return parts


def train_bpe(texts, vocab_size, min_freq=2, specials=SPECIALS):
    """Learn merges by pair frequency over pre-tokenized byte-level words.

    Ties are broken by the lexicographically smallest pair, so training is
    deterministic. The special tokens take the first ids, in order. Returns
    (vocab dict token->id, merges list of (a, b)).
    """
    words = Counter()
    for t in texts:
        for special, part in split_specials(t, specials):
            if special:
                continue
            for w in pretokenize(part):
                words[byte_level(w)] += 1
    vocab = {sp: i for i, sp in enumerate(specials)}
    for ch in sorted(BYTE_ENC.values(), key=lambda c: ord(c)):
        vocab[ch] = len(vocab)
    seqs = [list(w) for w in words]
    freqs = list(words.values())
    pair_count = defaultdict(int)
    where = defaultdict(set)
    for wi, (seq, f) in enumerate(zip(seqs, freqs)):
        for a, b in zip(seq, seq[1:]):
            pair_count[(a, b)] += f
            where[(a, b)].add(wi)
    # max-heap on (count, smallest pair): push (-count, pair); lazy validation
    heap = [(-c, p) for p, c in pair_count.items()]
    heapq.heapify(heap)
    merges = []
    while len(vocab) < vocab_size and heap:
        negc, pair = heapq.heappop(heap)
        c = pair_count.get(pair, 0)
        if c != -negc:
            if c > 0:
                heapq.heappush(heap, (-c, pair))
            continue
        if c < min_freq:
            break
        a, b = pair
        new = a + b
        merges.append(pair)
        if new not in vocab:
            vocab[new] = len(vocab)
        touched = set()
        for wi in list(where[pair]):
            seq = seqs[wi]
            f = freqs[wi]
            # remove old pair counts of this word
            for x, y in zip(seq, seq[1:]):
                pair_count[(x, y)] -= f
                touched.add((x, y))
            out = []
            i = 0
            while i < len(seq):
                if i + 1 < len(seq) and seq[i] == a and seq[i + 1] == b:
                    out.append(new)
                    i += 2
                else:
                    out.append(seq[i])
                    i += 1
            seqs[wi] = out
            for x, y in zip(out, out[1:]):
                pair_count[(x, y)] += f
                where[(x, y)].add(wi)
                touched.add((x, y))
        pair_count.pop(pair, None)
        where.pop(pair, None)
        for p in touched:
            c2 = pair_count.get(p, 0)
            if c2 > 0:
                heapq.heappush(heap, (-c2, p))
            elif p in pair_count:
                del pair_count[p]
    return vocab, merges


class BPETokenizer:
    """`specials` are the added tokens (ids 0..n-1, split out of the text
    before pre-tokenization); `unk` is the model's unknown token, or None for
    a vocabulary that holds all 256 bytes and so never needs one."""

    def __init__(self, vocab, merges, specials=SPECIALS, unk="<unk>"):
        self.vocab = dict(vocab)
        self.specials = list(specials)
        self.unk = unk
        self.merges = [tuple(m) for m in merges]
        self.ranks = {m: i for i, m in enumerate(self.merges)}
        self.cache = {}
        self.text_cache = {}

    def bpe(self, word):
        if word in self.cache:
            return self.cache[word]
        parts = list(word)
        while len(parts) > 1:
            best = None
            best_rank = None
            for i in range(len(parts) - 1):
                r = self.ranks.get((parts[i], parts[i + 1]))
                if r is not None and (best_rank is None or r < best_rank):
                    best_rank = r
                    best = (parts[i], parts[i + 1])
            if best is None:
                break
            out = []
            i = 0
            while i < len(parts):
                if i + 1 < len(parts) and parts[i] == best[0] and parts[i + 1] == best[1]:
                    out.append(best[0] + best[1])
                    i += 2
                else:
                    out.append(parts[i])
                    i += 1
            parts = out
        if len(self.cache) < 200000:
            self.cache[word] = parts
        return parts

    def encode(self, text):
        """Token ids of `text`, no special tokens added."""
        hit = self.text_cache.get(text)
        if hit is not None:
            return list(hit)
        ids = []
        for special, part in split_specials(text, self.specials):
            if special:
                ids.append(self.vocab[part])
                continue
            for w in pretokenize(part):
                for t in self.bpe(byte_level(w)):
                    ids.append(self.vocab[t] if self.unk is None else self.vocab.get(t, self.vocab[self.unk]))
        if len(self.text_cache) < 100000:
            self.text_cache[text] = tuple(ids)
        return ids

    def to_hf_json(self):
        return {
            "version": "1.0",
            "truncation": None,
            "padding": None,
            "added_tokens": [
                {"id": i, "content": sp, "single_word": False, "lstrip": False,
                 "rstrip": False, "normalized": False, "special": True}
                for i, sp in enumerate(self.specials)
            ],
            "normalizer": None,
            "pre_tokenizer": {"type": "ByteLevel", "add_prefix_space": False,
                              "trim_offsets": True, "use_regex": True},
            "post_processor": None,
            "decoder": {"type": "ByteLevel", "add_prefix_space": False,
                        "trim_offsets": True, "use_regex": True},
            "model": {
                "type": "BPE",
                "dropout": None,
                "unk_token": self.unk,
                "continuing_subword_prefix": None,
                "end_of_word_suffix": None,
                "fuse_unk": False,
                "byte_fallback": False,
                "vocab": self.vocab,
                "merges": [a + " " + b for a, b in self.merges],
            },
        }

    def save(self, path):
        with open(path, "w", encoding="utf-8") as f:
            json.dump(self.to_hf_json(), f, ensure_ascii=False, indent=1)
            f.write("\n")

    @classmethod
    def load(cls, path):
        with open(path, encoding="utf-8") as f:
            d = json.load(f)
        m = d["model"]
        merges = [tuple(x.split(" ", 1)) if isinstance(x, str) else tuple(x)
                  for x in m["merges"]]
        specials = [t["content"] for t in sorted(d["added_tokens"], key=lambda t: t["id"])]
        return cls(m["vocab"], merges, specials, m.get("unk_token"))


# ---------------------------------------------------------------- encoding

def normalize_ws(code):
    return " ".join(code.split())


def encode_single(tok, code, L):
    ids = tok.encode(normalize_ws(code))[: L - 2]
    ids = [BOS] + ids + [EOS]
    mask = [1] * len(ids) + [0] * (L - len(ids))
    return ids + [PAD] * (L - len(ids)), mask


def encode_concat_blocks(tok, code_a, code_b, L):
    ia, ma = encode_single(tok, code_a, L)
    ib, mb = encode_single(tok, code_b, L)
    return ia + ib, ma + mb


def encode_sequence_pair(tok, code_a, code_b, M):
    a = tok.encode(normalize_ws(code_a))
    b = tok.encode(normalize_ws(code_b))
    # longest_first truncation, one token at a time
    la, lb = len(a), len(b)
    while la + lb > M - 4:
        if la > lb:
            la -= 1
        else:
            lb -= 1
    ids = [BOS] + a[:la] + [EOS, EOS] + b[:lb] + [EOS]
    mask = [1] * len(ids) + [0] * (M - len(ids))
    return ids + [PAD] * (M - len(ids)), mask
