"""Stand-in classes: a guest-facing class whose constructor checks (or normalises) its
arguments before building an instance of the real class.

Invariant: instances are always of the real class (the stand-in is never instantiated);
``isinstance(x, StandIn)`` and ``issubclass`` answer for the real class through the
metaclass; the real class is kept in a side table, never in an attribute, so nothing
on the stand-in leads to it. Class attributes (``Fraction.from_float``) are served by the
attribute guard from the real class's allowlist.
"""

from __future__ import annotations

import types
from collections.abc import Callable
from typing import Any

REAL: dict[type, type] = {}


class StandInType(type):
    """Metaclass of every stand-in."""

    def __instancecheck__(cls, obj: object) -> bool:
        return isinstance(obj, REAL[cls])

    def __subclasscheck__(cls, sub: type) -> bool:
        return sub is cls or (isinstance(sub, type) and issubclass(sub, REAL[cls]))

    def __repr__(cls) -> str:
        return repr(REAL[cls])

    def __getitem__(cls, params: Any) -> Any:
        """``TopologicalSorter[str]`` (in an annotation): where the real class takes
        parameters, a ``types.GenericAlias`` of the stand-in (calling it calls the stand-in),
        printed as CPython prints the real one's."""
        if not hasattr(REAL[cls], "__class_getitem__"):
            raise TypeError(f"type '{cls.__name__}' is not subscriptable")
        return types.GenericAlias(cls, params)


def stand_in(real: type, make: Callable[..., Any]) -> type:
    """A stand-in for ``real`` whose call is ``make(*args, **kwargs)``."""

    def __new__(cls: type, *args: Any, **kwargs: Any) -> Any:
        return make(*args, **kwargs)

    cls = StandInType(real.__name__, (), {"__new__": __new__, "__slots__": (), "__module__": real.__module__})
    cls.__qualname__ = real.__qualname__
    REAL[cls] = real
    return cls
