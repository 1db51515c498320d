import random
from collections import deque

rng = random.Random(42)
queue = deque()
served, waits, max_len = 0, [], 0
for minute in range(240):
    for _ in range(rng.choice([0, 0, 1, 1, 1, 2])):
        queue.append(minute)
    for _ in range(2 if minute % 3 else 1):
        if queue:
            waits.append(minute - queue.popleft())
            served += 1
    max_len = max(max_len, len(queue))
avg_wait = sum(waits) / len(waits)
print(f"served {served}, avg wait {avg_wait:.2f} min, max queue {max_len}, left {len(queue)}")
(served, round(avg_wait, 6), max_len, len(queue), max(waits))
