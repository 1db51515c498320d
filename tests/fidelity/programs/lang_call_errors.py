def create_user(name, age, /, role="user", *, active=True, **extra):
    return {"name": name, "age": age, "role": role, "active": active, **extra}


def summarize(*values, sep=", "):
    return sep.join(str(v) for v in values)


NOT_A_FUNCTION = 5
calls = {
    "ok": lambda: create_user("ann", 30, "admin", active=False, team="x"),
    "missing": lambda: create_user("ann"),
    "too_many": lambda: create_user("a", 1, "r", "extra"),
    "kw_for_posonly": lambda: create_user(name="a", age=1),
    "bad_kw": lambda: summarize(1, 2, separator="-"),
    "dup": lambda: create_user("a", 1, role="x", **{"role": "y"}),
    "star_ok": lambda: summarize(*range(3), sep="|"),
    "kwonly_positional": lambda: (lambda a, *, b: a + b)(1, 2),
    "lambda_missing": lambda: (lambda a, b=2: a * b)(),
    "not_callable": lambda: NOT_A_FUNCTION(),
    "nested_missing": lambda: create_user(),
}
results = {}
for name, fn in calls.items():
    try:
        results[name] = fn()
    except TypeError as e:
        results[name] = f"TypeError: {e}"
for k, v in results.items():
    print(k, "->", v)
results
