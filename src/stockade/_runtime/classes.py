"""Guest classes: creation, attribute reads and stores, super(), type(), with.

Invariant: a class is a guest class only when the guest's ``__build_class__`` (below) made
it, from guest code, with no keywords, and with bases that are guest classes or on
ADMITTED_BASES; it is then marked (``MARKER`` in its own dict, never nameable by the
guest). On a guest object the guest reads any non-dunder attribute except those a
non-guest base or the metaclass supplies (those follow the base's reviewed allowlist),
plus the reviewed special methods (``names.GUEST_DUNDERS``); it stores and deletes only
non-dunder attributes that no non-guest base or metaclass defines. ``super()`` is only
for guest classes; ``type(x)`` returns only classes the guest could name or made itself;
every ``with`` statement goes through ``GuestWith``, which never calls a guest
``__exit__`` while a limit is in flight and re-raises a limit that ``__exit__`` swallowed.
"""

from __future__ import annotations

import abc as _abc
import builtins as _b
import weakref
from typing import Any

from .. import _native
from .._compiler.names import GUEST_DUNDERS
from . import decimals

MARKER = "__sk_guest__"
# The namespace of the module whose class statement made the class, in the class's own dict
# (not in _INFO: a value there that refers back to its weak key would keep it alive).
_GLOBALS = "__sk_globals__"
_LOOP_SLOT = "__sk_f__"  # the class-body spelling of the lowering's loop/temporary slot

# Names CPython itself puts in a class namespace (besides the reviewed special methods).
_COMPILER_DUNDERS = frozenset(
    {
        "__module__",
        "__qualname__",
        "__doc__",
        "__classcell__",
        "__firstlineno__",
        "__static_attributes__",
        "__dict__",
        "__weakref__",
        "__abstractmethods__",
        "__annotations__",  # the kept class-body annotations, strings (lower.visit_AnnAssign)
        MARKER,
        _GLOBALS,
    }
)


class _Info:
    """What the guard needs to know about one guest class."""

    __slots__ = ("read_denied", "store_denied")

    def __init__(self, read_denied: frozenset[str], store_denied: frozenset[str]) -> None:
        self.read_denied = read_denied
        self.store_denied = store_denied


_INFO: weakref.WeakKeyDictionary[type, _Info] = weakref.WeakKeyDictionary()

# Non-guest classes a guest class may derive from (filled in by install_bases()).
ADMITTED_BASES: set[type] = {object}


def install_bases(classes: list[type]) -> None:
    """Admit these (exception classes and abc.ABC) as bases of guest classes."""
    ADMITTED_BASES.update(classes)


def is_guest_class(obj: Any) -> bool:
    """True for a class the guest made."""
    return isinstance(obj, type) and obj in _INFO


def guest_globals(cls: type) -> dict[str, Any]:
    """The namespace of the guest module whose class statement made ``cls`` (a guest class)."""
    ns: dict[str, Any] = vars(cls)[_GLOBALS]
    return ns


def _base_allowlist(base: type) -> frozenset[str]:
    from .guards import EXCEPTION_ATTRS, EXCEPTION_EXTRA

    if issubclass(base, BaseException):
        out = set(EXCEPTION_ATTRS)
        for klass, extra in EXCEPTION_EXTRA.items():
            if issubclass(base, klass):
                out |= extra
        return frozenset(out)
    return frozenset()


def _describe(cls: type) -> _Info:
    read_denied: set[str] = set()
    store_denied: set[str] = set()
    seen: set[str] = set()
    for k in cls.__mro__:
        guest = k is cls or k in _INFO
        allow = frozenset() if guest else _base_allowlist(k)
        for n in vars(k):
            if n.startswith("__"):
                continue
            if not guest:
                store_denied.add(n)
            if n in seen:
                continue
            seen.add(n)
            if not guest and n not in allow:
                read_denied.add(n)
    for k in type.__getattribute__(type(cls), "__mro__"):
        store_denied.update(n for n in vars(k) if not n.startswith("__"))
    if isinstance(cls, _abc.ABCMeta):
        # ABCMeta puts its registry state in the class's own dict.
        read_denied.add("_abc_impl")
        store_denied.add("_abc_impl")
    return _Info(frozenset(read_denied), frozenset(store_denied))


def build_class(func: Any, name: Any, /, *bases: Any, **kwargs: Any) -> Any:
    """The guest's ``__build_class__`` (what a ``class`` statement calls)."""
    if kwargs:
        raise TypeError("class keywords (metaclass=...) are not admitted in Stockade")
    for base in bases:
        if not isinstance(base, type) or not (base in _INFO or base in ADMITTED_BASES):
            what = f"class '{base.__name__}'" if isinstance(base, type) else f"a '{type(base).__name__}' object"
            raise TypeError(
                f"class {name}: base {what} is not admitted; a class may derive from object, "
                "the admitted exception classes, abc.ABC and classes the program defines"
            )
    cls = _b.__build_class__(func, name, *bases)
    if _LOOP_SLOT in vars(cls):
        type.__delattr__(cls, _LOOP_SLOT)  # the lowering's loop placeholder, from a class-body loop
    if type(cls) not in (type, _abc.ABCMeta):
        raise TypeError(f"class {name}: metaclass '{type(cls).__name__}' is not admitted")  # pragma: no cover
    for key in vars(cls):
        if key.startswith("__") and key not in GUEST_DUNDERS and key not in _COMPILER_DUNDERS:
            raise TypeError(f"class {name}: '{key}' is not admitted in a class body")  # pragma: no cover
    info = _describe(cls)
    _INFO[cls] = info
    type.__setattr__(cls, _GLOBALS, func.__globals__)
    type.__setattr__(cls, MARKER, (info.read_denied, info.store_denied))
    return cls


# -- attribute reads (the guard's slow path for guest objects) --------------------------


def _owner(cls: type, name: str) -> type | None:
    for k in cls.__mro__:
        if name in vars(k):
            return k
    return None


def read(obj: Any, name: str) -> tuple[bool, Any]:
    """(handled, value) for a read on a guest instance, guest class or super object."""
    t = type(obj)
    info = _INFO.get(t)
    if info is not None:
        if name in GUEST_DUNDERS or (not name.startswith("__") and name not in info.read_denied):
            return True, getattr(obj, name)
        raise AttributeError(f"'{t.__name__}' object has no attribute '{name}' available in Stockade")
    if t is super:
        self_class = obj.__self_class__
        sinfo = _INFO.get(self_class)
        if sinfo is not None and (
            name in GUEST_DUNDERS or (not name.startswith("__") and name not in sinfo.read_denied)
        ):
            return True, getattr(obj, name)
        raise AttributeError(f"'super' object has no attribute '{name}' available in Stockade")
    if isinstance(obj, type) and obj in _INFO:
        if name == "__name__" or name in GUEST_DUNDERS:
            return True, getattr(obj, name)
        if not name.startswith("__") and name not in _INFO[obj].read_denied:
            owner = _owner(obj, name)
            if owner is not None and owner in _INFO:
                return True, getattr(obj, name)
            if owner is None:
                raise AttributeError(f"type object '{obj.__name__}' has no attribute '{name}'")
        raise AttributeError(f"type object '{obj.__name__}' has no attribute '{name}' available in Stockade")
    return False, None


# -- attribute stores and deletes (the hooks __sk_sa, __sk_at, __sk_da) ---------------


def _store_info(obj: Any, name: str, verb: str) -> None:
    info = _INFO.get(type(obj))
    if info is None and isinstance(obj, type):
        info = _INFO.get(obj)
    if info is None:
        kind = f"type object '{obj.__name__}'" if isinstance(obj, type) else f"'{type(obj).__name__}' object"
        raise AttributeError(
            f"cannot {verb} attribute '{name}' of {kind} in Stockade: only instances and classes "
            "the program defines take attribute assignments; use a dict"
        )
    if name.startswith("__") or name in info.store_denied:
        raise AttributeError(f"attribute '{name}' of '{type(obj).__name__}' cannot be {verb} in Stockade")


def store(value: Any, obj: Any, name: str) -> None:
    """``obj.name = value`` (value first: CPython evaluates the right side first)."""
    if type(obj) is decimals.Context:
        decimals.store_context(obj, name, value)
        return
    _store_info(obj, name, "set")
    setattr(obj, name, value)


def delete(obj: Any, name: str) -> None:
    """``del obj.name``."""
    _store_info(obj, name, "delete")
    delattr(obj, name)


class AttrTarget:
    """``obj.name`` as an assignment target inside unpacking, ``for``, ``with ... as``,
    augmented assignment and ``del``: lowered to ``__sk_at(obj)['name']`` so CPython keeps
    its own evaluation order; the item protocol goes through the guard."""

    __slots__ = ("_obj",)

    def __init__(self, obj: Any) -> None:
        self._obj = obj

    def __getitem__(self, name: str) -> Any:
        return _native.ga(self._obj, name)

    def __setitem__(self, name: str, value: Any) -> None:
        store(value, self._obj, name)

    def __delitem__(self, name: str) -> None:
        delete(self._obj, name)


# -- super() and type() -------------------------------------------------------------


def _check_super(cls: Any, obj: Any) -> None:
    if not (isinstance(cls, type) and cls in _INFO):
        what = cls.__name__ if isinstance(cls, type) else type(cls).__name__
        raise TypeError(f"super() is only for classes the program defines, not '{what}'")
    if isinstance(obj, type):
        if obj not in _INFO:
            raise TypeError(f"super() is only for classes the program defines, not '{obj.__name__}'")
    elif type(obj) not in _INFO:
        raise TypeError(f"super() is only for instances of classes the program defines, not '{type(obj).__name__}'")


def guest_super(*args: Any) -> Any:
    """The guest's ``super``: ``super(C, obj)`` for a guest class C."""
    if len(args) == 0:
        raise RuntimeError("super(): no arguments (super() works directly inside a method; or write super(C, self))")
    if len(args) == 1:
        raise TypeError("super() with one argument is not admitted in Stockade; write super(C, self)")
    if len(args) > 2:
        raise TypeError(f"super() takes at most 2 arguments ({len(args)} given)")
    _check_super(args[0], args[1])
    return super(args[0], args[1])


def zero_arg_super(cls: Any, *first: Any) -> Any:
    """``super()`` inside a method, lowered to ``__sk_super(__class__, <first argument>)``."""
    if not first:
        raise RuntimeError("super(): no arguments")
    _check_super(cls, first[0])
    return super(cls, first[0])


_TYPE_OF: set[type] = {type(None), bool, object}


def install_type_of(classes: list[type]) -> None:
    """Classes ``type(x)`` may return besides guest classes and exception classes."""
    _TYPE_OF.update(classes)


_STDLIB_EXCEPTIONS: set[type] = set()


def guest_type(*args: Any) -> Any:
    """The guest's ``type``: one argument; the class of a guest object, of a value of an
    admitted builtin type or of an exception."""
    if len(args) != 1:
        raise TypeError(
            "type() takes exactly one argument in Stockade (type(name, bases, dict) is not admitted; "
            "write a class statement)"
        )
    t = type(args[0])
    if t in _INFO or t in _TYPE_OF:
        return t
    if issubclass(t, BaseException) and (t.__module__ == "builtins" or t in ADMITTED_BASES):
        return t
    raise TypeError(f"type() of a '{t.__name__}' object is not available in Stockade; use isinstance()")


# -- with -----------------------------------------------------------------------------


def _special(t: type, name: str) -> Any:
    for k in t.__mro__:
        d = vars(k)
        if name in d:
            return d[name]
    return None


def _bind(raw: Any, obj: Any) -> Any:
    get = _special(type(raw), "__get__")
    if get is None:
        return raw
    return get(raw, obj, type(obj))


class GuestWith:
    """The context manager of every guest ``with`` (``__sk_with(__sk_F, mgr)``).

    Looks up ``__enter__``/``__exit__`` on the manager's type as CPython does, with
    CPython's errors; never calls ``__exit__`` while a limit is in flight (the meter is
    tripped) or for KeyboardInterrupt/SystemExit, and re-raises a limit that tripped
    while ``__exit__`` ran, so a manager that returns True cannot swallow it.
    """

    __slots__ = ("_enter", "_exit", "_meter")

    def __init__(self, meter: Any, mgr: Any) -> None:
        t = type(mgr)
        enter = _special(t, "__enter__")
        if enter is None:
            raise TypeError(f"'{t.__name__}' object does not support the context manager protocol")
        exit_ = _special(t, "__exit__")
        if exit_ is None:
            raise TypeError(
                f"'{t.__name__}' object does not support the context manager protocol (missed __exit__ method)"
            )
        self._meter = meter
        self._enter = _bind(enter, mgr)
        self._exit = _bind(exit_, mgr)

    def __enter__(self) -> Any:
        return self._enter()

    def __exit__(self, et: Any, ev: Any, tb: Any) -> Any:
        meter = self._meter
        if meter.tripped == "ended":
            # A generator suspended in a with block, finalised after its run: close it
            # quietly without running guest code (as the handlers' sticky check does).
            raise GeneratorExit
        meter.check()
        if et is not None and issubclass(et, (KeyboardInterrupt, SystemExit)):
            return False
        result = self._exit(et, ev, tb)
        meter.check()
        return result


def with_(meter: Any, mgr: Any) -> GuestWith:
    """The hook ``__sk_with``."""
    return GuestWith(meter, mgr)

