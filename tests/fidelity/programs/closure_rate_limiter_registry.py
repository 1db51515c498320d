from typing import Callable, Dict, List

HANDLERS: Dict[str, Callable[..., str]] = {}


def register(name: str):
    def decorator(fn):
        if name in HANDLERS:
            raise KeyError(f"handler {name!r} already registered")
        HANDLERS[name] = fn
        return fn
    return decorator


def make_limiter(max_calls: int, window: int):
    calls: List[int] = []

    def allow(now: int) -> bool:
        nonlocal calls
        calls = [t for t in calls if now - t < window]
        if len(calls) < max_calls:
            calls.append(now)
            return True
        return False

    return allow


@register("greet")
def greet(name: str, *, excited: bool = False) -> str:
    return f"Hello, {name}{'!' if excited else '.'}"


@register("sum")
def add_all(*nums: int) -> str:
    return f"sum={sum(nums)}"


try:
    register("greet")(lambda: "dup")
except KeyError as e:
    print("KeyError:", e)

limiter = make_limiter(3, 10)
requests = [("greet", ("Ann",), {}), ("sum", (1, 2, 3), {}), ("greet", ("Bob",), {"excited": True}),
            ("sum", (), {}), ("missing", (), {}), ("sum", (5,), {})]
log = []
for t, (name, args, kwargs) in zip([0, 1, 2, 3, 11, 12], requests):
    if not limiter(t):
        log.append(f"t={t} {name}: rate limited")
        continue
    handler = HANDLERS.get(name)
    if handler is None:
        log.append(f"t={t} {name}: unknown handler")
        continue
    log.append(f"t={t} {name}: {handler(*args, **kwargs)}")
print("\n".join(log))
counters = [lambda i=i: i * i for i in range(4)]
[c() for c in counters], sorted(HANDLERS)
