# expect: value [1, 2]
# technique: @overload records nothing process-wide, so no guest function outlives the run
# check: no-survivors
# runs: 3
from typing import overload


@overload
def f(x: int) -> int: ...
@overload
def f(x: str) -> str: ...
def f(x):
    return x


class C:
    @overload
    def m(self, x: int) -> int: ...
    def m(self, x):
        return x


[f(1), C().m(2)]
