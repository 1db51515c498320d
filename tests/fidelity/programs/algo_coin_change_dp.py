from typing import Dict, List, Optional


def min_coins(coins: List[int], amount: int) -> Optional[List[int]]:
    INF = float("inf")
    best = [0] + [INF] * amount
    last: Dict[int, int] = {}
    for a in range(1, amount + 1):
        for c in coins:
            if c <= a and best[a - c] + 1 < best[a]:
                best[a] = best[a - c] + 1
                last[a] = c
    if best[amount] == INF:
        return None
    used = []
    while amount:
        used.append(last[amount])
        amount -= last[amount]
    return sorted(used, reverse=True)


def count_ways(coins: List[int], amount: int) -> int:
    ways = [1] + [0] * amount
    for c in coins:
        for a in range(c, amount + 1):
            ways[a] += ways[a - c]
    return ways[amount]


def greedy(coins: List[int], amount: int) -> List[int]:
    out = []
    for c in sorted(coins, reverse=True):
        k, amount = divmod(amount, c)
        out += [c] * k
    return out if amount == 0 else []


systems = {"euro": [1, 2, 5, 10, 20, 50], "odd": [1, 3, 4], "no_one": [5, 7]}
report = {}
for name, coins in systems.items():
    report[name] = {a: (min_coins(coins, a), greedy(coins, a)) for a in (6, 13, 23)}
    print(name, report[name])
(report, count_ways([1, 2, 5], 11), count_ways([2, 5, 3, 6], 10), count_ways([7], 3))
