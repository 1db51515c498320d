# expect: value (1, 2)
# technique: a NamedTuple __iter__ must not run while the result crosses the door
from typing import NamedTuple
class P(NamedTuple):
    x: int
    y: int
    def __iter__(self):
        while True:
            yield 0
P(1, 2)
