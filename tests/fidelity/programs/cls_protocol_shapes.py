import math
from typing import Iterable, List, Protocol


class Shape(Protocol):
    name: str

    def area(self) -> float: ...

    def perimeter(self) -> float: ...


class Circle:
    def __init__(self, r: float) -> None:
        self.name = "circle"
        self.r = r

    def area(self) -> float:
        return math.pi * self.r ** 2

    def perimeter(self) -> float:
        return 2 * math.pi * self.r


class Rect:
    def __init__(self, w: float, h: float) -> None:
        self.name = "rect"
        self.w, self.h = w, h

    def area(self) -> float:
        return self.w * self.h

    def perimeter(self) -> float:
        return 2 * (self.w + self.h)


def total_area(shapes: Iterable[Shape]) -> float:
    return sum(s.area() for s in shapes)


def report(shapes: List[Shape]) -> List[str]:
    return [f"{s.name}: area={s.area():.2f} perim={s.perimeter():.2f}" for s in shapes]


shapes: List[Shape] = [Circle(1), Rect(2, 3), Circle(0.5)]
for line in report(shapes):
    print(line)
try:
    Shape()
except TypeError as e:
    err1 = str(e)
try:
    isinstance(shapes[0], Shape)
except TypeError as e:
    err2 = str(e)
(round(total_area(shapes), 4), err1, err2, max(shapes, key=lambda s: s.area()).name)
