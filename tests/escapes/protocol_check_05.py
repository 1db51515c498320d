# expect: guest TypeError
# technique: a class pattern against a protocol runs the same isinstance check and raises CPython's TypeError
from typing import Protocol
class Sized(Protocol):
    def size(self) -> int: ...
class Box:
    def size(self):
        return 3
match Box():
    case Sized():
        result = "structural"
    case _:
        result = "nominal"
