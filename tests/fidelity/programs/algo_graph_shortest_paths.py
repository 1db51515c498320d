import heapq
from collections import defaultdict
from typing import Dict, List, Tuple

edges = [
    ("A", "B", 4), ("A", "C", 2), ("B", "C", 5), ("B", "D", 10),
    ("C", "E", 3), ("E", "D", 4), ("D", "F", 11), ("E", "F", 20), ("G", "H", 1),
]
graph: Dict[str, List[Tuple[str, int]]] = defaultdict(list)
for u, v, w in edges:
    graph[u].append((v, w))
    graph[v].append((u, w))


def dijkstra(src: str):
    dist = {src: 0}
    prev = {}
    pq = [(0, src)]
    while pq:
        d, node = heapq.heappop(pq)
        if d > dist.get(node, float("inf")):
            continue
        for nxt, w in graph[node]:
            nd = d + w
            if nd < dist.get(nxt, float("inf")):
                dist[nxt], prev[nxt] = nd, node
                heapq.heappush(pq, (nd, nxt))
    return dist, prev


def path_to(prev, target):
    path = [target]
    while path[-1] in prev:
        path.append(prev[path[-1]])
    return path[::-1]


dist, prev = dijkstra("A")
for node in sorted(graph):
    if node in dist:
        print(f"A -> {node}: {dist[node]:>3}  via {' > '.join(path_to(prev, node))}")
    else:
        print(f"A -> {node}: unreachable")


def components():
    seen, comps = set(), []
    for start in sorted(graph):
        if start in seen:
            continue
        stack, comp = [start], []
        while stack:
            n = stack.pop()
            if n not in seen:
                seen.add(n)
                comp.append(n)
                stack.extend(v for v, _ in graph[n])
        comps.append(sorted(comp))
    return comps


print("components:", components())
dist
