from collections import defaultdict, deque
from typing import Dict, List

deps: Dict[str, List[str]] = {
    "app": ["web", "db", "auth"],
    "web": ["http", "templates"],
    "auth": ["db", "crypto"],
    "db": ["driver"],
    "templates": [],
    "http": ["sockets"],
    "crypto": [],
    "driver": ["sockets"],
    "sockets": [],
}


def toposort(graph: Dict[str, List[str]]) -> List[str]:
    indegree = {n: 0 for n in graph}
    users = defaultdict(list)
    for node, needs in graph.items():
        for d in needs:
            indegree[node] += 1
            users[d].append(node)
    ready = deque(sorted(n for n, k in indegree.items() if k == 0))
    order = []
    while ready:
        n = ready.popleft()
        order.append(n)
        for u in sorted(users[n]):
            indegree[u] -= 1
            if indegree[u] == 0:
                ready.append(u)
    if len(order) != len(graph):
        stuck = sorted(n for n, k in indegree.items() if k > 0)
        raise ValueError(f"cycle among: {', '.join(stuck)}")
    return order


order = toposort(deps)
print(" -> ".join(order))
levels = {}
for n in order:
    levels[n] = 1 + max((levels[d] for d in deps[n]), default=-1)
cyclic = dict(deps, sockets=["app"])
try:
    toposort(cyclic)
    err = None
except ValueError as e:
    err = str(e)
(order, levels, err)
