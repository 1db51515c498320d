def attempt(label, fn):
    try:
        result = fn()
    except Exception as e:
        print(f"{label:<14} {type(e).__name__}: {e}")
    else:
        print(f"{label:<14} ok: {result!r}")


def greet(name, *, greeting="Hello"):
    return f"{greeting}, {name}!"


data = {"a": 1}
items = [3, 1, 2]
attempt("int parse", lambda: int("12.5"))
attempt("float parse", lambda: float("abc"))
attempt("key", lambda: data["b"])
attempt("index", lambda: items[10])
attempt("list.index", lambda: items.index(7))
attempt("unpack", lambda: [a for a, b in [(1, 2, 3)]])
attempt("concat", lambda: "n=" + 5)
attempt("kwonly", lambda: greet("x", "Hi"))
attempt("missing arg", lambda: greet())
attempt("unexpected kw", lambda: greet("x", tone="warm"))
attempt("div", lambda: 10 % 0)
attempt("none attr", lambda: None.upper())
attempt("str attr", lambda: "abc".push("d"))
attempt("sort mixed", lambda: sorted([1, "2", 3]))
attempt("dict iter", lambda: {k: v for k, v in ["ab", "cde"]})
attempt("remove", lambda: items.remove(9))
attempt("pop empty", lambda: [].pop())
attempt("set pop", lambda: set().pop())
attempt("int base", lambda: int("ff", 16) + int("0b101", 0))
attempt("round", lambda: (round(2.5), round(3.5), round(-0.5), round(1.2345, 2)))
attempt("chr", lambda: chr(-1))
attempt("hash list", lambda: {[1, 2]: "x"})
attempt("call int", lambda: 5())
attempt("max empty", lambda: max([]))
attempt("zip strict", lambda: list(zip([1, 2], [3], strict=True)))
attempt("fmt", lambda: f"{'abc':d}")
attempt("fmt2", lambda: "{0} {2}".format("a", "b"))  # noqa: F523, F524
