# expect: value (True, (1,), {"b": 2}, 7)
# technique: reading a partial's func/args/keywords and mutating keywords (only the guest's own data)
import functools
def f(a, b=0, c=0):
    return a + b + c
p = functools.partial(f, 1, b=2)
seen = (p.func is f, p.args, dict(p.keywords))
p.keywords["c"] = 4
seen + (p(),)
