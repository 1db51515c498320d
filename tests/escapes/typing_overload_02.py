# expect: guest NotImplementedError
# technique: calling the dummy an @overload name is bound to raises, as in CPython
from typing import overload


@overload
def f(x: int) -> int: ...
f(1)
