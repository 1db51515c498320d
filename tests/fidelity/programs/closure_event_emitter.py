def make_emitter():
    handlers = {}
    counts = {"emitted": 0}

    def on(event, fn=None, *, once=False):
        def register(f):
            handlers.setdefault(event, []).append((f, once))
            return f
        return register(fn) if fn else register

    def emit(event, *args, **kwargs):
        counts["emitted"] += 1
        results = []
        keep = []
        for f, once in handlers.get(event, []):
            results.append(f(*args, **kwargs))
            if not once:
                keep.append((f, once))
        handlers[event] = keep
        return results

    def stats():
        return {e: len(hs) for e, hs in handlers.items()} | counts

    return on, emit, stats


on, emit, stats = make_emitter()
log = []


@on("greet")
def hello(name, punct="!"):
    log.append(f"hello {name}{punct}")
    return len(name)


on("greet", lambda name, **kw: name.upper(), once=True)


def make_counter():
    total = 0

    def bump(n=1):
        nonlocal total
        total += n
        return total
    return bump


counter = make_counter()
on("tick", counter)
print(emit("greet", "world"))
print(emit("greet", "bob", punct="?"))
print([emit("tick", k) for k in (1, 2, 3)], emit("missing"))
adders = [lambda x, i=i: x + i for i in range(3)]
print([f(10) for f in adders], log)
stats()
