# expect: compile STK-V002
# technique: __origin__ and __args__ of a subscripted guest generic
from typing import Generic, TypeVar
T = TypeVar("T")
class S(Generic[T]):
    pass
S[int].__origin__
