from contextlib import contextmanager, suppress
from typing import Iterator, List

EVENTS: List[str] = []


@contextmanager
def step(name: str, ticks: List[int]) -> Iterator[dict]:
    info = {"name": name, "status": "running"}
    start = len(ticks)
    EVENTS.append(f"enter {name}")
    try:
        yield info
        info["status"] = "ok"
    except ValueError as e:
        info["status"] = f"failed: {e}"
    finally:
        info["ticks"] = len(ticks) - start
        EVENTS.append(f"exit {name} [{info['status']}]")


ticks: List[int] = []
results = []
for name, n, fail in [("load", 3, False), ("parse", 2, True), ("save", 1, False)]:
    with step(name, ticks) as info:
        for i in range(n):
            ticks.append(i)
        if fail:
            raise ValueError(f"bad row {n}")
    results.append(info)

with suppress(KeyError, IndexError):
    {}["missing"]
    EVENTS.append("unreachable")

try:
    with step("outer", ticks):
        raise RuntimeError("not handled by step")
except RuntimeError as e:
    EVENTS.append(f"caught {e}")

print("\n".join(EVENTS))
[(r["name"], r["status"], r["ticks"]) for r in results]
