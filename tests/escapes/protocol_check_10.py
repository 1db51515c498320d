# expect: guest TypeError
# technique: a protocol that was never made runtime-checkable still refuses isinstance after another one was
from typing import Protocol, runtime_checkable
@runtime_checkable
class P(Protocol):
    def f(self) -> None: ...
class Q(Protocol):
    def f(self) -> None: ...
isinstance(P, type) and isinstance(1, Q)
