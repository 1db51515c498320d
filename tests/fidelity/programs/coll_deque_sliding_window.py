from collections import deque
from typing import Deque, List


def sliding_max(nums: List[int], k: int) -> List[int]:
    window: Deque[int] = deque()
    out = []
    for i, n in enumerate(nums):
        while window and nums[window[-1]] <= n:
            window.pop()
        window.append(i)
        if window[0] <= i - k:
            window.popleft()
        if i >= k - 1:
            out.append(nums[window[0]])
    return out


def moving_average(stream, n=3):
    buf = deque(maxlen=n)
    for x in stream:
        buf.append(x)
        yield round(sum(buf) / len(buf), 3)


history = deque(["cd /", "ls", "cat a.txt"], maxlen=4)
for cmd in ["vim b.txt", "make", "make test"]:
    history.append(cmd)
rot = deque(range(7))
rot.rotate(3)
rot.appendleft(-1)
rot.extendleft([100, 200])
print(list(history))
print(list(rot))
(sliding_max([1, 3, -1, -3, 5, 3, 6, 7], 3), list(moving_average([10, 20, 30, 40, 50])), list(history), list(rot),
 rot.count(3), rot.index(0), history.maxlen)
