from dataclasses import dataclass, field, FrozenInstanceError, astuple
from typing import List
import math


@dataclass(frozen=True, order=True)
class Version:
    major: int
    minor: int = 0
    patch: int = 0

    @classmethod
    def parse(cls, s: str) -> "Version":
        parts = [int(p) for p in s.split(".")]
        return cls(*parts)

    def __str__(self) -> str:
        return f"{self.major}.{self.minor}.{self.patch}"


@dataclass(frozen=True)
class Point:
    x: float
    y: float

    def dist(self, other: "Point") -> float:
        return math.hypot(self.x - other.x, self.y - other.y)


@dataclass(order=True)
class Task:
    priority: int
    name: str = field(compare=False)
    subtasks: List[str] = field(default_factory=list, compare=False)


versions = [Version.parse(s) for s in ["1.2.10", "1.2.9", "0.9", "1.10", "1.2.9"]]
print(sorted(versions))
print([str(v) for v in sorted(set(versions), reverse=True)])
print(max(versions), Version(1, 2) < Version(1, 2, 1), astuple(versions[0]))
try:
    versions[0].major = 5
except FrozenInstanceError as e:
    print("frozen:", type(e).__name__, e)
pts = {Point(0, 0), Point(3, 4), Point(0, 0)}
print(len(pts), Point(0, 0).dist(Point(3, 4)), hash(Point(1, 2)) == hash(Point(1, 2)))
tasks = [Task(3, "write"), Task(1, "plan", ["a"]), Task(2, "code"), Task(1, "think")]
tasks.sort()
print([t.name for t in tasks])
print(Task(1, "a") == Task(1, "b"), tasks[0])
try:
    print(Version(1) < (1, 0, 0))
except TypeError as e:
    print("TypeError:", e)
[repr(v) for v in versions[:2]]
