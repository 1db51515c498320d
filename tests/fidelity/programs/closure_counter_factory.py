from typing import Callable, Dict, List


def make_counter(start: int = 0, step: int = 1) -> Dict[str, Callable]:
    count = start
    history: List[int] = []

    def increment() -> int:
        nonlocal count
        count += step
        history.append(count)
        return count

    def reset() -> None:
        nonlocal count
        count = start
        history.clear()

    def peek() -> int:
        return count

    return {"inc": increment, "reset": reset, "peek": peek, "history": lambda: list(history)}


def make_multipliers(n):
    return [lambda x, i=i: x * i for i in range(n)]


def late_binding(n):
    return [lambda x: x * i for i in range(n)]


a = make_counter()
b = make_counter(100, -10)
for _ in range(3):
    a["inc"]()
b["inc"]()
b["inc"]()
snapshot = (a["peek"](), b["peek"](), a["history"](), b["history"]())
a["reset"]()
print(snapshot)
total_calls = 0


def tracked(x):
    global total_calls
    total_calls += 1
    return x + 1


results = [tracked(i) for i in range(4)]
(snapshot, a["peek"](), a["history"](), [f(10) for f in make_multipliers(4)], [f(10) for f in late_binding(4)], total_calls, results)
