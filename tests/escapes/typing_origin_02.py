# expect: value True
# technique: get_origin of a specialised generic alias (Vec = List[T]; Vec[int]): typing's substitution, answered from the stand-ins
from typing import List, TypeVar, get_origin, get_args
T = TypeVar("T")
Vec = List[T]
get_origin(Vec[int]) is list and get_args(Vec[int]) == (int,)
