# expect: value ('P', 'Q')
# runs: 2
# technique: generic classes and protocols leave no state behind between runs
from typing import Generic, Protocol, TypeVar
T = TypeVar("T")
class P(Generic[T]):
    pass
class Q(Protocol):
    pass
(type(P[int]()).__name__, Q.__name__)
