import math


class Vector2:
    __slots__ = ("x", "y")

    def __init__(self, x: float, y: float) -> None:
        self.x = x
        self.y = y

    def __add__(self, other: "Vector2") -> "Vector2":
        return Vector2(self.x + other.x, self.y + other.y)

    def __sub__(self, other: "Vector2") -> "Vector2":
        return Vector2(self.x - other.x, self.y - other.y)

    def __mul__(self, k: float) -> "Vector2":
        return Vector2(self.x * k, self.y * k)

    def __neg__(self) -> "Vector2":
        return Vector2(-self.x, -self.y)

    def __abs__(self) -> float:
        return math.hypot(self.x, self.y)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Vector2) and (self.x, self.y) == (other.x, other.y)

    def __hash__(self) -> int:
        return hash((self.x, self.y))

    def __bool__(self) -> bool:
        return bool(self.x or self.y)

    def __iter__(self):
        yield self.x
        yield self.y

    def __repr__(self) -> str:
        return f"Vector2({self.x}, {self.y})"


v = Vector2(3, 4)
w = Vector2(1, -2)
print(v + w, v - w, v * 2, -w, abs(v))
print(bool(Vector2(0, 0)), bool(w), list(v), tuple(w))
seen = {v, Vector2(3, 4), w}
print(len(seen))
try:
    v.z = 5
except AttributeError as e:
    print("AttributeError:", e)
x, y = v
print(x, y, math.degrees(math.atan2(y, x)))
path = [Vector2(0, 0), Vector2(3, 4), Vector2(6, 0)]
length = sum(abs(b - a) for a, b in zip(path, path[1:]))
length
