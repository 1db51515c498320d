# expect: compile STK-V004
# technique: runtime_checkable protocol for structural isinstance through typing internals
from typing import Protocol, runtime_checkable
@runtime_checkable
class P(Protocol):
    def f(self) -> int: ...
