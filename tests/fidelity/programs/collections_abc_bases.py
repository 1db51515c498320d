"""Custom containers built on collections.abc mixins, and typing alias bases."""
from collections.abc import MutableMapping, Sequence, MutableSet, Mapping
from typing import Dict, Iterator as TIterator

class Grid(MutableMapping[tuple[int, int], float]):
    def __init__(self):
        self._cells: dict[tuple[int, int], float] = {}
    def __getitem__(self, key):
        return self._cells[key]
    def __setitem__(self, key, value):
        self._cells[key] = value
    def __delitem__(self, key):
        del self._cells[key]
    def __iter__(self):
        return iter(sorted(self._cells))
    def __len__(self):
        return len(self._cells)

g = Grid()
g[(0, 0)] = 1.5
g.update({(1, 1): 2.0, (0, 2): 3.0})
print(len(g), g.get((9, 9), "none"), list(g.keys()), list(g.items()), (1, 1) in g, g.pop((0, 0)), dict(g))
print(g.setdefault((5, 5), 7.0), g == {(1, 1): 2.0, (0, 2): 3.0, (5, 5): 7.0}, isinstance(g, Mapping))

class Span(Sequence):
    def __init__(self, n):
        self.n = n
    def __getitem__(self, i):
        if isinstance(i, slice):
            return [self[j] for j in range(*i.indices(self.n))]
        if not 0 <= i < self.n:
            raise IndexError(i)
        return i * i
    def __len__(self):
        return self.n
s = Span(5)
print(list(s), s.index(9), s.count(4), 16 in s, list(reversed(s)), s[1:3])

class Tags(MutableSet):
    def __init__(self, items=()):
        self._d = {}
        for i in items:
            self.add(i)
    def __contains__(self, x):
        return x in self._d
    def __iter__(self):
        return iter(self._d)
    def __len__(self):
        return len(self._d)
    def add(self, x):
        self._d[x] = None
    def discard(self, x):
        self._d.pop(x, None)
t = Tags("abc")
t |= {"d"}
t.remove("a")
print(sorted(t), t <= {"b", "c", "d", "e"}, t.isdisjoint({"z"}), sorted(t & {"b", "x"}))

class Registry(Dict[str, int]):
    def total(self):
        return sum(self.values())
r = Registry(a=1, b=2)
print(r.total(), r, isinstance(r, dict))

class Board(dict[str, str]):
    pass
b = Board(a1="R")
print(b, len(b))

class Countdown(TIterator[int]):
    def __init__(self, n):
        self.n = n
    def __next__(self):
        if self.n == 0:
            raise StopIteration
        self.n -= 1
        return self.n
print(list(Countdown(3)), list(iter(Countdown(2))))
{"n": len(g)}
