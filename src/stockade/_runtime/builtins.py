"""The guest's builtins: a reviewed allowlist, with metered stand-ins where CPython would
loop in C over an iterable the guest did not pay memory for.

Invariant: this dict is the guest's whole ``__builtins__``. Nothing reaches the real
builtins module, import machinery, namespaces, frames or dynamic code from here. Types stay
the real types (``isinstance(x, list)`` is exact); lazy iterator constructors meter their
inputs so that no iterator the guest holds can loop unbounded in C.
"""

from __future__ import annotations

import builtins as _b
import importlib
import types
from typing import Any

from .. import _native
from . import aio, classes, context, cost, guest_logging
from .exits import GuestSystemExit, Quitter
from .ranges import BigRange, GuestRange, GuestSlice
from .standin import StandInType, stand_in


class BindingError(Exception):
    """Raised in the guest when a binding call failed on the host side."""


BindingError.__module__ = "builtins"

_MISSING: Any = object()


def _sum(iterable: Any, /, start: Any = 0) -> Any:
    cost.charge_len(iterable)
    if type(start) in (int, float, bool, complex):
        return _b.sum(cost.metered(iterable), start)
    # Sequences (sum(lists, [])): CPython adds one item at a time, copying the running
    # result each time. Do exactly that here, charging each copy, so the quadratic cost
    # is metered instead of running unbounded in C.
    if isinstance(start, (str, bytes, bytearray)):
        return _b.sum(iterable, start)  # raises CPython's own TypeError
    meter = context.current().meter
    result = start
    for item in cost.metered(iterable):
        result = result + item
        try:
            meter.charge(len(result))
        except TypeError:
            pass
    return result


def _minmax(fn: Any) -> Any:
    def minmax(*args: Any, **kwargs: Any) -> Any:
        if len(args) == 1:
            cost.charge_len(args[0])
            return fn(cost.metered(args[0]), **kwargs)
        return fn(*args, **kwargs)

    minmax.__name__ = minmax.__qualname__ = fn.__name__
    # min(a, b, ...) needs no wrapper: a C dispatcher sends it to fn without a Python frame.
    return _native.by_arity(fn.__name__, fn, minmax)


def _anyall(fn: Any) -> Any:
    def anyall(iterable: Any, /) -> Any:
        cost.charge_len(iterable)
        return fn(cost.metered(iterable))

    anyall.__name__ = anyall.__qualname__ = fn.__name__
    return anyall


def _sorted(iterable: Any, /, *, key: Any = None, reverse: bool = False) -> list[Any]:
    items = _b.list(cost.metered(iterable))
    cost.charge_sort(len(items))
    items.sort(key=key, reverse=reverse)
    return items


def _lazy(fn: Any, first: int) -> Any:
    """map/filter/zip/enumerate/reversed: meter the iterable arguments from ``first`` on."""

    def lazy(*args: Any, **kwargs: Any) -> Any:
        return fn(*args[:first], *(cost.metered(a) for a in args[first:]), **kwargs)

    lazy.__name__ = lazy.__qualname__ = fn.__name__
    return lazy


def _enumerate(iterable: Any, start: int = 0) -> Any:
    return _b.enumerate(cost.metered(iterable), start)


def _reversed(seq: Any, /) -> Any:
    if type(seq) in cost.BOUNDED:
        return _b.reversed(seq)
    return context.current().meter.wrap(_b.reversed(seq))


def _iter(obj: Any, sentinel: Any = _MISSING, /) -> Any:
    if sentinel is _MISSING:
        # metered() may hand back an iterable (a bounded container, a long range's
        # stand-in); iter() makes it the iterator the guest asked for.
        return _b.iter(cost.metered(obj))
    return context.current().meter.wrap(_b.iter(obj, sentinel))


def _pow(base: Any, exp: Any, mod: Any = None) -> Any:
    if mod is None:
        from .guards import pow_

        return pow_(base, exp)
    if type(exp) is int and type(mod) is int and exp > 0:
        # One modular multiplication per exponent bit, each the size of the modulus.
        cost.charge_bigint_steps(exp.bit_length(), abs(mod).bit_length())
    return _b.pow(base, exp, mod)


# Arguments whose str() runs no guest code: print may convert them all before writing.
_PLAIN_STR = frozenset({str, int, float, bool, type(None)})


def _print(*args: Any, sep: Any = None, end: Any = None, file: Any = None, flush: Any = False) -> None:
    """CPython's builtin_print: ``file`` defaults to what the guest's ``sys.stdout`` is now
    (the run's captured stdout, or a redirect target), nothing is written when that is
    None, and every piece goes through ``file.write`` as CPython's PyFile_WriteObject
    calls it (guest_logging.write_to: the attribute guard for anything but the run's own
    streams)."""
    flush = bool(flush)  # CPython's argument clinic converts flush before anything else
    run = context.current()
    if file is None:
        file = run.streams[0]
        if file is None:
            return
    if sep is not None and not isinstance(sep, str):
        raise TypeError(f"sep must be None or a string, not {type(sep).__name__}")
    if end is not None and not isinstance(end, str):
        raise TypeError(f"end must be None or a string, not {type(end).__name__}")
    plain_ends = (sep is None or type(sep) is str) and (end is None or type(end) is str)
    if type(file) is guest_logging.TextIOWrapper and plain_ends:
        for a in args:
            if type(a) not in _PLAIN_STR:
                break
        else:
            # The run's own stream and no guest __str__ to interleave: one write.
            text = (" " if sep is None else sep).join([_b.str(a) for a in args])
            run.write(text + ("\n" if end is None else end), file._sk_err)
            return
    write_to = guest_logging.write_to
    for i, a in enumerate(args):
        if i:
            write_to(file, " " if sep is None else sep)
        write_to(file, a)
    write_to(file, "\n" if end is None else end)
    if flush:
        guest_logging.flush_stream(file)


_PLAIN = (
    "abs ascii bin bool bytearray bytes callable chr complex dict divmod float format "
    "frozenset hash hex int isinstance issubclass len list next oct ord repr round "
    "set str tuple"
)
_EXCEPTIONS = (
    "BaseException Exception ArithmeticError AssertionError AttributeError IndexError "
    "KeyError LookupError NameError NotImplementedError OverflowError RecursionError "
    "RuntimeError StopIteration TypeError UnboundLocalError UnicodeError UnicodeDecodeError "
    "UnicodeEncodeError ValueError ZeroDivisionError MemoryError TimeoutError ImportError GeneratorExit "
    # Raised and caught by programs as plain exception classes (a config parser raising
    # SyntaxError, a tool wrapper catching OSError/FileNotFoundError): no admitted function
    # raises them with host data, and only args/add_note are readable (guards.EXCEPTION_ATTRS).
    "SyntaxError IndentationError EOFError OSError IOError EnvironmentError FileNotFoundError "
    "FileExistsError PermissionError IsADirectoryError NotADirectoryError ConnectionError "
    "ConnectionRefusedError ConnectionResetError ConnectionAbortedError BrokenPipeError "
    "ModuleNotFoundError StopAsyncIteration FloatingPointError UnicodeTranslateError"
)


# Modules CPython's own C code imports lazily while guest code runs (PyImport_Import looks
# ``__import__`` up in the running frame's builtins). The guest cannot name ``__import__``
# (names starting with "__" are refused), so only C code reaches this.
_C_IMPORTS = frozenset({"_strptime", "time"})  # datetime.strptime, strftime


def _c_import(name: str, globals: Any = None, locals: Any = None, fromlist: Any = (), level: int = 0) -> Any:
    if level == 0 and name in _C_IMPORTS:
        return importlib.import_module(name)
    raise ImportError(f"import of {name!r} is not available in Stockade")


def _capabilities() -> dict[str, Any]:
    """The guest's own authority as plain data (a fresh copy each call)."""
    return context.current().capabilities()


def _guest_getattr(*args: Any) -> Any:
    from .guards import guest_getattr

    return guest_getattr(*args)


def _guest_setattr(obj: Any, name: Any, value: Any, /) -> None:
    """``setattr(obj, name, value)``: exactly ``obj.<name> = value`` through the store guard
    (classes.store): the program's own instances, classes and functions only, never a
    name starting with ``__``."""
    if type(name) is not str:
        raise TypeError(f"attribute name must be string, not '{type(name).__name__}'")
    classes.store(value, obj, name)


def _guest_delattr(obj: Any, name: Any, /) -> None:
    """``delattr(obj, name)``: exactly ``del obj.<name>`` through the same guard."""
    if type(name) is not str:
        raise TypeError(f"attribute name must be string, not '{type(name).__name__}'")
    classes.delete(obj, name)


def _guest_hasattr(obj: Any, name: Any, /) -> bool:
    from .guards import guest_hasattr

    return guest_hasattr(obj, name)


def _issubclass(cls: Any, classinfo: Any, /) -> bool:
    """issubclass, with a program's TypedDict class as the class CPython makes of it: a
    subclass of dict (``issubclass(Movie, dict)`` is True; the check against a TypedDict
    class raises CPython's TypeError, from its __subclasscheck__)."""
    from .guest_typeddict import TypedDictClass

    if type(cls) is TypedDictClass:
        infos = classinfo if type(classinfo) is tuple else (classinfo,)
        for info in infos:
            if type(info) is TypedDictClass:
                info.__subclasscheck__(cls)  # raises CPython's TypeError
        return _b.issubclass(dict, classinfo)
    return _b.issubclass(cls, classinfo)


_issubclass.__name__ = _issubclass.__qualname__ = "issubclass"


def make_builtins() -> dict[str, Any]:
    """Build the guest builtins dict (shared by every run; the guest cannot reach it)."""
    table: dict[str, Any] = {name: getattr(_b, name) for name in _PLAIN.split()}
    table.update({name: getattr(_b, name) for name in _EXCEPTIONS.split()})
    table.update(
        {
            "None": None,
            "True": True,
            "False": False,
            "Ellipsis": Ellipsis,
            "NotImplemented": NotImplemented,
            "BindingError": BindingError,
            "SystemExit": GuestSystemExit,  # never the host's (exits.py)
            "exit": Quitter("exit"),
            "quit": Quitter("quit"),
            "capabilities": _capabilities,
            "__import__": _c_import,
            "sum": _sum,
            "issubclass": _issubclass,
            "min": _minmax(_b.min),
            "max": _minmax(_b.max),
            "any": _anyall(_b.any),
            "all": _anyall(_b.all),
            "sorted": _sorted,
            # classes in CPython: stand-ins whose call meters the iterables, so that
            # isinstance(m, map) and type(m) (installed below) are CPython's answers
            "map": stand_in(_b.map, _lazy(_b.map, 1)),
            "filter": stand_in(_b.filter, _lazy(_b.filter, 1)),
            "zip": stand_in(_b.zip, _lazy(_b.zip, 0)),
            "enumerate": stand_in(_b.enumerate, _enumerate),
            "reversed": _reversed,
            "iter": _iter,
            "aiter": aio.guest_aiter,
            "anext": aio.guest_anext,
            "pow": _pow,
            "print": _print,
            "range": GuestRange,
            "slice": GuestSlice,
            # classes (see classes.py): the class statement, super(), type(x)
            "__build_class__": classes.build_class,
            "super": classes.guest_super,
            # dynamic attribute reads and writes, through the attribute guards (guards.py,
            # classes.store/delete): a name given at run time reaches what the written one would
            "getattr": _guest_getattr,
            "hasattr": _guest_hasattr,
            "setattr": _guest_setattr,
            "delattr": _guest_delattr,
            "type": classes.GUEST_TYPE,
            "object": object,
            "property": property,
            "classmethod": classmethod,
            "staticmethod": staticmethod,
        }
    )
    for name, value in table.items():
        if type(value) is types.FunctionType and not name.startswith("__"):
            value.__name__ = value.__qualname__ = name  # a stand-in is named as CPython's builtin
            if isinstance(getattr(_b, name, None), types.BuiltinFunctionType):
                # CPython's is a builtin function: so is what the guest holds (its repr
                # "<built-in function print>", never binding as a method), with the call
                # going straight to the stand-in (no Python frame of its own)
                table[name] = _native.by_arity(name, value, value)
    return table


GUEST_BUILTINS: dict[str, Any] = make_builtins()

# Bases a guest class may derive from besides its own classes: object and the exception
# classes the guest can name (stdlib exception classes are added by stdlib.py).
classes.install_bases([v for v in GUEST_BUILTINS.values() if isinstance(v, type) and issubclass(v, BaseException)])
classes.install_type_of(
    [
        v
        for k, v in GUEST_BUILTINS.items()
        if isinstance(v, type)
        and not k.startswith("__")
        and v not in (GuestRange, GuestSlice)
        and type(v) is not StandInType
    ]
)
for _lazy_name in ("map", "filter", "zip", "enumerate"):
    classes.install_type_as(getattr(_b, _lazy_name), GUEST_BUILTINS[_lazy_name])

# type() of a dict view answers its class as CPython does (``type(d.keys()).__name__`` is
# 'dict_keys'): the view classes cannot be instantiated ("cannot create 'dict_keys'
# instances"), and their attributes go through the same allowlist as the views' (guards.py).
classes.install_type_of([type({}.keys()), type({}.values()), type({}.items())])
classes.install_type_as(range, GuestRange)
classes.install_type_as(BigRange, GuestRange)
classes.install_type_as(slice, GuestSlice)

# The builtins a guest may name (for docs, stubs and the verifier's hints).
ADMITTED_BUILTINS: frozenset[str] = frozenset(n for n in GUEST_BUILTINS if not n.startswith("__"))
