import bisect

BREAKPOINTS = [60, 70, 80, 90]
GRADES = "FDCBA"

def grade(score: float) -> str:
    return GRADES[bisect.bisect(BREAKPOINTS, score)]

scores = [33, 99, 77, 70, 89, 90, 100, 59.9, 60]
print([grade(s) for s in scores])

class SortedList:
    def __init__(self, items=()):
        self._data = sorted(items)

    def add(self, x):
        bisect.insort(self._data, x)

    def count_between(self, lo, hi):
        return bisect.bisect_right(self._data, hi) - bisect.bisect_left(self._data, lo)

    def nearest(self, x):
        i = bisect.bisect_left(self._data, x)
        candidates = self._data[max(0, i - 1): i + 1]
        return min(candidates, key=lambda v: (abs(v - x), v))

    def __repr__(self):
        return f"SortedList({self._data})"

sl = SortedList([15, 3, 42, 8, 23])
for v in [16, 4, 42, 1]:
    sl.add(v)
print(sl)
print(sl.count_between(4, 23), sl.nearest(20), sl.nearest(0), sl.nearest(100))

timestamps = [100, 105, 130, 180, 181, 240]
window_start = bisect.bisect_left(timestamps, 130)
print("events since 130:", timestamps[window_start:])

records = [("apple", 1.2), ("banana", 0.5), ("cherry", 3.0)]
records.sort(key=lambda r: r[1])
prices = [r[1] for r in records]
idx = bisect.bisect_left(prices, 1.0)
print(records[idx])
bisect.insort(records, ("date", 2.0), key=lambda r: r[1])
records
