# expect: guest AttributeError
# technique: reading the args slot of a cached subscripted guest generic
from typing import Generic, TypeVar
T = TypeVar("T")
class S(Generic[T]):
    pass
class Other:
    _sk_args = 1  # the name is defined, so only the run-time guard decides
S[str]
S[str]._sk_args
