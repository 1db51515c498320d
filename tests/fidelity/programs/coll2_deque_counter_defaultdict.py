from collections import deque, Counter, defaultdict, OrderedDict, namedtuple
from typing import DefaultDict, List

d = deque([1, 2, 3, 4, 5], maxlen=5)
d.rotate(2)
print(d)
d.rotate(-3)
print(d, d[0], d[-1])
d.append(6)
d.appendleft(0)
print(d, d.maxlen, list(d))
d.extendleft([10, 11])
print(d, d.count(11), d.index(2) if 2 in d else -1)
w = Counter("abracadabra")
v = Counter({"a": 2, "z": 3, "b": -1})
print(w.most_common(3), w + v, w - v, w & v, w | v)
print(sorted(w.elements())[:6], w["missing"], sum(w.values()), -v, +v)
w.update("aaz")
w.subtract({"r": 5})
print(w, list(w.items())[:3])
print(Counter(words := "the cat the hat the end".split()).most_common(1), len(words))
graph: DefaultDict[str, List[str]] = defaultdict(list)
for a, b in [("a", "b"), ("a", "c"), ("b", "c"), ("c", "a")]:
    graph[a].append(b)
    graph[b]
print(dict(graph), graph["zzz"], len(graph))
nested = defaultdict(lambda: defaultdict(int))
for user, item in [("u1", "x"), ("u1", "x"), ("u2", "y")]:
    nested[user][item] += 1
print({u: dict(c) for u, c in nested.items()})
od = OrderedDict.fromkeys("abcde")
od.move_to_end("b")
od.move_to_end("e", last=False)
print(list(od), od.popitem(), od.popitem(last=False), od)
print(OrderedDict(a=1, b=2) == OrderedDict(b=2, a=1), dict(a=1, b=2) == OrderedDict(b=2, a=1))
Pt = namedtuple("Pt", "x y", defaults=[0])
print(Pt(1), Pt(1, 2)._replace(y=5), Pt._fields)
(Counter("aab") == Counter({"a": 2, "b": 1}), repr(Counter()), repr(deque()), repr(defaultdict(int)))
