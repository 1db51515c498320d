from functools import cache, lru_cache


@cache
def fib(n: int) -> int:
    return n if n < 2 else fib(n - 1) + fib(n - 2)


@lru_cache(maxsize=128)
def partitions(n: int, k: int) -> int:
    if n == 0:
        return 1
    if n < 0 or k == 0:
        return 0
    return partitions(n - k, k) + partitions(n, k - 1)


@lru_cache(maxsize=None)
def grid_paths(r: int, c: int, blocked: frozenset = frozenset()) -> int:
    if (r, c) in blocked:
        return 0
    if r == 0 or c == 0:
        return 1 if all((i, 0) not in blocked for i in range(r + 1)) and all((0, j) not in blocked for j in range(c + 1)) else 0
    return grid_paths(r - 1, c, blocked) + grid_paths(r, c - 1, blocked)


def collatz_len(n: int, memo: dict = {1: 1}) -> int:
    if n not in memo:
        memo[n] = 1 + collatz_len(n // 2 if n % 2 == 0 else 3 * n + 1)
    return memo[n]


print([fib(i) for i in range(15)])
print("fib(90) =", fib(90))
print("p(n):", [partitions(n, n) for n in range(1, 16)])
best = max(range(1, 3000), key=collatz_len)
info = partitions.cache_info()
(fib(150), partitions(60, 60), grid_paths(6, 6), grid_paths(4, 4, frozenset({(2, 2)})), best, collatz_len(best), info.maxsize)
