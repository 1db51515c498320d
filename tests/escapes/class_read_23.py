# expect: guest AttributeError
# technique: __bases__ of a class deriving from Generic[T] (dropped here, so not CPython's tuple)
from typing import Generic, TypeVar
T = TypeVar("T")
class Box(Generic[T]):
    pass
class IntBox(Box[int]):
    pass
IntBox.__mro__
