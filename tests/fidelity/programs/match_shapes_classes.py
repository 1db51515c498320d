from dataclasses import dataclass
import math


@dataclass
class Point:
    x: float
    y: float


@dataclass
class Circle:
    center: Point
    r: float


@dataclass
class Rect:
    corner: Point
    w: float
    h: float


def area(shape):
    match shape:
        case Circle(r=r) if r < 0:
            raise ValueError("negative radius")
        case Circle(_, r):
            return math.pi * r * r
        case Rect(Point(0, 0), w, h):
            return w * h
        case Rect(w=w, h=h):
            return abs(w * h)
        case Point():
            return 0.0
        case _:
            raise TypeError(f"not a shape: {shape!r}")


shapes = [Circle(Point(0, 0), 1), Rect(Point(0, 0), 2, 3), Rect(Point(1, 1), -2, 3), Point(5, 5)]
[round(area(s), 4) for s in shapes]
