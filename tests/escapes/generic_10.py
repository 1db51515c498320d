# expect: guest TypeError
# technique: isinstance with a protocol class to run typing's structural check
from typing import Protocol
class P(Protocol):
    def f(self) -> int: ...
isinstance(3, P)
