from dataclasses import dataclass
import math


@dataclass
class Circle:
    radius: float


@dataclass
class Rectangle:
    width: float
    height: float


@dataclass
class Triangle:
    a: float
    b: float
    c: float


def area(shape) -> float:
    match shape:
        case Circle(radius=r) if r < 0:
            raise ValueError(f"negative radius {r}")
        case Circle(r):
            return math.pi * r * r
        case Rectangle(w, h) if w == h:
            return w ** 2
        case Rectangle(width=w, height=h):
            return w * h
        case Triangle(a, b, c):
            s = (a + b + c) / 2
            return math.sqrt(s * (s - a) * (s - b) * (s - c))
        case (x, y):
            return float(x * y)
        case [*sides] if len(sides) > 2:
            return float(sum(sides))
        case _:
            raise TypeError(f"unsupported shape: {shape!r}")


shapes = [Circle(1), Rectangle(3, 3), Rectangle(2, 5), Triangle(3, 4, 5), (2, 8), [1, 2, 3, 4], Circle(-1), "hexagon"]
total = 0.0
for s in shapes:
    try:
        a = area(s)
    except (ValueError, TypeError) as e:
        print(f"{type(e).__name__}: {e}")
        continue
    total += a
    print(f"{s!r:<40} {a:10.4f}")
round(total, 6)
