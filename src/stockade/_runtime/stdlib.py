"""The stdlib allowlist: one table per module, function by function.

Invariant: a guest import yields a Facade holding exactly the members listed here; each
member is the real CPython object or a metered stand-in (marked). Module objects, their
``__dict__`` and anything reachable from them (loaders, specs, submodules) never reach the
guest. The table is data; docs/stdlib.md is generated from it and checked by a test.
"""

from __future__ import annotations

import abc as _abc
import bisect as _bisect
import collections.abc as _collections_abc
import contextlib as _contextlib
import copy as _copy
import datetime as _datetime
import functools as _functools
import heapq as _heapq
import itertools as _itertools
import math as _math
import numbers as _numbers
import os as _os
import random as _random
import re
import statistics as _statistics
import string as _string
import sys as _sys
import textwrap as _textwrap
import time as _time
import types as _types
import typing as _typing
from collections.abc import Callable
from typing import Any

from . import (
    aio,
    classes,
    containers,
    context,
    cost,
    decimals,
    guest_dataclasses,
    guest_dispatch,
    guest_enum,
    guest_hints,
    guest_html_parser,
    guest_json,
    guest_logging,
    guest_newtype,
    guest_re,
    guest_tuples,
    guest_typeddict,
    standin,
    stdlib_codecs,
    stdlib_numbers,
    stdlib_text,
    textlib,
)
from .guards import LATE_ATTRS, TYPE_ATTRS, AttrFacade, Facade
from .ranges import BigRange

# ---------------------------------------------------------------- math -------------


def _bigint_guard(name: str, estimate: Callable[..., int]) -> Callable[..., Any]:
    real = getattr(_math, name)

    def guarded(*args: Any) -> Any:
        if all(type(a) is int for a in args):
            cost.check_bigint(estimate(*args))
        return real(*args)

    guarded.__name__ = guarded.__qualname__ = name
    return guarded


def _fact_bits(n: int, *_: int) -> int:
    return n * max(1, n.bit_length()) if n > 0 else 1


def _comb_bits(n: int, k: int | None = None) -> int:
    return _fact_bits(n) if n > 0 else 1


def _over_iterable(name: str) -> Callable[..., Any]:
    real = getattr(_math, name)

    def metered(*args: Any, **kwargs: Any) -> Any:
        for a in args:
            cost.charge_len(a)
        return real(*(cost.metered(a) if not isinstance(a, (int, float)) else a for a in args), **kwargs)

    metered.__name__ = metered.__qualname__ = name
    return metered


_MATH_PLAIN = (
    "acos acosh asin asinh atan atan2 atanh cbrt ceil copysign cos cosh degrees dist erf erfc "
    "exp exp2 expm1 fabs floor fmod frexp gamma gcd hypot isclose isfinite isinf isnan isqrt "
    "lcm ldexp lgamma log log10 log1p log2 modf nextafter pow radians remainder sin sinh sqrt "
    "tan tanh trunc ulp e pi tau inf nan fma"
)

MATH: dict[str, Any] = {n: getattr(_math, n) for n in _MATH_PLAIN.split() if hasattr(_math, n)}
MATH.update(
    {
        "factorial": _bigint_guard("factorial", _fact_bits),
        "comb": _bigint_guard("comb", _comb_bits),
        "perm": _bigint_guard("perm", _comb_bits),
        "prod": _over_iterable("prod"),
        "fsum": _over_iterable("fsum"),
    }
)
if hasattr(_math, "sumprod"):
    MATH["sumprod"] = _over_iterable("sumprod")

# ---------------------------------------------------------------- json -------------

JSON: dict[str, Any] = guest_json.MEMBERS
classes.HOST_OPTIONS[guest_json.JSONEncoder] = guest_json.OPTIONS

# ---------------------------------------------------------------- itertools --------


def _metered_iter_fn(name: str, iterable_args: slice | None, star: bool = False) -> Callable[..., Any]:
    """Wrap an itertools constructor: meter its iterable inputs and its output."""
    real = getattr(_itertools, name)

    def fn(*args: Any, **kwargs: Any) -> Any:
        if iterable_args is not None:
            lo = iterable_args.start or 0
            hi = len(args) if iterable_args.stop is None else iterable_args.stop
            args = tuple(cost.metered(a) if lo <= i < hi else a for i, a in enumerate(args))
        return context.current().meter.wrap(real(*args, **kwargs))

    fn.__name__ = fn.__qualname__ = name
    return fn


def _chain_from_iterable(iterables: Any) -> Any:
    meter = context.current().meter
    inner = (cost.metered(i) for i in cost.metered(iterables))
    return meter.wrap(_itertools.chain.from_iterable(inner))


def _tee(iterable: Any, n: int = 2) -> tuple[Any, ...]:
    meter = context.current().meter
    return tuple(meter.wrap(t) for t in _itertools.tee(cost.metered(iterable), n))


_tee.__name__ = _tee.__qualname__ = "tee"


ITERTOOLS: dict[str, Any] = {
    "count": _metered_iter_fn("count", None),
    "cycle": _metered_iter_fn("cycle", slice(0, 1)),
    "repeat": _metered_iter_fn("repeat", None),
    "accumulate": _metered_iter_fn("accumulate", slice(0, 1)),
    "chain": AttrFacade("chain", _metered_iter_fn("chain", slice(0, None)), {"from_iterable": _chain_from_iterable}),
    "compress": _metered_iter_fn("compress", slice(0, 2)),
    "dropwhile": _metered_iter_fn("dropwhile", slice(1, 2)),
    "filterfalse": _metered_iter_fn("filterfalse", slice(1, 2)),
    "groupby": _metered_iter_fn("groupby", slice(0, 1)),
    "islice": _metered_iter_fn("islice", slice(0, 1)),
    "pairwise": _metered_iter_fn("pairwise", slice(0, 1)),
    "starmap": _metered_iter_fn("starmap", slice(1, 2)),
    "takewhile": _metered_iter_fn("takewhile", slice(1, 2)),
    "tee": _tee,
    "zip_longest": _metered_iter_fn("zip_longest", slice(0, None)),
    "product": _metered_iter_fn("product", slice(0, None)),
    "permutations": _metered_iter_fn("permutations", slice(0, 1)),
    "combinations": _metered_iter_fn("combinations", slice(0, 1)),
    "combinations_with_replacement": _metered_iter_fn("combinations_with_replacement", slice(0, 1)),
}
if hasattr(_itertools, "batched"):
    ITERTOOLS["batched"] = _metered_iter_fn("batched", slice(0, 1))

# ---------------------------------------------------------------- functools --------


def _reduce(function: Any, iterable: Any, *initial: Any) -> Any:
    return _functools.reduce(function, cost.metered(iterable), *initial)


_reduce.__name__ = _reduce.__qualname__ = "reduce"


class _CmpKey:
    """functools.cmp_to_key's key object, in Python: CPython's C version frees a deep
    chain of them recursively (no trashcan) and overflows the C stack."""

    __slots__ = ("_cmp", "_obj")

    def __init__(self, obj: Any, cmp: Any) -> None:
        self._obj = obj
        self._cmp = cmp

    @property
    def obj(self) -> Any:
        """The wrapped value (CPython's key wrapper's ``obj``)."""
        return self._obj

    def __lt__(self, other: _CmpKey) -> bool:
        return bool(self._cmp(self._obj, other._obj) < 0)

    def __gt__(self, other: _CmpKey) -> bool:
        return bool(self._cmp(self._obj, other._obj) > 0)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, _CmpKey) and bool(self._cmp(self._obj, other._obj) == 0)

    def __le__(self, other: _CmpKey) -> bool:
        return bool(self._cmp(self._obj, other._obj) <= 0)

    def __ge__(self, other: _CmpKey) -> bool:
        return bool(self._cmp(self._obj, other._obj) >= 0)

    __hash__ = None  # type: ignore[assignment]


def _cmp_to_key(mycmp: Any) -> Callable[[Any], _CmpKey]:
    def key(obj: Any) -> _CmpKey:
        return _CmpKey(obj, mycmp)

    return key


_cmp_to_key.__name__ = _cmp_to_key.__qualname__ = "cmp_to_key"

_LRU_WRAPPER = type(_functools.lru_cache(None)(abs))


def program_owned(obj: Any) -> bool:
    """An object that belongs to the run (setting attributes on it changes nothing another
    run sees): a function, class or instance the program defines, or a partial, lru_cache
    wrapper, property, classmethod or staticmethod made around one of its functions. Not
    a class or function of the runtime or of the stdlib, which every run shares."""
    if classes.is_guest_function(obj) or classes.is_guest_class(obj):
        return True
    t = type(obj)
    if classes.is_guest_class(t):
        return True
    if t is _functools.partial:
        return program_owned(obj.func)
    if t is _LRU_WRAPPER:
        return classes.is_guest_function(getattr(obj, "__wrapped__", None))
    if t is property:
        return all(f is None or program_owned(f) for f in (obj.fget, obj.fset, obj.fdel))
    if t in (classmethod, staticmethod):
        return program_owned(obj.__func__)
    return False


def _refuse_shared(what: str, obj: Any) -> None:
    name = obj.__name__ if isinstance(obj, type) else type(obj).__name__
    raise TypeError(
        f"{what} applies to the program's own functions, classes and instances in Stockade, not "
        f"{'class' if isinstance(obj, type) else 'a'} '{name}' (the runtime's and the stdlib's are shared by every run)"
    )


def _update_wrapper(wrapper: Any, wrapped: Any, *args: Any, **kwargs: Any) -> Any:
    """functools.update_wrapper onto the program's own objects, with CPython's default
    attribute lists only (others would read and set any attribute, __class__ included)."""
    if args or kwargs:
        raise TypeError("functools.update_wrapper(wrapper, wrapped) takes no assigned/updated lists in Stockade")
    if not program_owned(wrapper):
        _refuse_shared("functools.update_wrapper", wrapper)
    if isinstance(wrapped, type) and not classes.is_guest_class(wrapped):
        _refuse_shared("functools.update_wrapper", wrapped)  # a shared class's namespace would be copied
    return _functools.update_wrapper(wrapper, wrapped)


def _wraps(wrapped: Any, *args: Any, **kwargs: Any) -> Callable[[Any], Any]:
    """functools.wraps: update_wrapper above, as a decorator."""
    if args or kwargs:
        raise TypeError("functools.wraps(wrapped) takes no assigned/updated lists in Stockade")

    def decorating_function(wrapper: Any) -> Any:
        return _update_wrapper(wrapper, wrapped)

    return decorating_function


def _total_ordering(cls: Any) -> Any:
    """functools.total_ordering on the program's own classes (it sets methods on the class)."""
    if not classes.is_guest_class(cls):
        _refuse_shared("functools.total_ordering", cls)
    return _functools.total_ordering(cls)


def _abstractmethod(funcobj: Any) -> Any:
    """abc.abstractmethod on the program's own objects (it sets __isabstractmethod__)."""
    if not program_owned(funcobj):
        _refuse_shared("abc.abstractmethod", funcobj)
    return _abc.abstractmethod(funcobj)


for _fn, _nm in ((_update_wrapper, "update_wrapper"), (_wraps, "wraps"), (_total_ordering, "total_ordering")):
    _fn.__name__ = _fn.__qualname__ = _nm
_abstractmethod.__name__ = _abstractmethod.__qualname__ = "abstractmethod"

# lru_cache/cache wrappers are created when the guest's decorator runs, so each cache lives
# in the run's namespace and goes with it (scoped to the run).
FUNCTOOLS: dict[str, Any] = {
    "reduce": _reduce,
    "partial": _functools.partial,
    "cmp_to_key": _cmp_to_key,
    "lru_cache": _functools.lru_cache,
    "cache": _functools.cache,
    "wraps": _wraps,
    "update_wrapper": _update_wrapper,
    # sets the missing comparison methods on a guest class (host functions that call the
    # guest's own __lt__ etc.; the class stays a guest class)
    "total_ordering": _total_ordering,
    # a non-data descriptor in a guest class body: its first read calls the guest function
    # (metered, as any call) and stores the value in the instance's own __dict__ under the
    # class-body name it was bound to (a name the verifier already checked); the descriptor
    # object itself has no readable attribute (not in guards.TYPE_ATTRS).
    "cached_property": _functools.cached_property,
    # generic functions over guest callables (guest_dispatch: own registry, CPython's
    # MRO lookup, no functools state)
    "singledispatch": guest_dispatch.singledispatch,
    "singledispatchmethod": guest_dispatch.SingleDispatchMethod,
}

# ---------------------------------------------------------------- string, typing ---

STRING: dict[str, Any] = {
    n: getattr(_string, n)
    for n in (
        "ascii_letters ascii_lowercase ascii_uppercase digits hexdigits octdigits "
        "punctuation printable whitespace capwords"
    ).split()
}
STRING["Template"] = textlib.Template

_TYPING_NAMES = (
    "Any Optional Union List Dict Set FrozenSet Tuple Iterable Iterator Sequence Mapping "
    "MutableMapping MutableSequence Callable Literal Final TypedDict Protocol "
    "Generator Collection Type Annotated ClassVar Generic "
    "Deque DefaultDict Counter OrderedDict ChainMap AbstractSet Container Hashable Sized "
    "Reversible Awaitable Coroutine AsyncIterable AsyncIterator AsyncGenerator NoReturn "
    "Never Self TypeAlias Pattern Match Concatenate ContextManager AsyncContextManager "
    "Required NotRequired TypeGuard LiteralString Unpack MutableSet KeysView ValuesView "
    "ItemsView MappingView"
)
# Names whose CPython objects are classes (``repr(typing.TextIO)`` is
# ``<class 'typing.TextIO'>``); ``IO[str]`` prints as ``typing.IO[str]``.
_TYPING_CLASS_NAMES = (
    "IO TextIO BinaryIO SupportsInt SupportsFloat SupportsComplex SupportsBytes SupportsIndex SupportsAbs SupportsRound"
)


class TypingName:
    """An inert stand-in for a typing construct, for annotations and type aliases.

    Annotations are stripped before code runs, so typing names matter only where a guest
    evaluates them (``Vector = List[float]``). The real typing objects would cache guest
    values in process-wide caches, so the guest gets these instead: subscripting and
    ``|`` build new stand-ins with the same repr; calling one, or using it with
    isinstance, is refused with a clear TypeError.
    """

    __slots__ = ("_sk_args", "_sk_base", "_sk_origin", "_sk_param", "_sk_pipe", "_sk_shown", "_sk_text", "_sk_union")

    def __init__(
        self, text: str, shown: str | None = None, union: tuple[tuple[str, Any], ...] | None = None, pipe: bool = False
    ) -> None:
        self._sk_text = text
        self._sk_shown = text if shown is None else shown
        self._sk_union = union  # a union's members: (repr inside Union[...], value)
        self._sk_pipe = pipe  # a types.UnionType (``TextIO | None``), not a typing.Union
        self._sk_param: str | None = None  # a ParamSpec's name (its .args and .kwargs)
        # What typing.get_origin / get_args answer for a subscripted stand-in (None: not
        # subscripted; _UNKNOWN: a subscription Stockade does not model, refused there)
        self._sk_origin: Any = None
        self._sk_args: tuple[Any, ...] = ()
        self._sk_base: TypingName | None = None  # the alias this one subscripts (List for List[T])

    def _sk_part(self, part: str) -> TypingName:
        if self._sk_param is None:
            raise AttributeError(f"{self._sk_shown!r} object has no attribute '{part}'")
        return TypingName(f"{self._sk_param}.{part}")

    @property
    def args(self) -> TypingName:
        """``P.args`` of a ParamSpec (for ``*args: P.args``), printed as CPython prints it."""
        return self._sk_part("args")

    @property
    def kwargs(self) -> TypingName:
        """``P.kwargs`` of a ParamSpec (for ``**kwargs: P.kwargs``)."""
        return self._sk_part("kwargs")

    def __getitem__(self, params: Any) -> Any:
        items = params if type(params) is tuple else (params,)
        if self._sk_base is not None or self._sk_union is not None:
            return _substitute(self, items)  # Pair[int] of Pair = Tuple[T, T]
        if self._sk_text in ("typing.Generic", "typing.Protocol"):
            guest_tuples.check_generic_params(self._sk_text, items)
        if self._sk_text == "typing.Union":
            if not items:
                raise TypeError("Cannot take a Union of no types.")
            return _union(items)
        if params == () and self._sk_text in ("typing.Tuple", "typing.Literal"):
            made = TypingName(f"{self._sk_text}[()]")  # the empty tuple, as typing prints it
            made._sk_origin = _subscript_origin(self)
            return made
        if self._sk_text == "typing.Optional":
            return _union((params, None))
        items = _check_arity(self._sk_text, items)
        if self._sk_text == "typing.Literal":  # strings stay strings
            shown = [repr(p) for p in items]
            args = items
        elif self._sk_text == "typing.Annotated":  # Annotated[T, metadata...]
            shown = [_type_repr(items[0], forward=True), *(repr(p) for p in items[1:])]
            args = (_arg(items[0]), *items[1:])
        else:
            shown = [_type_repr(p, forward=True) for p in items]
            args = tuple(_arg(p) for p in items)
        made = TypingName(f"{self._sk_text}[{', '.join(shown)}]")
        made._sk_origin = _subscript_origin(self)
        made._sk_args = args
        made._sk_base = self
        return made

    def __or__(self, other: Any) -> Any:
        return _union((self, other), pipe=_pipe_operand(self) and _pipe_operand(other))

    def __ror__(self, other: Any) -> Any:
        return _union((other, self), pipe=_pipe_operand(self) and _pipe_operand(other))

    def _sk_key(self) -> str | frozenset[str]:
        return self._sk_text if self._sk_union is None else frozenset(m[0] for m in self._sk_union)

    def __eq__(self, other: object) -> bool:
        if type(other) is not TypingName:
            return NotImplemented
        return self._sk_key() == other._sk_key()

    def __hash__(self) -> int:
        return hash(self._sk_key())

    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        if self._sk_text == "typing.TypedDict":  # Movie = TypedDict("Movie", {"title": str})
            caller = _sys._getframe(1).f_globals.get("__name__")
            return guest_typeddict.functional(args, kwargs, caller if type(caller) is str else "__main__")
        raise TypeError(f"{self._sk_text} is available for annotations only in Stockade")

    def __instancecheck__(self, obj: Any) -> bool:
        return self._sk_check(type(obj), "isinstance", obj)

    def __subclasscheck__(self, cls: Any) -> bool:
        return self._sk_check(cls, "issubclass", cls)

    def _sk_check(self, cls: Any, check: str, operand: Any) -> bool:
        """CPython's ``isinstance``/``issubclass`` against this typing object: an
        unsubscripted alias checks its origin class (``typing.Mapping`` is
        ``collections.abc.Mapping``), a union checks each member in turn, a subscripted
        generic and a special form raise CPython's TypeError. ``isinstance`` reads the
        object's type, as typing does."""
        if self._sk_union is not None:
            members = [value for _, value in self._sk_union]
            if self._sk_pipe:  # types.UnionType: isinstance with each member, as with a tuple
                fn = isinstance if check == "isinstance" else issubclass
                return any(fn(operand, m) for m in members)
            return any(issubclass(cls, m) for m in members)  # typing.Union: the type, each member
        if "[" in self._sk_text:
            raise TypeError("Subscripted generics cannot be used with class and instance checks")
        if self._sk_text[:1] in ("~", "+", "-"):  # a TypeVar or ParamSpec: not a class to CPython
            what = "a type, a tuple of types" if check == "isinstance" else "a class, a tuple of classes"
            raise TypeError(f"{check}() arg 2 must be {what}, or a union")
        origin = _typing_origin(self._sk_text) if _origin_name(self._sk_text) else None
        if origin is not None:
            if type(cls) is TypingName:  # issubclass(typing.List, typing.Iterable)
                plain = cls._sk_union is None and _origin_name(cls._sk_text)
                inner = _typing_origin(cls._sk_text) if plain else None
                if inner is None:
                    raise TypeError("issubclass() arg 1 must be a class")
                cls = inner
            return issubclass(cls, origin)
        real = getattr(_typing, self._sk_text.removeprefix("typing."), None)
        if real is _typing.Any:  # a class since 3.11: its metaclass refuses isinstance only
            return isinstance(operand, real) if check == "isinstance" else issubclass(operand, real)
        if isinstance(real, _typing._SpecialForm):
            raise TypeError(f"{self._sk_text} cannot be used with {check}()")
        raise TypeError(f"{check}() with {self._sk_text} is not available in Stockade; use the builtin types")

    def __repr__(self) -> str:
        return self._sk_shown


# What the guard lets the guest read on a typing stand-in (a ParamSpec's parts).
LATE_ATTRS[TypingName] = frozenset({"args", "kwargs"})
LATE_ATTRS[_CmpKey] = frozenset({"obj"})

# The names _typing_origin is asked about (its cache then holds only these, never a
# program's TypeVar names).
_ORIGIN_NAMES = frozenset((_TYPING_NAMES + " " + _TYPING_CLASS_NAMES).split())


def _origin_name(text: str) -> bool:
    return text.startswith("typing.") and text[len("typing.") :] in _ORIGIN_NAMES


@_functools.cache
def _typing_origin(text: str) -> type | None:
    """The class an unsubscripted typing alias stands for (``typing.List``: list;
    ``typing.Iterable``: collections.abc.Iterable; ``typing.TextIO``: typing's own class),
    as the guest sees it (``typing.Pattern``: the guest's ``re.Pattern``); None for a
    special form or a name that is not a plain alias."""
    name = text.removeprefix("typing.")
    if name in ("Pattern", "Match"):
        origin: Any = guest_re.MEMBERS[name]
        return origin if isinstance(origin, type) else None
    real = getattr(_typing, name, None)
    if name in _TYPING_CLASS_NAMES.split():
        return real if isinstance(real, type) else None
    if type(real) in (_typing._SpecialGenericAlias, _typing._CallableType, _typing._TupleType):  # type: ignore[attr-defined]
        origin = real.__origin__  # type: ignore[union-attr]
        return origin if isinstance(origin, type) else None
    return None


_UNKNOWN = object()  # the origin of a subscription Stockade does not model


def _is_type_var(value: Any) -> bool:
    return type(value) is TypingName and value._sk_text[:1] in ("~", "+", "-") and value._sk_base is None


def _type_params(value: Any, out: list[Any]) -> list[Any]:
    """The TypeVars in ``value`` in order of first appearance (by identity, as typing
    collects ``__parameters__``), through nested typing stand-ins, unions and lists."""
    if _is_type_var(value):
        if value._sk_param is not None:
            raise TypeError(f"substituting the ParamSpec {value!r} of an alias is not available in Stockade")
        if all(value is not p for p in out):
            out.append(value)
    elif type(value) is TypingName and value._sk_union is not None:
        for _, member in value._sk_union:
            _type_params(member, out)
    elif type(value) is TypingName:
        for arg in value._sk_args:
            _type_params(arg, out)
    elif type(value) in (list, tuple):
        for item in value:
            _type_params(item, out)
    return out


def _replace(value: Any, mapping: list[tuple[Any, Any]]) -> Any:
    if _is_type_var(value):
        return next((new for old, new in mapping if old is value), value)
    if type(value) is TypingName and value._sk_union is not None:
        return _union(tuple(_replace(m, mapping) for _, m in value._sk_union), pipe=value._sk_pipe)
    if type(value) is TypingName and value._sk_base is not None:
        args = tuple(_replace(a, mapping) for a in value._sk_args)
        if value._sk_base._sk_text == "typing.Tuple" and not args:
            return value
        return value._sk_base[args if len(args) != 1 else args[0]]
    if type(value) is list:
        return [_replace(v, mapping) for v in value]
    return value


def _substitute(alias: TypingName, items: tuple[Any, ...]) -> Any:
    """``alias[...]`` of a subscripted alias: its TypeVars replaced in order, as typing
    substitutes them (``Tuple[T, T][int]`` is ``Tuple[int, int]``), with typing's
    TypeErrors for an alias without TypeVars or the wrong number of arguments."""
    params = _type_params(alias, [])
    if not params:
        raise TypeError(f"{alias!r} is not a generic class")
    if len(items) != len(params):
        much = "many" if len(items) > len(params) else "few"
        expected = f"at least {len(params)}" if much == "few" and _sys.version_info >= (3, 13) else len(params)
        raise TypeError(f"Too {much} arguments for {alias!r}; actual {len(items)}, expected {expected}")
    return _replace(alias, list(zip(params, items, strict=True)))

# Special forms whose subscriptions have the form itself as their origin (CPython's
# get_origin(Literal[1]) is Literal); Optional[X] is a Union, made by _union.
_FORM_ORIGINS = frozenset(
    "Literal Annotated ClassVar Final Required NotRequired TypeGuard Unpack Concatenate Generic Protocol".split()
)


def _subscript_origin(alias: TypingName) -> Any:
    """What typing.get_origin answers for ``alias[...]``, as the guest sees it: the class an
    alias stands for (``List``: list, ``Iterable``: collections.abc.Iterable, ``Type``: the
    guest's ``type``), the special form itself (``Literal``), or _UNKNOWN."""
    text = alias._sk_text
    name = text.removeprefix("typing.")
    if alias._sk_base is not None or alias._sk_union is not None or not text.startswith("typing."):
        return _UNKNOWN  # (never: those are substituted) a TypeVar
    if name in _FORM_ORIGINS:
        return TYPING[name]
    if name == "Type":
        return classes.GUEST_TYPE
    if name == "Callable":
        return _collections_abc.Callable
    origin = _typing_origin(text) if _origin_name(text) else None
    return _UNKNOWN if origin is None else origin


def _arg(value: Any) -> Any:
    """One subscript parameter as typing stores it: None as NoneType, a string as a
    forward reference (a stand-in printing ``ForwardRef('Node')``)."""
    if value is None:
        return type(None)
    if type(value) is str:
        return TypingName(f"ForwardRef({value!r})")
    return value


def _guest_visible(value: Any) -> Any:
    """A value typing's own get_origin/get_args found, as the guest may hold it: the real
    class ``type`` (``type[int]``'s origin) is the guest's ``type``."""
    if value is type:
        return classes.GUEST_TYPE
    if type(value) is list:
        return [_guest_visible(v) for v in value]
    return value


def _get_origin(tp: Any) -> Any:
    """typing.get_origin over what the guest can hold: the typing stand-ins, the program's
    generic aliases (``Stack[int]``) and CPython's own ``list[int]`` and ``int | None``."""
    if type(tp) is TypingName:
        if tp._sk_union is not None:
            return _types.UnionType if tp._sk_pipe else TYPING["Union"]
        if tp._sk_origin is _UNKNOWN:
            raise TypeError(f"typing.get_origin() of {tp._sk_shown} is not available in Stockade")
        if tp._sk_origin is not None:
            return tp._sk_origin
        if tp is TYPING["Generic"]:
            return tp  # CPython's special case
        name = tp._sk_text.removeprefix("typing.")
        if _origin_name(tp._sk_text) and name not in _FORM_ORIGINS and name not in _TYPING_CLASS_NAMES.split():
            found = _subscript_origin(tp)  # an unsubscripted alias: typing.List is list
            return None if found is _UNKNOWN else found
        return None
    if type(tp) is guest_tuples.GenericAlias:
        return tp._sk_origin
    if isinstance(tp, (_types.GenericAlias, _types.UnionType)):  # collections.abc.Callable[...] too
        return _guest_visible(_typing.get_origin(tp))
    return None


def _get_args(tp: Any) -> tuple[Any, ...]:
    """typing.get_args, over the same objects as get_origin."""
    if type(tp) is TypingName:
        if tp._sk_union is not None:
            return tuple(_arg(value) for _, value in tp._sk_union)
        if tp._sk_origin is _UNKNOWN:
            raise TypeError(f"typing.get_args() of {tp._sk_shown} is not available in Stockade")
        args = tp._sk_args
        if tp._sk_origin is _collections_abc.Callable and len(args) == 2 and type(args[0]) is list:
            return (list(args[0]), args[1])  # a fresh list, as typing makes one
        return args
    if type(tp) is guest_tuples.GenericAlias:
        return tuple(tp._sk_args)
    if isinstance(tp, (_types.GenericAlias, _types.UnionType)):  # collections.abc.Callable[...] too
        return tuple(_guest_visible(a) for a in _typing.get_args(tp))
    return ()


_get_origin.__name__ = _get_origin.__qualname__ = "get_origin"
_get_args.__name__ = _get_args.__qualname__ = "get_args"


def _check_arity(text: str, items: tuple[Any, ...]) -> tuple[Any, ...]:
    """CPython's parameter count for typing's fixed-arity aliases (``typing.Dict`` takes 2):
    too many or too few raise its TypeError; from 3.13 missing trailing parameters take
    their defaults (``Generator[int]`` is ``Generator[int, NoneType, NoneType]``)."""
    real = getattr(_typing, text[len("typing.") :], None) if text.startswith("typing.") else None
    expected = getattr(real, "_nparams", -1)
    if type(expected) is not int or expected < 0:
        return items
    defaults = tuple(getattr(real, "_defaults", ()))
    least = expected - len(defaults)
    wording = f"at least {least}" if defaults else str(expected)
    if len(items) > expected:
        raise TypeError(f"Too many arguments for {text}; actual {len(items)}, expected {wording}")
    if len(items) < least:
        raise TypeError(f"Too few arguments for {text}; actual {len(items)}, expected {wording}")
    return items + defaults[len(items) - least :]


def _pipe_operand(value: Any) -> bool:
    """What ``type.__or__`` and ``types.UnionType.__or__`` combine into a
    ``types.UnionType`` (printed with ``|``): a class (a class-like stand-in such as
    ``TextIO``), None, or such a union. Anything else makes a ``typing.Union``."""
    if type(value) is TypingName:
        return value._sk_pipe or value._sk_shown != value._sk_text
    return value is None or isinstance(value, type)


def _union(items: tuple[Any, ...], pipe: bool = False) -> Any:
    """``Union[...]``, ``Optional[X]`` and ``|`` with a typing stand-in: CPython flattens
    nested unions, drops repeats, answers the one member itself when one is left, and
    prints ``typing.Optional[X]`` for X and None, else ``typing.Union[...]`` (None as
    NoneType)."""
    members: list[tuple[str, Any]] = []
    for item in items:
        if type(item) is TypingName and item._sk_union is not None:
            parts: tuple[tuple[str, Any], ...] = item._sk_union
        elif item is None or item is type(None):
            parts = (("NoneType", type(None)),)
        else:
            parts = ((_type_repr(item, forward=True), item),)
        for part in parts:
            if all(part[0] != m[0] for m in members):
                members.append(part)
    if len(members) == 1:
        return members[0][1]
    texts = [m[0] for m in members]
    if pipe:
        text = " | ".join("None" if t == "NoneType" else t for t in texts)
        return TypingName(text, union=tuple(members), pipe=True)
    if len(texts) == 2 and "NoneType" in texts:
        text = f"typing.Optional[{texts[0] if texts[1] == 'NoneType' else texts[1]}]"
    else:
        text = f"typing.Union[{', '.join(texts)}]"
    return TypingName(text, union=tuple(members))


def _type_repr(value: Any, forward: bool = False) -> str:
    if type(value) is TypingName:
        return value._sk_text
    if value is Ellipsis:  # Tuple[int, ...], Callable[..., int]: typing prints the literal
        return "..."
    if forward and type(value) is str:  # a string inside a typing subscript is a forward reference
        return f"ForwardRef({value!r})"
    if forward and value is None:  # typing stores None as NoneType
        return "NoneType"
    if type(value) is list:
        return "[" + ", ".join(_type_repr(v, forward) for v in value) + "]"
    if type(value) is guest_typeddict.TypedDictClass or type(value) is guest_newtype.NewTypeStandIn:
        return value.type_text()
    if isinstance(value, type):
        module = value.__module__
        if module == "builtins" or type(module) is not str or module.startswith("stockade"):
            return value.__name__
        return f"{module}.{value.__qualname__}"
    if value is None:
        return "None"
    return repr(value)


def _cast(typ: Any, value: Any) -> Any:
    return value


_cast.__name__ = _cast.__qualname__ = "cast"


def _type_var(name: Any, *constraints: Any, **options: Any) -> TypingName:
    """``T = TypeVar("T", ...)``: an inert stand-in that prints like CPython's (``~T``).

    CPython's own TypeVar checks the arguments (so errors carry CPython's messages) and
    gives the repr; the real object is dropped at once, never handed to the guest.
    """
    return TypingName(repr(_typing.TypeVar(name, *constraints, **options)))


_type_var.__name__ = _type_var.__qualname__ = "TypeVar"


def _param_spec(name: Any, **options: Any) -> TypingName:
    """``P = ParamSpec("P")``: like TypeVar, an inert stand-in printing as CPython's (``~P``).
    ``P.args``/``P.kwargs`` appear only in annotations, which are stripped before code runs."""
    made = TypingName(repr(_typing.ParamSpec(name, **options)))
    made._sk_param = name
    return made


_param_spec.__name__ = _param_spec.__qualname__ = "ParamSpec"


def _final(f: Any) -> Any:
    """``@final``: returns its argument (CPython's also tries to set ``__final__`` on it, an
    attribute the guest cannot read)."""
    return f


_final.__name__ = _final.__qualname__ = "final"


def _new_type(name: Any, tp: Any, /) -> guest_newtype.NewTypeStandIn:
    """``UserId = NewType("UserId", int)``: see guest_newtype (the module name is the
    calling guest module's, as CPython takes it from the caller's frame)."""
    caller = _sys._getframe(1).f_globals.get("__name__")
    return guest_newtype.make(name, caller if type(caller) is str else "__main__")


_new_type.__name__ = _new_type.__qualname__ = "NewType"

def _overload_dummy(*args: Any, **kwds: Any) -> Any:
    """What every ``@overload``-decorated name is bound to (CPython's message)."""
    raise NotImplementedError(
        "You should not call an overloaded function. "
        "A series of @overload-decorated functions "
        "outside a stub module should always be followed "
        "by an implementation that is not @overload-ed."
    )


def _overload(func: Any) -> Any:
    """``@overload``: like CPython's, returns the one dummy that raises when called. Unlike
    CPython's it does not record ``func`` in typing's process-wide overload registry (that
    would keep guest functions alive after the run; ``get_overloads`` is not admitted, so
    the registry cannot be observed)."""
    return _overload_dummy


_overload.__name__ = _overload.__qualname__ = "overload"

TYPING: dict[str, Any] = {n: TypingName(f"typing.{n}") for n in _TYPING_NAMES.split()}
TYPING["overload"] = _overload
TYPING.update({"cast": _cast, "TYPE_CHECKING": False, "TypeVar": _type_var, "NamedTuple": guest_tuples.named_tuple})
TYPING["NewType"] = _new_type
TYPING["runtime_checkable"] = guest_tuples.runtime_checkable
TYPING["get_type_hints"] = guest_hints.get_type_hints
TYPING["get_origin"] = _get_origin
TYPING["is_typeddict"] = guest_typeddict.is_typeddict
TYPING["get_args"] = _get_args
TYPING.update({n: TypingName(f"typing.{n}", f"<class 'typing.{n}'>") for n in _TYPING_CLASS_NAMES.split()})
TYPING.update({"ParamSpec": _param_spec, "AnyStr": TypingName("~AnyStr"), "final": _final})
for _n in ("Protocol", "Generic", "Annotated"):  # classes in CPython: printed as classes
    if isinstance(getattr(_typing, _n), type):  # (Annotated is a special form from 3.13)
        TYPING[_n]._sk_shown = f"<class 'typing.{_n}'>"


# ---------------------------------------------------------------- heapq, bisect ----


def _named(fn: Callable[..., Any], name: str) -> Callable[..., Any]:
    fn.__name__ = fn.__qualname__ = name
    return fn


def _heapify(x: Any, /) -> None:
    cost.charge_len(x)
    _heapq.heapify(x)


def _select(real: Callable[..., Any]) -> Callable[..., Any]:
    def select(n: Any, iterable: Any, key: Any = None) -> Any:
        data = containers.feed(iterable)
        if type(data) in cost.SIZED or type(data) in containers.OWN:
            cost.charge_sort(len(data))
        return real(n, data, key=key)

    return _named(select, real.__name__)


def _merge(*iterables: Any, key: Any = None, reverse: bool = False) -> Any:
    inputs = [containers.feed(i) for i in iterables]
    return context.current().meter.wrap(_heapq.merge(*inputs, key=key, reverse=reverse))


HEAPQ: dict[str, Any] = {n: getattr(_heapq, n) for n in "heappush heappop heappushpop heapreplace".split()}
HEAPQ.update(
    {
        "heapify": _named(_heapify, "heapify"),
        "nlargest": _select(_heapq.nlargest),
        "nsmallest": _select(_heapq.nsmallest),
        "merge": _named(_merge, "merge"),
    }
)

# Binary search does O(log n) item reads over any sequence; insort moves at most the
# list the guest already holds.
BISECT: dict[str, Any] = {
    n: getattr(_bisect, n) for n in "bisect bisect_left bisect_right insort insort_left insort_right".split()
}

# ---------------------------------------------------------------- collections ------

COLLECTIONS: dict[str, Any] = {
    "Counter": containers.Counter,
    "OrderedDict": containers.OrderedDict,
    "defaultdict": containers.defaultdict,
    "deque": containers.deque,
    "ChainMap": textlib.ChainMap,
    "namedtuple": guest_tuples.namedtuple,
}

# collections.abc: CPython's own abstract classes, for isinstance/issubclass and for
# annotations (``Iterable[int]`` is a types.GenericAlias, which caches nothing). Their
# subclass hooks read only class dicts, so no guest code runs in a check; ``register``
# and every other class attribute are unreadable (guards.TYPE_ATTRS has no entry), so the
# process-wide registries never change. The container ABCs are bases (ABC_BASE_ATTRS):
# a program's class reads their mixin methods, CPython's Python code, which does its
# work by calling the program's own special methods (each call ticks).
_ABC_NAMES = (
    "Awaitable Coroutine AsyncIterable AsyncIterator AsyncGenerator Hashable Iterable Iterator "
    "Generator Reversible Sized Container Callable Collection Set MutableSet Mapping "
    "MutableMapping MappingView KeysView ItemsView ValuesView Sequence MutableSequence Buffer"
)
# numbers: CPython's numeric ABCs, for isinstance/issubclass (no attribute of theirs is
# readable, so register() cannot change what another run sees).
NUMBERS: dict[str, Any] = {n: getattr(_numbers, n) for n in ("Number", "Complex", "Real", "Rational", "Integral")}

COLLECTIONS_ABC: dict[str, Any] = {
    n: getattr(_collections_abc, n) for n in _ABC_NAMES.split() if hasattr(_collections_abc, n)  # Buffer: 3.12+
}
# What a subclass may read of each admitted ABC base's own (non-dunder) names: the public
# mixin and abstract methods (not _hash, _from_iterable, register).
ABC_BASE_ATTRS: dict[type, frozenset[str]] = {
    _collections_abc.Mapping: frozenset({"get", "items", "keys", "values"}),
    _collections_abc.MutableMapping: frozenset({"clear", "pop", "popitem", "setdefault", "update"}),
    _collections_abc.Sequence: frozenset({"count", "index"}),
    _collections_abc.MutableSequence: frozenset({"append", "clear", "extend", "insert", "pop", "remove", "reverse"}),
    _collections_abc.Set: frozenset({"isdisjoint"}),
    _collections_abc.MutableSet: frozenset({"add", "clear", "discard", "pop", "remove"}),
    **{
        getattr(_collections_abc, n): frozenset()
        for n in "Iterable Iterator Container Sized Collection Hashable Reversible Callable".split()
    },
}

# ---------------------------------------------------------------- copy -------------


class _MeteredMemo(dict[int, Any]):
    """deepcopy's memo: deepcopy reads it once per object it visits, so this charges one
    fuel unit per object (deepcopy recurses in host Python, where nothing ticks)."""

    __slots__ = ()

    def get(self, key: int, default: Any = None, /) -> Any:
        context.current().meter.charge(1)
        return dict.get(self, key, default)


def _deepcopy(x: Any, memo: Any = None) -> Any:
    if memo is not None:
        raise TypeError("copy.deepcopy(x, memo) is not available in Stockade: call deepcopy(x)")
    return _copy.deepcopy(x, _MeteredMemo())


def _shallow_copy(x: Any) -> Any:
    cost.charge_len(x)
    return _copy.copy(x)


COPY: dict[str, Any] = {"copy": _named(_shallow_copy, "copy"), "deepcopy": _named(_deepcopy, "deepcopy")}

# ---------------------------------------------------------------- textwrap ---------

_TEXT_FUEL = 4  # textwrap works per chunk in host Python: a few units per character


def _text_fn(name: str) -> Callable[..., Any]:
    real = getattr(_textwrap, name)

    def fn(text: Any, *args: Any, **kwargs: Any) -> Any:
        if type(text) is str:
            context.current().meter.charge(_TEXT_FUEL * (len(text) + 1))
        return real(text, *args, **kwargs)

    return _named(fn, name)


TEXTWRAP: dict[str, Any] = {n: _text_fn(n) for n in "wrap fill dedent indent shorten".split()}
TEXTWRAP["TextWrapper"] = textlib.TextWrapper  # wrap/fill charged and checked (textlib)

# ---------------------------------------------------------------- statistics -------

_STAT_FUEL = 16  # exact-fraction arithmetic per item, in host Python


def _stat_fn(name: str, sort: bool = False) -> Callable[..., Any]:
    real = getattr(_statistics, name)

    def fn(data: Any, *args: Any, **kwargs: Any) -> Any:
        meter = context.current().meter
        if type(data) in cost.SIZED or type(data) in containers.OWN or type(data) is BigRange:
            cost.charge_len(data)
            meter.charge((_STAT_FUEL - 1) * len(data))
            if sort:
                cost.charge_sort(len(data))
        if name == "quantiles":
            n = kwargs.get("n", 4)
            if type(n) is int and n > 0:
                meter.charge(n)
        return real(containers.feed(data) if type(data) is not list else data, *args, **kwargs)

    return _named(fn, name)


def _stat_pair_fn(name: str) -> Callable[..., Any]:
    """correlation, covariance, linear_regression: two equal-length sized inputs (CPython
    takes len() of both first), charged per item of each; anything unsized is passed as
    it is, for CPython's own error (or a guest class's metered __len__/__iter__)."""
    real = getattr(_statistics, name)

    def fn(x: Any, y: Any, /, *args: Any, **kwargs: Any) -> Any:
        meter = context.current().meter
        for data in (x, y):
            if type(data) in cost.SIZED or type(data) in containers.OWN or type(data) is BigRange:
                cost.charge_len(data)
                meter.charge((_STAT_FUEL - 1) * len(data))
        return real(x, y, *args, **kwargs)

    return _named(fn, name)


_STAT_PLAIN = "mean fmean mode multimode stdev pstdev variance pvariance geometric_mean harmonic_mean"
_STAT_SORTED = "median median_low median_high median_grouped quantiles"
STATISTICS: dict[str, Any] = {n: _stat_fn(n) for n in _STAT_PLAIN.split()}
STATISTICS.update({n: _stat_fn(n, sort=True) for n in _STAT_SORTED.split()})
STATISTICS.update({n: _stat_pair_fn(n) for n in "correlation covariance linear_regression".split()})
STATISTICS["StatisticsError"] = _statistics.StatisticsError
STATISTICS["NormalDist"] = stdlib_numbers.NormalDist  # attributes: guards.TYPE_ATTRS

# ---------------------------------------------------------------- random -----------

RANDOM_METHODS = (
    "betavariate choice choices expovariate gammavariate gauss getrandbits getstate lognormvariate "
    "normalvariate paretovariate randbytes randint random randrange sample seed setstate shuffle "
    "triangular uniform vonmisesvariate weibullvariate"
)


def _entropy_seed() -> int:
    """A seed from the host's entropy, through the run's one nondeterminism hook."""
    return context.current().nondeterministic("random.seed", lambda: int.from_bytes(_os.urandom(16), "big"))


def _run_random() -> containers.Random:
    """The run's own generator for the module-level functions, made on first use: seed 0,
    or a seed from the host's entropy when the program is granted nondeterminism."""
    run = context.current()
    if run.rng is None:
        run.rng = containers.Random(_entropy_seed() if run.program.nondeterminism else 0)
    rng: containers.Random = run.rng
    return rng


def _module_random(name: str) -> Callable[..., Any]:
    def fn(*args: Any, **kwargs: Any) -> Any:
        if name == "seed" and (not args or args[0] is None) and not kwargs:
            # random.seed(): entropy, which only a grant provides (else the refusal says so)
            return _run_random().seed(_entropy_seed())
        return getattr(_run_random(), name)(*args, **kwargs)

    return _named(fn, name)


RANDOM: dict[str, Any] = {n: _module_random(n) for n in RANDOM_METHODS.split() if hasattr(_random.Random, n)}
# random.SystemRandom and the entropy-seeded forms are never admitted.
RANDOM["Random"] = containers.Random

# ---------------------------------------------------------------- datetime ---------

# The types themselves; their attribute lists (guards.TYPE_ATTRS) leave out every reader of
# the host's clock or local time zone (now, today, utcnow, fromtimestamp, timestamp of a
# naive datetime, astimezone() without a zone): clocks are a capability the host grants.
DATETIME: dict[str, Any] = {
    "date": _datetime.date,
    "time": _datetime.time,
    "datetime": _datetime.datetime,
    "timedelta": _datetime.timedelta,
    "timezone": _datetime.timezone,
    "MINYEAR": _datetime.MINYEAR,
    "MAXYEAR": _datetime.MAXYEAR,
}

# ---------------------------------------------------------------- contextlib -------



CONTEXTLIB: dict[str, Any] = {
    "contextmanager": _contextlib.contextmanager,
    "suppress": _contextlib.suppress,
    "nullcontext": _contextlib.nullcontext,
    "closing": _contextlib.closing,
    "ExitStack": containers.ExitStack,
    # per-run: they swap the run's sys.stdout / sys.stderr, never the host's (guest_logging.py)
    "redirect_stdout": guest_logging.redirect_stdout,
    "redirect_stderr": guest_logging.redirect_stderr,
    "asynccontextmanager": aio.asynccontextmanager,
    "aclosing": _contextlib.aclosing,
}

# ---------------------------------------------------------------- abc --------------

# ABC is admitted as a base of guest classes (its metaclass ABCMeta computes the abstract
# methods; ABCMeta.register and the caches stay unreachable: metaclass attributes are never
# readable on guest classes). ABCMeta itself is not admitted: no metaclass keywords.
ABC: dict[str, Any] = {"ABC": _abc.ABC, "abstractmethod": _abstractmethod}
# ---------------------------------------------------------------- time -------------

# Only with the nondeterminism grant (compile(..., nondeterminism=True)); every reading
# passes through the run's nondeterminism hook, which records it.


def _clock(name: str, read: Callable[[], Any]) -> Callable[[], Any]:
    def fn() -> Any:
        return context.current().nondeterministic(f"time.{name}", read)

    return _named(fn, name)


TIME: dict[str, Any] = {
    name: _clock(name, getattr(_time, name))
    for name in ("monotonic", "monotonic_ns", "perf_counter", "perf_counter_ns", "time", "time_ns")
}

# Modules a program may import only when it is granted nondeterminism.
NONDETERMINISTIC_MODULES = ("time",)
# Members of other modules a program may use only when it is granted nondeterminism (the
# verifier refuses them otherwise, with the hint in REFUSED_MEMBERS; at run time they
# also go through the run's nondeterminism hook).
NONDETERMINISTIC_MEMBERS: dict[str, frozenset[str]] = {"uuid": frozenset({"uuid4"})}

# ---------------------------------------------------------------- the allowlist ----

# types: the classes typed code names in annotations and isinstance checks (``tb:
# TracebackType | None`` in an ``__exit__``). None of them has a readable attribute
# (guards.TYPE_ATTRS); a program has no traceback or frame to pass TracebackType.
TYPES: dict[str, Any] = {
    "TracebackType": _types.TracebackType,
    "GeneratorType": _types.GeneratorType,  # (so type(gen) answers it; gi_frame & co stay unreadable)
    "NoneType": type(None),
    "UnionType": _types.UnionType,
    "GenericAlias": _types.GenericAlias,
    "MappingProxyType": _types.MappingProxyType,
}
TYPES_REFUSED: dict[str, str] = {
    "SimpleNamespace": "use a dataclass, or a dict",
    "FunctionType": "functions are made with def",
    "LambdaType": "functions are made with def or lambda",
    "CodeType": "code objects are not reachable",
    "FrameType": "frames are not reachable",
    "ModuleType": "modules are made by import",
    "MethodType": "bind with a method in the class, or functools.partial",
    "new_class": "classes are made with class statements",
    "prepare_class": "classes are made with class statements",
    "resolve_bases": "classes are made with class statements",
    "coroutine": "write async def",
}

MODULES: dict[str, dict[str, Any]] = {
    "math": MATH,
    "json": JSON,
    "itertools": ITERTOOLS,
    "functools": FUNCTOOLS,
    "string": STRING,
    "typing": TYPING,
    "heapq": HEAPQ,
    "bisect": BISECT,
    "collections": COLLECTIONS,
    "collections.abc": COLLECTIONS_ABC,
    "copy": COPY,
    "textwrap": TEXTWRAP,
    "statistics": STATISTICS,
    "random": RANDOM,
    "datetime": DATETIME,
    "contextlib": CONTEXTLIB,
    "abc": ABC,
    "dataclasses": guest_dataclasses.MEMBERS,
    "enum": guest_enum.MEMBERS,
    "base64": stdlib_codecs.BASE64,
    "binascii": stdlib_codecs.BINASCII,
    "hashlib": stdlib_codecs.HASHLIB,
    "hmac": stdlib_codecs.HMAC,
    "zlib": stdlib_codecs.ZLIB,
    "bz2": stdlib_codecs.BZ2,
    "struct": stdlib_codecs.STRUCT,
    "uuid": stdlib_codecs.UUID,
    "io": stdlib_text.IO,
    "csv": stdlib_text.CSV,
    "tomllib": stdlib_text.TOMLLIB,
    "configparser": stdlib_text.CONFIGPARSER,
    "cmath": stdlib_numbers.CMATH,
    "fractions": stdlib_numbers.FRACTIONS,
    "decimal": decimals.MEMBERS,
    "calendar": stdlib_numbers.CALENDAR,
    "graphlib": stdlib_numbers.GRAPHLIB,
    "ipaddress": stdlib_numbers.IPADDRESS,
    "re": guest_re.MEMBERS,
    "operator": textlib.OPERATOR,
    "sys": textlib.SYS,
    "html": textlib.HTML,
    "html.parser": guest_html_parser.MEMBERS,
    "shlex": textlib.SHLEX,
    "types": TYPES,
    "fnmatch": textlib.FNMATCH,
    "numbers": NUMBERS,
    "posixpath": textlib.POSIXPATH,
    "os.path": textlib.POSIXPATH,
    "os": textlib.OS,
    "unicodedata": textlib.UNICODEDATA,
    "urllib.parse": textlib.URLLIB_PARSE,
    "pprint": textlib.PPRINT,
    "difflib": textlib.DIFFLIB,
    "time": TIME,
    "asyncio": aio.ASYNCIO,
    "logging": guest_logging.MEMBERS,
}

# Members refused on purpose: module -> member -> what to write instead (the verifier
# reports these with the hint).
REFUSED_MEMBERS: dict[str, dict[str, str]] = {
    **stdlib_codecs.REFUSED,
    "decimal": decimals.REFUSED,
    "csv": {"Sniffer": "csv.Sniffer guesses with backtracking regular expressions; pass the dialect options"},
    "calendar": {
        "setfirstweekday": "the module-level calendar is shared; use calendar.TextCalendar(firstweekday)",
        "LocaleTextCalendar": "the host's locale is not available; use calendar.TextCalendar",
        "LocaleHTMLCalendar": "the host's locale is not available",
    },
    "enum": guest_enum.REFUSED,
    "difflib": textlib.DIFFLIB_REFUSED,
    "shlex": textlib.SHLEX_REFUSED,
    "types": TYPES_REFUSED,
    "json": guest_json.REFUSED,
    "io": {"open": "there is no filesystem; use io.StringIO or io.BytesIO"},
    "contextlib": {
        "AsyncExitStack": "nest the async with statements",
    },
    "logging": guest_logging.REFUSED,
    "sys": {
        "__stdout__": "use sys.stdout",
        "__stderr__": "use sys.stderr",
        "stdin": "there is no input stream; the host passes inputs as the entry function's arguments",
        "argv": "there is no command line; the host passes inputs as the entry function's arguments",
        "modules": "the module table is not reachable",
        "path": "there is no import path; import admitted modules by name",
        "setrecursionlimit": "the guest's depth limit is the host's Limits(recursion=...)",
        "set_int_max_str_digits": "the int/str conversion limit belongs to the host interpreter (read it with "
        "sys.get_int_max_str_digits())",
    },
    "asyncio": aio.REFUSED,
    "posixpath": textlib.POSIXPATH_REFUSED,
    "os.path": textlib.POSIXPATH_REFUSED,
    "os": textlib.OS_REFUSED,
}

# Bases a guest class may derive from (besides object and the builtin exceptions) and the
# classes type(x) may return (besides guest classes).
_MODULE_TYPES = [v for m in MODULES.values() for v in m.values() if isinstance(v, type)]
classes.install_bases([_abc.ABC, *(v for v in _MODULE_TYPES if issubclass(v, BaseException))])
classes.install_bases([guest_json.JSONEncoder], guest_json.ATTRS)
for _abc_base, _abc_attrs in ABC_BASE_ATTRS.items():
    classes.install_bases([_abc_base], _abc_attrs)
classes.install_bases([textlib.Template], textlib.TEMPLATE_ATTRS)
classes.install_host_init_subclass(textlib.Template)
classes.install_base_attrs(_string.Template, textlib.TEMPLATE_ATTRS)
classes.install_bases([guest_html_parser.HTMLParser], guest_html_parser.ATTRS)
classes.install_reserved(guest_html_parser.HTMLParser, guest_html_parser.RESERVED)
# Assignable on an HTMLParser and its subclasses' instances (the names are also CPython's
# HTMLParser's and ParserBase's: classes._describe looks at each class of the MRO).
for _k in guest_html_parser.HTMLParser.__mro__[:-1]:
    classes.HOST_OPTIONS[_k] = guest_html_parser.OPTIONS
# logging.Formatter, Filter, Handler and StreamHandler (guest_logging.BASES).
for _k, _attrs in guest_logging.BASES.items():
    classes.install_bases([_k], _attrs)
    classes.HOST_OPTIONS[_k] = guest_logging.BASE_OPTIONS[_k]
# ``parser.optionxform = str`` (keep the case of keys): a callable the parser calls on
# each option name, as CPython's does; the program could call it itself.
for _k in (stdlib_text.ConfigParser, stdlib_text.RawConfigParser):
    classes.HOST_OPTIONS[_k] = frozenset({"optionxform"})
# ``d.default_factory = None`` (a defaultdict that raises KeyError from now on): the
# callable CPython's __missing__ calls, as the program could call it itself.
for _k in (containers.defaultdict, containers.defaultdict.__mro__[1]):
    classes.HOST_OPTIONS[_k] = frozenset({"default_factory"})
for _k, _names in guest_logging.RESERVED.items():
    classes.install_reserved(_k, _names)
classes.install_inexact_mro([guest_logging.Handler, guest_logging.StreamHandler, guest_logging.NullHandler])
classes.install_type_of([v for v in _MODULE_TYPES if not issubclass(v, BaseException)])
for _stand_in, _real in standin.REAL.items():
    classes.install_type_as(_real, _stand_in)

def _non_binding() -> list[Any]:
    """The stand-ins that are Python functions where CPython's object is not one."""
    import builtins as _builtins_mod
    import importlib
    import types as _types

    from .builtins import GUEST_BUILTINS

    found = [
        v
        for n, v in GUEST_BUILTINS.items()
        if type(v) is _types.FunctionType and type(getattr(_builtins_mod, n, None)) is not _types.FunctionType
    ]
    for module_name, members in MODULES.items():
        try:
            real = importlib.import_module(module_name)
        except ImportError:
            continue
        for n, v in members.items():
            if type(v) is _types.FunctionType and type(getattr(real, n, None)) is not _types.FunctionType:
                found.append(v)
    return found


classes.install_non_binding(_non_binding())

FACADES: dict[str, Facade] = {name: Facade(name, members) for name, members in MODULES.items()}
# `import urllib.parse` binds `urllib`, whose one member is the parse facade.
MODULES["urllib"] = {"parse": FACADES["urllib.parse"]}
FACADES["urllib"] = Facade("urllib", MODULES["urllib"])
# `import html.parser` binds `html`, which then has the parser facade (as CPython's html
# package has its submodule once it is imported).
textlib.HTML["parser"] = FACADES["html.parser"]
# `import collections.abc` binds `collections`, which then has the abc facade (as CPython's
# collections module has its abc submodule).
COLLECTIONS["abc"] = FACADES["collections.abc"]
# os.path is the posixpath module itself (one facade, named as CPython names it), and
# `import os.path` binds `os`, whose path member it is.
FACADES["os.path"] = FACADES["posixpath"]
textlib.OS["path"] = FACADES["posixpath"]


@_functools.cache
@_functools.cache
def unadmitted_bases() -> dict[str, frozenset[str]]:
    """Module (and ``builtins``) -> its member names that are classes a guest class cannot
    derive from (build_class refuses them at run time; the verifier refuses a visible one
    at compile time). ``int`` and ``str`` are listed too: they are admitted only next to
    an enum base (``class C(str, Enum)``), which the verifier checks for itself."""
    import builtins as _builtins_mod

    def refused(v: Any) -> bool:
        return isinstance(v, type) and not issubclass(v, BaseException) and v not in classes.ADMITTED_BASES

    out = {module: frozenset(n for n, v in members.items() if refused(v)) for module, members in MODULES.items()}
    out["builtins"] = frozenset(
        n for n in dir(_builtins_mod) if not n.startswith("_") and refused(getattr(_builtins_mod, n))
    )
    return out


@_functools.cache
def real_module_members() -> dict[str, frozenset[str]]:
    """Admitted module -> the names CPython's own module of that name has."""
    import importlib

    out: dict[str, frozenset[str]] = {}
    for module_name in MODULES:
        try:
            out[module_name] = frozenset(dir(importlib.import_module(module_name)))
        except ImportError:
            continue
    return out


@_functools.cache
def host_attribute_names() -> frozenset[str]:
    """Every attribute name that CPython's builtin types, the real modules behind the
    admitted ones, their members and the members' types have (admitted or not), and
    every admitted type's: a fixed universe, independent of what other programs defined.
    A name outside it is one no value a guest can hold has (the verifier's STK-V003)."""
    import builtins as _builtins_mod
    import importlib
    import types as _types

    seen: set[type] = set()
    names: set[str] = set()

    def add_type(t: type) -> None:
        if t not in seen:
            seen.add(t)
            names.update(dir(t))

    fixed = [
        _types.FunctionType, _types.MethodType, _types.BuiltinFunctionType, _types.GeneratorType,
        _types.CoroutineType, _types.AsyncGeneratorType, _types.ModuleType, _types.CodeType,
        _types.FrameType, _types.TracebackType, _types.MappingProxyType, _types.CellType,
        type, object, super, property, classmethod, staticmethod,
    ]  # fmt: skip
    for t in fixed:
        add_type(t)
    for value in vars(_builtins_mod).values():
        if isinstance(value, type):
            add_type(value)
    for t in TYPE_ATTRS:
        add_type(t)
    for real in standin.REAL.values():
        add_type(real)
    for module_name, members in MODULES.items():
        try:
            real_module = importlib.import_module(module_name)  # CPython's own, to list its names
        except ImportError:
            real_module = None
        if real_module is not None:
            names.update(dir(real_module))
            for value in vars(real_module).values():
                if isinstance(value, type):
                    add_type(value)
        for value in members.values():
            add_type(value if isinstance(value, type) else type(value))
    # Instance attributes of CPython's Python-written classes live in instance dicts, not
    # in dir(type): take every `<expr>.<name> = ...` of the modules those classes come from.
    assigned = re.compile(r"\.([A-Za-z_]\w*)\s*(?::[^=\n]*)?=(?!=)")
    for module_name in sorted({t.__module__ for t in seen if type(t.__module__) is str}):
        module = _sys.modules.get(module_name)
        path = getattr(module, "__file__", None)
        if type(path) is str and path.endswith(".py"):
            try:
                with open(path, encoding="utf-8") as f:
                    names.update(assigned.findall(f.read()))
            except OSError:
                continue
    return frozenset(names)


def callable_member_attributes() -> frozenset[str]:
    """Attribute names of callable members with reviewed attributes (chain.from_iterable)."""
    out: set[str] = set()
    for members in MODULES.values():
        for value in members.values():
            if type(value) is AttrFacade:
                out.update(value._sk_members)
    return frozenset(out)


def member_names(nondeterminism: bool = True) -> dict[str, frozenset[str]]:
    """Module -> admitted member names (for the verifier): without the nondeterminism
    grant, neither the nondeterministic modules nor the nondeterministic members."""
    out = {name: frozenset(members) for name, members in MODULES.items()}
    if not nondeterminism:
        for name in NONDETERMINISTIC_MODULES:
            out.pop(name, None)
        for name, refused in NONDETERMINISTIC_MEMBERS.items():
            out[name] = out[name] - refused
    return out
