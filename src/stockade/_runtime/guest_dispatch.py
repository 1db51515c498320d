"""functools.singledispatch and functools.singledispatchmethod, for guest functions.

Invariant: a generic function is a small host object holding two tables it owns: the
registry the guest sees (keys exactly as the guest gave them, values exactly the
callables it registered, behind a read-only mapping view) and the dispatch table (the
same, with stand-in classes mapped to the real classes their instances have). Dispatch
is CPython's own algorithm (``functools._find_impl``: the MRO of the argument's class)
over the entries of that table in the class's MRO, charged per registered type and MRO entry; there
is no cache (CPython's weak cache only saves time: no guest class can gain a virtual
base, ABCMeta.register is unreachable, so the answer never changes between calls). The
annotation form (``@f.register`` on ``def _(x: int)``) reads the one annotation the
lowering keeps for such a function (the first, evaluated at ``def`` time like CPython's;
see lower.py). Nothing of functools' own state, and no wrapper internals
(``__wrapped__``, ``_clear_cache``), reaches the guest.
"""

from __future__ import annotations

import functools as _functools
import sys as _sys
import types as _types
import weakref as _weakref
from typing import Any

from . import classes, context
from .standin import REAL as _STAND_IN_REAL

# what CPython's _is_union_type accepts; typing.Union/Optional are inert stand-ins here
_UNION = _types.UnionType


def _real(cls: Any) -> Any:
    """The class instances really have, for a stand-in class (Fraction, Decimal, ...)."""
    return _STAND_IN_REAL.get(cls, cls) if isinstance(cls, type) else cls


def _is_valid_dispatch_type(cls: Any) -> bool:
    if isinstance(cls, type):
        return True
    return type(cls) is _UNION and all(isinstance(arg, type) for arg in cls.__args__)


def _typing_union(cls: Any) -> bool:
    from .stdlib import TypingName

    if type(cls) is not TypingName:
        return False
    text = cls._sk_text
    return text.startswith(("typing.Union[", "typing.Optional["))


def _union_refused(cls: Any) -> TypeError:
    return TypeError(
        f"singledispatch register() with {cls!r} is not available in Stockade; "
        "write the union with | (int | str, int | None)"
    )


class SingleDispatch:
    """What ``functools.singledispatch(func)`` returns: call it to dispatch on the class
    of the first argument; ``register``, ``dispatch`` and ``registry`` as in CPython."""

    __slots__ = ("_sk_func", "_sk_name", "_sk_registry", "_sk_table", "_sk_view")

    def __init__(self, func: Any) -> None:
        self._sk_func = func
        name = getattr(func, "__name__", "singledispatch function")
        self._sk_name = name
        self._sk_registry: dict[Any, Any] = {object: func}
        self._sk_table: dict[Any, Any] = {object: func}
        self._sk_view = _types.MappingProxyType(self._sk_registry)

    @property
    def __name__(self) -> Any:
        """The wrapped function's name (update_wrapper copies it)."""
        return self._sk_name

    @property
    def registry(self) -> _types.MappingProxyType[Any, Any]:
        """The read-only view of the registry (one view, as CPython's attribute)."""
        return self._sk_view

    def dispatch(self, cls: Any) -> Any:
        """The implementation for ``cls``: CPython's lookup over the dispatch table."""
        cls = _real(cls)
        mro = getattr(cls, "__mro__", ()) if isinstance(cls, type) else ()
        context.current().meter.charge(len(self._sk_table) * (len(mro) + 1) + 1)
        if not isinstance(cls, type):
            hash(_weakref.ref(cls))  # CPython's weak cache: its TypeError for a non-weakrefable key
        try:
            return self._sk_table[cls]
        except KeyError:
            pass
        table = self._sk_table
        if mro:
            # Only the registered classes in cls's MRO: no class a guest can reach has a
            # virtual base (ABCMeta.register is unreachable), so CPython's issubclass tests
            # drop exactly the others; leaving them out runs no subclass hook here
            # (Stockade's protocols are abc.ABC subclasses whose hook refuses the check,
            # where CPython's functools is let through).
            bases = set(mro)
            table = {k: v for k, v in table.items() if k in bases}
        return _functools._find_impl(cls, table)  # type: ignore[attr-defined]

    def register(self, cls: Any, func: Any = None) -> Any:
        """``register(cls, func)``, ``@register(cls)`` and ``@register`` on an annotated
        function (the first annotation names the class)."""
        if _typing_union(cls):
            raise _union_refused(cls)
        if _is_valid_dispatch_type(cls):
            if func is None:
                return lambda f: self.register(cls, f)
        else:
            if func is not None:
                raise TypeError(f"Invalid first argument to `register()`. {cls!r} is not a class or union type.")
            ann = cls.__annotations__ if classes.is_guest_function(cls) else {}
            if not ann:
                if not classes.is_guest_function(cls) and _has_annotations(cls):
                    raise TypeError(
                        "register() reads the annotation of a function in Stockade; "
                        "write @register(SomeClass) for other callables"
                    )
                raise TypeError(
                    f"Invalid first argument to `register()`: {cls!r}. "
                    f"Use either `@register(some_class)` or plain `@register` "
                    f"on an annotated function."
                )
            func = cls
            argname, cls = next(iter(ann.items()))
            if cls is None:
                cls = type(None)
            if _typing_union(cls):
                raise _union_refused(cls)
            if not _is_valid_dispatch_type(cls):
                raise TypeError(f"Invalid annotation for {argname!r}. {cls!r} is not a class.")
        if type(cls) is _UNION:
            for arg in cls.__args__:
                self._sk_registry[arg] = func
                self._sk_table[_real(arg)] = func
        else:
            self._sk_registry[cls] = func
            self._sk_table[_real(cls)] = func
        return func

    def __call__(self, /, *args: Any, **kw: Any) -> Any:
        if not args:
            raise TypeError(f"{self._sk_name} requires at least 1 positional argument")
        return self.dispatch(args[0].__class__)(*args, **kw)

    def __get__(self, obj: Any, objtype: Any = None) -> Any:
        # binds as the function CPython's wrapper is (a singledispatch def in a class body)
        return self if obj is None else _types.MethodType(self, obj)

    def __repr__(self) -> str:
        qualname = getattr(self._sk_func, "__qualname__", None)
        shown = qualname if type(qualname) is str else self._sk_name
        return f"<function {shown} at {hex(id(self))}>"

    def __copy__(self) -> SingleDispatch:
        return self

    def __deepcopy__(self, memo: Any) -> SingleDispatch:
        return self


def _has_annotations(obj: Any) -> bool:
    return bool(getattr(obj, "__annotations__", None))


def singledispatch(func: Any) -> SingleDispatch:
    """``functools.singledispatch``."""
    return SingleDispatch(func)


singledispatch.__qualname__ = "singledispatch"


class SingleDispatchMethod:
    """What ``functools.singledispatchmethod(func)`` makes in a class body: dispatches on
    the class of the first argument after ``self``."""

    __slots__ = ("_sk_dispatcher", "_sk_func")

    def __init__(self, func: Any) -> None:
        if not callable(func) and not hasattr(func, "__get__"):
            raise TypeError(f"{func!r} is not callable or a descriptor")
        self._sk_dispatcher = SingleDispatch(func)
        self._sk_func = func

    def register(self, cls: Any, method: Any = None) -> Any:
        """As SingleDispatch.register."""
        return self._sk_dispatcher.register(cls, func=method)

    def __get__(self, obj: Any, cls: Any = None) -> BoundDispatchMethod:
        return BoundDispatchMethod(self, obj, cls)


class BoundDispatchMethod:
    """``obj.method`` for a singledispatchmethod: calls the implementation for the class
    of the first argument, bound to ``obj`` (and its class) as CPython binds it."""

    __slots__ = ("_sk_cls", "_sk_method", "_sk_obj")

    def __init__(self, method: SingleDispatchMethod, obj: Any, cls: Any) -> None:
        self._sk_method = method
        self._sk_obj = obj
        self._sk_cls = cls

    @property
    def __name__(self) -> Any:
        """The method's name (update_wrapper copies it)."""
        return self._sk_method._sk_dispatcher._sk_name

    @property
    def register(self) -> Any:
        """The generic method's register."""
        return self._sk_method.register

    def __call__(self, /, *args: Any, **kwargs: Any) -> Any:
        dispatcher = self._sk_method._sk_dispatcher
        if not args:
            if _sys.version_info >= (3, 13):
                raise TypeError(f"{dispatcher._sk_name} requires at least 1 positional argument")
            raise IndexError("tuple index out of range")
        impl = dispatcher.dispatch(args[0].__class__)
        return impl.__get__(self._sk_obj, self._sk_cls)(*args, **kwargs)

    def __repr__(self) -> str:
        return f"<function {self._sk_method._sk_dispatcher._sk_name} at {hex(id(self))}>"


SINGLEDISPATCH_ATTRS = frozenset({"register", "dispatch", "registry"})
METHOD_ATTRS = frozenset({"register"})
