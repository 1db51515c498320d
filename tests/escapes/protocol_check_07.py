# expect: compile STK-V004
# technique: import runtime_checkable under another name
from typing import Protocol, runtime_checkable as rc
@rc
class P(Protocol):
    def run(self) -> None: ...
