import bisect
from typing import List, Sequence

prices = [3, 7, 7, 7, 12, 18, 18, 25, 40, 41, 99]
grades_cutoffs = [60, 70, 80, 90]
letters = "FDCBA"


def count_in_range(xs: Sequence[int], lo: int, hi: int) -> int:
    return bisect.bisect_right(xs, hi) - bisect.bisect_left(xs, lo)


def grade(score: int) -> str:
    return letters[bisect.bisect(grades_cutoffs, score)]


def first_true(lo: int, hi: int, pred) -> int:
    while lo < hi:
        mid = (lo + hi) // 2
        if pred(mid):
            hi = mid
        else:
            lo = mid + 1
    return lo


def isqrt(n: int) -> int:
    return first_true(0, n + 1, lambda x: x * x > n) - 1


book: List[int] = []
for p in [50, 10, 30, 20, 40, 30]:
    bisect.insort(book, p)
print("ordered book:", book)
print("7s:", count_in_range(prices, 7, 7), "10..40:", count_in_range(prices, 10, 40))
print([grade(s) for s in (55, 60, 69, 70, 85, 90, 100)])
ranks = {p: bisect.bisect_left(prices, p) for p in (0, 7, 18, 100)}
({n: isqrt(n) for n in (0, 1, 15, 16, 17, 10**12 + 7)}, ranks, book)
