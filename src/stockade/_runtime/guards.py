"""The attribute guard: every attribute a guest reads goes through this table.

Invariant: ``a.b`` in guest code returns ``getattr(a, "b")`` only when ``b`` is listed for
``type(a)`` below (exactly that type: subclasses are not inherited, except exception
classes, which share one reviewed list), or a reviewed replacement for it. No dunder,
frame, code, generator-internal or function-internal attribute is listed anywhere, so none
is reachable, also not through ``str.format`` fields (the replacement resolves fields
through this same guard). The verifier checks attribute names against the union of these
lists, so it refuses at compile time what can never succeed here.
"""

from __future__ import annotations

import json as _json
import string as _string
from collections.abc import Callable
from typing import Any

from . import context, cost

# -- the table (data) -----------------------------------------------------------------

_STR = (
    "capitalize casefold center count encode endswith expandtabs find format format_map "
    "index isalnum isalpha isascii isdecimal isdigit isidentifier islower isnumeric "
    "isprintable isspace istitle isupper join ljust lower lstrip maketrans partition "
    "removeprefix removesuffix replace rfind rindex rjust rpartition rsplit rstrip split "
    "splitlines startswith strip swapcase title translate upper zfill"
)
_BYTES = (
    "capitalize center count decode endswith expandtabs find fromhex hex index isalnum "
    "isalpha isascii isdigit islower isspace istitle isupper join ljust lower lstrip "
    "maketrans partition removeprefix removesuffix replace rfind rindex rjust rpartition "
    "rsplit rstrip split splitlines startswith strip swapcase title translate upper zfill"
)
_BYTEARRAY = _BYTES + " append clear copy extend insert pop remove reverse"
_LIST = "append clear copy count extend index insert pop remove reverse sort"
_DICT = "clear copy fromkeys get items keys pop popitem setdefault update values"
_SET = (
    "add clear copy difference difference_update discard intersection intersection_update "
    "isdisjoint issubset issuperset pop remove symmetric_difference "
    "symmetric_difference_update union update"
)
_FROZENSET = "copy difference intersection isdisjoint issubset issuperset symmetric_difference union"
_INT = "as_integer_ratio bit_count bit_length conjugate denominator from_bytes imag is_integer numerator real to_bytes"
_FLOAT = "as_integer_ratio conjugate fromhex hex imag is_integer real"

TYPE_ATTRS: dict[type, frozenset[str]] = {
    str: frozenset(_STR.split()),
    bytes: frozenset(_BYTES.split()),
    bytearray: frozenset(_BYTEARRAY.split()),
    list: frozenset(_LIST.split()),
    tuple: frozenset({"count", "index"}),
    dict: frozenset(_DICT.split()),
    set: frozenset(_SET.split()),
    frozenset: frozenset(_FROZENSET.split()),
    int: frozenset(_INT.split()),
    bool: frozenset(_INT.split()),
    float: frozenset(_FLOAT.split()),
    complex: frozenset({"conjugate", "imag", "real"}),
    range: frozenset({"count", "index", "start", "step", "stop"}),
    slice: frozenset({"indices", "start", "step", "stop"}),
    type({}.keys()): frozenset({"isdisjoint"}),
    type({}.items()): frozenset({"isdisjoint"}),
    type({}.values()): frozenset(),
    cost.GENERATOR: frozenset({"send", "close", "throw"}),
}

# Exceptions: one list for every exception class, plus per-class data attributes.
EXCEPTION_ATTRS: frozenset[str] = frozenset({"args", "add_note"})
EXCEPTION_EXTRA: dict[type, frozenset[str]] = {
    StopIteration: frozenset({"value"}),
    NameError: frozenset({"name"}),
    AttributeError: frozenset({"name"}),
    UnicodeDecodeError: frozenset({"encoding", "object", "start", "end", "reason"}),
    UnicodeEncodeError: frozenset({"encoding", "object", "start", "end", "reason"}),
    _json.JSONDecodeError: frozenset({"msg", "doc", "pos", "lineno", "colno"}),
}


# -- replacements: reviewed stand-ins for attributes whose native form is unsafe -------


def _resolve_field(field: str, args: tuple[Any, ...], kwargs: dict[str, Any], auto: list[int]) -> None:
    """Resolve one format field through the guard, the way str.format would."""
    first, rest = _string._string.formatter_field_name_split(field)  # type: ignore[attr-defined]
    if first == "":
        first = auto[0]
        auto[0] += 1
    obj = args[first] if isinstance(first, int) else kwargs[first]
    for is_attr, key in rest:
        obj = ga(obj, key) if is_attr else obj[key]


def _check_format(fmt: str, args: tuple[Any, ...], kwargs: dict[str, Any], depth: int = 0) -> None:
    auto = [0]
    for _literal, field, spec, _conv in _string._string.formatter_parser(fmt):  # type: ignore[attr-defined]
        if field is None:
            continue
        if "." in field or "[" in field:
            _resolve_field(field, args, kwargs, auto)
        elif field == "":
            auto[0] += 1
        if spec and "{" in spec and depth < 2:
            _check_format(spec, args, kwargs, depth + 1)


def _safe_format(s: str) -> Callable[..., str]:
    def format(*args: Any, **kwargs: Any) -> str:
        _check_format(s, args, kwargs)
        return s.format(*args, **kwargs)

    return format


def _safe_format_map(s: str) -> Callable[[Any], str]:
    def format_map(mapping: Any) -> str:
        _check_format(s, (), _MappingArgs(mapping))
        return s.format_map(mapping)

    return format_map


class _MappingArgs(dict):  # type: ignore[type-arg]
    """Lets _check_format look fields up in a guest mapping."""

    def __init__(self, mapping: Any) -> None:
        super().__init__()
        self._m = mapping

    def __getitem__(self, key: Any) -> Any:
        return self._m[key]


def _unbound_format(fmt: str, *args: Any, **kwargs: Any) -> str:
    if type(fmt) is not str:
        raise TypeError("descriptor 'format' requires a 'str' object")
    return _safe_format(fmt)(*args, **kwargs)


def _unbound_format_map(fmt: str, mapping: Any) -> str:
    if type(fmt) is not str:
        raise TypeError("descriptor 'format_map' requires a 'str' object")
    return _safe_format_map(fmt)(mapping)


def _charging(name: str) -> Callable[[Any], Callable[..., Any]]:
    """Methods that loop in C over a foreign iterable: charge its length, meter iterators."""

    def bind(obj: Any) -> Callable[..., Any]:
        method = getattr(obj, name)

        def charged(*args: Any, **kwargs: Any) -> Any:
            return method(*(cost.metered(a) for a in args), **kwargs)

        return charged

    return bind


def _range_scan(name: str) -> Callable[[Any], Callable[..., Any]]:
    """range.count/index are O(1) for ints but scan every item for other values."""

    def bind(r: range) -> Callable[..., Any]:
        method = getattr(r, name)

        def scanned(value: Any) -> Any:
            if type(value) is not int and type(value) is not bool:
                cost.charge_len(r)
            return method(value)

        return scanned

    return bind


def _str_join(name: str) -> Callable[[Any], Callable[..., Any]]:
    def bind(sep: Any) -> Callable[..., Any]:
        method = getattr(sep, name)

        def join(iterable: Any) -> Any:
            cost.charge_len(iterable)
            return method(cost.metered(iterable))

        return join

    return bind


def _list_sort(lst: list[Any]) -> Callable[..., None]:
    method = lst.sort

    def sort(*, key: Any = None, reverse: bool = False) -> None:
        cost.charge_sort(len(lst))
        method(key=key, reverse=reverse)

    return sort


REPLACEMENTS: dict[tuple[type, str], Callable[[Any], Any]] = {
    (list, "sort"): _list_sort,
    (str, "format"): _safe_format,
    (str, "format_map"): _safe_format_map,
    (str, "join"): _str_join("join"),
    (bytes, "join"): _str_join("join"),
    (bytearray, "join"): _str_join("join"),
    (range, "count"): _range_scan("count"),
    (range, "index"): _range_scan("index"),
}
for _t, _names in (
    (
        set,
        "difference difference_update intersection intersection_update isdisjoint issubset "
        "issuperset symmetric_difference symmetric_difference_update union update",
    ),
    (frozenset, "difference intersection isdisjoint issubset issuperset symmetric_difference union"),
    (list, "extend"),
    (bytearray, "extend"),
    (dict, "update"),
    (type({}.keys()), "isdisjoint"),
    (type({}.items()), "isdisjoint"),
):
    for _n in _names.split():
        REPLACEMENTS[(_t, _n)] = _charging(_n)

# Attributes read on the classes themselves (str.lower, dict.fromkeys, int.from_bytes).
CLASS_REPLACEMENTS: dict[tuple[type, str], Any] = {
    (str, "format"): _unbound_format,
    (str, "format_map"): _unbound_format_map,
}

# Fast lookup: type -> {name: None (plain getattr) | replacement factory}
_FAST: dict[type, dict[str, Any]] = {t: {n: REPLACEMENTS.get((t, n)) for n in names} for t, names in TYPE_ATTRS.items()}


class Facade:
    """A read-only view of a module (admitted stdlib or a program file) for the guest."""

    __slots__ = ("_sk_members", "_sk_name")

    def __init__(self, name: str, members: dict[str, Any]) -> None:
        self._sk_name = name
        self._sk_members = members

    def __repr__(self) -> str:
        return f"<module '{self._sk_name}'>"


class AttrFacade:
    """A callable with reviewed attributes (e.g. itertools.chain and chain.from_iterable)."""

    __slots__ = ("_sk_call", "_sk_members", "_sk_name")

    def __init__(self, name: str, call: Callable[..., Any], members: dict[str, Any]) -> None:
        self._sk_name = name
        self._sk_call = call
        self._sk_members = members

    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        return self._sk_call(*args, **kwargs)

    def __repr__(self) -> str:
        return f"<function {self._sk_name}>"


def all_attribute_names() -> frozenset[str]:
    """Every attribute name some admitted type offers (the verifier's union)."""
    out: set[str] = set(EXCEPTION_ATTRS)
    for names in TYPE_ATTRS.values():
        out |= names
    for names in EXCEPTION_EXTRA.values():
        out |= names
    return frozenset(out)


def _denied(obj: Any, name: str) -> AttributeError:
    kind = type(obj).__name__
    return AttributeError(f"'{kind}' object has no attribute '{name}' available in Stockade")


def ga(obj: Any, name: str) -> Any:
    """``obj.name`` for guest code, through the table (the ABI hook ``__sk_ga``)."""
    t = type(obj)
    entry = _FAST.get(t)
    if entry is not None:
        if name in entry:
            replace = entry[name]
            return getattr(obj, name) if replace is None else replace(obj)
        raise _denied(obj, name)
    return _ga_slow(obj, t, name)


def _ga_slow(obj: Any, t: type, name: str) -> Any:
    if t is Facade or t is AttrFacade:
        members = obj._sk_members
        if not name.startswith("__") and name in members:
            return members[name]
        raise AttributeError(f"module '{obj._sk_name}' has no attribute '{name}'")
    if t is type:
        names = TYPE_ATTRS.get(obj)
        if names is not None and name in names:
            special = CLASS_REPLACEMENTS.get((obj, name))
            return special if special is not None else getattr(obj, name)
        raise AttributeError(f"type object '{obj.__name__}' has no attribute '{name}' available in Stockade")
    if isinstance(obj, BaseException):
        if name in EXCEPTION_ATTRS:
            return getattr(obj, name)
        for klass, extra in EXCEPTION_EXTRA.items():
            if name in extra and isinstance(obj, klass):
                return getattr(obj, name)
    raise _denied(obj, name)


class _RangeContains:
    """``x in range(...)``: O(1) for ints, metered scan for anything else."""

    __slots__ = ("_r",)

    def __init__(self, r: range) -> None:
        self._r = r

    def __contains__(self, value: Any) -> bool:
        if type(value) is not int and type(value) is not bool:
            cost.charge_len(self._r)
        return value in self._r


def ct(container: Any) -> Any:
    """The right operand of ``in`` (the ABI hook ``__sk_ct``)."""
    if type(container) is range:
        return _RangeContains(container)
    return container


def it(iterable: Any) -> Any:
    """The operand of ``*x`` in calls and displays (the ABI hook ``__sk_it``)."""
    if type(iterable) in cost.SIZED:
        context.current().meter.charge(len(iterable))
        return iterable
    return cost.metered(iterable)


def pow_(base: Any, exp: Any) -> Any:
    """``base ** exp`` with big-integer results estimated before they are computed."""
    if type(exp) is int and exp > 64 and type(base) in (int, bool):
        bits = abs(base).bit_length()
        if bits > 1:
            cost.check_bigint((bits - 1) * exp + 1)
    return base**exp


def lshift(value: Any, by: Any) -> Any:
    """``value << by`` with the result size checked before it is computed."""
    if type(by) is int and by > 64 and type(value) in (int, bool) and value:
        cost.check_bigint(abs(value).bit_length() + by)
    return value << by
