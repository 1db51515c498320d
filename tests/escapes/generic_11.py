# expect: guest TypeError
# technique: a protocol's __init__ called on a host object to rewrite its class's __init__
from typing import Protocol
class P(Protocol):
    def f(self) -> int: ...
P.__init__(3)
