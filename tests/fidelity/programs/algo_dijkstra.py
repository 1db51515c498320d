from __future__ import annotations

import heapq
from typing import Dict, List, Optional, Tuple

Graph = Dict[str, List[Tuple[str, int]]]

edges = [
    ("A", "B", 7), ("A", "C", 9), ("A", "F", 14), ("B", "C", 10), ("B", "D", 15),
    ("C", "D", 11), ("C", "F", 2), ("D", "E", 6), ("E", "F", 9), ("G", "H", 1),
]


def build(es: list[tuple[str, str, int]]) -> Graph:
    g: Graph = {}
    for a, b, w in es:
        g.setdefault(a, []).append((b, w))
        g.setdefault(b, []).append((a, w))
    return g


def dijkstra(g: Graph, source: str) -> tuple[dict[str, int], dict[str, Optional[str]]]:
    dist = {source: 0}
    prev: dict[str, Optional[str]] = {source: None}
    heap = [(0, source)]
    while heap:
        d, node = heapq.heappop(heap)
        if d > dist[node]:
            continue
        for nxt, w in g.get(node, []):
            nd = d + w
            if nd < dist.get(nxt, float("inf")):
                dist[nxt] = nd
                prev[nxt] = node
                heapq.heappush(heap, (nd, nxt))
    return dist, prev


def path_to(prev: dict[str, Optional[str]], target: str) -> list[str]:
    if target not in prev:
        return []
    out = []
    node: Optional[str] = target
    while node is not None:
        out.append(node)
        node = prev[node]
    return out[::-1]


g = build(edges)
dist, prev = dijkstra(g, "A")
for node in sorted(g):
    p = path_to(prev, node)
    print(f"A -> {node}: {dist.get(node, 'unreachable')} via {' > '.join(p) or '-'}")
(dist, path_to(prev, "E"), path_to(prev, "H"))
