import math
from collections import namedtuple

Point = namedtuple("Point", ["x", "y"])
Segment = namedtuple("Segment", "start end", defaults=[Point(0, 0)])


def dist(a: Point, b: Point) -> float:
    return math.hypot(a.x - b.x, a.y - b.y)


def length(s: Segment) -> float:
    return dist(s.start, s.end)


def midpoint(s: Segment) -> Point:
    return Point((s.start.x + s.end.x) / 2, (s.start.y + s.end.y) / 2)


def centroid(pts):
    n = len(pts)
    return Point(sum(p.x for p in pts) / n, sum(p.y for p in pts) / n)


poly = [Point(0, 0), Point(4, 0), Point(4, 3), Point(0, 3)]
edges = [Segment(poly[i], poly[(i + 1) % len(poly)]) for i in range(len(poly))]
perimeter = sum(length(e) for e in edges)
diag = Segment(Point(4, 3))
visited = {Point(0, 0), Point(0, 0), Point(1, 2)}
print(midpoint(diag), round(length(diag), 3))
print(centroid(poly))
lookup = {p: i for i, p in enumerate(poly)}
(perimeter, lookup[(4, 0)], len(visited), [repr(e) for e in edges[:2]], Point(*[1, 2]) + (3,), Segment._field_defaults)
