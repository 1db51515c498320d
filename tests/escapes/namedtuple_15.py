# expect: compile STK-V002
# technique: NamedTuple class body defining __class_getitem__
from typing import NamedTuple
class P(NamedTuple):
    x: int
    def __class_getitem__(cls, item):
        return cls
