# expect: guest TypeError
# technique: a Protocol class deriving from a non-protocol to smuggle a host base
from typing import Protocol
class P(dict, Protocol):
    pass
