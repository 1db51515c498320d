# expect: compile STK-V002
# technique: NamedTuple class body defining __init_subclass__
from typing import NamedTuple
class P(NamedTuple):
    x: int
    def __init_subclass__(cls):
        pass
