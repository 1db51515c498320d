from collections import deque
from enum import Enum
from dataclasses import dataclass, field  # noqa: F401
from typing import Deque, List, Dict
import random


class State(Enum):
    WAITING = "waiting"
    SERVING = "serving"
    DONE = "done"


@dataclass
class Customer:
    cid: int
    arrival: int
    work: int
    state: State = State.WAITING
    started: int = -1

    def advance(self, now: int) -> None:
        match self.state:
            case State.WAITING:
                self.state, self.started = State.SERVING, now
            case State.SERVING if now - self.started >= self.work:
                self.state = State.DONE
            case State.SERVING:
                pass
            case State.DONE:
                raise RuntimeError(f"customer {self.cid} already done")


rng = random.Random(7)
arrivals: Deque[Customer] = deque(Customer(i, rng.randint(0, 10), rng.randint(1, 4)) for i in range(8))
arrivals = deque(sorted(arrivals, key=lambda c: (c.arrival, c.cid)))
queue: Deque[Customer] = deque()
serving: List[Customer] = []
finished: List[Customer] = []
waits: Dict[int, int] = {}
for now in range(40):
    while arrivals and arrivals[0].arrival <= now:
        queue.append(arrivals.popleft())
    for c in list(serving):
        c.advance(now)
        if c.state is State.DONE:
            serving.remove(c)
            finished.append(c)
    while queue and len(serving) < 2:
        c = queue.popleft()
        c.advance(now)
        waits[c.cid] = now - c.arrival
        serving.append(c)
print([(c.cid, c.arrival, c.work) for c in finished])
print(waits, f"avg wait {sum(waits.values()) / len(waits):.2f}")
try:
    finished[0].advance(99)
except RuntimeError as e:
    print(e)
print(rng.random(), rng.choice("abc"), rng.sample(range(10), 3), rng.uniform(1, 2))
lst = list(range(6))
rng.shuffle(lst)
(lst, [c.state.value for c in finished][:2])
