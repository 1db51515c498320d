import heapq
from itertools import islice

streams = {
    "eu": [(1, "eu", "a"), (4, "eu", "b"), (9, "eu", "c")],
    "us": [(2, "us", "d"), (3, "us", "e"), (10, "us", "f")],
    "ap": [(0, "ap", "g"), (11, "ap", "h")],
}
merged = list(heapq.merge(*streams.values()))
latest_first = list(heapq.merge(*(reversed(s) for s in streams.values()), reverse=True))
by_key = list(heapq.merge(["apple", "fig"], ["banana", "kiwi"], key=len))
heap = []
for priority, task in [(5, "write"), (1, "plan"), (3, "code"), (1, "coffee"), (4, "test")]:
    heapq.heappush(heap, (priority, task))
order = [heapq.heappop(heap)[1] for _ in range(3)]
replaced = heapq.heapreplace(heap, (0, "urgent"))
pushed = heapq.heappushpop(heap, (9, "later"))
k_smallest = heapq.nsmallest(2, [7, 3, 9, 1, 4])
k_largest = heapq.nlargest(2, ["a", "bbb", "cc"], key=len)
(merged[:4], latest_first[:3], by_key, order, replaced, pushed, sorted(heap), k_smallest, k_largest, list(islice(heapq.merge([1, 3], [2]), 2)))
