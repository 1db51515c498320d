from itertools import accumulate, chain, islice, pairwise, takewhile
from typing import Iterable, Iterator

RAW = """
# sensor readings
t=0 temp=21.5
t=1 temp=21.7
t=2 temp=bad
t=3 temp=22.4

t=4 temp=23.9
t=5 temp=23.1
t=6 temp=25.0
"""


def lines(text: str) -> Iterator[str]:
    for line in text.splitlines():
        line = line.strip()
        if line and not line.startswith("#"):
            yield line


def parse(rows: Iterable[str]) -> Iterator[tuple[int, float]]:
    for row in rows:
        fields = dict(part.split("=", 1) for part in row.split())
        try:
            yield int(fields["t"]), float(fields["temp"])
        except ValueError:
            print(f"skip {row!r}")


def moving_avg(values: Iterable[float], n: int = 2) -> Iterator[float]:
    window: list[float] = []
    for v in values:
        window.append(v)
        if len(window) > n:
            window.pop(0)
        yield round(sum(window) / len(window), 3)


def chained(*sources):
    for s in sources:
        yield from s


readings = list(parse(lines(RAW)))
temps = [t for _, t in readings]
print(list(moving_avg(temps, 3)))
deltas = [round(b - a, 2) for a, b in pairwise(temps)]
print(deltas, list(accumulate(deltas, max)))
print(list(takewhile(lambda r: r[1] < 23, readings)))
print(list(islice(chained(range(3), "ab", [None]), 1, 5)), list(chain.from_iterable([[1], [2, 3]])))
gen = moving_avg(iter([1.0, 2.0, 4.0]))
next(gen), next(gen), list(gen), sum(1 for _ in lines(RAW))
