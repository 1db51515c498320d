def averager():
    total = 0.0
    count = 0
    average = None
    while True:
        value = yield average
        if value is None:
            break
        total += value
        count += 1
        average = total / count
    return {"count": count, "average": average}


def grep(pattern):
    matches = []
    try:
        while True:
            line = yield
            if pattern in line:
                matches.append(line)
    except GeneratorExit:
        matches.append("<closed>")
        raise
    finally:
        print(f"grep({pattern!r}) saw {len(matches)} entries")


avg = averager()
next(avg)
running = [avg.send(v) for v in [10, 20, 30, 45]]
try:
    avg.send(None)
except StopIteration as stop:
    final = stop.value

g = grep("error")
next(g)
for line in ["ok", "error: disk", "warning", "error: net"]:
    g.send(line)
g.close()


def counter_with_reset(limit):
    n = 0
    while n < limit:
        cmd = yield n
        n = 0 if cmd == "reset" else n + 1


c = counter_with_reset(5)
seq = [next(c), next(c), next(c), c.send("reset"), next(c)]
(running, final, seq, list(c))
