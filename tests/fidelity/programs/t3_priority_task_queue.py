import heapq
import itertools
from dataclasses import dataclass, field
from typing import Any, List


@dataclass(order=True)
class Task:
    priority: int
    seq: int
    name: str = field(compare=False)
    payload: Any = field(default=None, compare=False, repr=False)


class TaskQueue:
    def __init__(self) -> None:
        self._heap: List[Task] = []
        self._counter = itertools.count()
        self._cancelled: set = set()

    def push(self, name: str, priority: int = 5, payload: Any = None) -> Task:
        task = Task(priority, next(self._counter), name, payload)
        heapq.heappush(self._heap, task)
        return task

    def cancel(self, name: str) -> None:
        self._cancelled.add(name)

    def pop(self) -> Task:
        while self._heap:
            task = heapq.heappop(self._heap)
            if task.name not in self._cancelled:
                return task
        raise IndexError("pop from empty task queue")

    def __bool__(self) -> bool:
        return any(t.name not in self._cancelled for t in self._heap)


q = TaskQueue()
q.push("write report", 3)
q.push("fix prod bug", 1, payload={"ticket": 4411})
q.push("lunch", 5)
q.push("code review", 3)
q.push("email", 4)
q.push("hotfix deploy", 1)
q.cancel("email")

order = []
while q:
    t = q.pop()
    order.append(t.name)
    print(t)
print(Task(1, 0, "a") < Task(1, 1, "b"), Task(2, 0, "x") == Task(2, 0, "y"))
heapq.nsmallest(2, [Task(3, 9, "c"), Task(1, 8, "a"), Task(2, 7, "b")])
order
