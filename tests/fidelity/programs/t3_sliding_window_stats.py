from collections import deque
from typing import Deque, Iterable, List, Tuple


class RollingStats:
    def __init__(self, window: int):
        self.window = window
        self.values: Deque[float] = deque(maxlen=window)
        self._sum = 0.0

    def push(self, x: float) -> None:
        if len(self.values) == self.window:
            self._sum -= self.values[0]
        self.values.append(x)
        self._sum += x

    @property
    def mean(self) -> float:
        return self._sum / len(self.values) if self.values else float("nan")

    @property
    def spread(self) -> float:
        return max(self.values) - min(self.values)


def detect_spikes(series: Iterable[float], window: int = 4, factor: float = 1.5) -> List[Tuple[int, float, float]]:
    stats = RollingStats(window)
    spikes = []
    for i, x in enumerate(series):
        if len(stats.values) == window and x > stats.mean * factor:
            spikes.append((i, x, round(stats.mean, 3)))
        stats.push(x)
    return spikes


def max_sum_subarray(nums: List[int], k: int) -> Tuple[int, int]:
    best = cur = sum(nums[:k])
    best_i = 0
    for i in range(k, len(nums)):
        cur += nums[i] - nums[i - k]
        if cur > best:
            best, best_i = cur, i - k + 1
    return best, best_i


def longest_unique(s: str) -> str:
    seen = {}
    start = best_start = best_len = 0
    for i, ch in enumerate(s):
        if seen.get(ch, -1) >= start:
            start = seen[ch] + 1
        seen[ch] = i
        if i - start + 1 > best_len:
            best_start, best_len = start, i - start + 1
    return s[best_start:best_start + best_len]


latency = [100, 104, 98, 101, 250, 99, 102, 97, 400, 410, 103, 100]
for i, x, m in detect_spikes(latency):
    print(f"t={i:>2} value={x:>5} rolling-mean={m:>8.2f}")
rs = RollingStats(3)
for x in [1.0, 2.0, 3.0, 10.0]:
    rs.push(x)
print(list(rs.values), rs.mean, rs.spread, deque([1, 2, 3], maxlen=2))
d = deque("abcde")
d.rotate(2)
print("".join(d), d.maxlen, RollingStats(2).mean)
max_sum_subarray([2, -1, 3, 5, -2, 4, 1], 3), longest_unique("abcabcbbxyzw"), longest_unique("")
