import math
from functools import reduce


class Vector:
    def __init__(self, *components: float):
        self._c = tuple(components)

    def __len__(self):
        return len(self._c)

    def __getitem__(self, i):
        if isinstance(i, slice):
            return Vector(*self._c[i])
        return self._c[i]

    def __iter__(self):
        return iter(self._c)

    def __add__(self, other):
        if not isinstance(other, Vector):
            return NotImplemented
        if len(self) != len(other):
            raise ValueError(f"dimension mismatch: {len(self)} vs {len(other)}")
        return Vector(*(a + b for a, b in zip(self, other)))

    def __mul__(self, k):
        if isinstance(k, (int, float)):
            return Vector(*(a * k for a in self))
        return NotImplemented

    __rmul__ = __mul__

    def __neg__(self):
        return self * -1

    def __sub__(self, other):
        return self + (-other)

    def __abs__(self):
        return math.hypot(*self._c)

    def __eq__(self, other):
        return isinstance(other, Vector) and self._c == other._c

    def __hash__(self):
        return hash(self._c)

    def __bool__(self):
        return any(self._c)

    def __contains__(self, x):
        return x in self._c

    def __repr__(self):
        return f"Vector({', '.join(map(repr, self._c))})"


v, w = Vector(1, 2, 3), Vector(0.5, -1, 2)
print(v + w, v - w, 2 * v, v * 0.5, -w, abs(Vector(3, 4)))
print(v[1], v[::-1], v[1:], len(v), list(w), 3 in v, 4 in v)
print(bool(Vector(0, 0)), bool(v), v == Vector(1, 2, 3), v != w, len({v, Vector(1, 2, 3), w}))
print(reduce(lambda a, b: a + b, [Vector(1, 1), Vector(2, 2), Vector(3, 3)]), sum(v), max(w))
for bad in (lambda: v + Vector(1, 2), lambda: v + 1, lambda: v * "x", lambda: "x" * v):
    try:
        bad()
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
[repr(x) for x in sorted([Vector(3, 4), Vector(1, 0), Vector(0, 2)], key=abs)], repr(v[0:1])
