from typing import Generator, Optional, List


def averager() -> Generator[Optional[float], float, str]:
    total = 0.0
    count = 0
    avg: Optional[float] = None
    try:
        while True:
            value = yield avg
            if value is None:
                break
            total += value
            count += 1
            avg = total / count
    except GeneratorExit:
        print(f"closing after {count} values")
        raise
    return f"done {count}"


g = averager()
print(next(g))
for v in [10, 20, 30, 5]:
    print(g.send(v))
g.close()
print(g.gi_running if hasattr(g, "gi_running") else "n/a")

h = averager()
next(h)
h.send(4)
try:
    h.send(None)
except StopIteration as e:
    print("returned:", e.value)


def counter(start: int) -> Generator[int, int, None]:
    n = start
    while True:
        reset = yield n
        n = reset if reset is not None else n + 1


c = counter(5)
seq: List[int] = [next(c), next(c), c.send(100), next(c)]
print(seq)
try:
    c.throw(ValueError("boom"))
except ValueError as e:
    print("thrown back:", e)
try:
    next(c)
except StopIteration:
    print("exhausted")


def take(gen, n):
    return [x for _, x in zip(range(n), gen)]


def squares():
    i = 0
    while True:
        yield i * i
        i += 1


take(squares(), 6)
