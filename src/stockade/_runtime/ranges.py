"""Guest ``range``: the real range for ranges short enough to loop over in C unmetered,
and a metered stand-in for longer ones.

(``slice`` is wrapped here too, for a different reason: see GuestSlice.)

Invariant: a range is the one container whose length the guest does not pay for in
memory. Every C loop over a range longer than ``BIG`` items (``set.isdisjoint``,
``dict_keys & r``, ``x in r`` for non-ints, ``r.count``, ``sum``...) goes through
``BigRange``, whose iteration ticks the meter per item. ``isinstance(x, range)`` is
True for both, through the guest ``range`` class's metaclass.
"""

from __future__ import annotations

import builtins as _b
from collections.abc import Iterator
from typing import Any

from . import context

BIG = 1 << 22  # longest range handed to the guest as a real range (a C loop over it is bounded)


class BigRange:
    """A range longer than BIG items; behaves like range, iterates metered."""

    __slots__ = ("_r",)

    def __init__(self, r: range) -> None:
        self._r = r

    @property
    def start(self) -> int:
        return self._r.start

    @property
    def stop(self) -> int:
        return self._r.stop

    @property
    def step(self) -> int:
        return self._r.step

    def __len__(self) -> int:
        return len(self._r)  # OverflowError past sys.maxsize, like range

    def __bool__(self) -> bool:
        return bool(self._r)

    def __iter__(self) -> Iterator[int]:
        return context.current().meter.wrap(_b.iter(self._r))

    def __reversed__(self) -> Iterator[int]:
        return context.current().meter.wrap(_b.reversed(self._r))

    def __contains__(self, value: Any) -> bool:
        if type(value) is int or type(value) is bool:
            return value in self._r  # O(1)
        return value in self.__iter__()  # CPython scans; so do we, metered

    def __getitem__(self, index: Any) -> Any:
        return wrap(self._r[index])

    def count(self, value: Any) -> int:
        if type(value) is int or type(value) is bool:
            return self._r.count(value)
        return sum(1 for x in self.__iter__() if x == value)

    def index(self, value: Any) -> int:
        if type(value) is int or type(value) is bool:
            return self._r.index(value)
        for i, x in enumerate(self.__iter__()):
            if x == value:
                return i
        raise ValueError(f"{value!r} is not in range")

    def __eq__(self, other: object) -> bool:
        if type(other) is BigRange:
            return self._r == other._r
        if type(other) is range:
            return self._r == other
        return NotImplemented

    def __ne__(self, other: object) -> bool:
        eq = self.__eq__(other)
        return eq if eq is NotImplemented else not eq

    def __hash__(self) -> int:
        return hash(self._r)

    def __repr__(self) -> str:
        return repr(self._r)


def wrap(value: Any) -> Any:
    """Hand a value to the guest: ranges longer than BIG become BigRange."""
    if type(value) is range:
        try:
            short = len(value) <= BIG
        except OverflowError:
            short = False
        if not short:
            return BigRange(value)
    return value


class _RangeType(type):
    def __instancecheck__(cls, obj: object) -> bool:
        return type(obj) is range or type(obj) is BigRange

    def __subclasscheck__(cls, sub: type) -> bool:
        return sub is range or sub is BigRange or sub is cls

    def __repr__(cls) -> str:
        return "<class 'range'>"


class GuestRange(metaclass=_RangeType):
    """The guest's ``range``: ``range(...)`` gives a real range or a BigRange."""

    def __new__(cls, *args: Any) -> Any:
        return wrap(_b.range(*args))


GuestRange.__name__ = GuestRange.__qualname__ = "range"
GuestRange.__module__ = "builtins"


class _SliceType(type):
    def __instancecheck__(cls, obj: object) -> bool:
        return type(obj) is slice

    def __subclasscheck__(cls, sub: type) -> bool:
        return sub is slice or sub is cls

    def __repr__(cls) -> str:
        return "<class 'slice'>"


_SLICE_PARTS = (int, bool, type(None))


class GuestSlice(metaclass=_SliceType):
    """The guest's ``slice``: real slices, built only from ints and None.

    CPython frees a chain of slices nested in slices recursively (3.11/3.12), so a guest
    that could nest them as deep as memory allows could overflow the C stack.
    ``isinstance(x, slice)`` stays exact through the metaclass.
    """

    def __new__(cls, *args: Any) -> Any:
        for a in args:
            if type(a) not in _SLICE_PARTS:
                raise TypeError(f"slice() arguments must be integers or None in Stockade, not {type(a).__name__}")
        return _b.slice(*args)


GuestSlice.__name__ = GuestSlice.__qualname__ = "slice"
GuestSlice.__module__ = "builtins"
