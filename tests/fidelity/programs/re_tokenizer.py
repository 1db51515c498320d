import re

TOKEN_SPEC = [
    ("NUMBER", r"\d+(?:\.\d*)?"),
    ("ASSIGN", r"="),
    ("END", r";"),
    ("ID", r"[A-Za-z_]\w*"),
    ("OP", r"[+\-*/]"),
    ("NEWLINE", r"\n"),
    ("SKIP", r"[ \t]+"),
    ("MISMATCH", r"."),
]
MASTER = re.compile("|".join(f"(?P<{name}>{pat})" for name, pat in TOKEN_SPEC))


def tokenize(code):
    line = 1
    for m in MASTER.finditer(code):
        kind, value = m.lastgroup, m.group()
        if kind == "NEWLINE":
            line += 1
        elif kind == "SKIP":
            continue
        elif kind == "MISMATCH":
            raise RuntimeError(f"{value!r} unexpected on line {line}")
        else:
            yield kind, value, line


code = "total = price * qty + 2.5;\ntax = total / 10;\n"
tokens = list(tokenize(code))
try:
    list(tokenize("x = 3 $ 4"))
except RuntimeError as e:
    err = str(e)
(tokens[:6], len(tokens), err, re.split(r"\s*[;,]\s*", "a ; b,c ;d"), re.sub(r"(\w+)@(\w+)", r"\2 at \1", "me@home you@work"))
