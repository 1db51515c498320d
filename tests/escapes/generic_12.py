# expect: guest AttributeError
# technique: reading the GenericAlias origin slot of a subscripted guest generic
from typing import Generic, TypeVar
T = TypeVar("T")
class S(Generic[T]):
    pass
class Other:
    _sk_origin = 1  # the name is defined, so only the run-time guard decides
S[int]._sk_origin
