# expect: guest AttributeError
# technique: __mro__ of a guest Protocol class (Protocol is abc.ABC here, so not CPython's tuple)
from typing import Protocol
class P(Protocol):
    def f(self) -> int: ...
P.__mro__
