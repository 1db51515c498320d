# expect: value 1
# technique: reaching typing internals through a subscripted guest generic alias (reads go to the class)
from typing import Generic, TypeVar
T = TypeVar("T")
class S(Generic[T]):
    copy_with = 1  # the name is defined, so only the run-time guard decides
S[int].copy_with
