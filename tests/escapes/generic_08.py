# expect: compile STK-V013
# technique: a Protocol class deriving from a non-protocol to smuggle a host base
from typing import Protocol
class P(dict, Protocol):
    pass
