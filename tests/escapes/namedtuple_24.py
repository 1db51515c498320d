# expect: guest TypeError
# technique: NamedTuple combined with Generic to get typing's __class_getitem__
from typing import Generic, NamedTuple, TypeVar
T = TypeVar("T")
class P(NamedTuple, Generic[T]):
    x: int
