"""Regex-based renaming of local identifiers (training augmentation only).

Good enough to teach a student invariance to identifier names; it is not the
parser-driven transformation the gate itself uses. A name is renamed when it
is declared in the function (after a type-looking token, or as a parameter),
is not a keyword / common type / ALL_CAPS macro, and every occurrence that is
a member access (`.x`, `->x`) or a call (`x(`) is left alone.
"""

import random
import re

C_KEYWORDS = set("""auto break case char const continue default do double else enum extern
float for goto if inline int long register restrict return short signed sizeof static struct
switch typedef union unsigned void volatile while bool true false NULL size_t wchar_t
int64_t int32_t int16_t int8_t uint64_t uint32_t uint16_t uint8_t FILE SOCKET main func
helper""".split())

JAVA_KEYWORDS = set("""abstract assert boolean break byte case catch char class const continue
default do double else enum extends final finally float for goto if implements import
instanceof int interface long native new package private protected public return short
static strictfp super switch synchronized this throw throws transient try void volatile
while true false null var String Object Integer Long Double Float Boolean Character Byte
Short List Map Set ArrayList HashMap HashSet Exception IOException File""".split())

_DECL_C = re.compile(
    r"\b(?:char|int|long|short|float|double|unsigned|signed|size_t|wchar_t|void|bool|"
    r"struct\s+\w+|[A-Za-z_]\w*_t|[A-Z][A-Za-z0-9_]*)\s*[\*\s&]*\s*([A-Za-z_]\w*)\s*(?=[=;,\[\)])")
_DECL_JAVA = re.compile(
    r"\b(?:byte|short|int|long|float|double|boolean|char|String|var|[A-Z]\w*)"
    r"(?:\s*<[^<>;(){}]*(?:<[^<>;(){}]*>[^<>;(){}]*)*>)?(?:\s*\[\s*\])*\s+([A-Za-z_]\w*)\s*(?=[=;,:\)])")

_WORDS = ["data", "buf", "tmp", "val", "count", "idx", "item", "node", "res", "out", "src",
          "dst", "ptr", "len", "size", "key", "value", "elem", "list", "str", "num", "flag",
          "state", "ctx", "info", "obj", "entry", "name", "text", "cur", "next", "prev",
          "total", "input", "output", "handle", "stream", "reader", "writer", "result"]


def local_identifiers(code, lang):
    kw = C_KEYWORDS if lang == "c" else JAVA_KEYWORDS
    pat = _DECL_C if lang == "c" else _DECL_JAVA
    names = []
    seen = set()
    for m in pat.finditer(code):
        n = m.group(1)
        if n in kw or n in seen or n.isupper() or len(n) < 1:
            continue
        # a declaration of a function (name followed by '(') is not a local
        after = code[m.end(1):m.end(1) + 3].lstrip()
        if after.startswith("("):
            continue
        seen.add(n)
        names.append(n)
    return names


def random_name(rng, taken):
    for _ in range(100):
        style = rng.random()
        a = rng.choice(_WORDS)
        b = rng.choice(_WORDS)
        if style < 0.3:
            n = a
        elif style < 0.6:
            n = a + b.capitalize()
        elif style < 0.8:
            n = a + "_" + b
        else:
            n = a[0] + str(rng.randint(0, 99))
        if n not in taken:
            return n
    return "v%d" % rng.randint(1000, 99999)


def rename_locals(code, lang, rng, prob=1.0):
    """Rename each detected local identifier (with probability `prob`)."""
    names = local_identifiers(code, lang)
    if not names:
        return code
    taken = set(re.findall(r"[A-Za-z_]\w*", code))
    mapping = {}
    for n in names:
        if rng.random() <= prob:
            new = random_name(rng, taken)
            taken.add(new)
            mapping[n] = new
    if not mapping:
        return code
    word = re.compile(r"(?<![\w.])(?<!->)(" + "|".join(re.escape(n) for n in mapping) +
                      r")\b(?!\s*\()")
    return word.sub(lambda m: mapping[m.group(1)], code)


if __name__ == "__main__":
    rng = random.Random(0)
    c = "void func()\n{\n    char * data;\n    int i = 0;\n    data = buf(i);\n    s.data = i;\n}"
    print(rename_locals(c, "c", rng))
    j = "public void foo(String path, int n) { List<String> out = new ArrayList<>(); for (int i=0;i<n;i++) out.add(path); }"
    print(rename_locals(j, "java", rng))
