"""Program classes deriving from dict, list and the collections classes: the same values
and output as CPython, the base's charged methods charged, the door reading the base's own
storage."""

from __future__ import annotations

import pytest

import stockade
from stdlib_diff import same

PROGRAM = """
from collections import OrderedDict, defaultdict, Counter
class LRU(OrderedDict):
    def __init__(self, capacity):
        super().__init__()
        self.capacity = capacity
    def get_item(self, key):
        if key not in self:
            return None
        self.move_to_end(key)
        return self[key]
    def put(self, key, value):
        self[key] = value
        self.move_to_end(key)
        if len(self) > self.capacity:
            self.popitem(last=False)
class AttrDict(dict):
    def get_attr(self, k):
        return self[k]
class Default(dict):
    def __missing__(self, key):
        return f"<{key}>"
class Stack(list):
    def push(self, x):
        self.append(x)
    def peek(self):
        return self[-1]
class Tally(Counter):
    def top(self):
        return self.most_common(1)[0]
class Groups(defaultdict):
    def __init__(self):
        super().__init__(list)
class Logged(dict):
    def __setitem__(self, k, v):
        print("set", k, v)
        super().__setitem__(k, v)
    def update(self, other):
        for k, v in other.items():
            self[k] = v
c = LRU(2)
c.put("a", 1); c.put("b", 2); c.get_item("a"); c.put("c", 3)
print(c, list(c), c.capacity, isinstance(c, dict), len(c))
d = Default(x=1)
print(d["x"], d["zz"], d.get("zz"), "zz" in d)
s = Stack([1, 2]); s.push(3); s.extend([4, 5]); s.sort(reverse=True)
print(s, s.peek(), s[1:3], type(s[1:3]).__name__, s + [0], len(s))
t = Tally("abracadabra"); t.update("aaz")
print(t, t.top(), t["q"], t.total(), +t)
g = Groups(); g["k"].append(1)
print(g, dict(g), g.default_factory)
lg = Logged(); lg["a"] = 1; lg.update({"b": 2}); dict.update(lg, {"c": 3})
print(lg, sorted(lg.items()), lg == {"a": 1, "b": 2, "c": 3})
import json, copy
print(json.dumps(c), json.dumps(s), copy.deepcopy(d), copy.copy(s), repr(Default()), Stack() == [])
[dict(c), list(s), sorted(t.items()), g["k"], d.copy()]
"""

MORE = {
    "defaultdict_missing_and_repr": """
import collections
class Tree(collections.defaultdict):
    def __init__(self):
        super().__init__(Tree)
    def to_plain(self):
        return {k: v.to_plain() for k, v in self.items()}
t = Tree()
t["a"]["b"]["c"]
t["x"]
print(type(Tree()).__name__, len(t), sorted(t))
t.to_plain()
""",
    "case_insensitive_dict": """
class CIDict(dict):
    def __init__(self, data=()):
        super().__init__()
        for k, v in dict(data).items():
            self[k] = v
    def __setitem__(self, key, value):
        super().__setitem__(key.lower(), value)
    def __getitem__(self, key):
        return super().__getitem__(key.lower())
    def __contains__(self, key):
        return super().__contains__(key.lower())
    def get(self, key, default=None):
        return super().get(key.lower(), default)
h = CIDict({"Content-Type": "json", "X-Id": 7})
print(h["content-type"], "X-ID" in h, h.get("x-id"), h.get("nope", 0), h)
(sorted(h), h == {"content-type": "json", "x-id": 7}, isinstance(h, dict))
""",
    "list_subclass_protocols": """
class History(list):
    def __init__(self, limit):
        super().__init__()
        self.limit = limit
    def append(self, item):
        super().append(item)
        if len(self) > self.limit:
            del self[0]
    def __repr__(self):
        return f"History({list(self)!r}, limit={self.limit})"
h = History(3)
for i in range(6):
    h.append(i)
h2 = History(2)
h2 += [9, 8]
print(h, h[::-1], h.index(4), h.count(5), 4 in h, sorted(h, reverse=True), h2, type(h2).__name__)
h.insert(0, 42)
h.remove(42)
print(h.pop(), h, [x * 2 for x in h])
(list(h), h == [3, 4], h < [9], max(h), sum(h))
""",
    "counter_subclass_arithmetic": """
from collections import Counter
class Votes(Counter):
    def winner(self):
        (name, n), = self.most_common(1)
        return name
a = Votes(["x", "y", "x"])
b = Votes({"y": 5})
c = a + b
print(type(c).__name__, c, a.winner(), (a - b), a & b, a | b, a.total(), sorted(a.elements()))
a.subtract(["x"])
(a.winner(), dict(a), c.most_common())
""",
    "vars_of_a_container_subclass": """
from collections import OrderedDict
class LRU(OrderedDict):
    def __init__(self, cap):
        super().__init__()
        self.cap = cap
c = LRU(3)
c["a"] = 1
print(vars(c), dict(c))
(sorted(vars(c)), c.__dict__.get("cap"))
""",
    "subclass_at_the_door_and_json": """
import json
from collections import OrderedDict
class Row(dict):
    pass
class Rows(list):
    pass
class Ordered(OrderedDict):
    pass
o = Ordered(b=1, a=2)
o.move_to_end("b")
rows = Rows([Row(a=1), Row(b=[1, 2])])
print(json.dumps(rows), json.dumps(o))
{"rows": rows, "ordered": o}
""",
}


def test_container_subclasses_match_cpython() -> None:
    same(PROGRAM.strip())


@pytest.mark.parametrize("name", sorted(MORE))
def test_more_container_subclasses_match_cpython(name: str) -> None:
    same(MORE[name].strip())


def _fuel(source: str) -> int:
    return stockade.run(stockade.compile(source), limits=stockade.Limits(fuel=10**8)).fuel


@pytest.mark.parametrize(
    ("plain", "derived"),
    [
        ("xs = list(range(100000))\nfor _ in range(5):\n    xs.sort()", "xs = L(range(100000))\nfor _ in range(5):\n    xs.sort()"),
        ("d = {}\nfor _ in range(5):\n    d.update((i, i) for i in range(20000))", "d = D()\nfor _ in range(5):\n    d.update((i, i) for i in range(20000))"),
        ("xs = []\nfor _ in range(5):\n    xs.extend(iter(range(20000)))", "xs = L()\nfor _ in range(5):\n    xs.extend(iter(range(20000)))"),
    ],
)
def test_charged_methods_cost_the_same_on_a_subclass(plain: str, derived: str) -> None:
    classes = "class L(list):\n    pass\nclass D(dict):\n    pass\n"
    base = _fuel(classes + plain)
    sub = _fuel(classes + derived)
    assert base > 50_000
    assert abs(sub - base) < base // 10, (base, sub)
