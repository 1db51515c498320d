# expect: compile STK-V002
# technique: __orig_bases__ of a Generic-derived class
from typing import Generic, TypeVar
T = TypeVar("T")
class S(Generic[T]):
    pass
S.__orig_bases__
