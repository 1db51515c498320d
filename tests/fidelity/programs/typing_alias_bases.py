"""Classes deriving from typing aliases (Dict[str, T], List[int])."""
from typing import Dict, TypeVar, List
T = TypeVar("T")
class Reg(Dict[str, T]):
    pass
class Plain(List[int]):
    pass
print(Reg[int], Reg(a=1), Plain([1]))
try:
    Plain[int]
except TypeError as e:
    print(e)
0
