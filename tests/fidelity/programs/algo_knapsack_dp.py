from functools import lru_cache
from typing import List, Tuple

items: List[Tuple[str, int, int]] = [
    ("tent", 11, 60), ("stove", 4, 40), ("water", 9, 75), ("food", 7, 62),
    ("camera", 2, 30), ("book", 1, 8), ("jacket", 5, 45), ("laptop", 6, 38),
]
CAPACITY = 20


def knapsack_table(cap: int):
    n = len(items)
    best = [[0] * (cap + 1) for _ in range(n + 1)]
    for i, (_, w, v) in enumerate(items, 1):
        for c in range(cap + 1):
            best[i][c] = best[i - 1][c]
            if w <= c and best[i - 1][c - w] + v > best[i][c]:
                best[i][c] = best[i - 1][c - w] + v
    chosen, c = [], cap
    for i in range(n, 0, -1):
        if best[i][c] != best[i - 1][c]:
            chosen.append(items[i - 1][0])
            c -= items[i - 1][1]
    return best[n][cap], sorted(chosen)


@lru_cache(maxsize=None)
def knapsack_memo(i: int, cap: int) -> int:
    if i == len(items) or cap == 0:
        return 0
    _, w, v = items[i]
    skip = knapsack_memo(i + 1, cap)
    if w > cap:
        return skip
    return max(skip, v + knapsack_memo(i + 1, cap - w))


value, chosen = knapsack_table(CAPACITY)
memo_value = knapsack_memo(0, CAPACITY)
info = knapsack_memo.cache_info()
print(f"best value {value} with {chosen}; memo agrees: {value == memo_value}")
by_cap = {c: knapsack_table(c)[0] for c in (0, 5, 10, 15, 25)}
(value, chosen, by_cap, info.hits > 0, info.currsize)
