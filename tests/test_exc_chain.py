"""Exception chaining in guest code: ``raise X from Y`` and reads of ``__cause__``,
``__context__``, ``__suppress_context__`` and ``__notes__`` (see _runtime/chain.py for the
chaining rule). Chains a program builds itself must read exactly as under CPython; a link
into host-internal code reads as None."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import pytest

import stockade
from stockade._errors import _Stop
from stockade._runtime import chain

sys.path.insert(0, str(Path(__file__).resolve().parent / "fidelity"))
import fidelity_harness as h

# Programs whose outcome (value, stdout, uncaught exception) must be CPython's exactly.
EXACT: dict[str, str] = {
    "implicit_context": """
try:
    try:
        {}["k"]
    except KeyError:
        raise ValueError("v")
except ValueError as e:
    r = [repr(e.__context__), e.__cause__, e.__suppress_context__]
r
""",
    "from_caught": """
try:
    try:
        int("x")
    except ValueError as e:
        raise RuntimeError("wrapped") from e
except RuntimeError as e:
    r = [str(e.__cause__), e.__cause__ is e.__context__, e.__suppress_context__, type(e.__cause__).__name__]
r
""",
    "from_none": """
try:
    try:
        [][1]
    except IndexError:
        raise LookupError("missing") from None
except LookupError as e:
    r = [e.__cause__, repr(e.__context__), e.__suppress_context__]
r
""",
    "from_fresh_instance_and_class": """
out = []
for cause in (ValueError("fresh"), KeyError, None):
    try:
        raise RuntimeError("x") from cause
    except RuntimeError as e:
        out.append((repr(e.__cause__), e.__context__, e.__suppress_context__))
out
""",
    "chain_of_three": """
def parse(s):
    try:
        return int(s)
    except ValueError as e:
        raise TypeError("not a number") from e
def load(s):
    try:
        return parse(s)
    except TypeError as e:
        raise RuntimeError("load failed") from e
try:
    load("abc")
except RuntimeError as e:
    names = []
    x = e
    while x is not None:
        names.append(type(x).__name__ + ": " + str(x))
        x = x.__cause__
names
""",
    "finally_context": """
try:
    try:
        1 / 0
    finally:
        raise KeyError("cleanup")
except KeyError as e:
    r = repr(e.__context__)
r
""",
    "reraise_keeps_cause": """
def f():
    try:
        raise ValueError("a") from KeyError("b")
    except ValueError:
        raise
try:
    f()
except ValueError as e:
    r = [repr(e.__cause__), e.__suppress_context__]
r
""",
    "nested_handlers": """
try:
    try:
        try:
            raise KeyError("one")
        except KeyError:
            raise IndexError("two")
    except IndexError:
        raise ValueError("three")
except ValueError as e:
    r = [repr(e.__context__), repr(e.__context__.__context__), e.__context__.__context__.__context__]
r
""",
    "generator_throw": """
def gen():
    try:
        yield 1
    except ValueError as e:
        raise RuntimeError("in gen") from e
g = gen()
next(g)
try:
    g.throw(ValueError("thrown"))
except RuntimeError as e:
    r = repr(e.__cause__)
r
""",
    "with_exit_context": """
class CM:
    def __enter__(self):
        return self
    def __exit__(self, et, ev, tb):
        raise RuntimeError("exit failed")
try:
    with CM():
        raise ValueError("body")
except RuntimeError as e:
    r = repr(e.__context__)
r
""",
    "notes": """
e = ValueError("x")
r = [hasattr(e, "__notes__"), getattr(e, "__notes__", "none")]
e.add_note("first")
e.add_note("second")
r.append(e.__notes__)
e.__notes__.append("third")
r.append(list(e.__notes__))
r
""",
    "constructor_order": """
class A(Exception):
    def __init__(self):
        print("A made")
class B(Exception):
    def __init__(self):
        print("B made")
try:
    raise A from B
except A as e:
    r = type(e.__cause__).__name__
r
""",
    "bad_cause": """
try:
    raise ValueError("x") from 5
except TypeError as e:
    r = [str(e), e.__context__]
r
""",
    "bad_exception_with_cause": """
try:
    raise 5 from ValueError("c")
except TypeError as e:
    r = str(e)
r
""",
    "format_and_getattr": """
try:
    try:
        1 / 0
    except ZeroDivisionError as e:
        raise ValueError("v") from e
except ValueError as e:
    r = ["{0.__cause__!r}".format(e), getattr(e, "__context__") is e.__cause__, str(e.__cause__)]
r
""",
    "guest_hierarchy": """
class AppError(Exception):
    pass
class ValidationError(AppError):
    def __init__(self, field, problem):
        super().__init__(f"{field}: {problem}")
        self.field = field
def validate(row):
    try:
        return int(row["age"])
    except (KeyError, ValueError) as e:
        raise ValidationError("age", "missing or bad") from e
out = []
for row in ({"age": "3"}, {"age": "x"}, {}):
    try:
        out.append(validate(row))
    except AppError as e:
        out.append([str(e), e.field, type(e.__cause__).__name__, repr(e.__cause__)])
out
""",
    "uncaught_chained": """
try:
    int("x")
except ValueError as e:
    raise RuntimeError("final") from e
""",
    "uncaught_from_none": """
try:
    {}["k"]
except KeyError:
    raise LookupError("gone") from None
""",
    "in_class_body": """
class C:
    try:
        raise KeyError("k")
    except KeyError as e:
        try:
            raise ValueError("v") from e
        except ValueError as f:
            r = repr(f.__cause__)
C.r
""",
    "async_gather_wrap": """
import asyncio
class FetchError(Exception):
    pass
async def fetch(i):
    await asyncio.sleep(0)
    if i == 2:
        raise ConnectionError(f"reset {i}")
    return i
async def safe(i):
    try:
        return await fetch(i)
    except ConnectionError as e:
        raise FetchError(f"item {i}") from e
async def main():
    res = await asyncio.gather(*(safe(i) for i in range(4)), return_exceptions=True)
    return [repr(r) if isinstance(r, Exception) else r for r in res], [repr(r.__cause__) for r in res if isinstance(r, Exception)]
asyncio.run(main())
""",
    "async_task_error": """
import asyncio
async def boom():
    raise ValueError("inner")
async def main():
    t = asyncio.create_task(boom())
    try:
        await t
    except ValueError as e:
        try:
            raise RuntimeError("outer") from e
        except RuntimeError as f:
            return [repr(f.__cause__), f.__cause__ is e, repr(e.__context__)]
asyncio.run(main())
""",
    "async_cancel_cleanup": """
import asyncio
async def slow():
    try:
        await asyncio.sleep(10)
    except asyncio.CancelledError as e:
        raise RuntimeError("cleanup failed") from e
async def main():
    t = asyncio.create_task(slow())
    await asyncio.sleep(0)
    t.cancel()
    try:
        await t
    except RuntimeError as e:
        return [type(e.__cause__).__name__, e.__suppress_context__]
asyncio.run(main())
""",
    "stop_iteration_cause": """
def g():
    yield 1
    return 5
it = g()
next(it)
try:
    try:
        next(it)
    except StopIteration as e:
        raise LookupError("done") from e
except LookupError as e:
    r = [repr(e.__cause__), e.__cause__.value]
r
""",
    "enum_lookup": """
import enum
class Color(enum.Enum):
    RED = 1
try:
    Color(7)
except ValueError as e:
    r = [str(e), repr(e.__context__), repr(e.__cause__)]
r
""",
    "frozen_dataclass": """
from dataclasses import dataclass, FrozenInstanceError
@dataclass(frozen=True)
class P:
    x: int
p = P(1)
try:
    try:
        p.x = 2
    except FrozenInstanceError as e:
        raise TypeError("immutable") from e
except TypeError as e:
    r = [type(e.__cause__).__name__, str(e.__cause__)]
r
""",
    "decimal_invalid": """
from decimal import Decimal, InvalidOperation
try:
    try:
        Decimal("abc")
    except InvalidOperation as e:
        raise ValueError("bad amount") from e
except ValueError as e:
    r = [type(e.__cause__).__name__, repr(e.__cause__.__context__)]
r
""",
    "fraction_parse": """
from fractions import Fraction
try:
    Fraction("1/x")
except ValueError as e:
    r = [str(e), repr(e.__context__)]
r
""",
    "strptime_error": """
from datetime import datetime
try:
    datetime.strptime("2024-13-01", "%Y-%m-%d")
except ValueError as e:
    r = [str(e), repr(e.__context__), e.__suppress_context__]
r
""",
    "guest_methods_walk_the_chain": """
class AppError(Exception):
    def describe(self):
        parts = [str(self)]
        cause = self.__cause__
        while cause is not None:
            parts.append(f"{type(cause).__name__}: {cause}")
            cause = cause.__cause__ or (None if cause.__suppress_context__ else cause.__context__)
        return " <- ".join(parts)
    def __str__(self):
        base = super().__str__()
        return base + (" (chained)" if self.__cause__ is not None else "")
try:
    try:
        try:
            {}["a"]
        except KeyError as e:
            raise ValueError("bad value")
    except ValueError as e:
        raise AppError("top") from e
except AppError as e:
    r = e.describe()
r
""",
    "frozen_dataclass_exception": """
from dataclasses import dataclass
@dataclass(frozen=True)
class ApiError(Exception):
    status: int
    detail: str
try:
    try:
        {}["x"]
    except KeyError as e:
        raise ApiError(404, "not found") from e
except ApiError as e:
    r = [e.status, repr(e.__cause__), e.__suppress_context__]
r
""",
    "cycle": """
a = ValueError("a")
b = KeyError("b")
try:
    raise a from b
except ValueError:
    pass
try:
    raise b from a
except KeyError:
    pass
[type(a.__cause__.__cause__.__cause__).__name__, a.__cause__.__cause__ is a]
""",
}


@pytest.mark.parametrize("name", sorted(EXACT))
def test_chains_read_exactly_as_in_cpython(name: str) -> None:
    source = EXACT[name]
    want = h.reference(source, name + ".py")
    got = h.guest(source, name + ".py")
    assert not isinstance(got, h.Refusal), got.diagnostics
    assert got.key() == want.key(), f"CPython {want.describe()}; Stockade {got.describe()}"


def test_a_link_into_stdlib_internals_reads_as_none() -> None:
    # CPython: the ValueError ipaddress raised and caught inside its own code.
    src = (
        "import ipaddress\n"
        "try:\n    ipaddress.IPv4Address('1.2.3.x')\nexcept ValueError as e:\n"
        "    r = [str(e), e.__cause__, e.__context__, e.__suppress_context__]\nr\n"
    )
    assert stockade.eval(src) == ["Only decimal digits permitted in 'x' in '1.2.3.x'", None, None, True]
    # json.loads(''): CPython's context is the scanner's StopIteration
    assert stockade.eval("import json\ntry:\n    json.loads('')\nexcept ValueError as e:\n    r = e.__context__\nr\n") is None


class Store(stockade.Binding):
    """A binding whose failure holds host text."""

    @stockade.export
    def get(self, key: str) -> str:
        raise RuntimeError(f"host secret for {key}")


def test_a_binding_refusal_hides_the_door_s_own_exception() -> None:
    # The guest BindingError is raised while the door's refusal is handled: its raw
    # __context__ is that host exception; the guest reads None.
    src = (
        "def main():\n"
        "    try:\n        store.get(int('5'))\n    except BindingError as e:\n"
        "        return [type(e).__name__, e.__context__, e.__cause__]\n"
    )
    program = stockade.compile(src, bindings={"store": Store})
    assert stockade.run(program, "main", bindings={"store": Store()}).value == ["BindingError", None, None]


def test_a_binding_failure_chains_only_to_the_guest_s_own_error() -> None:
    src = (
        "def main():\n"
        "    try:\n        try:\n            raise ValueError('mine')\n        except ValueError:\n"
        "            store.get('k')\n"
        "    except BindingError as e:\n"
        "        return [str(e), repr(e.__context__), e.__context__.__context__]\n"
    )
    program = stockade.compile(src, bindings={"store": Store})
    value = stockade.run(program, "main", bindings={"store": Store()}).value
    assert value == ["store.get failed", "ValueError('mine')", None]


def test_host_signals_are_never_visible() -> None:
    for signal in (_Stop("fuel"), KeyboardInterrupt(), SystemExit(1)):
        object.__setattr__(signal, chain._MARK, True)  # even marked
        assert chain.visible(signal) is None
    assert chain.visible(5) is None
    assert chain.visible(ValueError("never raised, never named")) is None


def test_a_host_exception_that_never_reached_guest_code_is_hidden() -> None:
    def host() -> BaseException:
        try:
            raise ValueError("inside the host")
        except ValueError as e:
            return e

    assert chain.visible(host()) is None


def test_the_raw_link_of_a_refusal_is_a_host_exception(monkeypatch: pytest.MonkeyPatch) -> None:
    # What the rule hides is really there (so the refusal test above means something).
    raw: list[Any] = []
    visible = chain.visible

    def recording(link: Any) -> Any:
        raw.append(link)
        return visible(link)

    monkeypatch.setattr(chain, "visible", recording)
    src = "def main():\n    try:\n        store.get(int('5'))\n    except BindingError as e:\n        return e.__context__\n"
    program = stockade.compile(src, bindings={"store": Store})
    assert stockade.run(program, "main", bindings={"store": Store()}).value is None
    assert type(raw[0]).__module__ == "stockade._errors"  # the door's own BindingError


def test_an_uncaught_chained_exception_is_reported_as_before() -> None:
    src = "try:\n    kv = {}['secret-key']\nexcept KeyError as e:\n    raise RuntimeError('final') from e\n"
    with pytest.raises(stockade.GuestError) as info:
        stockade.eval(src)
    assert info.value.type_name == "RuntimeError"
    assert info.value.message == "final"
    assert "secret-key" not in str(info.value)
    assert info.value.__cause__ is None


def test_links_cannot_be_deleted_and_notes_not_assigned() -> None:
    for stmt in ("del e.__context__", "del e.__cause__", "e.__notes__ = []"):
        with pytest.raises(stockade.CompileError) as info:
            stockade.compile(f"e = ValueError()\n{stmt}\n")
        assert info.value.diagnostics[0].code == "STK-V002"
        assert "raise X from Y" in str(info.value)


def test_a_traceback_stays_unreachable_through_a_link() -> None:
    src = (
        "try:\n    try:\n        1 / 0\n    except ZeroDivisionError as e:\n        raise ValueError('v') from e\n"
        "except ValueError as e:\n    err = e\ngetattr(err.__cause__, '__traceback__')\n"
    )
    with pytest.raises(stockade.GuestError) as info:
        stockade.eval(src)
    assert info.value.type_name == "AttributeError"


def test_guest_code_registry_is_by_identity_and_forgets_dead_programs() -> None:
    import gc

    program = stockade.compile("def f():\n    return 1\nf()\n")
    codes = list(program.codes.values())
    assert codes and all(chain.is_guest_code(c) for c in codes)
    assert not chain.is_guest_code(test_guest_code_registry_is_by_identity_and_forgets_dead_programs.__code__)
    keys = {id(c) for c in codes}
    del program, codes
    gc.collect()
    assert not keys & set(chain._GUEST_CODES)


def test_reading_a_link_does_not_hash_code_objects() -> None:
    # A code object's hash walks its constants (metered tuple hashes): the registry is keyed
    # by id, so a read costs the same small fuel whatever the program's size.
    body = "".join(f"def f{i}():\n    return ({i}, 'x{i}', ({i}, {i + 1}))\n" for i in range(200))
    base = (
        "e0 = ValueError('x')\ntry:\n    raise e0\nexcept ValueError:\n    pass\n"  # seen through a guest frame
        "try:\n    raise RuntimeError('w') from e0\nexcept RuntimeError as e:\n    err = e\n"
    )
    loop = "n = 0\nfor _ in range(1000):\n    if {}:\n        n += 1\nn\n"
    cheap = stockade.run(stockade.compile(body + base + loop.format("err is not None")))
    reads = stockade.run(stockade.compile(body + base + loop.format("err.__cause__ is e0")))
    assert reads.value == cheap.value == 1000
    assert reads.fuel - cheap.fuel < 100
