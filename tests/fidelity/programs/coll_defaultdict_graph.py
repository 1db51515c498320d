from collections import defaultdict, deque

follows = [
    ("ana", "bo"), ("ana", "cy"), ("bo", "cy"), ("cy", "ana"), ("dee", "ana"),
    ("eve", "dee"), ("bo", "eve"), ("fay", "fay"),
]

following = defaultdict(set)
followers = defaultdict(set)
for a, b in follows:
    if a == b:
        continue
    following[a].add(b)
    followers[b].add(a)

mutual = sorted({tuple(sorted((a, b))) for a in following for b in following[a] if a in following[b]})
popular = sorted(followers, key=lambda u: (-len(followers[u]), u))


def distance(src, dst):
    seen = {src: 0}
    q = deque([src])
    while q:
        u = q.popleft()
        if u == dst:
            return seen[u]
        for v in sorted(following[u]):
            if v not in seen:
                seen[v] = seen[u] + 1
                q.append(v)
    return -1


nested = defaultdict(lambda: defaultdict(list))
for a, b in follows:
    nested[a[0]][b[0]].append(f"{a}->{b}")
print("mutual:", mutual)
print("popular:", popular[:3])
({k: sorted(v) for k, v in sorted(followers.items())}, distance("eve", "cy"), distance("cy", "fay"),
 {k: dict(v) for k, v in nested.items()}, len(following))
