from enum import Enum, IntEnum, auto, Flag, unique
from typing import List


class Priority(IntEnum):
    LOW = auto()
    MEDIUM = auto()
    HIGH = auto()
    CRITICAL = auto()

    def escalate(self) -> "Priority":
        return Priority(min(self + 1, Priority.CRITICAL))

    @classmethod
    def parse(cls, s: str) -> "Priority":
        try:
            return cls[s.upper()]
        except KeyError:
            raise ValueError(f"unknown priority {s!r}") from None


@unique
class Color(Enum):
    RED = "#ff0000"
    GREEN = "#00ff00"
    BLUE = "#0000ff"

    @property
    def rgb(self) -> tuple:
        h = self.value.lstrip("#")
        return tuple(int(h[i:i + 2], 16) for i in (0, 2, 4))

    def __str__(self) -> str:
        return self.name.lower()


class Perm(Flag):
    R = auto()
    W = auto()
    X = auto()


print(list(Priority), [p.value for p in Priority])
print(Priority.LOW.escalate(), Priority.CRITICAL.escalate().name, Priority.parse("high"))
print(Priority.HIGH > Priority.LOW, Priority.MEDIUM == 2, sorted([Priority.HIGH, Priority.LOW]), Priority(3))
try:
    Priority.parse("urgent")
except ValueError as e:
    print(e)
try:
    Priority(9)
except ValueError as e:
    print(e)
print(Color.RED, repr(Color.RED), Color.GREEN.rgb, Color("#0000ff").name, f"{Color.BLUE}", f"{Color.BLUE!r}")
print(Color["RED"] is Color.RED, Color.RED in Color, len(Color), [c.name for c in Color])
rw = Perm.R | Perm.W
print(rw, Perm.R in rw, Perm.X in rw, rw & Perm.W, bool(Perm.R & Perm.X), Perm(5))
tasks: List[tuple] = [("deploy", Priority.HIGH), ("lint", Priority.LOW), ("fix", Priority.CRITICAL), ("doc", Priority.LOW)]
tasks.sort(key=lambda t: t[1], reverse=True)
print([t[0] for t in tasks])
print({p.name: p.value for p in Priority}, Priority.HIGH.name, type(Priority.HIGH.value).__name__)
print(f"{Priority.HIGH}", str(Priority.MEDIUM), int(Priority.CRITICAL) * 10, f"{Priority.LOW:>5}")
Color.RED.value
