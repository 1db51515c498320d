calls = []


def expensive(x):
    calls.append(x)
    return x * x


data = range(1, 1_000_000)
lazy = (expensive(x) for x in data)
first_big = next(v for v in lazy if v > 50)
after_first = len(calls)
rest = [next(lazy) for _ in range(3)]
any_hit = any(expensive(x) > 10 for x in data)
total = sum(x for x in range(10) if x % 3)
maxlen = max((w for w in "the quick brown fox jumps".split()), key=len)
pairs = dict((k, v) for k, v in zip("abc", range(3)))
nested = list((i, j) for i in range(3) for j in range(i))
gen = (x for x in [1, 2])
exhausted = (list(gen), list(gen))
print(first_big, after_first, rest)
(first_big, after_first, rest, any_hit, len(calls), total, maxlen, pairs, nested, exhausted)
