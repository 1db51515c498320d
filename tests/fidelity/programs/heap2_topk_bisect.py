import heapq
import bisect
from typing import List, Dict, Tuple

products: List[Dict[str, object]] = [
    {"name": "lamp", "price": 35.0, "rating": 4.2}, {"name": "desk", "price": 220.0, "rating": 4.8},
    {"name": "chair", "price": 140.0, "rating": 4.8}, {"name": "pen", "price": 2.5, "rating": 3.9},
    {"name": "mug", "price": 9.0, "rating": 4.5},
]
print([p["name"] for p in heapq.nlargest(3, products, key=lambda p: p["rating"])])
print([p["name"] for p in heapq.nsmallest(2, products, key=lambda p: p["price"])])
print(heapq.nlargest(3, [5, 1, 8, 3, 8, 2]), heapq.nsmallest(10, [3, 1]))
h: List[Tuple[int, str]] = []
for pri, task in [(3, "email"), (1, "deploy"), (2, "review"), (1, "alert")]:
    heapq.heappush(h, (pri, task))
print([heapq.heappop(h) for _ in range(len(h))])
nums = [9, 4, 7, 1, 8]
heapq.heapify(nums)
print(nums[0], heapq.heappushpop(nums, 0), heapq.heapreplace(nums, 100), sorted(nums))
print(list(heapq.merge([1, 4, 9], [2, 3, 10], [5])), list(heapq.merge(["b", "a"], ["c"], key=len)))
scores: List[int] = []
for s in [70, 55, 90, 70, 85, 60]:
    bisect.insort(scores, s)
print(scores, bisect.bisect_left(scores, 70), bisect.bisect_right(scores, 70), bisect.bisect(scores, 100))


def grade(score: int, cuts=(60, 70, 80, 90), letters="FDCBA") -> str:
    return letters[bisect.bisect(cuts, score)]


print([grade(s) for s in [33, 60, 75, 89, 90, 100]])
events: List[Tuple[int, str]] = []
for t, name in [(30, "c"), (10, "a"), (20, "b"), (20, "b2")]:
    bisect.insort(events, (t, name))
print(events)
print(bisect.bisect_left(products, 100.0, key=lambda p: p["price"]) if False else "skip")
by_price = sorted(products, key=lambda p: p["price"])
idx = bisect.bisect_left(by_price, 100.0, key=lambda p: p["price"])
[p["name"] for p in by_price[idx:]]
