# expect: raises TypeError
from abc import ABC, abstractmethod
import math


class Shape(ABC):
    @abstractmethod
    def area(self) -> float: ...

    @abstractmethod
    def perimeter(self) -> float: ...

    def describe(self) -> str:
        return f"{type(self).__name__}: area={self.area():.3f}, perimeter={self.perimeter():.3f}"

    @classmethod
    def from_spec(cls, spec: str) -> "Shape":
        kind, *nums = spec.split()
        args = [float(n) for n in nums]
        return {"circle": Circle, "rect": Rect, "square": Square}[kind](*args)


class Circle(Shape):
    def __init__(self, r: float):
        self.r = r

    def area(self):
        return math.pi * self.r ** 2

    def perimeter(self):
        return 2 * math.pi * self.r


class Rect(Shape):
    def __init__(self, w: float, h: float):
        self.w, self.h = w, h

    def area(self):
        return self.w * self.h

    def perimeter(self):
        return 2 * (self.w + self.h)


class Square(Rect):
    def __init__(self, side: float):
        super().__init__(side, side)


class Triangle(Shape):
    def __init__(self, a, b, c):
        self.sides = (a, b, c)

    def perimeter(self):
        return sum(self.sides)


shapes = [Shape.from_spec(s) for s in ["circle 1", "rect 2 3.5", "square 4"]]
for s in sorted(shapes, key=lambda s: s.area()):
    print(s.describe())
print(isinstance(shapes[2], Rect), issubclass(Square, Shape), [type(s).__mro__[1].__name__ for s in shapes])
try:
    Shape.from_spec("hexagon 2")
except KeyError as e:
    print("unknown shape:", e)
try:
    Shape.from_spec("rect 1")
except TypeError as e:
    print("bad args:", e)
Triangle(3, 4, 5)
