"""enum for guest classes: CPython's own EnumType, behind a metaclass that refuses the
functional API and charges fuel.

Invariant: an enum class is a guest class only when the guest's ``__build_class__`` made
it from a class statement whose bases are enum classes (ours or the guest's) plus at most
the data types ``int`` and ``str``, or from the functional API (``Enum('Name', 'A B')``,
registered by classes.register_functional_enum before the program holds it); no other
guest class is ever in an enum's MRO, so every guest class an enum machinery reads from is
itself an enum. On an enum class and its
members the guest never reads or stores a ``_sunder_`` name (``_member_map_``,
``_value2member_map_``, ``_value_``, ``_missing_`` ...: the machinery's state); a class
body may define only the sunder hooks in ``ADMITTED_SUNDERS``; a functional member name
never starts with an underscore. Host work the machinery does for a class statement or a value lookup
(``Color(1)``, Flag pseudo-members, ``|``/``&``/``~``) is charged before or as it runs.
"""

from __future__ import annotations

import enum as _enum
from typing import Any

from .._compiler.names import DESCRIPTOR_DUNDERS, ENUM_SUNDERS, is_sunder
from . import context

# The sunder hooks a guest enum class body may define (names.ENUM_SUNDERS).
ADMITTED_SUNDERS = ENUM_SUNDERS

# The attributes of the enum bases a guest reads on members and classes.
MEMBER_ATTRS = frozenset({"name", "value"})

_CLASS_FUEL = 2_000  # EnumType.__new__ in host Python: about 0.1 ms per class
_MEMBER_FUEL = 400  # plus about 20 us per member
_LOOKUP_FUEL = 4  # a value lookup, per member scanned for an unhashable value


class _GuestEnumType(_enum.EnumType):
    """The metaclass of the guest's enum classes: CPython's EnumType, with the functional
    API checked and registered (functional) and value lookups charged."""

    def __call__(cls, *args: Any, **kwds: Any) -> Any:
        members = type.__getattribute__(cls, "_member_map_")
        if not members and (len(args) > 1 or set(kwds) - {"value"}):
            return functional(cls, args, kwds, super().__call__)
        if cls in BASES:
            # Flag(0) and IntFlag(n) would cache pseudo-members on these shared classes:
            # state that outlives the run.
            raise TypeError(f"{cls.__name__}() itself is not callable in Stockade; call an enum class of the program")
        if len(args) == 1 and not kwds:
            value = args[0]
            meter = context.current().meter
            if isinstance(value, int) and issubclass(cls, _enum.Flag):
                meter.charge(1 + abs(value).bit_length())  # pseudo-members are built bit by bit
            elif getattr(type(value), "__hash__", None) is None or type(value) is tuple:
                meter.charge(_LOOKUP_FUEL * len(members))  # perhaps a linear scan of the members
            else:
                meter.charge(1)
        return super().__call__(*args, **kwds)


# The bases a guest enum derives from: CPython's classes under our metaclass. The guest
# sees these as enum.Enum etc.; they add no members, methods or state of their own.
class Enum(_enum.Enum, metaclass=_GuestEnumType):
    """enum.Enum for the guest."""


class IntEnum(_enum.IntEnum, metaclass=_GuestEnumType):
    """enum.IntEnum for the guest."""


class StrEnum(_enum.StrEnum, metaclass=_GuestEnumType):
    """enum.StrEnum for the guest."""


class Flag(_enum.Flag, metaclass=_GuestEnumType):
    """enum.Flag for the guest."""


class IntFlag(_enum.IntFlag, metaclass=_GuestEnumType):
    """enum.IntFlag for the guest."""


for _cls in (Enum, IntEnum, StrEnum, Flag, IntFlag):
    _cls.__module__ = "enum"
    _cls.__qualname__ = _cls.__name__
    _cls.__doc__ = getattr(_enum, _cls.__name__).__doc__

META = _GuestEnumType
BASES: tuple[type, ...] = (Enum, IntEnum, StrEnum, Flag, IntFlag)
# Data types an enum class statement may list besides enum classes (class C(str, Enum)).
DATA_TYPES: tuple[type, ...] = (int, str)


_FUNCTIONAL_FUEL = 8  # per name given (the names string is split and each member made)


def _guest_caller_globals() -> dict[str, Any] | None:
    """The namespace of the program's innermost frame (the module whose code made the call)."""
    from .classes import program_frames

    frame = next(program_frames(), None)
    ns: dict[str, Any] | None = None if frame is None else frame.f_globals
    return ns


def _functional_names(names: Any) -> Any:
    """Check the member names of ``Enum('Name', names)`` (charged per name): a str of
    names, a list or tuple of names or of (name, value) pairs, or a dict of name -> value.
    A name starting with an underscore is refused (it could name an enum hook)."""
    meter = context.current().meter
    if type(names) is str:
        meter.charge(1 + len(names) // 8)
        listed: list[Any] = names.replace(",", " ").split()
    elif type(names) in (list, tuple):
        listed = list(names)
    elif type(names) is dict:
        listed = list(names)
    else:
        raise TypeError(
            "Enum('Name', names) takes a str, a list or tuple of names or (name, value) pairs, "
            f"or a dict in Stockade, not a '{type(names).__name__}' object"
        )
    meter.charge(_FUNCTIONAL_FUEL * (1 + len(listed)))
    for item in listed:
        name = item[0] if type(item) in (list, tuple) and len(item) == 2 else item
        if type(name) is not str:
            continue  # CPython's own error follows
        if name.startswith("_"):
            raise TypeError(
                f"enum member name {name!r} is not admitted in the functional API in Stockade "
                "(names starting with '_' can name enum hooks); choose another name"
            )
    return names


def functional(cls: Any, args: tuple[Any, ...], kwds: dict[str, Any], make: Any) -> Any:
    """``Enum('Name', 'A B', module=..., qualname=..., type=..., start=...)``: CPython's
    functional API (``make`` runs it), then the new class is registered as a guest enum
    class, as if a class statement of the calling module had made it."""
    from . import classes

    if len(args) != 2 and not (len(args) == 1 and "names" in kwds):
        raise TypeError("the functional API takes a class name and its member names: Enum('Name', 'A B')")
    unknown = set(kwds) - {"names", "module", "qualname", "type", "start"}
    if unknown:
        raise TypeError(
            f"Enum(...) option {sorted(unknown)[0]!r} is not admitted in the functional API in Stockade "
            "(admitted: module, qualname, type, start)"
        )
    name = args[0]
    if type(name) is not str:
        raise TypeError("the enum class name must be a str")
    names = _functional_names(args[1] if len(args) == 2 else kwds.pop("names"))
    mixin = kwds.get("type")
    if mixin is not None and mixin not in DATA_TYPES:
        raise TypeError("Enum(..., type=...) takes int or str in Stockade")
    for key in ("module", "qualname"):
        if kwds.get(key) is not None and type(kwds[key]) is not str:
            raise TypeError(f"Enum(..., {key}=...) takes a str")
    ns = _guest_caller_globals()
    if ns is None:
        raise TypeError("the enum functional API is available to the program's own code only")
    if kwds.get("module") is None:
        kwds["module"] = ns.get("__name__", "__main__")
    context.current().meter.charge(_CLASS_FUEL)
    new = make(name, names, **kwds)
    classes.register_functional_enum(cls, new, ns)
    return new


def is_enum_class(cls: Any) -> bool:
    """True for a class whose metaclass is the guest's enum metaclass."""
    return isinstance(cls, _GuestEnumType)


def check_bases(name: str, bases: tuple[Any, ...], is_guest: Any) -> bool:
    """Whether a class statement makes an enum (raises TypeError for a base mix that is not
    admitted: a non-enum guest class or another type next to an enum)."""
    if not any(is_enum_class(b) for b in bases):
        return False
    for b in bases:
        if is_enum_class(b) and (b in BASES or is_guest(b)):
            continue
        if b in DATA_TYPES:
            continue
        what = f"class '{b.__name__}'" if isinstance(b, type) else f"a '{type(b).__name__}' object"
        raise TypeError(
            f"class {name}: base {what} is not admitted next to an enum; an enum class may derive "
            "from enum classes and from int or str"
        )
    return True


def check_class(cls: type, is_guest: Any) -> None:
    """After EnumType made ``cls``: refuse sunder names no guest may define, and charge the
    machinery's work (per class, per member; unhashable values are scanned pairwise)."""
    for k in cls.__mro__:
        if not is_guest(k) and k is not cls:
            continue
        for key in vars(k):
            if key in DESCRIPTOR_DUNDERS:
                raise TypeError(f"class {cls.__name__}: '{key}' is not admitted in an enum class in Stockade")
            if is_sunder(key) and key not in ADMITTED_SUNDERS | _MACHINERY and not _machinery_method(k, key):
                raise TypeError(
                    f"class {cls.__name__}: the enum hook '{key}' is not admitted in Stockade "
                    f"(admitted: {', '.join(sorted(ADMITTED_SUNDERS))})"
                )
    members = type.__getattribute__(cls, "_member_map_")
    n = len(members)
    unhashable = len(type.__getattribute__(cls, "_unhashable_values_"))
    context.current().meter.charge(_CLASS_FUEL + _MEMBER_FUEL * n + _LOOKUP_FUEL * unhashable * n)


# Sunder names EnumType itself stores in an enum class's dict (CPython 3.11-3.13); a class
# body cannot define these (EnumType's own namespace refuses them), so their presence in a
# guest class's dict is the machinery's doing.
_MACHINERY = frozenset(
    (
        "_member_names_ _member_map_ _value2member_map_ _unhashable_values_ _unhashable_values_map_ "
        "_member_type_ _value_repr_ _new_member_ _use_args_ _singles_mask_ _boundary_ "
        "_flag_mask_ _all_bits_ _inverted_"
    ).split()
)


# Special methods EnumType itself puts in an enum class's dict (none is readable by the
# guest unless it is also a reviewed special method, names.GUEST_DUNDERS).
MACHINERY_DUNDERS = frozenset({"__new__", "__format__"})


def base_allowlist(base: type) -> frozenset[str] | None:
    """What the guest reads on an enum member or class from a non-guest base in its MRO
    (None when ``base`` is not an enum base): ``name`` and ``value`` of the enum classes,
    and for int and str mixins their reviewed methods minus those the guard replaces (a
    raw ``str.format`` would traverse attributes unguarded)."""
    if isinstance(base, _enum.EnumType):
        return MEMBER_ATTRS
    if base in DATA_TYPES:
        from .guards import REPLACEMENTS, TYPE_ATTRS

        return frozenset(n for n in TYPE_ATTRS[base] if (base, n) not in REPLACEMENTS)
    return None


_FLAG_ITERATORS = [vars(_enum.Flag)[n].__func__ for n in ("_iter_member_by_def_", "_iter_member_by_value_")]


def _machinery_method(cls: type, key: str) -> bool:
    """Flag sets ``_iter_member_`` to its own ``_iter_member_by_def_`` when the members'
    values are not in definition order: that one, bound to the class, is machinery."""
    value = vars(cls)[key]
    return key == "_iter_member_" and getattr(value, "__func__", None) in _FLAG_ITERATORS


def member_value(member: Any) -> Any:
    """A member's value, read from its own dict (no descriptor, no guest code)."""
    d = vars(member)
    if "_value_" not in d:
        raise TypeError(f"enum member of '{type(member).__name__}' has no value")
    return d["_value_"]


MEMBERS: dict[str, Any] = {
    "Enum": Enum,
    "IntEnum": IntEnum,
    "StrEnum": StrEnum,
    "Flag": Flag,
    "IntFlag": IntFlag,
    "auto": _enum.auto,
    "unique": _enum.unique,
}

REFUSED: dict[str, str] = {
    "EnumMeta": "the metaclass is not reachable; write class C(Enum)",
    "EnumType": "the metaclass is not reachable; write class C(Enum)",
    "property": "use the builtin property in the enum class body",
    "member": "member()/nonmember() are not admitted; assign the value directly",
    "nonmember": "member()/nonmember() are not admitted; keep the constant outside the enum",
    "global_enum": "global_enum changes module globals; use the members through the class",
    "verify": "verify() is not admitted; use @unique",
    "ReprEnum": "ReprEnum is not admitted; use IntEnum or StrEnum",
}
