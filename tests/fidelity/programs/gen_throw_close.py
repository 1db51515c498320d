def worker(log):
    log.append("started")
    try:
        while True:
            try:
                job = yield
                log.append(f"job {job}")
            except ValueError as e:
                log.append(f"recovered from {e}")
    finally:
        log.append("cleanup")


def numbers():
    try:
        yield 1
        yield 2
    except GeneratorExit:
        raise
    yield 3


log = []
w = worker(log)
next(w)
w.send("a")
w.throw(ValueError("bad input"))
w.send("b")
try:
    w.throw(KeyError("fatal"))
except KeyError as e:
    log.append(f"propagated {e!r}")
g = numbers()
first = next(g)
g.close()
closed_next = next(g, "exhausted")
gen = (x * x for x in range(3))
collected = list(gen)
try:
    next(gen)
except StopIteration:
    collected.append("stop")
(log, first, closed_next, collected)
