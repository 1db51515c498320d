# expect: value ["FileNotFoundError", "[Errno 2] No such file: 'a.txt'", "SyntaxError", "bad (cfg, line 3)", True]
# technique: OSError's errno mapping and SyntaxError's details tuple are CPython's own; only args is readable
out = []
try:
    raise OSError(2, "No such file", "a.txt")
except OSError as e:
    out += [type(e).__name__, str(e)]
try:
    raise SyntaxError("bad", ("cfg", 3, 1, "x = "))
except SyntaxError as e:
    out += [type(e).__name__, str(e), isinstance(e, Exception)]
out
