from dataclasses import dataclass
from functools import singledispatch, singledispatchmethod
from typing import List


@dataclass
class Circle:
    r: float


@dataclass
class Rect:
    w: float
    h: float


class Square(Rect):
    def __init__(self, side: float):
        super().__init__(side, side)


@singledispatch
def describe(obj) -> str:
    return f"unknown {type(obj).__name__}"


@describe.register
def _(obj: int) -> str:
    return f"int {obj}"


@describe.register
def _(obj: str | bytes) -> str:
    return f"text of length {len(obj)}"


@describe.register(list)
def _(obj) -> str:
    return "[" + ", ".join(describe(x) for x in obj) + "]"


@describe.register
def _(obj: Circle) -> str:
    return f"circle r={obj.r}"


@describe.register
def _(obj: Rect) -> str:
    return f"rect {obj.w}x{obj.h}"


class AreaCalc:
    def __init__(self, scale: float):
        self.scale = scale

    @singledispatchmethod
    def area(self, shape) -> float:
        raise NotImplementedError(f"no area for {type(shape).__name__}")

    @area.register
    def _(self, shape: Circle) -> float:
        return round(3.14159 * shape.r * shape.r * self.scale, 3)

    @area.register
    def _(self, shape: Rect) -> float:
        return shape.w * shape.h * self.scale


shapes: List[object] = [Circle(1.5), Rect(2, 3), Square(4), 7, "hello", b"xy", [1, "a", Circle(2)], 3.5, None]
for s in shapes:
    print(describe(s))

calc = AreaCalc(2)
areas = [calc.area(s) for s in shapes[:3]]
print(areas)
try:
    calc.area(3.5)
except NotImplementedError as e:
    print("error:", e)

print(describe.dispatch(bool) is describe.dispatch(int))
print(describe.dispatch(Square) is describe.registry[Rect])
print(sorted(t.__name__ for t in describe.registry))
areas
