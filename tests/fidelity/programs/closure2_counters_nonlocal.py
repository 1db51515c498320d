from typing import Callable, Dict, List, Tuple


def make_counter(start: int = 0, step: int = 1) -> Tuple[Callable[[], int], Callable[[], None]]:
    count = start

    def inc() -> int:
        nonlocal count
        count += step
        return count

    def reset() -> None:
        nonlocal count
        count = start

    return inc, reset


def make_accumulator() -> Callable[[float], float]:
    total = 0.0

    def add(x: float) -> float:
        nonlocal total
        total += x
        return total

    return add


def memo_calls() -> Tuple[Callable[[int], int], Dict[str, int]]:
    stats = {"hits": 0, "misses": 0}
    cache: Dict[int, int] = {}

    def square(n: int) -> int:
        if n in cache:
            stats["hits"] += 1
        else:
            stats["misses"] += 1
            cache[n] = n * n
        return cache[n]

    return square, stats


inc, reset = make_counter(10, 5)
print(inc(), inc(), inc())
reset()
print(inc())
acc = make_accumulator()
print([acc(x) for x in (1, 2.5, -0.5)])
sq, stats = memo_calls()
print([sq(n) for n in (2, 3, 2, 2, 4)], stats)
funcs: List[Callable[[], int]] = [lambda: i for i in range(3)]
bound: List[Callable[[], int]] = [lambda i=i: i for i in range(3)]
print([f() for f in funcs], [f() for f in bound])


def outer() -> str:
    x = "outer"

    def middle() -> str:
        x = "middle"

        def inner() -> str:
            nonlocal x
            x = "inner-set"
            return x

        inner()
        return x

    return middle() + "/" + x


print(outer())
print(inc.__name__, make_counter.__name__, inc.__qualname__)
adders = {n: (lambda n: lambda x: x + n)(n) for n in (1, 10)}
(adders[1](5), adders[10](5))
