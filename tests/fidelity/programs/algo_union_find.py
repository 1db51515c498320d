from __future__ import annotations


def make_sets(items):
    return {x: x for x in items}, {x: 0 for x in items}


def find(parent: dict, x):
    root = x
    while parent[root] != root:
        root = parent[root]
    while parent[x] != root:
        parent[x], x = root, parent[x]
    return root


def union(parent: dict, rank: dict, a, b) -> bool:
    ra, rb = find(parent, a), find(parent, b)
    if ra == rb:
        return False
    if rank[ra] < rank[rb]:
        ra, rb = rb, ra
    parent[rb] = ra
    if rank[ra] == rank[rb]:
        rank[ra] += 1
    return True


def kruskal(nodes, edges):
    parent, rank = make_sets(nodes)
    tree, total = [], 0
    for w, a, b in sorted(edges):
        if union(parent, rank, a, b):
            tree.append((a, b, w))
            total += w
    return tree, total


cities = ["ams", "ber", "cph", "dub", "edi", "fra"]
links = [(650, "ams", "ber"), (620, "ams", "cph"), (750, "ams", "dub"), (350, "ber", "cph"),
         (420, "ber", "fra"), (350, "ams", "fra"), (470, "dub", "edi"), (880, "edi", "cph"), (1100, "dub", "fra")]
tree, total = kruskal(cities, links)
for a, b, w in tree:
    print(f"{a}-{b}: {w}")
parent, rank = make_sets(range(10))
for a, b in [(1, 2), (3, 4), (2, 3), (7, 8), (8, 9), (0, 9)]:
    union(parent, rank, a, b)
groups: dict[int, list[int]] = {}
for x in range(10):
    groups.setdefault(find(parent, x), []).append(x)
(total, len(tree), sorted(groups.values()))
