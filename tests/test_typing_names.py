"""typing names for annotations and aliases: each program gives plain CPython's result
(values and what the names print as, isinstance/issubclass with them); calling a
stand-in is refused with a TypeError."""

from __future__ import annotations

import pytest

import stockade
from stdlib_diff import guest_error, same

PROGRAMS: dict[str, str] = {
    "io_names": """
from typing import IO, BinaryIO, TextIO
import io
def lines(stream: TextIO) -> list[str]:
    return stream.read().splitlines()
(lines(io.StringIO("a\\nb")), repr(TextIO), repr(BinaryIO), repr(IO), repr(IO[str]), repr(IO[bytes] | None))
""",
    "param_spec": """
import functools
from typing import Callable, Concatenate, ParamSpec, TypeVar
P = ParamSpec("P")
R = TypeVar("R")
def logged(fn: Callable[P, R]) -> Callable[P, R]:
    @functools.wraps(fn)
    def inner(*args: P.args, **kwargs: P.kwargs) -> R:
        print("call", fn.__name__, args, kwargs)
        return fn(*args, **kwargs)
    return inner
@logged
def add(a: int, b: int = 2) -> int:
    return a + b
Handler = Callable[Concatenate[int, P], str]
(add(1), add(1, b=5), repr(P), repr(Callable[P, R]), repr(Handler))
""",
    "param_spec_options": """
from typing import ParamSpec
(repr(ParamSpec("P", bound=None)), repr(ParamSpec("Q", covariant=True)))
""",
    "more_aliases": """
from typing import (AnyStr, ContextManager, ItemsView, KeysView, LiteralString, Match,
    MutableSet, NotRequired, Pattern, Required, TypeGuard, Unpack, ValuesView, final)
import re
def is_str_list(v: list[object]) -> TypeGuard[list[str]]:
    return all(isinstance(x, str) for x in v)
@final
class Leaf:
    pass
@final
def f() -> int:
    return 3
def first(p: Pattern[str], s: str) -> Match[str] | None:
    return p.search(s)
m = first(re.compile("b+"), "abbc")
result = (is_str_list(["a"]), f(), type(Leaf()).__name__, m.group(0), repr(AnyStr), repr(Pattern[str]),
 repr(Required[int]), repr(NotRequired[str]), repr(MutableSet[int]), repr(KeysView[str]),
 repr(ContextManager[int]), repr(LiteralString), repr(Unpack), repr(ItemsView), repr(ValuesView[int]))
result
""",
    "isinstance_with_aliases_and_abcs": """
import collections.abc
import collections
from collections.abc import Mapping, Iterable, Sequence, Callable, MutableMapping, Hashable, Sized, Iterator, Generator
import typing
from typing import List, Dict, Optional, Union, Any
class Bag:
    def __init__(self): self.items = [1]
    def __len__(self): return 1
    def __iter__(self): return iter(self.items)
class NoHash:
    def __eq__(self, o): return True
def gen(): yield 1
checks = []
for v in [{}, [], (), "s", b"b", 3, Bag(), NoHash(), gen(), iter([]), len, gen, None, collections.OrderedDict(), collections.deque(), collections.Counter()]:
    checks.append([isinstance(v, t) for t in (Mapping, Iterable, Sequence, Callable, MutableMapping, Hashable, Sized, Iterator, Generator,
        typing.List, typing.Dict, typing.Iterable, typing.Sequence, typing.Callable, typing.Deque, typing.Counter, typing.Hashable,
        Optional[int], Union[int, str], int | str, collections.abc.Set, typing.Tuple, typing.Type)])
print(issubclass(Bag, Sized), issubclass(Bag, collections.abc.Collection), issubclass(list, typing.Sequence), issubclass(typing.List, typing.Iterable))
errs = []
for t in (List[int], Any, Optional, typing.Literal, Dict[str, int] | None):
    try:
        isinstance(1, t)
    except TypeError as e:
        errs.append(str(e))
    try:
        issubclass(int, t)
    except TypeError as e:
        errs.append(str(e))
print(Iterable[int], Mapping[str, list[int]], Callable[[int], str])
print(errs)
try:
    Mapping()
except TypeError as e:
    print(e)
checks
""",
    "isinstance_with_type_variables": """
from typing import AnyStr, ParamSpec, TypeVar
out = []
for t in (TypeVar("T"), TypeVar("C", covariant=True), TypeVar("N", int, str), AnyStr, ParamSpec("P")):
    for check in (isinstance, issubclass):
        try:
            check(int, t)
        except TypeError as e:
            out.append(str(e))
out
""",
    "ellipsis_in_subscripts": """
import typing
from typing import Callable, Tuple
Handler = Callable[..., int]
out = [repr(Tuple[int, ...]), str(Handler), repr(typing.Tuple[()]), repr(Callable[[int, str], Tuple[int, ...]])]
out += [repr(tuple[int, ...]), repr(typing.Literal[()]), repr(Callable[[], int])]
try:
    typing.Union[()]
except TypeError as e:
    out.append(str(e))
out
""",
    "isinstance_with_unions": """
from typing import List, Optional, TextIO, Union
import io
out = []
for t in (Optional[int], Union[int, str], Union[List[int], int], Union[int, List[int]], int | str, TextIO | None,
          Optional["Node"], Union[int, "Node"]):
    row = []
    for v in (1, "s", None, [1], io.StringIO()):
        try:
            row.append(isinstance(v, t))
        except TypeError as e:
            row.append(str(e))
    try:
        row.append(issubclass(bool, t))
    except TypeError as e:
        row.append(str(e))
    out.append(row)
out
""",
}


@pytest.mark.parametrize("name", sorted(PROGRAMS))
def test_program_matches_cpython(name: str) -> None:
    same(PROGRAMS[name].strip())


def test_a_stand_in_cannot_be_called_and_generic_bases_are_not_checked() -> None:
    err = guest_error("import typing\nclass C(typing.Generic[typing.TypeVar('T')]):\n    pass\nisinstance(C(), typing.Generic)")
    assert err.type_name == "TypeError"
    assert "isinstance() with typing.Generic is not available" in err.message
    err = guest_error("from typing import ParamSpec\nP = ParamSpec('P')\nP()")
    assert err.type_name == "TypeError"
    assert "available for annotations only" in err.message


def test_param_spec_checks_its_arguments_as_cpython_does() -> None:
    err = guest_error("from typing import ParamSpec\nParamSpec(3)")
    assert err.type_name == "TypeError"


UNIONS = (
    "List[int] | None, int | List[int], Union[int, None], Optional[Union[int, str]], "
    "Optional[Optional[int]], Union[int], Union[int, int], List['Node'], Optional['Node'], "
    "Literal['a'], Annotated['X', 'm'], Callable[['int'], 'str'], TextIO | None, int | TextIO, "
    "TextIO | List[int], Union[int, str, None], Dict[str, 'C'] | None, "
    "List[int] | List[int], Union[List[int], Optional[str]], "
    "Optional[int] | str, None | List[str], TextIO | BinaryIO | None, Optional[TextIO], "
    "Optional[TextIO | BinaryIO], TextIO | None | List[int], None | TextIO, TextIO | TextIO"
)


def test_unions_and_forward_references_print_as_cpython_does() -> None:
    same(
        "from typing import Annotated, BinaryIO, Callable, Dict, List, Literal, Optional, TextIO, Union\n"
        "class C:\n    pass\n"
        f"result = [repr(x) for x in ({UNIONS})]\n"
        "(result, Union[int, int] is int, Optional[C] == Optional[C], Union[int, str] == Union[str, int], List[int] == List[int], List[int] != List[str], len({List[int], List[int]}))"
    )


def test_arity_defaults_and_none_print_as_cpython_does() -> None:
    same(
        "from typing import AsyncGenerator, Callable, ContextManager, Dict, Generator, List, Literal, Tuple\n"
        "def attempt(f):\n    try:\n        return repr(f())\n    except TypeError as e:\n        return str(e)\n"
        "[attempt(lambda: Generator[int]), attempt(lambda: Generator[int, None, None]), attempt(lambda: List[int, str]),"
        " attempt(lambda: Dict[int]), attempt(lambda: ContextManager[int]), attempt(lambda: AsyncGenerator[int]),"
        " repr(Dict[str, None]), repr(Callable[[], None]), repr(Tuple[int, None]), repr(Literal[None])]"
    )


def test_isinstance_checks_keep_no_program_names_in_the_origin_cache() -> None:
    from stockade._runtime import stdlib

    source = (
        "import typing\nout = []\nfor n in range(50):\n    T = typing.TypeVar('List' + str(n))\n"
        "    try:\n        isinstance(1, T)\n    except TypeError as e:\n        out.append(str(e))\n"
        "isinstance([], typing.List)\nlen(out)\n"
    )
    stockade.run(stockade.compile(source))
    before = stdlib._typing_origin.cache_info().currsize
    assert stockade.run(stockade.compile(source)).value == 50
    assert stdlib._typing_origin.cache_info().currsize == before <= len(stdlib._ORIGIN_NAMES)
