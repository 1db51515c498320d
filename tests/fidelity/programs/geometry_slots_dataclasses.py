"""Points and segments as slotted dataclasses: a small geometry report."""
from __future__ import annotations

import copy
import math
from dataclasses import asdict, dataclass, field, replace


@dataclass(frozen=True, slots=True, order=True)
class Point:
    x: float
    y: float

    def dist(self, other: Point) -> float:
        return math.hypot(self.x - other.x, self.y - other.y)


@dataclass(slots=True)
class Path:
    name: str
    points: list[Point] = field(default_factory=list)

    def add(self, p: Point) -> None:
        self.points.append(p)

    def length(self) -> float:
        return sum(a.dist(b) for a, b in zip(self.points, self.points[1:]))


route = Path("loop")
for xy in [(0, 0), (3, 4), (3, 0), (0, 0)]:
    route.add(Point(*xy))

print(f"{route.name}: {len(route.points)} points, length {route.length():.2f}")
print("sorted:", sorted(set(route.points)))
moved = replace(route.points[1], y=8)
print("moved:", moved, moved > route.points[1])
try:
    moved.x = 1  # type: ignore[misc]
except AttributeError as e:
    print(type(e).__name__, e)
try:
    route.colour = "red"  # type: ignore[attr-defined]
except AttributeError as e:
    print("no new attributes:", e)
backup = copy.deepcopy(route)
backup.points.pop()
print(len(route.points), len(backup.points), backup == route)

{"route": asdict(route), "frozen_copy": asdict(copy.copy(moved))}
