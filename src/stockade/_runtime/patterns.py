"""Class and dotted-value patterns of ``match`` statements.

Invariant: CPython's MATCH_CLASS reads attributes of the subject with a raw getattr (the
keyword names, and the class's ``__match_args__`` for positional sub-patterns), which
would bypass the attribute guard. The lowering therefore never hands MATCH_CLASS a class
the guest named: it hands it what ``match_class`` returns, which is either

- the guest's class itself, when matching reads no attribute of the subject (no
  sub-patterns, a self-matching builtin such as ``str(x)``, or a positional count that
  CPython refuses before reading anything), or
- a stand-in class whose instance check is ``isinstance(subject, cls)`` followed by a
  check that the guard would hand out every attribute the match is about to read
  (``guards.pattern_read_allowed``) exactly as getattr does. An attribute the guard
  would refuse fails the match when the subject lacks it (as in CPython) and otherwise
  raises TypeError before CPython reads anything.

Dotted value patterns (``case Color.RED``) compile to LOAD_ATTR, so the lowering turns
them into class patterns over a stand-in whose instance check is ``subject == value``,
with the value read through the guard. Errors while evaluating a pattern's class or
value are deferred to the instance check, where CPython would have raised them.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from . import context, guards

_MISSING: Any = object()
_CACHE_LIMIT = 256


class _DeferredMeta(type):
    """A pattern class whose evaluation raised: the error surfaces when the pattern is
    reached, as in CPython."""

    def __instancecheck__(cls, subject: Any) -> bool:
        raise cls._sk_error  # type: ignore[attr-defined]


class _ValueMeta(type):
    """A dotted value pattern: matches when ``subject == value``."""

    def __instancecheck__(cls, subject: Any) -> bool:
        return bool(subject == cls._sk_value)  # type: ignore[attr-defined]


class _ClassMeta(type):
    """A class pattern that reads attributes: isinstance, then the read check."""

    def __instancecheck__(cls, subject: Any) -> bool:
        if not isinstance(subject, cls._sk_class):  # type: ignore[attr-defined]
            return False
        for name in cls._sk_reads:  # type: ignore[attr-defined]
            if not guards.pattern_read_allowed(subject, name):
                if not hasattr(subject, name):
                    return False  # CPython: a missing attribute fails the match (nothing is handed out)
                raise TypeError(
                    f"a class pattern cannot read '.{name}' of a '{type(subject).__name__}' object in Stockade; "
                    "capture the subject and read admitted attributes in the case body"
                )
        return True


def _deferred(error: BaseException) -> type:
    return _DeferredMeta("pattern", (), {"_sk_error": error})


def _cache() -> dict[Any, Any]:
    run = context.current()
    if run.match_cache is None:
        run.match_cache = {}
    cache: dict[Any, Any] = run.match_cache
    if len(cache) > _CACHE_LIMIT:
        cache.clear()
    return cache


def match_class(thunk: Callable[[], Any], npos: int, kwd_attrs: tuple[str, ...]) -> Any:
    """The ABI hook ``__sk_mclass``: the class MATCH_CLASS may use for ``case C(...)``."""
    try:
        cls = thunk()
    except Exception as e:  # noqa: BLE001 - deferred to the instance check; the stop signal is a BaseException
        return _deferred(e)
    if not isinstance(cls, type):
        return cls  # MATCH_CLASS raises CPython's own TypeError before reading anything
    reads = list(kwd_attrs)
    match_args: Any = _MISSING
    if npos:
        match_args = getattr(cls, "__match_args__", _MISSING)
        if match_args is _MISSING:
            # Self-matching builtins take one positional sub-pattern (the subject itself);
            # any other class refuses positional sub-patterns before reading anything.
            if kwd_attrs and npos == 1 and cls.__flags__ & _MATCH_SELF:
                return _deferred(
                    TypeError(
                        f"a class pattern on {cls.__name__} with both a positional and keyword sub-patterns "
                        f"is not admitted in Stockade; write `case {cls.__name__}(...) as x` and test x in a guard"
                    )
                )
            return cls
        if type(match_args) is not tuple or npos > len(match_args):
            return cls  # CPython raises before reading any attribute
        reads = [n for n in match_args[:npos] if type(n) is str] + reads
    if not reads:
        return cls
    key = ("class", cls, npos, tuple(reads))
    cache = _cache()
    proxy = cache.get(key)
    if proxy is None:
        ns: dict[str, Any] = {"_sk_class": cls, "_sk_reads": tuple(reads)}
        if match_args is not _MISSING:
            ns["__match_args__"] = match_args
        proxy = cache[key] = _ClassMeta(cls.__name__, (), ns)
    return proxy


def match_value(thunk: Callable[[], Any]) -> Any:
    """The ABI hook ``__sk_mvalue``: a class whose instance check is ``subject == value``."""
    try:
        value = thunk()
    except Exception as e:  # noqa: BLE001 - deferred to the instance check
        return _deferred(e)
    cache = _cache()
    key = ("value", id(value))
    hit = cache.get(key)
    if hit is not None and hit[0] is value:
        return hit[1]
    proxy = _ValueMeta("value", (), {"_sk_value": value})
    cache[key] = (value, proxy)
    return proxy


_MATCH_SELF = 1 << 22  # _Py_TPFLAGS_MATCH_SELF (CPython 3.10+)
