from itertools import islice, chain
from typing import Iterable, Iterator, List, TypeVar

T = TypeVar("T")


def batched(iterable: Iterable[T], size: int) -> Iterator[List[T]]:
    if size < 1:
        raise ValueError("size must be at least 1")
    it = iter(iterable)
    while batch := list(islice(it, size)):
        yield batch


def fake_api(page: int, per_page: int = 4):
    data = [f"rec-{i}" for i in range(1, 15)]
    start = (page - 1) * per_page
    chunk = data[start:start + per_page]
    return {"page": page, "results": chunk, "has_more": start + per_page < len(data)}


def all_records() -> Iterator[str]:
    page = 1
    while True:
        resp = fake_api(page)
        print(f"fetched page {page} ({len(resp['results'])} records)")
        yield from resp["results"]
        if not resp["has_more"]:
            return
        page += 1


def running_total(values):
    total = 0
    for v in values:
        total += v
        received = yield total
        if received is not None:
            total = received


for i, batch in enumerate(batched(all_records(), 5), 1):
    print(f"batch {i}: {batch}")
gen = running_total([1, 2, 3, 4])
print(next(gen), next(gen), gen.send(100), next(gen))
flat = list(chain.from_iterable(batched(range(7), 3)))
try:
    list(batched([1], 0))
except ValueError as e:
    print("error:", e)
(flat, sum(1 for _ in batched(range(100), 7)))
