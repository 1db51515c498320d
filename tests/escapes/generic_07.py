# expect: guest TypeError
# technique: a subscripted generic with a guest object as its argument used as a base
from typing import Generic, TypeVar
T = TypeVar("T")
class E:
    pass
Generic[E()]
