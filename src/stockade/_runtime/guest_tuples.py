"""Named tuples for guests (``collections.namedtuple``, ``typing.NamedTuple``) and the
``Generic``/``Protocol`` bases of guest classes.

Invariant (named tuples): a named-tuple class reaches the guest only when CPython's own
``collections.namedtuple`` (or ``typing.NamedTuple``'s metaclass, for the class syntax)
built it here from checked arguments: exactly-``str`` type and field names (CPython then
checks they are identifiers, not keywords, unique and, without ``rename``, not starting
with ``_``), no ``module=``, defaults and field names read through metered iteration and
the build charged per field. The class is recorded in ``_TUPLES`` (weakly); the attribute
guard hands out on it and its instances only the fields, the reviewed named-tuple helpers
(``_fields``, ``_field_defaults``, ``_asdict``, ``_replace``, ``_make`` - which is metered),
``count``/``index`` and the non-dunder names the guest's own class body defined (the
class carries ``classes.MARKER`` so the C fast path serves those reads; its denied set
sends ``_make`` and everything else here). Stores
go through ``setattr`` for non-dunder names (fields and tuple slots refuse them as CPython
does); class attributes are never assigned. Instances leave a run as plain tuples (door).

Invariant (generic and protocol bases): ``Generic[...]``, ``Protocol`` and ``Protocol[...]``
are inert stand-ins (``stdlib.TypingName``); the guest's ``__build_class__`` drops
``Generic[...]``, replaces ``Protocol`` by ``abc.ABC`` and gives the class host-side
``__class_getitem__`` (subscripting returns a ``GenericAlias`` stand-in that calls the
class), ``__subclasshook__`` (isinstance with a protocol raises CPython's TypeError) and,
for protocols without ``__init__``, CPython's ``_no_init_or_replace_init``. None of those
dunders is readable by the guest; no ``typing`` internals are ever built.
"""

from __future__ import annotations

import abc as _abc
import builtins as _b
import collections as _collections
import re
import sys as _sys
import types
import typing as _typing
import weakref
from typing import Any

from .._compiler.names import ANNOTATIONS_HOOK, GUEST_DUNDERS
from . import context, cost

# Building a named tuple runs CPython's validation and compiles its __new__ (about as much
# host work per class and per field as dataclass() does): charged before it runs.
_CLASS_FUEL = 10_000
_FIELD_FUEL = 1_000

# The named-tuple helpers a guest reads on a class and its instances.
HELPERS = frozenset({"_fields", "_field_defaults", "_asdict", "_replace", "_make"})
# Every attribute name the guard can hand out on a named tuple besides its fields and the
# names its class body defines (the verifier's union).
ATTRS = HELPERS | {"count", "index"}


class _TupleInfo:
    __slots__ = ("fields", "own")

    def __init__(self, fields: frozenset[str], own: frozenset[str]) -> None:
        self.fields = fields
        self.own = own  # non-dunder names the guest's class body defined (methods, constants)


_TUPLES: weakref.WeakKeyDictionary[type, _TupleInfo] = weakref.WeakKeyDictionary()


def is_tuple_class(obj: Any) -> bool:
    """True for a named-tuple class the guest made."""
    return isinstance(obj, type) and obj in _TUPLES


def _register(cls: type, own: frozenset[str]) -> type:
    from .classes import MARKER

    fields = frozenset(cls._fields)  # type: ignore[attr-defined]
    info = _TupleInfo(fields, frozenset(own - fields))
    _TUPLES[cls] = info
    # The C fast path of the guard (as for guest classes): a plain-name read on an
    # instance is a getattr unless the name is in the first set (those go to read()
    # below: _make, which is replaced, and any non-dunder name of tuple/object outside
    # the allowlist); a plain-name store is always a setattr (the second set is empty).
    allowed = (fields | info.own | ATTRS) - {"_make"}
    denied = {n for k in cls.__mro__ for n in vars(k) if not n.startswith("__") and n not in allowed}
    type.__setattr__(cls, MARKER, (frozenset(denied | {"_make"}), frozenset()))
    return cls


def _charge(n_fields: int) -> None:
    context.current().meter.charge(_CLASS_FUEL + _FIELD_FUEL * n_fields)


# CPython's own factories (typed loosely: mypy special-cases calls to them by name).
_REAL_NAMEDTUPLE: Any = _collections.namedtuple
_REAL_NAMED_TUPLE: Any = _typing.NamedTuple

_PLAIN_STR = (int, float, bool, type(None))  # str() of these runs no guest code


def _name(value: Any) -> Any:
    """A type or field name as CPython's namedtuple would see it after ``str()``."""
    if type(value) is str:
        return value
    if type(value) in _PLAIN_STR:
        return str(value)
    raise TypeError(f"namedtuple names must be strings in Stockade, not '{type(value).__name__}'")


def _items(value: Any) -> list[Any]:
    cost.charge_len(value)
    return list(cost.metered(value))


def _caller_module() -> str:
    # The guest module whose code called the factory, as CPython's namedtuple finds it
    # (its caller's ``__name__``); host frames never give their names away.
    name = _sys._getframe(2).f_globals.get("__name__", "__main__")
    return name if type(name) is str and not name.startswith("stockade.") else "__main__"


def namedtuple(
    typename: Any, field_names: Any, *, rename: Any = False, defaults: Any = None, module: Any = None
) -> Any:
    """``collections.namedtuple`` with checked arguments (see the module docstring)."""
    if module is not None:
        raise TypeError("namedtuple(module=...) is not admitted in Stockade; leave it out")
    typename = _name(typename)
    if type(field_names) is str:
        cost.charge_len(field_names)
        names = field_names.replace(",", " ").split()
    else:
        names = [_name(n) for n in _items(field_names)]
    if defaults is not None:
        defaults = _items(defaults)
    _charge(len(names))
    cls = _REAL_NAMEDTUPLE(typename, names, rename=bool(rename), defaults=defaults, module=_caller_module())
    return _register(cls, frozenset())


namedtuple.__qualname__ = "namedtuple"


def _functional_type(value: Any) -> Any:
    """A field type for typing's NamedTuple: only kept in ``__annotations__``, which the
    guest cannot read, so classes and typing stand-ins become ``Any`` (typing never
    touches a guest class or a stand-in); strings stay (typing compiles, never evaluates,
    them into ForwardRef, with CPython's errors)."""
    from .stdlib import TypingName

    if type(value) is TypingName or isinstance(value, type):
        return _typing.Any
    if value is None or type(value) is str:
        return value
    raise TypeError(
        "NamedTuple('Name', [(f0, t0), ...]): in Stockade each t must be a class, None, a string or a typing name"
    )


def named_tuple(typename: Any, fields: Any = None, /, **kwargs: Any) -> Any:
    """``typing.NamedTuple('Name', [('x', int), ...])`` (the functional form); as a base
    (``class P(NamedTuple)``) it is handled by ``build_named_tuple``."""
    if kwargs or fields is None:
        raise TypeError(
            "NamedTuple keyword or field-less forms are not admitted in Stockade; "
            "write NamedTuple('Name', [('x', int), ...]) or a class"
        )
    pairs = []
    for item in _items(fields):
        pair = _items(item) if type(item) in (tuple, list) else None
        if pair is None or len(pair) != 2:
            raise TypeError("NamedTuple('Name', [(f0, t0), (f1, t1), ...]): each field is a (name, type) pair")
        pairs.append((_name(pair[0]), _functional_type(pair[1])))
    _charge(len(pairs))
    cls = _REAL_NAMED_TUPLE(_name(typename), pairs)
    type.__setattr__(cls, "__module__", _caller_module())
    return _register(cls, frozenset())


named_tuple.__name__ = named_tuple.__qualname__ = "NamedTuple"

# Names CPython's NamedTuple machinery and the compiler put in a named-tuple class dict.
_TUPLE_DUNDERS = frozenset(
    {
        "__doc__",
        "__slots__",
        "__new__",
        "__repr__",
        "__getnewargs__",
        "__replace__",
        "__match_args__",
        "__module__",
        "__qualname__",
        "__annotations__",
        "__orig_bases__",
        "__classcell__",
        "__firstlineno__",
        "__static_attributes__",
        ANNOTATIONS_HOOK,
    }
)


def build_named_tuple(func: Any, name: Any, bases: tuple[Any, ...]) -> type:
    """``class P(NamedTuple): ...``: the guest's class body, then CPython's NamedTuple
    metaclass (its checks and messages), on nothing but that body."""
    from .stdlib import TypingName

    for base in bases:
        if type(base) is TypingName and base._sk_text.startswith("typing.Generic["):
            raise TypeError(f"class {name}: a generic NamedTuple (with Generic[...]) is not admitted in Stockade")
        if base is not named_tuple:
            raise TypeError("can only inherit from a NamedTuple type and Generic")  # CPython's words
    if len(bases) != 1:
        raise TypeError("duplicate base class tuple")  # CPython's words
    cls: type = _b.__build_class__(func, name, _typing.NamedTuple)
    if type(cls) is not type or cls.__bases__ != (tuple,):
        raise TypeError(f"class {name}: not admitted")  # pragma: no cover - CPython's own shape
    for key in vars(cls):
        if key.startswith("__") and key not in GUEST_DUNDERS and key not in _TUPLE_DUNDERS:
            raise TypeError(f"class {name}: '{key}' is not admitted in a class body")  # pragma: no cover
    _charge(len(cls._fields))  # type: ignore[attr-defined]
    own = frozenset(k for k in vars(cls) if not k.startswith("__"))
    return _register(cls, own - HELPERS)


# -- the attribute guard and stores ------------------------------------------------------


def _make_for(cls: Any) -> Any:
    make = cls._make

    def _make(iterable: Any) -> Any:
        cost.charge_len(iterable)
        return make(cost.metered(iterable))

    return _make


def _exists(obj: Any, name: str) -> bool:
    return any(name in vars(k) for k in type(obj).__mro__)


def pattern_read_allowed(obj: Any, name: str) -> bool:
    """A raw read CPython's class patterns may do on a named tuple: a field, or a name
    the class body defined (never ``_make``, whose guarded value differs from the raw)."""
    info = _TUPLES[type(obj)]
    return not name.startswith("__") and (name in info.fields or name in info.own or name in ATTRS - {"_make"})


def read(obj: Any, name: str) -> tuple[bool, Any]:
    """(handled, value) for a read on a named tuple or a named-tuple class."""
    info = _TUPLES.get(type(obj))
    if info is not None:
        if name == "_make":
            return True, _make_for(type(obj))
        if not name.startswith("__") and (name in info.fields or name in info.own or name in ATTRS):
            return True, getattr(obj, name)
        if not _exists(obj, name):
            raise AttributeError(f"'{type(obj).__name__}' object has no attribute '{name}'")
        raise AttributeError(f"'{type(obj).__name__}' object has no attribute '{name}' available in Stockade")
    if type(obj) is GenericAlias:
        # typing's alias forwards non-dunder reads (and __name__) to its class: the same
        # guard then decides, on the class (S[int].of(...) for a classmethod).
        from .. import _native

        return True, _native.ga(obj._sk_origin, name)
    if isinstance(obj, type):
        info = _TUPLES.get(obj)
        if info is not None:
            if name == "_make":
                return True, _make_for(obj)
            if name in info.own or name in HELPERS:
                return True, getattr(obj, name)
            if not any(name in vars(k) for k in obj.__mro__) and not name.startswith("__"):
                raise AttributeError(f"type object '{obj.__name__}' has no attribute '{name}'")
            raise AttributeError(f"type object '{obj.__name__}' has no attribute '{name}' available in Stockade")
    return False, None


# -- Generic and Protocol bases --------------------------------------------------------

# guest class -> its type parameters (the reprs of the TypeVar stand-ins); a class made
# generic by Generic[...] or Protocol[...], or by a parameterised generic base.
_GENERIC: weakref.WeakKeyDictionary[type, tuple[str, ...]] = weakref.WeakKeyDictionary()
_PROTOCOLS: weakref.WeakSet[type] = weakref.WeakSet()
_ALIASES = "__sk_aliases__"
_TYPE_VAR = re.compile(r"[~+-]\w+")  # how a TypeVar stand-in prints (stdlib._type_var)
_RUNTIME_CHECK = "Instance and class checks can only be used with @runtime_checkable protocols"


def mro_as_written(cls: type) -> bool:
    """False when ``cls.__mro__`` is not the one CPython would build: a Generic base was
    dropped or Protocol replaced by abc.ABC somewhere in it."""
    return not any(k in _GENERIC or k in _PROTOCOLS for k in cls.__mro__)


class GenericAlias:
    """What ``Stack[int]`` gives for a guest generic class: prints and compares like
    CPython's alias, calls the class, refuses isinstance as CPython does."""

    __slots__ = ("_sk_args", "_sk_origin")

    def __init__(self, origin: type, args: tuple[Any, ...]) -> None:
        self._sk_origin = origin
        self._sk_args = args

    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        return self._sk_origin(*args, **kwargs)

    def __repr__(self) -> str:
        from .stdlib import _type_repr

        args = ", ".join(_type_repr(a) for a in self._sk_args)
        return f"{_type_repr(self._sk_origin)}[{args}]"

    def __eq__(self, other: object) -> bool:
        if type(other) is not GenericAlias:
            return NotImplemented
        return self._sk_origin is other._sk_origin and repr(self) == repr(other)

    def __hash__(self) -> int:
        return hash(repr(self))

    def __instancecheck__(self, obj: Any) -> bool:
        raise TypeError("Subscripted generics cannot be used with class and instance checks")

    def __subclasscheck__(self, cls: Any) -> bool:
        raise TypeError("Subscripted generics cannot be used with class and instance checks")

    def __or__(self, other: Any) -> Any:
        return _union(self, other)

    def __ror__(self, other: Any) -> Any:
        return _union(other, self)


def _union(left: Any, right: Any) -> Any:
    """``a | b`` with a GenericAlias: typing's Union of the two, printed as typing prints
    it (``typing.Optional[X]`` when the other side is None)."""
    from .stdlib import TypingName, _type_repr

    if left is None or left is type(None):
        return TypingName(f"typing.Optional[{_type_repr(right)}]")
    if right is None or right is type(None):
        return TypingName(f"typing.Optional[{_type_repr(left)}]")
    return TypingName(f"typing.Union[{_type_repr(left)}, {_type_repr(right)}]")


GenericAlias.__name__ = GenericAlias.__qualname__ = "_GenericAlias"


def _class_getitem(cls: type, params: Any) -> GenericAlias:
    if cls not in _GENERIC or not _GENERIC[cls]:  # (no parameters: a typing alias base without TypeVars)
        raise TypeError(f"{cls!r} is not a generic class")
    args = params if type(params) is tuple else (params,)
    expected = len(_GENERIC[cls])
    if len(args) != expected:
        much = "many" if len(args) > expected else "few"
        raise TypeError(f"Too {much} arguments for {cls!r}; actual {len(args)}, expected {expected}")
    # CPython caches subscriptions (``Stack[int] is Stack[int]``); the cache lives in the
    # class's own dict (a ``__sk_`` name the guest cannot spell), so it dies with the class.
    cache = vars(cls).get(_ALIASES)
    if cache is None:
        cache = {}
        type.__setattr__(cls, _ALIASES, cache)
    try:
        hit: GenericAlias | None = cache.get(args)
    except TypeError:  # unhashable arguments: typing does not cache them either
        return GenericAlias(cls, args)
    if hit is None:
        hit = cache[args] = GenericAlias(cls, args)
    return hit


# -- runtime_checkable protocols ------------------------------------------------------
# Written after CPython's typing (3.11 and 3.12+ differ; both are followed). A guest
# protocol class is an abc.ABC subclass whose metaclass is ProtocolMeta; @runtime_checkable
# marks it, and isinstance/issubclass then run the structural checks below. They read only
# class dicts and, for isinstance, the instance's attributes: statically on 3.12+ (as
# inspect.getattr_static does, without its cache), with guest-metered reads of the
# program's own instances on 3.11. Nothing read is handed to the guest but a bool.

_RUNTIME: weakref.WeakSet[type] = weakref.WeakSet()
_EXCLUDED = frozenset(getattr(_typing, "EXCLUDED_ATTRIBUTES", ())) | {"__qualname__"}
_NON_METHOD = "Protocols with non-method members don't support issubclass()"


def runtime_checkable(cls: Any) -> Any:
    """``_typing.runtime_checkable``: allow isinstance/issubclass against a protocol."""
    if not isinstance(cls, type):
        raise TypeError("issubclass() arg 1 must be a class")  # CPython's issubclass(cls, Generic)
    if cls not in _PROTOCOLS:
        raise TypeError(f"@runtime_checkable can be only applied to protocol classes, got {cls!r}")
    _RUNTIME.add(cls)
    return cls


runtime_checkable.__qualname__ = "runtime_checkable"


def _protocol_attrs(cls: type) -> list[str]:
    """CPython's _get_protocol_attrs: the names the protocol's classes define or annotate
    (Stockade's runtime names and abc's bookkeeping left out), in definition order."""
    attrs: dict[str, None] = {}
    for base in cls.__mro__[:-1]:
        if base is _abc.ABC:
            continue
        annotations = vars(base).get("__annotations__", {})
        for attr in (*vars(base), *(annotations if isinstance(annotations, dict) else ())):
            if attr.startswith(("_abc_", "__sk_")) or attr in _EXCLUDED:
                continue
            attrs[attr] = None
    return list(attrs)


def _non_callable(cls: type, attrs: list[str]) -> set[str]:
    return {attr for attr in attrs if not callable(getattr(cls, attr, None))}


def _structural(cls: type, other: type, attrs: list[str]) -> bool:
    """CPython's _proto_hook: every member in some class dict of ``other``'s MRO, not None."""
    for attr in attrs:
        for base in other.__mro__:
            found = vars(base)
            if attr in found:
                if found[attr] is None:
                    return False
                break
            annotations = found.get("__annotations__", {})
            if other in _PROTOCOLS and isinstance(annotations, dict) and attr in annotations:
                break
        else:
            return False
    return True


_MISSING = object()


def _getattr_static(obj: Any, attr: str) -> Any:
    """inspect.getattr_static's answer for the objects a guest holds, without its
    process-wide cache (3.12+ caches class dicts by MRO, which would keep the program's
    classes alive after the run): the instance dict unless a data descriptor in the
    class's MRO comes first, else the class's MRO (a class: its MRO, then its metaclass's)."""
    from .classes import _special

    if isinstance(obj, type):
        found = _special(obj, attr, _MISSING)
        if found is _MISSING:
            found = _special(type(obj), attr, _MISSING)
    else:
        found = _special(type(obj), attr, _MISSING)
        try:
            own = object.__getattribute__(obj, "__dict__")
        except AttributeError:
            own = None
        if type(own) is dict and attr in own:
            kind = type(found)
            data = (
                found is not _MISSING
                and _special(kind, "__get__", _MISSING) is not _MISSING
                and any(_special(kind, hook, _MISSING) is not _MISSING for hook in ("__set__", "__delete__"))
            )
            if not data:
                found = own[attr]
    if found is _MISSING:
        raise AttributeError(attr)
    return found


def _has_311(instance: Any, attr: str) -> tuple[bool, Any]:
    """3.11's ``hasattr(instance, attr)`` and the value: a real read of the program's own
    instances (a property runs, metered like any guest code), a static one otherwise."""
    from . import classes

    if classes.is_guest_class(type(instance)):
        try:
            return True, getattr(instance, attr)
        except AttributeError:
            return False, None
    try:
        return True, _getattr_static(instance, attr)
    except AttributeError:
        return False, None


def _instancecheck(cls: type, instance: Any) -> bool:
    attrs = _protocol_attrs(cls)
    other = type(instance)
    if _sys.version_info >= (3, 12):
        if cls in other.__mro__ or _structural(cls, other, attrs):
            return True
        non_callable = _non_callable(cls, attrs)
        for attr in attrs:
            try:
                val = _getattr_static(instance, attr)
            except AttributeError:
                return False
            if val is None and attr not in non_callable:
                return False
        return True
    non_callable = _non_callable(cls, attrs)
    if not non_callable and (cls in other.__mro__ or _structural(cls, other, attrs)):
        return True
    for attr in attrs:
        present, val = _has_311(instance, attr)
        if not present:
            break
        if attr not in non_callable and val is None:
            break
    else:
        return True
    return cls in other.__mro__


class ProtocolMeta(_abc.ABCMeta):
    """The metaclass of the program's protocol classes (and classes derived from them):
    ABCMeta, with typing's structural isinstance for a runtime-checkable protocol."""

    def __instancecheck__(cls, instance: Any) -> bool:
        if cls in _PROTOCOLS:
            if cls not in _RUNTIME:
                raise TypeError(_RUNTIME_CHECK)
            return _instancecheck(cls, instance)
        return super().__instancecheck__(instance)


def _subclasshook(cls: type, other: Any) -> Any:
    if cls in _PROTOCOLS:
        if cls not in _RUNTIME:
            raise TypeError(_RUNTIME_CHECK)
        if not isinstance(other, type):
            raise TypeError("issubclass() arg 1 must be a class")
        attrs = _protocol_attrs(cls)
        non_callable = _non_callable(cls, attrs)
        if non_callable:
            if _sys.version_info >= (3, 13):
                raise TypeError(f"{_NON_METHOD}. Non-method members: {str(sorted(non_callable))[1:-1]}.")
            raise TypeError(_NON_METHOD)
        return True if _structural(cls, other, attrs) else NotImplemented
    return NotImplemented


def _no_init_or_replace_init(self: Any, *args: Any, **kwargs: Any) -> None:
    """CPython's ``__init__`` for protocols (typing._no_init_or_replace_init)."""
    from . import classes

    cls = type(self)
    if not classes.is_guest_class(cls):
        raise TypeError("a protocol's __init__ applies to instances of classes the program defines")
    if cls in _PROTOCOLS:
        raise TypeError("Protocols cannot be instantiated")
    if cls.__init__ is not _no_init_or_replace_init:
        return  # pragma: no cover - CPython's shortcut: a custom __init__ was found already
    for base in cls.__mro__:
        init = vars(base).get("__init__", _no_init_or_replace_init)
        if init is not _no_init_or_replace_init:
            break
    else:  # pragma: no cover - object defines __init__
        init = object.__init__
    type.__setattr__(cls, "__init__", init)
    cls.__init__(self, *args, **kwargs)


def _params(text: str, head: str) -> tuple[str, ...]:
    inner = text[len(head) + 1 : -1]
    return tuple(p.strip() for p in inner.split(",")) if inner else ()


def check_generic_params(head: str, params: tuple[Any, ...]) -> None:
    """``Generic[...]``/``Protocol[...]`` take distinct type variables (CPython's checks)."""
    from .stdlib import TypingName

    name = head.rsplit(".", 1)[-1]
    for p in params:
        if type(p) is not TypingName or not _TYPE_VAR.fullmatch(p._sk_text):
            raise TypeError(
                f"Parameters to {name}[...] must all be type variables or parameter specification variables."
            )
    if len({p._sk_text for p in params}) != len(params):
        raise TypeError(f"Parameters to {name}[...] must all be unique")


def _alias_base(alias: Any) -> type | None:
    """The class a typing alias used as a base stands for (``typing.Dict[str, int]``:
    dict, ``typing.Mapping``: collections.abc.Mapping), or None (a special form)."""
    from .stdlib import _get_origin

    try:
        origin = _get_origin(alias)
    except TypeError:
        return None
    if origin is None and alias._sk_base is None and alias._sk_union is None:
        return None
    return origin if isinstance(origin, type) else None


def resolve_bases(name: Any, bases: tuple[Any, ...]) -> tuple[tuple[Any, ...], tuple[str, ...] | None, bool]:
    """The bases CPython's class statement would derive from, without typing:
    (bases, type parameters or None, is a protocol)."""
    from .stdlib import TypingName

    out: list[Any] = []
    params: list[str] = []
    generic = protocol = False
    for base in bases:
        if type(base) is TypingName:
            text = base._sk_text
            if text == "typing.Generic":
                raise TypeError("Cannot inherit from plain Generic")
            if text.startswith("typing.Generic["):
                generic = True
                params.extend(_params(text, "typing.Generic"))
                continue
            if text == "typing.Protocol" or text.startswith("typing.Protocol["):
                protocol = True
                if text != "typing.Protocol":
                    generic = True
                    params.extend(_params(text, "typing.Protocol"))
                continue
            alias_origin = _alias_base(base)
            if alias_origin is not None:
                # typing.Dict[str, T] as a base: its class, and Generic (typing's
                # __mro_entries__ adds it), generic in the TypeVars it names
                out.append(alias_origin)
                generic = True
                params.extend(
                    a._sk_text for a in base._sk_args if type(a) is TypingName and _TYPE_VAR.fullmatch(a._sk_text)
                )
                continue
        elif type(base) is types.GenericAlias and isinstance(base.__origin__, type):
            out.append(base.__origin__)  # dict[str, int] as a base: its __mro_entries__ is (dict,)
            continue
        elif type(base) is GenericAlias:
            origin_params = [
                a._sk_text for a in base._sk_args if type(a) is TypingName and _TYPE_VAR.fullmatch(a._sk_text)
            ]
            if origin_params:
                generic = True
                params.extend(p for p in origin_params if p not in params)
            out.append(base._sk_origin)
            continue
        out.append(base)
    if protocol:
        for base in out:
            if base not in _PROTOCOLS and base is not object:
                raise TypeError(f"Protocols can only inherit from other protocols, got {base!r}")
        if not any(isinstance(b, type) and _abc.ABC in b.__mro__ for b in out):
            out.append(_abc.ABC)
    return tuple(out), (tuple(dict.fromkeys(params)) if generic else None), protocol


def finish_class(cls: type, params: tuple[str, ...] | None, protocol: bool) -> None:
    """Give a class built from Generic/Protocol bases what CPython's typing would."""
    if params is not None:
        _GENERIC[cls] = params
    # (a base such as dict or collections.abc.Mapping, from a typing alias base, comes
    # before Generic in CPython's MRO: its own __class_getitem__ answers)
    own_getitem = any("__class_getitem__" in vars(k) for k in cls.__mro__[1:] if k is not object and k not in _GENERIC)
    if (params is not None or any(k in _GENERIC for k in cls.__mro__[1:])) and not own_getitem:
        if "__class_getitem__" not in vars(cls):
            type.__setattr__(cls, "__class_getitem__", classmethod(_class_getitem))
    in_protocol = protocol or any(k in _PROTOCOLS for k in cls.__mro__[1:])
    if protocol:
        _PROTOCOLS.add(cls)
        type.__setattr__(cls, "__subclasshook__", classmethod(_subclasshook))
    if in_protocol:
        init = next(vars(k)["__init__"] for k in cls.__mro__ if "__init__" in vars(k))
        if init is object.__init__:
            type.__setattr__(cls, "__init__", _no_init_or_replace_init)
