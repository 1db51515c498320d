from __future__ import annotations

from itertools import islice
from typing import Iterable, Iterator, TypeVar

T = TypeVar("T")


def chunked(items: Iterable[T], size: int) -> Iterator[list[T]]:
    if size < 1:
        raise ValueError("size must be >= 1")
    it = iter(items)
    while batch := list(islice(it, size)):
        yield batch


def sliding(items: list[T], width: int) -> Iterator[tuple[T, ...]]:
    for i in range(len(items) - width + 1):
        yield tuple(items[i:i + width])


def process(batch: list[int]) -> dict[str, int]:
    return {"n": len(batch), "sum": sum(batch), "max": max(batch)}


ids = list(range(1, 24))
results = [process(b) for b in chunked(ids, 5)]
for i, r in enumerate(results):
    print(f"batch {i}: {r}")
moving = [round(sum(w) / len(w), 2) for w in sliding([3, 8, 2, 9, 4, 7, 1], 3)]
try:
    list(chunked(ids, 0))
except ValueError as e:
    err = str(e)
letters = ["".join(b) for b in chunked("abcdefghij", 3)]
(results[-1], moving, err, letters)
