"""Attributes on the program's own functions (``wrapper.calls = 0``): stored in the
function's own ``__dict__`` and read back as CPython does; functions the runtime provides
take none."""

from __future__ import annotations

import pytest

import stockade
from stdlib_diff import cpython_outcome as cpython
from stdlib_diff import guest_outcome as guest

PROGRAMS: dict[str, str] = {
    "memo_cache_attribute": """
def memo(fn):
    cache = {}
    def wrapper(*args):
        if args not in cache:
            cache[args] = fn(*args)
        return cache[args]
    wrapper.cache = cache
    return wrapper
@memo
def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)
(fib(30), len(fib.cache))
""",
    "counter_with_wraps": """
from functools import wraps
def counted(fn):
    @wraps(fn)
    def wrapper(*a):
        wrapper.calls += 1
        return fn(*a)
    wrapper.calls = 0
    return wrapper
@counted
def sq(x):
    return x * x
[sq(i) for i in range(4)], sq.calls, sq.__name__
""",
    "lambda_and_method_attributes": """
f = lambda: 1
f.tag = "x"
class A:
    def m(self):
        return 2
A.m.note = "n"
(f.tag, A.m.note, A().m.note)
""",
    "bound_method_missing_attribute": """
class A:
    def m(self):
        return 2
def g():
    pass
g.nope = 1
A().m.nope
""",
    "missing_attribute": """
def f():
    pass
def g():
    pass
g.missing = 1
f.missing
""",
    "delete_then_read": """
def f():
    pass
f.x = 1
del f.x
hasattr(f, "x")
""",
    "delete_missing": """
def f():
    pass
f.x = 1
del f.x
try:
    del f.x
except AttributeError as e:
    msg = str(e)
msg
""",
    "wraps_copies_dict": """
from functools import wraps
def f():
    pass
f.meta = {"k": 1}
@wraps(f)
def g():
    pass
g.meta is f.meta
""",
}


@pytest.mark.parametrize("name", sorted(PROGRAMS))
def test_function_attributes_match_cpython(name: str) -> None:
    source = PROGRAMS[name]
    assert guest(source) == cpython(source)


@pytest.mark.parametrize("target", ["sorted", "print", "len"])
def test_runtime_functions_take_no_attributes(target: str) -> None:
    with pytest.raises(stockade.GuestError) as info:
        stockade.eval(f"{target}.marker = 1\n")
    assert info.value.type_name == "AttributeError"


def test_no_runtime_function_carries_a_plain_attribute() -> None:
    # functools.wraps(runtime_function)(guest_function) copies the runtime function's
    # __dict__ into the guest function's, whose plain attributes the guest reads: so no
    # function the guest can reach (builtins, stdlib members) may carry one.
    import types

    from stockade._runtime import stdlib
    from stockade._runtime.builtins import GUEST_BUILTINS

    reachable = [*GUEST_BUILTINS.values()]
    for facade in stdlib.FACADES.values():
        reachable += facade._sk_members.values()
    checked = 0
    for value in reachable:
        fn = value.__func__ if isinstance(value, types.MethodType) else value
        if isinstance(fn, types.FunctionType):
            checked += 1
            assert not [k for k in vars(fn) if not k.startswith("__")], fn
    assert checked > 100


def test_wraps_of_a_runtime_function_copies_nothing_readable() -> None:
    source = (
        "import functools\nimport textwrap\n"
        "def f(s):\n    return s\n"
        "g = functools.wraps(textwrap.dedent)(f)\n"
        "[g.__name__, g('x')]\n"
    )
    assert guest(source) == cpython(source)
