"""Generic type aliases with TypeVars, specialised in annotations and printed."""
from typing import List, TypeVar, Dict, Tuple, Callable, Optional, Union, get_origin, get_args
T = TypeVar('T')
K = TypeVar('K')
Pair = Tuple[T, T]
print(List[T][int], Dict[K, List[T]][str, int], Pair[int], Callable[[T], K][int, str], Optional[T][int], Union[T, K][int, str])
print(get_origin(Pair[str]), get_args(Dict[K, List[T]][str, int]))
def first(p: Pair[int]) -> int:
    return p[0]
for bad in (lambda: List[int][str], lambda: Dict[K, T][int], lambda: Union[int, str][int]):
    try:
        bad()
    except TypeError as e:
        print(e)
first((3, 4))
