from functools import lru_cache
from typing import List, Tuple

items: List[Tuple[str, int, int]] = [
    ("tent", 5, 60),
    ("stove", 3, 40),
    ("sleeping bag", 4, 50),
    ("water filter", 1, 30),
    ("camera", 2, 35),
    ("book", 1, 10),
    ("first aid", 1, 45),
]
CAPACITY = 10


@lru_cache(maxsize=None)
def best(i: int, cap: int) -> Tuple[int, Tuple[str, ...]]:
    if i == len(items) or cap == 0:
        return 0, ()
    name, weight, value = items[i]
    skip = best(i + 1, cap)
    if weight > cap:
        return skip
    v, chosen = best(i + 1, cap - weight)
    take = (v + value, (name,) + chosen)
    return max(skip, take)


total, chosen = best(0, CAPACITY)
weight = sum(w for n, w, _ in items if n in chosen)
print(f"Best value {total} using {weight}/{CAPACITY} kg:")
for name in chosen:
    _, w, v = next(it for it in items if it[0] == name)
    print(f"  - {name:<14} {w} kg  value {v:>3}  ratio {v / w:.1f}")
print(best.cache_info().hits > 0)
(total, list(chosen))
