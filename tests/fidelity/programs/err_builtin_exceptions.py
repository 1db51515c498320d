def attempt(label, fn):
    try:
        return label, "ok", fn()
    except ZeroDivisionError as e:
        return label, "ZeroDivisionError", str(e)
    except (KeyError, IndexError) as e:
        return label, "LookupError:" + ("KeyError" if isinstance(e, KeyError) else "IndexError"), str(e)
    except ValueError as e:
        return label, "ValueError", str(e)
    except TypeError as e:
        return label, "TypeError", str(e)
    except OverflowError as e:
        return label, "OverflowError", str(e)
    except Exception as e:
        return label, "Exception", repr(e)


cases = [
    ("div", lambda: 1 / 0),
    ("intdiv", lambda: 10 // 0),
    ("mod", lambda: 5 % 0),
    ("key", lambda: {"a": 1}["b"]),
    ("index", lambda: [1, 2, 3][10]),
    ("int", lambda: int("12x")),
    ("float", lambda: float("abc")),
    ("add", lambda: "a" + 1),
    ("call", lambda: len(5)),
    ("unpack", lambda: [a for a, b in [(1, 2, 3)]]),
    ("overflow", lambda: 2.0 ** 5000),
    ("pop", lambda: [].pop()),
    ("remove", lambda: [1].remove(2)),
    ("dictpop", lambda: {}.pop("x")),
    ("index_str", lambda: "abc".index("z")),
    ("min", lambda: min([])),
    ("chr", lambda: chr(-1)),
    ("str_mul", lambda: "ab" * "c"),
    ("cmp", lambda: sorted([3, "a", 1])),
    ("none", lambda: None + 1),
    ("ok", lambda: sum(range(10))),
]
results = [attempt(label, fn) for label, fn in cases]
for label, kind, detail in results:
    print(f"{label:<10}{kind:<24}{detail}")
results
