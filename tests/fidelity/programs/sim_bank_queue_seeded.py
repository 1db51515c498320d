import random
import heapq
from collections import deque
from statistics import mean

rng = random.Random(2024)

arrivals = []
t = 0.0
for cid in range(25):
    t += rng.expovariate(1 / 3.0)
    service = rng.uniform(2.0, 6.0)
    arrivals.append((round(t, 3), cid, round(service, 3)))

TELLERS = 2
free_at = [0.0] * TELLERS
heapq.heapify(free_at)
waits = []
log = []
for arrive, cid, service in arrivals:
    teller_free = heapq.heappop(free_at)
    start = max(arrive, teller_free)
    waits.append(start - arrive)
    finish = start + service
    heapq.heappush(free_at, finish)
    log.append((cid, round(start, 2), round(finish, 2)))

print(f"customers: {len(arrivals)}")
print(f"avg wait:  {mean(waits):.3f}")
print(f"max wait:  {max(waits):.3f}")
print(f"waited:    {sum(1 for w in waits if w > 0)}")
print("first five:", log[:5])

deck = [f"{r}{s}" for s in "SHDC" for r in "A23456789TJQK"]
rng.shuffle(deck)
hand = deck[:5]
print("hand:", hand, "sample:", rng.sample(range(100), 4), rng.choice(["x", "y", "z"]))
print(rng.randint(1, 6), round(rng.random(), 6), rng.choices("abc", weights=[5, 1, 1], k=6))
recent = deque(maxlen=3)
for c in log:
    recent.append(c[0])
print(list(recent))
round(sum(waits), 6), hand
