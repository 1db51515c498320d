from dataclasses import dataclass
from typing import List, Union


@dataclass
class Circle:
    r: float


@dataclass
class Rect:
    w: float
    h: float


@dataclass
class Line:
    x1: int
    y1: int
    x2: int
    y2: int


Shape = Union[Circle, Rect, Line]


def describe(s: object) -> str:
    match s:
        case Circle(r=0):
            return "a point"
        case Circle(r) if r > 10:
            return f"big circle {r}"
        case Circle(r=r):
            return f"circle area {3.14159 * r * r:.2f}"
        case Rect(w, h) if w == h:
            return f"square {w}"
        case Rect(w=w, h=h):
            return f"rect {w}x{h}"
        case Line(x1, y1, x2, y2) if x1 == x2:  # noqa: F841
            return "vertical line"
        case Line(y1=a, y2=b) if a == b:
            return "horizontal line"
        case Line():
            return "diagonal line"
        case int() | float() as n if n < 0:
            return f"negative number {n}"
        case int(n):
            return f"int {n}"
        case str() as t:
            return f"string of {len(t)}"
        case [Circle() as c, *rest]:
            return f"list starting with circle r={c.r} then {len(rest)} more"
        case {"type": "circle", "r": r}:
            return describe(Circle(r))
        case {"type": kind, **others}:
            return f"unknown kind {kind} with {sorted(others)}"
        case None:
            return "nothing"
        case _:
            return f"unrecognised {type(s).__name__}"


items: List[object] = [Circle(0), Circle(12), Circle(2), Rect(3, 3), Rect(2, 5), Line(1, 0, 1, 9), Line(0, 4, 7, 4),
                       Line(0, 0, 3, 3), -2.5, 7, "hello", [Circle(1), Rect(1, 1)], {"type": "circle", "r": 1},
                       {"type": "hexagon", "side": 2, "color": "red"}, None, (1, 2), 3.5]
for it in items:
    print(describe(it))
cmd = "move 10 20"
match cmd.split():
    case ["move", x, y]:
        result = (int(x), int(y))
    case ["quit"]:
        result = None
    case _:
        result = "?"
result
