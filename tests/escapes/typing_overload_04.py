# expect: door
# technique: the overload dummy is a runtime function and cannot leave the run
from typing import overload


@overload
def f(x: int) -> int: ...
f
