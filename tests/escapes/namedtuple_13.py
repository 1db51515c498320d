# expect: compile STK-V002
# technique: NamedTuple class body defining __new__
from typing import NamedTuple
class P(NamedTuple):
    x: int
    def __new__(cls, x):
        return 1
