from dataclasses import dataclass
import math
from typing import Union


@dataclass
class Circle:
    radius: float


@dataclass
class Rect:
    width: float
    height: float


@dataclass
class Triangle:
    a: float
    b: float
    c: float


Shape = Union[Circle, Rect, Triangle]


def area(shape: Shape) -> float:
    match shape:
        case Circle(radius=r) if r < 0:
            raise ValueError("negative radius")
        case Circle(r):
            return math.pi * r ** 2
        case Rect(w, h) if w == h:
            return w * w
        case Rect(width=w, height=h):
            return w * h
        case Triangle(a, b, c):
            s = (a + b + c) / 2
            return math.sqrt(s * (s - a) * (s - b) * (s - c))
        case _:
            raise TypeError(f"unsupported shape: {shape!r}")


def describe(shape: Shape) -> str:
    match shape:
        case Rect(width=w, height=h) if w == h:
            kind = "square"
        case Rect():
            kind = "rectangle"
        case Circle():
            kind = "circle"
        case _:
            kind = type(shape).__name__.lower()
    return f"{kind} with area {area(shape):.2f}"


shapes = [Circle(1.5), Rect(2, 3), Rect(4, 4), Triangle(3, 4, 5)]
for s in shapes:
    print(describe(s))

for bad in [Circle(-1), "hexagon"]:
    try:
        area(bad)
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)

total = sum(area(s) for s in shapes)
round(total, 4)
