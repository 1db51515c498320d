"""Enum classes listed through __members__, aliases included."""
from enum import Enum, IntFlag
class Color(Enum):
    RED = 1
    GREEN = 2
    CRIMSON = 1
class Perm(IntFlag):
    R = 4
    W = 2
print(list(Color.__members__), [m.name for m in Color.__members__.values()], Color.__members__["CRIMSON"] is Color.RED)
print({k: v.value for k, v in Perm.__members__.items()}, len(Color.__members__), "RED" in Color.__members__)
try:
    Color.__members__["BLUE"] = 3
except TypeError as e:
    print(e)
sorted(Color.__members__)
