# expect: guest AttributeError
# technique: reaching typing internals through a subscripted guest generic alias
from typing import Generic, TypeVar
T = TypeVar("T")
class S(Generic[T]):
    copy_with = 1  # the name is defined, so only the run-time guard decides
S[int].copy_with
