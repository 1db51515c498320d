# expect: compile STK-V002
# technique: __subclasshook__ installed on a protocol, read off the class
from typing import Protocol
class P(Protocol):
    def f(self) -> int: ...
P.__subclasshook__
