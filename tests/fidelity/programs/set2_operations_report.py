from typing import Dict, Set

enrolled: Dict[str, Set[str]] = {
    "math": {"ann", "bob", "cy", "dee"},
    "art": {"bob", "eve", "fay"},
    "cs": {"ann", "cy", "eve", "gus", "bob"},
}
all_students = set().union(*enrolled.values())
print(sorted(all_students), len(all_students))
print(sorted(enrolled["math"] & enrolled["cs"]), sorted(enrolled["math"] | enrolled["art"]))
print(sorted(enrolled["cs"] - enrolled["math"]), sorted(enrolled["art"] ^ enrolled["cs"]))
in_all = set.intersection(*enrolled.values())
print(in_all, sorted(in_all))
print(enrolled["art"].isdisjoint({"ann"}), {"ann", "cy"} <= enrolled["math"], {"ann"} < {"ann"})
counts = {s: sum(s in c for c in enrolled.values()) for s in sorted(all_students)}
print(counts)
fs = frozenset({"x", "y"})
groups = {fs: 1, frozenset(["y", "x"]): 2}
print(len(groups), groups[frozenset("xy")], sorted(fs))
s = {3, 1, 2}
s.add(2)
s.discard(7)
s.update([5, 4], (9,))
print(sorted(s), s.pop() in {1, 2, 3, 4, 5, 9}, len(s))
print({x % 3 for x in range(10)}, set("hello") == set("olleh"))
print(set(), frozenset(), {1, 2} == frozenset({1, 2}), repr({1}))
t = {1, 2, 3}
t -= {1}
t |= {10}
t &= {2, 10, 11}
print(sorted(t))
try:
    {1}.remove(2)
except KeyError as e:
    print("KeyError", e)
sorted(enrolled, key=lambda k: (-len(enrolled[k]), k))
