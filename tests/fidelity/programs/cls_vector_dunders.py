import math


class Vector:
    __slots__ = ("x", "y")

    def __init__(self, x=0.0, y=0.0):
        self.x = x
        self.y = y

    def __add__(self, other):
        return Vector(self.x + other.x, self.y + other.y)

    def __sub__(self, other):
        return Vector(self.x - other.x, self.y - other.y)

    def __mul__(self, k):
        return Vector(self.x * k, self.y * k)

    __rmul__ = __mul__

    def __abs__(self):
        return math.hypot(self.x, self.y)

    def __eq__(self, other):
        return isinstance(other, Vector) and (self.x, self.y) == (other.x, other.y)

    def __hash__(self):
        return hash((self.x, self.y))

    def __lt__(self, other):
        return abs(self) < abs(other)

    def __iter__(self):
        yield self.x
        yield self.y

    def __bool__(self):
        return bool(self.x or self.y)

    def __repr__(self):
        return f"Vector({self.x}, {self.y})"


a, b = Vector(3, 4), Vector(1, -2)
vs = sorted([a, b, Vector(), a - b, 2 * b])
(repr(a + b), repr(a * 2), abs(a), a == Vector(3, 4), len({a, Vector(3, 4), b}), [repr(v) for v in vs], tuple(a), bool(Vector()))
