"""The door: every value that enters or leaves a run crosses here as plain data.

Invariant: what comes out is a fresh tree of exactly None, bool, int, float, str, bytes,
list, tuple, dict, set and frozenset (subclasses are converted to the base type, never
passed through), no deeper than MAX_DEPTH, with at most the given number of nodes and
bytes. Host objects never enter a run; guest objects (functions, iterators, facades) never
leave one, except enum members, which leave as their values. Conversion never calls guest
code.
"""

from __future__ import annotations

import collections as _collections
import enum as _enum
from typing import Any

from .._errors import DoorError
from .classes import is_guest_class
from .guest_enum import member_value

MAX_DEPTH = 100
MAX_NODES = 1_000_000

_SCALARS = (type(None), bool, int, float)


class TooBig(Exception):
    """The value is larger than the byte budget (the caller maps this to a limit)."""


class _Budget:
    __slots__ = ("bytes", "nodes")

    def __init__(self, max_bytes: int) -> None:
        self.nodes = MAX_NODES
        self.bytes = max_bytes


def _copy(value: Any, budget: _Budget, depth: int, where: str) -> Any:
    budget.nodes -= 1
    if budget.nodes < 0:
        raise DoorError(f"{where}: more than {MAX_NODES} values")
    t = type(value)
    if t is str or t is bytes:
        budget.bytes -= len(value) + 8
        if budget.bytes < 0:
            raise TooBig(where)
        return value
    if t in _SCALARS:
        budget.bytes -= 8 if t is not int else 8 + value.bit_length() // 8
        if budget.bytes < 0:
            raise TooBig(where)
        return value
    if depth >= MAX_DEPTH:
        raise DoorError(f"{where}: nested deeper than {MAX_DEPTH} levels")
    budget.bytes -= 16
    if budget.bytes < 0:
        raise TooBig(where)
    if t is list:
        return [_copy(v, budget, depth + 1, where) for v in value]
    if t is tuple:
        return tuple([_copy(v, budget, depth + 1, where) for v in value])
    if t is dict:
        return {_copy(k, budget, depth + 1, where): _copy(v, budget, depth + 1, where) for k, v in value.items()}
    if t is set:
        return {_copy(v, budget, depth + 1, where) for v in value}
    if t is frozenset:
        return frozenset([_copy(v, budget, depth + 1, where) for v in value])
    if issubclass(t, _enum.Enum):
        # An enum member leaves as its value (IntEnum, StrEnum and Flag members too), read
        # from the member's own dict: no guest __str__/__int__ runs.
        return _copy(member_value(value), budget, depth + 1, where)
    # Subclasses of plain types made on the host side are converted to the base type
    # through the base type's own methods (enum members were converted above; the
    # program's own dict and list subclasses just below).
    plain: tuple[type, ...] = (bool, int, float, str, bytes, list, tuple, dict, set, frozenset)
    if isinstance(value, tuple):
        # Named tuples (and any tuple subclass) leave as plain tuples of their items, read
        # by tuple's own iterator: a __iter__ the guest defined never runs here.
        return _copy(tuple(tuple.__iter__(value)), budget, depth, where)
    if is_guest_class(t):
        # A program class deriving from dict or list (or a collections class) leaves as a
        # plain dict or list of what it holds, read from the builtin's own storage: a
        # keys/__iter__/__getitem__ the program defined never runs here, after the run.
        if isinstance(value, dict):
            ordered: Any = _collections.OrderedDict
            items = ordered.items(value) if isinstance(value, ordered) else dict.items(value)
            return _copy(dict(items), budget, depth, where)
        if isinstance(value, list):
            return _copy(list(list.__iter__(value)), budget, depth, where)
    for base in plain:
        if isinstance(value, base):
            converted: Any = bool(value) if base is bool else base(value)
            return _copy(converted, budget, depth, where)
    if is_guest_class(t):
        raise DoorError(
            f"{where}: an instance of the guest class '{t.__name__}' cannot cross the sandbox boundary; "
            "return plain data instead (for example a dict of its fields)"
        )
    raise DoorError(
        f"{where}: a value of type '{t.__name__}' cannot cross the sandbox boundary; "
        "only None, bool, int, float, str, bytes, list, tuple, dict, set and frozenset can"
    )


def copy(value: Any, max_bytes: int, where: str) -> Any:
    """Deep-copy ``value`` as plain data, or raise DoorError / TooBig."""
    t = type(value)
    if t is str or t is int or t is float or t is bool or value is None:
        if (t is str and len(value) > max_bytes) or (t is int and value.bit_length() // 8 > max_bytes):
            raise TooBig(where)
        return value
    return _copy(value, _Budget(max_bytes), 0, where)


_IMMUTABLE_SCALARS = frozenset({str, bytes, int, float, bool, type(None)})


def copy_args(args: tuple[Any, ...], max_bytes: int, where: str) -> tuple[tuple[Any, ...], int]:
    """Copy call arguments; returns (copy, approximate bytes).

    A tuple of immutable scalars is returned as it is (nothing to copy).
    """
    used = 0
    for a in args:
        t = type(a)
        if t is str or t is bytes:
            used += len(a) + 8
        elif t is int:
            used += 8 + a.bit_length() // 8
        elif t in _IMMUTABLE_SCALARS:
            used += 8
        else:
            break
    else:
        if used > max_bytes:
            raise TooBig(where)
        return args, used
    budget = _Budget(max_bytes)
    out = tuple([_copy(a, budget, 0, where) for a in args])
    return out, max_bytes - budget.bytes


def size(value: Any) -> int:
    """Approximate plain-data size in bytes (used for accounting binding arguments)."""
    t = type(value)
    if t is str or t is bytes:
        return len(value)
    if t in _SCALARS:
        return 8
    if t is dict:
        return 16 + sum(size(k) + size(v) for k, v in value.items())
    if t in (list, tuple, set, frozenset):
        return 16 + sum(size(v) for v in value)
    return 16
