from dataclasses import dataclass, field, asdict, astuple, replace, fields, FrozenInstanceError
import math

@dataclass(frozen=True, order=True)
class Point:
    x: float
    y: float

    def distance_to(self, other: "Point") -> float:
        return math.hypot(self.x - other.x, self.y - other.y)

    def __add__(self, other: "Point") -> "Point":
        return Point(self.x + other.x, self.y + other.y)


@dataclass(order=True)
class Job:
    priority: int
    name: str = field(compare=False)
    tags: list = field(default_factory=list, compare=False, repr=False)

    def __post_init__(self):
        if self.priority < 0:
            raise ValueError("priority must be >= 0")


pts = [Point(3, 4), Point(0, 0), Point(-1, 2), Point(3, -1)]
print(sorted(pts))
print(max(pts), min(pts, key=lambda p: p.distance_to(Point(1, 1))))
origin = Point(0, 0)
print([round(p.distance_to(origin), 3) for p in pts])
print(Point(1, 2) + Point(3, 4), Point(1, 2) == Point(1.0, 2.0), len({Point(1, 2), Point(1, 2)}))
try:
    pts[0].x = 10
except FrozenInstanceError as e:
    print("frozen:", e)

moved = replace(pts[0], y=0)
print(moved, asdict(moved), astuple(moved))
print([f.name for f in fields(Job)])

jobs = [Job(3, "deploy", ["prod"]), Job(1, "lint"), Job(2, "test"), Job(1, "format")]
jobs.sort()
print(jobs)
print(Job(1, "a") == Job(1, "b"))
try:
    Job(-1, "bad")
except ValueError as e:
    print(e)
asdict(jobs[-1])
