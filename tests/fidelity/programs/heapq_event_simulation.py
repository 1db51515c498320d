import heapq
import random
from dataclasses import dataclass, field


@dataclass(order=True)
class Event:
    time: float
    seq: int
    kind: str = field(compare=False)
    customer: int = field(compare=False)


rng = random.Random(7)
events = []
seq = 0
t = 0.0
for cid in range(8):
    t += rng.expovariate(1.0)
    heapq.heappush(events, Event(round(t, 3), seq, "arrive", cid))
    seq += 1

tellers_free = 2
waiting = []
served = []
waits = {}
arrived_at = {}
while events:
    ev = heapq.heappop(events)
    if ev.kind == "arrive":
        arrived_at[ev.customer] = ev.time
        if tellers_free:
            tellers_free -= 1
            waits[ev.customer] = 0.0
            heapq.heappush(events, Event(round(ev.time + rng.uniform(0.5, 2.5), 3), seq, "leave", ev.customer))
            seq += 1
        else:
            waiting.append(ev.customer)
    else:
        served.append(ev.customer)
        if waiting:
            nxt = waiting.pop(0)
            waits[nxt] = round(ev.time - arrived_at[nxt], 3)
            heapq.heappush(events, Event(round(ev.time + rng.uniform(0.5, 2.5), 3), seq, "leave", nxt))
            seq += 1
        else:
            tellers_free += 1
    print(f"t={ev.time:7.3f} {ev.kind:<6} customer {ev.customer} queue={waiting}")

avg_wait = sum(waits.values()) / len(waits)
print(f"served order: {served}")
print(f"average wait: {avg_wait:.3f}, max wait: {max(waits.values()):.3f}")
print(heapq.nsmallest(3, waits.items(), key=lambda kv: (-kv[1], kv[0])))
served
