#!/usr/bin/env python3
"""Generate the MetaCompress demo clone-detection set (BigCloneBench layout).

Outputs (CodeXGLUE Clone-detection-BigCloneBench layout):

  examples/data/clone-demo-methods.jsonl  {"idx": "<id>", "func": "<java method>"} per line
  examples/data/clone-demo-pairs.txt      "id1<TAB>id2<TAB>label" per line, 1 = clone

The originals are the project-authored methods of clone_bases.py.  Clones are
made by this script's own mutations:

  T1  layout only: indentation unit/offset, brace style, operator spacing,
      blank lines, comments added or removed (token stream unchanged)
  T2  consistent renaming of the method, parameters and locals; literal changes
  T3  statement-level edits: insertion, deletion, reordering of independent
      statements (marked in clone_bases.py)
  and combinations (T1+T2, T1+T3, T2+T3, T1+T2+T3).

Non-clones pair methods of two different originals, drawn the same way as the
clones (original vs. mutant, mutant vs. mutant), about 40% of them from the same
category (e.g. two string utilities) to make them harder.

Standard library only; output is byte-identical for a given --seed.

Usage:
    python3 tools/demo_data/gen_clone.py [--seed 7] [--out-dir examples/data]
"""

import argparse
import difflib
import json
import os
import random
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, HERE)

from clone_bases import BASES  # noqa: E402

DEFAULT_OUT_DIR = os.path.join(REPO, "examples", "data")
METHODS_NAME = "clone-demo-methods.jsonl"
PAIRS_NAME = "clone-demo-pairs.txt"

N_POSITIVE = 200
N_NEGATIVE = 200
VARIANT_PAIR_SHARE = 0.2   # share of pairs made of two mutants (rather than original + mutant)
SAME_CATEGORY_NEG = 0.4    # share of non-clones drawn from the same category
TYPE_CYCLE = ["T1", "T2", "T3", "T1+T2", "T2+T3", "T1+T3", "T1+T2+T3"]

# ---------------------------------------------------------------------------
# Java tokenizer (enough for these methods)
# ---------------------------------------------------------------------------

TOKEN_RE = re.compile(r"""
 (?P<ws>\s+)
|(?P<lc>//[^\n]*)
|(?P<bc>/\*.*?\*/)
|(?P<str>"(?:\\.|[^"\\\n])*")
|(?P<chr>'(?:\\.|[^'\\\n])+')
|(?P<num>0[xX][0-9a-fA-F_]+[lL]?|\d[\d_]*(?:\.\d+)?(?:[eE][+-]?\d+)?[lLfFdD]?)
|(?P<id>[A-Za-z_$][\w$]*)
|(?P<op>>>>=|<<=|>>=|>>>|\.\.\.|->|::|\+\+|--|&&|\|\||==|!=|<=|>=|\+=|-=|\*=|/=|%=|&=|\|=|\^=|<<|>>|[{}()\[\];,.@=<>!~?:+\-*/&|^%])
""", re.S | re.X)

KEYWORDS = set("""
abstract assert boolean break byte case catch char class const continue default do double else enum
extends final finally float for goto if implements import instanceof int interface long native new
package private protected public return short static strictfp super switch synchronized this throw
throws transient try void volatile while true false null var
""".split())
PRIMITIVES = {"int", "long", "short", "byte", "char", "boolean", "double", "float"}


def tokenize(text, keep_comments=False):
    out = []
    pos = 0
    while pos < len(text):
        m = TOKEN_RE.match(text, pos)
        if not m:
            raise ValueError("cannot tokenize at %r" % text[pos:pos + 30])
        kind = m.lastgroup
        if kind != "ws" and (keep_comments or kind not in ("lc", "bc")):
            out.append((kind, m.group()))
        pos = m.end()
    return out


def code_tokens(text):
    return [t for _, t in tokenize(text)]


def map_code(line, fn):
    """Apply fn to the code parts of a line, leaving literals and comments alone."""
    out = []
    pos = 0
    code = []
    while pos < len(line):
        m = TOKEN_RE.match(line, pos)
        if not m:
            raise ValueError("cannot tokenize %r" % line)
        if m.lastgroup in ("str", "chr", "lc", "bc"):
            out.append(fn("".join(code)))
            code = []
            out.append(m.group())
        else:
            code.append(m.group())
        pos = m.end()
    out.append(fn("".join(code)))
    return "".join(out)


# ---------------------------------------------------------------------------
# Base methods: parse the markers
# ---------------------------------------------------------------------------


class Line(object):
    __slots__ = ("level", "text", "opt", "group", "ins", "active", "comment")

    def __init__(self, level, text, opt=False, group=None, ins=False, comment=False):
        self.level = level
        self.text = text
        self.opt = opt
        self.group = group
        self.ins = ins
        self.active = not ins
        self.comment = comment

    def copy(self):
        c = Line(self.level, self.text, self.opt, self.group, self.ins, self.comment)
        c.active = self.active
        return c


class Base(object):
    def __init__(self, bid, category, src):
        self.bid = bid
        self.category = category
        self.alts = []
        self.lines = []
        for raw in src.strip("\n").split("\n"):
            stripped = raw.strip()
            level = (len(raw) - len(raw.lstrip(" "))) // 4
            if stripped.startswith("//@alt "):
                self.alts = stripped[len("//@alt "):].split()
                continue
            if stripped.startswith("//@ins "):
                self.lines.append(Line(level, stripped[len("//@ins "):], ins=True))
                continue
            opt, group = False, None
            m = re.search(r"\s*//@(opt|g:\w+)\s*$", stripped)
            if m:
                if m.group(1) == "opt":
                    opt = True
                else:
                    group = m.group(1)[2:]
                stripped = stripped[:m.start()].rstrip()
            self.lines.append(Line(level, stripped, opt=opt, group=group, comment=stripped.startswith("//")))
        header = self.lines[0].text
        self.name = re.search(r"(\w+)\s*\(", header).group(1)
        self.text = render(self.lines, Layout())


# ---------------------------------------------------------------------------
# Rendering / layout (Type-1)
# ---------------------------------------------------------------------------


class Layout(object):
    def __init__(self):
        self.offset = 4        # extra indentation of every line after the header (class member)
        self.unit = "    "     # one indentation level
        self.allman = False
        self.spacing = "normal"  # normal | compact | loose
        self.blank_after = set()  # indices (into active lines) followed by a blank line
        self.trailing = {}        # index -> trailing comment


def compact(code):
    code = re.sub(r"\b(if|for|while|switch|catch|synchronized) \(", r"\1(", code)
    code = re.sub(r" (==|!=|<=|>=|&&|\|\||\+=|-=|\*=|/=|%=|=|\+|-|\*|/|%|<|>|\?|:) ", r"\1", code)
    code = code.replace(", ", ",").replace(") {", "){")
    return code


def loose(code):
    code = re.sub(r"\((?!\))", "( ", code)
    code = re.sub(r"(?<!\()\)", " )", code)
    code = re.sub(r"\[(?!\])", "[ ", code)
    code = re.sub(r"(?<!\[)\]", " ]", code)
    return code


def split_allman(text):
    """K&R line -> list of Allman lines (same level)."""
    code = text
    if not code.endswith("{") or code == "{" or re.search(r"=\s*\{$", code):
        return [text]
    head = code[:-1].rstrip()
    if head.startswith("}") and head != "}":
        rest = head[1:].strip()
        return ["}", rest, "{"]
    return [head, "{"]


def render(lines, lay):
    active = [ln for ln in lines if ln.active]
    out = []
    for i, ln in enumerate(active):
        text = ln.text
        if not ln.comment:
            if lay.spacing == "compact":
                text = map_code(text, compact)
            elif lay.spacing == "loose":
                text = map_code(text, loose)
        parts = split_allman(text) if (lay.allman and not ln.comment) else [text]
        if i in lay.trailing:
            parts[-1] = parts[-1] + " " + lay.trailing[i]
        for j, p in enumerate(parts):
            if i == 0 and j == 0:
                out.append(p)
            else:
                indent = " " * lay.offset + lay.unit * ln.level
                out.append(indent + p)
        if i in lay.blank_after:
            out.append("")
    return "\n".join(out)


GENERIC_COMMENTS = [
    "// TODO: handle errors properly", "// check arguments", "// main loop", "// done",
    "// clean up", "// build the result", "/* helper */", "// see caller for details",
    "// keep this simple", "// FIXME: not thread safe", "// fast path", "// copy values",
    "/* default case */", "// iterate over the input", "// update state",
]


def mutate_layout(rng, lines):
    """Type-1: return (lines, layout) with only whitespace/comment changes."""
    lines = [ln.copy() for ln in lines]
    lay = Layout()
    ops = rng.sample(["indent", "allman", "spacing", "blank", "comments"], rng.randint(2, 4))
    has_comments = any(ln.comment and ln.active for ln in lines)
    if has_comments and rng.random() < 0.6:
        ops.append("dropcomments")
    if "indent" in ops:
        lay.offset = rng.choice([0, 2, 8])
        lay.unit = rng.choice(["  ", "   ", "\t", "        "])
    if "allman" in ops:
        lay.allman = True
    if "spacing" in ops:
        lay.spacing = rng.choice(["compact", "loose"])
    if "dropcomments" in ops:
        for ln in lines:
            if ln.comment:
                ln.active = False
    if "comments" in ops:
        active_idx = [i for i, ln in enumerate(lines) if ln.active and i > 0]
        for _ in range(rng.randint(1, 2)):
            i = rng.choice(active_idx[:-1] or active_idx)
            nxt = lines[i]
            c = Line(nxt.level if not nxt.text.startswith("}") else nxt.level + 1,
                     rng.choice(GENERIC_COMMENTS), comment=True)
            lines.insert(i, c)
            active_idx = [k for k, ln in enumerate(lines) if ln.active and k > 0]
        if rng.random() < 0.5:
            active = [ln for ln in lines if ln.active]
            code_idx = [k for k in range(1, len(active) - 1) if not active[k].comment]
            lay.trailing[rng.choice(code_idx)] = rng.choice([c for c in GENERIC_COMMENTS if c.startswith("//")])
    if "blank" in ops:
        n_active = sum(1 for ln in lines if ln.active)
        for _ in range(rng.randint(1, 3)):
            lay.blank_after.add(rng.randrange(1, n_active - 1))
    return lines, lay


# ---------------------------------------------------------------------------
# Type-2: renaming and literal changes
# ---------------------------------------------------------------------------

SYNONYMS = {
    "source": ["src", "from", "origin", "inputFile"], "destination": ["dest", "target", "to", "outputFile"],
    "in": ["input", "is", "fis", "inStream"], "out": ["output", "os", "fos", "outStream"],
    "buffer": ["buf", "bytes", "chunk", "data"], "buf": ["buffer", "bytes", "block", "chunk"],
    "count": ["n", "read", "len", "numRead"], "text": ["str", "s", "input", "value"],
    "digest": ["md", "algorithm", "hasher", "messageDigest"], "hash": ["bytes", "result", "digestBytes", "sum"],
    "hex": ["sb", "builder", "hexString", "buf"], "part": ["h", "hexPart", "piece", "digit"],
    "values": ["array", "arr", "numbers", "data"], "swapped": ["changed", "sorted", "again", "dirty"],
    "tmp": ["temp", "t", "swap", "aux"], "sorted": ["arr", "array", "data", "a"], "key": ["target", "x", "needle", "value"],
    "low": ["lo", "left", "start", "from"], "high": ["hi", "right", "end", "to"], "mid": ["middle", "m", "pivot", "center"],
    "value": ["v", "val", "item", "current"], "number": ["n", "num", "value", "candidate"],
    "divisor": ["d", "i", "factor", "k"], "factors": ["result", "list", "primes", "out"],
    "factor": ["f", "p", "d", "i"], "input": ["str", "s", "text", "original"], "chars": ["arr", "data", "buffer", "c"],
    "left": ["i", "start", "lo", "head"], "right": ["j", "end", "hi", "tail"], "cleaned": ["normalized", "s", "clean", "str"],
    "sentence": ["text", "input", "str", "line"], "result": ["res", "sb", "out", "output"],
    "startOfWord": ["newWord", "capitalizeNext", "atStart", "upperNext"], "word": ["token", "w", "needle", "sub"],
    "index": ["pos", "idx", "from", "i"], "file": ["f", "path", "target", "inputFile"], "lines": ["list", "result", "content", "rows"],
    "reader": ["br", "in", "input", "bufferedReader"], "line": ["l", "row", "s", "current"], "writer": ["pw", "out", "printer", "w"],
    "append": ["appendMode", "add", "keep", "extend"], "fields": ["result", "tokens", "columns", "values"],
    "current": ["sb", "field", "buffer", "cur"], "inQuotes": ["quoted", "insideQuotes", "inQuote", "quoting"],
    "parser": ["inFormat", "sourceFormat", "in", "reader"], "formatter": ["outFormat", "targetFormat", "out", "writer"],
    "date": ["parsed", "d", "when", "time"], "fromPattern": ["inputPattern", "sourceFormat", "from", "inPattern"],
    "toPattern": ["outputPattern", "targetFormat", "to", "outPattern"], "start": ["from", "begin", "d1", "first"],
    "end": ["to", "finish", "d2", "last"], "first": ["c1", "a", "cal1", "left"], "second": ["c2", "b", "cal2", "right"],
    "millis": ["diff", "delta", "ms", "elapsed"], "matrix": ["m", "input", "grid", "src"], "rows": ["r", "height", "n", "numRows"],
    "cols": ["c", "width", "m", "numCols"], "sum": ["total", "acc", "s", "value"], "previous": ["a", "prev", "older", "last"],
    "next": ["tmp", "sum", "following", "n2"], "array": ["arr", "data", "values", "a"], "random": ["rnd", "rng", "r", "generator"],
    "address": ["urlString", "link", "location", "spec"], "url": ["u", "target", "endpoint", "link"],
    "connection": ["conn", "http", "c", "urlConnection"], "content": ["sb", "body", "result", "page"],
    "zip": ["zos", "zipOut", "archiveOut", "out"], "archive": ["zipFile", "target", "zip", "archiveFile"],
    "len": ["n", "count", "read", "length"], "targetDir": ["dir", "destination", "outputDir", "folder"],
    "zin": ["zis", "in", "zipIn", "stream"], "entry": ["e", "ze", "item", "zipEntry"], "fos": ["out", "os", "fileOut", "stream"],
    "crc": ["checksum", "c", "crc32", "sum"], "read": ["n", "count", "len", "bytesRead"], "counts": ["map", "freq", "result", "table"],
    "words": ["tokens", "parts", "terms", "items"], "old": ["prev", "current", "existing", "count"],
    "items": ["list", "input", "values", "elements"], "seen": ["set", "unique", "visited", "found"],
    "item": ["s", "element", "value", "e"], "merged": ["result", "out", "combined", "target"],
    "parts": ["items", "values", "strings", "list"], "separator": ["sep", "delimiter", "glue", "delim"],
    "sb": ["builder", "buf", "result", "out"], "it": ["iter", "iterator", "i", "cursor"], "data": ["bytes", "input", "raw", "buf"],
    "digits": ["hexChars", "alphabet", "table", "symbols"], "defaultValue": ["fallback", "def", "otherwise", "dflt"],
    "path": ["file", "f", "dir", "root"], "children": ["files", "list", "entries", "kids"], "child": ["f", "file", "c", "sub"],
    "dir": ["folder", "root", "directory", "base"], "extension": ["ext", "suffix", "type", "ending"],
    "matches": ["result", "found", "files", "list"], "entries": ["files", "list", "children", "items"],
    "props": ["properties", "p", "config", "settings"], "command": ["cmd", "commandLine", "line", "program"],
    "process": ["proc", "p", "child", "job"], "output": ["reader", "in", "stdout", "br"], "exit": ["code", "rc", "status", "exitCode"],
    "samples": ["values", "data", "xs", "numbers"], "mean": ["avg", "average", "mu", "m"], "squares": ["variance", "acc", "sumSq", "total"],
    "numbers": ["a", "values", "arr", "data"], "best": ["max", "maxSoFar", "result", "answer"],
    "roman": ["s", "numeral", "text", "input"], "total": ["result", "sum", "value", "n"], "message": ["text", "plain", "input", "s"],
    "shift": ["key", "offset", "k", "n"], "encoded": ["sb", "result", "out", "cipher"], "ch": ["c", "letter", "x", "character"],
    "prev": ["previous", "last", "row0", "before"], "curr": ["current", "row", "row1", "now"], "cost": ["c", "sub", "delta", "price"],
    "swap": ["tmp", "t", "temp", "aux"], "email": ["address", "mail", "s", "value"], "pattern": ["p", "regex", "re", "emailPattern"],
    "matcher": ["m", "match", "mt", "result"], "endpoint": ["address", "target", "urlString", "spec"], "body": ["data", "payload", "params", "content"],
    "conn": ["connection", "http", "c", "con"], "status": ["code", "rc", "responseCode", "result"], "map": ["counts", "m", "source", "table"],
    "year": ["y", "yr", "theYear", "yyyy"], "month": ["mon", "mm", "m", "theMonth"], "day": ["d", "dd", "dayOfMonth", "theDay"],
    "daysInMonth": ["lengths", "monthDays", "days", "table"], "leap": ["isLeap", "leapYear", "l", "bissextile"],
    "object": ["obj", "o", "value", "data"], "n": ["num", "count", "size", "len"], "i": ["k", "idx", "x", "p"],
    "j": ["k", "y", "q", "col"], "k": ["p", "depth", "inner", "z"], "a": ["x", "first", "m1", "p"], "b": ["y", "second", "m2", "q"],
    "r": ["rem", "t", "remainder", "mod"], "c": ["ch", "x", "current", "cc"], "s": ["a", "str", "first", "x"], "t": ["b", "second", "other", "y"],
    "v": ["b", "val", "octet", "x"], "m": ["i", "idx", "month0", "mi"], "x": ["p", "l", "z", "inner"], "e": ["ex", "err", "exception", "pe"],
}

LITERAL_NUMS = {"4096": ["8192", "1024", "2048"], "8192": ["4096", "16384"], "2048": ["1024", "4096"],
                "1024": ["2048", "512", "4096"], "5000": ["3000", "10000"], "10000": ["15000", "20000", "30000"],
                "254": ["255", "320"]}

MESSAGE_EDITS = [("Missing", "No such"), ("Cannot", "Unable to"), ("Incompatible", "Mismatched"),
                 ("failed", "did not succeed"), ("must be", "should be"), ("Not a", "Invalid"),
                 ("Negative", "Illegal"), ("Loaded", "Read"), ("sorted", "ordered"), ("computed", "done")]


def declared_names(text):
    """Names of parameters and local variables declared in a method."""
    toks = tokenize(text)
    names = []
    for i in range(2, len(toks) - 1):
        kind, tok = toks[i]
        if kind != "id" or tok in KEYWORDS or not tok[0].islower():
            continue
        nxt = toks[i + 1][1]
        if nxt not in ("=", ";", ",", ":", ")"):
            continue
        pk, prev = toks[i - 1]
        ok = False
        if pk == "id" and prev not in KEYWORDS - PRIMITIVES:
            ok = toks[i - 2][1] != "."
        elif prev in (">", ">>", ">>>"):
            ok = toks[i - 2][0] == "id" and toks[i - 2][1][0].isupper() or toks[i - 2][1] == ">"
        elif prev == "]":
            ok = toks[i - 2][1] == "["
        if ok and tok not in names:
            names.append(tok)
    # "int i = 0, j = 0, k = 0;" style continuation declarations
    for m in re.finditer(r"\b(?:int|long|double)\s+\w+\s*=\s*[^;,()]+((?:,\s*\w+\s*=\s*[^;,()]+)+);", text):
        for n in re.findall(r",\s*(\w+)\s*=", m.group(1)):
            if n not in names:
                names.append(n)
    return names


def rename_line(text, mapping, method_old, method_new):
    toks = []
    pos = 0
    while pos < len(text):
        m = TOKEN_RE.match(text, pos)
        toks.append((m.lastgroup, m.group()))
        pos = m.end()
    out = []
    sig = [i for i, (k, _) in enumerate(toks) if k not in ("ws", "lc", "bc")]
    nxt_of = {}
    prv_of = {}
    for a, b in zip(sig, sig[1:]):
        nxt_of[a] = toks[b][1]
        prv_of[b] = toks[a][1]
    for i, (k, t) in enumerate(toks):
        if k == "id" and prv_of.get(i) != ".":
            follows_paren = nxt_of.get(i) == "("
            if t == method_old and follows_paren and method_new:
                t = method_new
            elif t in mapping and not follows_paren:
                t = mapping[t]
        out.append(t)
    return "".join(out)


def mutate_names(rng, base, lines):
    """Type-2: consistent renaming (method, parameters, locals) and literal edits."""
    lines = [ln.copy() for ln in lines]
    text = "\n".join(ln.text for ln in lines if not ln.comment)
    used = set(t for k, t in tokenize("\n".join(ln.text for ln in lines)) if k == "id")
    names = declared_names(text)
    chosen = rng.sample(names, max(1, min(len(names), rng.randint(max(1, len(names) // 2), len(names)))))
    mapping = {}
    taken = set(used)
    for n in chosen:
        syn = [c for c in SYNONYMS.get(n, []) if c not in taken and c not in KEYWORDS]
        made = [c for c in (n + "Value", "my" + n[0].upper() + n[1:], n + "2", "the" + n[0].upper() + n[1:])
                if c not in taken]
        new = rng.choice(syn if (syn and rng.random() < 0.85) else made)
        mapping[n] = new
        taken.add(new)
    method_new = None
    if rng.random() < 0.75:
        alts = [a for a in base.alts if a not in taken]
        if alts:
            method_new = rng.choice(alts)
    for ln in lines:
        if not ln.comment:
            ln.text = rename_line(ln.text, mapping, base.name, method_new)
    # literal edits (numbers with room to move, message strings)
    if rng.random() < 0.6:
        for ln in lines:
            if ln.comment:
                continue
            def num_edit(code):
                return re.sub(r"\b(\d{3,5})\b",
                              lambda m: rng.choice(LITERAL_NUMS[m.group(1)]) if m.group(1) in LITERAL_NUMS else m.group(1),
                              code)
            ln.text = map_code(ln.text, num_edit)
            for old, new in MESSAGE_EDITS:
                lit = re.search(r'"[^"]*\b%s\b[^"]*"' % re.escape(old), ln.text)
                if lit:
                    ln.text = ln.text.replace(lit.group(), lit.group().replace(old, new, 1))
    changed = bool(mapping) or method_new is not None
    return lines, changed


# ---------------------------------------------------------------------------
# Type-3: statement insertion / deletion / reordering
# ---------------------------------------------------------------------------


def unit_end(lines, i):
    """Index of the last line of the statement starting at i (a block runs to its closing brace)."""
    if not lines[i].text.endswith("{"):
        return i
    lvl = lines[i].level
    j = i + 1
    while j < len(lines):
        if lines[j].level == lvl and lines[j].text.startswith("}"):
            if lines[j].text.endswith("{"):
                j += 1
                continue
            return j
        j += 1
    raise ValueError("unbalanced block at %r" % lines[i].text)


def mutate_statements(rng, lines):
    lines = [ln.copy() for ln in lines]
    ops_avail = []
    if any(ln.ins for ln in lines):
        ops_avail.append("insert")
    if any(ln.opt for ln in lines):
        ops_avail.append("delete")
    groups = {}
    for ln in lines:
        if ln.group:
            groups[ln.group] = groups.get(ln.group, 0) + 1
    if any(v >= 2 for v in groups.values()):
        ops_avail.append("reorder")
    if not ops_avail:
        return lines, []
    n_ops = 1 if (len(ops_avail) == 1 or rng.random() < 0.55) else 2
    ops = rng.sample(ops_avail, n_ops)
    for op in ops:
        if op == "insert":
            cands = [ln for ln in lines if ln.ins and not ln.active]
            rng.choice(cands).active = True
        elif op == "delete":
            cands = [i for i, ln in enumerate(lines) if ln.opt and ln.active]
            i = rng.choice(cands)
            for k in range(i, unit_end(lines, i) + 1):
                lines[k].active = False
        else:
            g = rng.choice(sorted(k for k, v in groups.items() if v >= 2))
            starts = [i for i, ln in enumerate(lines) if ln.group == g]
            units = [lines[s:unit_end(lines, s) + 1] for s in starts]
            span_start, span_end = starts[0], unit_end(lines, starts[-1])
            order = list(range(len(units)))
            while order == sorted(order):
                rng.shuffle(order)
            new = [ln for o in order for ln in units[o]]
            assert len(new) == span_end - span_start + 1, "group units must be adjacent"
            lines[span_start:span_end + 1] = new
    return lines, ops


# ---------------------------------------------------------------------------
# Variant construction
# ---------------------------------------------------------------------------


def make_variant(rng, base, vtype):
    lines = [ln.copy() for ln in base.lines]
    if "T3" in vtype:
        lines, ops = mutate_statements(rng, lines)
        if not ops:
            return None
    if "T2" in vtype:
        lines, changed = mutate_names(rng, base, lines)
        if not changed:
            return None
    if "T1" in vtype:
        lines, lay = mutate_layout(rng, lines)
    else:
        lay = Layout()
    text = render(lines, lay)
    plain = render(lines, Layout())
    # self-checks on the mutation class
    if "T1" in vtype and code_tokens(text) != code_tokens(plain):
        return None
    if vtype == "T1" and code_tokens(text) != code_tokens(base.text):
        return None
    if text == base.text:
        return None
    if "T2" in vtype and "T3" not in vtype:
        a, b = tokenize(text), tokenize(base.text)
        if len(a) != len(b) or any(x[0] != y[0] for x, y in zip(a, b)):
            return None
    return text


def clone_type(t1, t2):
    parts = set()
    for t in (t1, t2):
        if t:
            parts.update(t.split("+"))
    return "+".join(sorted(parts))


def generate(seed):
    rng = random.Random(seed)
    bases = [Base(i, cat, src) for i, (cat, src) in enumerate(BASES)]
    nb = len(bases)
    # how many mutants per original: spread N_POSITIVE as evenly as possible
    per = [N_POSITIVE // nb] * nb
    for i in rng.sample(range(nb), N_POSITIVE - sum(per)):
        per[i] += 1
    methods = []   # (base id, clone type or None, text)
    by_base = {b.bid: [] for b in bases}
    seen_text = set()
    for b in bases:
        methods.append((b.bid, None, b.text))
        by_base[b.bid].append(len(methods) - 1)
        seen_text.add(b.text)
    positives = []
    offset = rng.randrange(len(TYPE_CYCLE))
    slot = 0
    for b in bases:
        variants = []
        for k in range(per[b.bid]):
            vtype = TYPE_CYCLE[(offset + slot) % len(TYPE_CYCLE)]
            slot += 1
            text = None
            for _ in range(60):
                text = make_variant(rng, b, vtype)
                if text is not None and text not in seen_text:
                    break
                text = None
            if text is None:
                # fall back to a combined mutation, which always has room to differ
                vtype = "T1+T2"
                for _ in range(60):
                    text = make_variant(rng, b, vtype)
                    if text is not None and text not in seen_text:
                        break
            seen_text.add(text)
            methods.append((b.bid, vtype, text))
            mi = len(methods) - 1
            by_base[b.bid].append(mi)
            if variants and rng.random() < VARIANT_PAIR_SHARE:
                other = rng.choice(variants)
                positives.append((other, mi))
            else:
                positives.append((by_base[b.bid][0], mi))
            variants.append(mi)
    # non-clones, drawn with the same original/mutant mix as the clones
    n_var_pairs = sum(1 for a, b in positives if methods[a][1] is not None)
    share_vv = n_var_pairs / float(len(positives))
    cats = {}
    for b in bases:
        cats.setdefault(b.category, []).append(b.bid)
    negatives = []
    neg_seen = set()
    while len(negatives) < N_NEGATIVE:
        x = rng.randrange(nb)
        same = [c for c in cats[bases[x].category] if c != x]
        if same and rng.random() < SAME_CATEGORY_NEG:
            y = rng.choice(same)
        else:
            y = rng.randrange(nb)
            if y == x:
                continue
        if rng.random() < share_vv:
            a = rng.choice(by_base[x][1:])
        else:
            a = by_base[x][0]
        bm = rng.choice(by_base[y][1:])
        key = (min(a, bm), max(a, bm))
        if key in neg_seen:
            continue
        neg_seen.add(key)
        negatives.append((a, bm))
    # opaque ids in a shuffled order
    used = sorted(set(i for p in positives + negatives for i in p))
    rng.shuffle(used)
    ids = {}
    next_id = 1000 + rng.randrange(9000)
    for mi in used:
        next_id += rng.randint(1, 97)
        ids[mi] = str(next_id)
    pairs = []
    for a, bm in positives:
        if rng.random() < 0.5:
            a, bm = bm, a
        pairs.append((ids[a], ids[bm], 1, clone_type(methods[a][1], methods[bm][1])))
    for a, bm in negatives:
        if rng.random() < 0.5:
            a, bm = bm, a
        same_cat = bases[methods[a][0]].category == bases[methods[bm][0]].category
        pairs.append((ids[a], ids[bm], 0, "same-category" if same_cat else "unrelated"))
    rng.shuffle(pairs)
    method_rows = sorted(((ids[mi], methods[mi][2]) for mi in used), key=lambda r: int(r[0]))
    return method_rows, pairs, methods, used


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--seed", type=int, default=7)
    ap.add_argument("--out-dir", default=DEFAULT_OUT_DIR)
    ap.add_argument("--manifest", default=None,
                    help="optional TSV with the clone type / non-clone kind of every pair (not written by default)")
    args = ap.parse_args(argv)
    method_rows, pairs, methods, used = generate(args.seed)
    os.makedirs(args.out_dir, exist_ok=True)
    mpath = os.path.join(args.out_dir, METHODS_NAME)
    ppath = os.path.join(args.out_dir, PAIRS_NAME)
    with open(mpath, "w", encoding="utf-8", newline="\n") as fh:
        for idx, func in method_rows:
            fh.write(json.dumps({"idx": idx, "func": func}, ensure_ascii=False) + "\n")
    with open(ppath, "w", encoding="utf-8", newline="\n") as fh:
        for a, b, label, _ in pairs:
            fh.write("%s\t%s\t%d\n" % (a, b, label))
    if args.manifest:
        with open(args.manifest, "w", encoding="utf-8", newline="\n") as fh:
            for a, b, label, kind in pairs:
                fh.write("%s\t%s\t%d\t%s\n" % (a, b, label, kind))
    kinds = {}
    for _, _, label, kind in pairs:
        kinds[(label, kind)] = kinds.get((label, kind), 0) + 1
    n_pos = sum(1 for p in pairs if p[2] == 1)
    sys.stdout.write("wrote %d methods to %s and %d pairs (%d clones, %d non-clones) to %s (seed %d)\n" % (
        len(method_rows), os.path.relpath(mpath), len(pairs), n_pos, len(pairs) - n_pos, os.path.relpath(ppath),
        args.seed))
    for (label, kind) in sorted(kinds):
        sys.stdout.write("  label=%d %-16s %d\n" % (label, kind, kinds[(label, kind)]))
    return 0


if __name__ == "__main__":
    sys.exit(main())
