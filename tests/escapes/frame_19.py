# expect: value [None]
# technique: a lambda containing yield is a generator; its frame stays unreachable, sending into it yields data only
f = lambda: (yield)
g = f()
[next(g)]
