"""A validator that walks dataclass field types with typing.get_origin and get_args."""
import collections.abc
from typing import (Any, Annotated, Callable, ClassVar, Dict, Generic, Iterable, List, Literal, Optional,
    Tuple, Type, TypeVar, Union, get_args, get_origin, Sequence, Final, Pattern, Deque, DefaultDict, TextIO)
from dataclasses import dataclass, fields
T = TypeVar("T")
class Node:
    pass
class Stack(Generic[T]):
    pass
cases = [List[int], Dict[str, int], Tuple[int, ...], Tuple[()], Callable[[int, str], bool], Callable[..., int],
    Optional[int], Union[int, str], Union[int, str, None], Literal["a", "b"], Annotated[int, "meta"], ClassVar[int],
    Type[int], Iterable[int], Sequence[str], Final[int], Pattern[str], Deque[int], DefaultDict[str, int],
    list[int], dict[str, list[int]], int | None, int | str, List["Node"], Optional["Node"], Stack[int],
    List, int, None, "x", T, Any, type[int], tuple[int, ...], TextIO | None, collections.abc.Callable[[int], str],
    Dict[str, None], Generic[T], Generic]
for c in cases:
    print(repr(c), "->", get_origin(c), get_args(c))
print(get_origin(Optional[int]) is Union, get_origin(List[int]) is list, get_origin(Type[int]) is type)
print(get_origin(int | None) is get_origin(str | None))

@dataclass
class Item:
    name: str
    qty: int = 0
    tags: List[str] = None
    note: Optional[str] = None
    kind: Literal["a", "b"] = "a"

def describe(tp):
    origin = get_origin(tp)
    if origin is Union:
        args = [a for a in get_args(tp) if a is not type(None)]
        return f"optional {describe(args[0])}" if len(args) == 1 else "union"
    if origin is list:
        return f"list of {describe(get_args(tp)[0])}"
    if origin is Literal:
        return "one of " + ", ".join(map(str, get_args(tp)))
    return tp.__name__
[describe(f.type) for f in fields(Item)]
