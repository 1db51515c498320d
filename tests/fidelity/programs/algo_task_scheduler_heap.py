import heapq
from typing import List, Tuple

tasks: List[Tuple[str, int, int, List[str]]] = [
    ("compile", 3, 2, []),
    ("test", 5, 1, ["compile"]),
    ("lint", 1, 3, []),
    ("docs", 2, 5, []),
    ("package", 2, 1, ["test", "lint"]),
    ("deploy", 1, 0, ["package", "docs"]),
]


def schedule(workers: int):
    info = {name: (dur, prio, deps) for name, dur, prio, deps in tasks}
    remaining = {name: set(deps) for name, _, _, deps in tasks}
    ready = [(prio, name) for name, (_, prio, deps) in info.items() if not deps]
    heapq.heapify(ready)
    running: List[Tuple[int, str]] = []
    time, log = 0, []
    while ready or running:
        while ready and len(running) < workers:
            _, name = heapq.heappop(ready)
            heapq.heappush(running, (time + info[name][0], name))
            log.append((time, "start", name))
        time, done = heapq.heappop(running)
        log.append((time, "done", done))
        for name, deps in remaining.items():
            if done in deps:
                deps.discard(done)
                if not deps:
                    heapq.heappush(ready, (info[name][1], name))
    return time, log


for w in (1, 2, 3):
    t, _ = schedule(w)
    print(f"{w} worker(s): makespan {t}")
t, log = schedule(2)
(t, log)
