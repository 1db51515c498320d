import heapq
from enum import IntEnum


class Priority(IntEnum):
    LOW = 1
    NORMAL = 2
    HIGH = 3
    URGENT = 4

    @classmethod
    def parse(cls, text):
        try:
            return cls[text.strip().upper()]
        except KeyError:
            return cls.NORMAL


tasks = [("write docs", "low"), ("fix prod bug", "urgent"), ("review PR", "high"), ("lunch", "whenever"), ("deploy", "HIGH")]
heap = []
for i, (name, prio) in enumerate(tasks):
    p = Priority.parse(prio)
    heapq.heappush(heap, (-p, i, name, p))

order = []
while heap:
    neg, i, name, p = heapq.heappop(heap)
    order.append(f"{p.name}:{name}")

by_level = {}
for name, prio in tasks:
    by_level.setdefault(Priority.parse(prio), []).append(name)

print(order)
print(Priority.HIGH, repr(Priority.HIGH), f"{Priority.LOW:>5}", Priority.URGENT * 10, Priority.HIGH > 2, max(Priority))
(
    order,
    {p.name: v for p, v in sorted(by_level.items())},
    sum(Priority),
    [p for p in Priority if p >= Priority.HIGH],
    Priority(3) is Priority.HIGH,
    Priority.NORMAL + Priority.HIGH,
    int(Priority.URGENT),
    sorted([Priority.HIGH, 0, Priority.LOW, 5]),
)
