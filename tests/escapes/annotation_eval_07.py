# expect: guest AttributeError
# technique: the annotations of a NamedTuple in a file that defers them (typing made ForwardRef objects of the strings)
from __future__ import annotations
from typing import NamedTuple
class P(NamedTuple):
    x: int
P.__annotations__
