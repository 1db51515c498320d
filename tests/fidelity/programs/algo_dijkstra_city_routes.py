import heapq
from typing import Dict, List, Tuple

Graph = Dict[str, List[Tuple[str, int]]]

def build_graph(edges: List[Tuple[str, str, int]]) -> Graph:
    graph: Graph = {}
    for a, b, w in edges:
        graph.setdefault(a, []).append((b, w))
        graph.setdefault(b, []).append((a, w))
    return graph

def dijkstra(graph: Graph, source: str) -> Tuple[Dict[str, int], Dict[str, str]]:
    dist = {node: float("inf") for node in graph}
    prev: Dict[str, str] = {}
    dist[source] = 0
    heap = [(0, source)]
    while heap:
        d, node = heapq.heappop(heap)
        if d > dist[node]:
            continue
        for neighbor, weight in graph[node]:
            nd = d + weight
            if nd < dist[neighbor]:
                dist[neighbor] = nd
                prev[neighbor] = node
                heapq.heappush(heap, (nd, neighbor))
    return dist, prev

def path_to(prev: Dict[str, str], target: str) -> List[str]:
    path = [target]
    while path[-1] in prev:
        path.append(prev[path[-1]])
    return path[::-1]

edges = [
    ("Amsterdam", "Berlin", 655), ("Amsterdam", "Brussels", 210),
    ("Brussels", "Paris", 300), ("Berlin", "Prague", 350),
    ("Paris", "Lyon", 465), ("Prague", "Vienna", 330),
    ("Lyon", "Milan", 440), ("Vienna", "Milan", 870),
    ("Berlin", "Vienna", 680), ("Paris", "Berlin", 1050),
    ("Oslo", "Stockholm", 530),
]
g = build_graph(edges)
dist, prev = dijkstra(g, "Amsterdam")
for city in sorted(dist, key=lambda c: (dist[c], c)):
    d = dist[city]
    if d == float("inf"):
        print(f"{city}: unreachable")
    else:
        print(f"{city}: {d} km via {' -> '.join(path_to(prev, city))}")

print(heapq.nsmallest(3, dist.items(), key=lambda kv: kv[1]))
{k: v for k, v in dist.items() if v != float("inf")}
