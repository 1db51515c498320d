"""Exception chaining as guest code sees it: ``raise X from Y`` and reads of
``__cause__``, ``__context__``, ``__suppress_context__`` and ``__notes__``.

Invariant (the chaining rule): a link the guest reads (``e.__cause__``, ``e.__context__``)
is None or an exception the guest could already hold without reading links at all:

- one that propagated through a guest frame (its traceback has a frame of guest code, so
  the guest could have caught that very object there: an ``except`` around the call, then
  a bare ``raise``), or
- one that guest code named as a cause (``raise X from Y``: the guest held Y, or made it
  by calling the class it named);

and it is never a host signal: only ``Exception`` subclasses and the BaseException classes
the guest itself can raise and catch (BaseException, GeneratorExit, asyncio's
CancelledError, guest classes) qualify; the run's stop signal, KeyboardInterrupt and
SystemExit never do. Every other link (an exception a stdlib function raised and caught
inside its own code, a binding's host exception, a guard's internal lookup failure) reads
as None. For chains made only of guest-visible exceptions, which is every chain a program
builds itself, the value is CPython's exactly; a hidden host-internal link is the one
documented difference (docs/guest-language.md).

The guest writes links only through ``store`` (``e.__cause__ = y`` with an exception it
holds, marked as ``raise X from Y`` marks its cause; ``__notes__`` is not assignable);
tracebacks stay unreachable (``__traceback__`` is neither listed nor spellable).
"""

from __future__ import annotations

import functools
import types
import weakref
from typing import Any

from .._compiler.names import ASSIGNABLE_CHAIN_ATTRS, EXCEPTION_CHAIN_ATTRS
from .._errors import _Stop
from . import aio, classes, context

# Every code object of every compiled guest program (module bodies and everything nested),
# by id: a code object's own hash walks its constants (metered tuple hashes, O(code size)),
# an int's does not. An entry goes when its code object dies; a lookup also checks identity.
_GUEST_CODES: dict[int, weakref.ref[types.CodeType]] = {}

# The mark ``raise X from Y`` leaves on Y (in its instance dict, under a name no guest
# identifier can spell and no guard lists): "guest code handed this exception over".
_MARK = "__sk_guest_cause"

# BaseException classes (not Exception subclasses) the guest can raise and catch itself.
_GUEST_BASE_SIGNALS: frozenset[type] = frozenset({BaseException, GeneratorExit, aio.CancelledError})

# BaseException's own __cause__ setter (also sets __suppress_context__).
_SET_CAUSE = vars(BaseException)["__cause__"].__set__

# The attributes this module answers for (read-only; the verifier admits them as
# attribute reads only).
CHAIN_ATTRS: frozenset[str] = EXCEPTION_CHAIN_ATTRS


def register(code: types.CodeType) -> None:
    """Record a compiled guest code object and every code object nested in it."""
    stack = [code]
    while stack:
        c = stack.pop()
        _GUEST_CODES[id(c)] = weakref.ref(c, functools.partial(_forget, id(c)))
        stack.extend(k for k in c.co_consts if isinstance(k, types.CodeType))


def _forget(key: int, ref: weakref.ref[types.CodeType]) -> None:
    """A registered code object died (its id may be reused from now on): drop its entry."""
    if _GUEST_CODES.get(key) is ref:
        del _GUEST_CODES[key]


def is_guest_code(code: types.CodeType) -> bool:
    """Whether ``code`` belongs to a compiled guest program."""
    ref = _GUEST_CODES.get(id(code))
    return ref is not None and ref() is code


def _guest_type(t: type) -> bool:
    if issubclass(t, (_Stop, KeyboardInterrupt, SystemExit)):
        return False
    return issubclass(t, Exception) or t in _GUEST_BASE_SIGNALS or classes.is_guest_class(t)


def _through_guest_frame(exc: BaseException) -> bool:
    """Whether ``exc`` propagated through a frame of guest code. The walk starts at the
    newest entry (where it was last caught), so it is short for every exception that
    reached the guest; its length is charged as fuel (a traceback grows with each
    re-raise, and the memory it takes is the guest's)."""
    tb = exc.__traceback__
    steps = 0
    found = False
    while tb is not None:
        steps += 1
        if is_guest_code(tb.tb_frame.f_code):
            found = True
            break
        tb = tb.tb_next
    if steps > 16:
        context.current().meter.charge(steps)
    return found


def visible(link: Any) -> Any:
    """``link`` when the chaining rule lets the guest see it, else None."""
    if link is None or not isinstance(link, BaseException) or not _guest_type(type(link)):
        return None
    try:
        marked = object.__getattribute__(link, "__dict__").get(_MARK) is True
    except AttributeError:
        marked = False
    if marked or _through_guest_frame(link):
        return link
    return None


def read(exc: BaseException, name: str) -> Any:
    """The guest's ``exc.<name>`` for a name in CHAIN_ATTRS."""
    if name == "__cause__":
        return visible(exc.__cause__)
    if name == "__context__":
        return visible(exc.__context__)
    if name == "__suppress_context__":
        return bool(exc.__suppress_context__)
    notes = getattr(exc, "__notes__")  # noqa: B009 - CPython's own AttributeError when there are none
    if type(notes) is list and all(type(n) is str for n in notes):
        return notes
    raise AttributeError(f"'{type(exc).__name__}' object has no attribute '__notes__' available in Stockade")


def store(exc: BaseException, name: str, value: Any) -> None:
    """The guest's ``exc.__cause__ = value`` / ``__context__`` / ``__suppress_context__``:
    CPython's setters (their TypeErrors; setting the cause also sets
    ``__suppress_context__``), and a link the guest hands over is marked as ``raise X from
    Y`` marks its cause, so reading it back answers it (the guest held it already)."""
    if name not in ASSIGNABLE_CHAIN_ATTRS:
        raise AttributeError(f"'{name}' of an exception cannot be assigned in Stockade")
    if name != "__suppress_context__":
        if isinstance(value, BaseException) and _guest_type(type(value)) and not _through_guest_frame(value):
            object.__setattr__(value, _MARK, True)
    setattr(exc, name, value)


def _instantiate(cls: type[BaseException]) -> BaseException:
    """``cls()`` as RAISE_VARARGS makes an exception from a class, with its TypeError."""
    value = cls()
    if not isinstance(value, BaseException):
        raise TypeError(f"calling {cls!r} should have returned an instance of BaseException, not {type(value)!r}")
    return value


def hand_over(exc: BaseException) -> BaseException:
    """Mark an exception the guest's asyncio made for it (the CancelledError a cancelled
    task's result raises, which asyncio.wait_for chains as the cause of its TimeoutError):
    CPython shows it as the link, and nothing of the host is in it."""
    if _guest_type(type(exc)):
        object.__setattr__(exc, _MARK, True)
    return exc


def raise_from(exc: Any, cause: Any) -> Any:
    """``raise exc from cause`` is lowered to ``raise __sk_cause(exc, cause)``: do what
    CPython's RAISE_VARARGS does with the pair (instantiate a class, check both, set the
    cause, which also sets ``__suppress_context__``) and mark the cause as handed over by
    the guest. Returns the exception to raise (CPython then sets its context and
    traceback, as for ``raise exc from cause``). An operand that is not an exception is
    handed back unchanged for CPython's own TypeError."""
    if isinstance(exc, type) and issubclass(exc, BaseException):
        value = _instantiate(exc)
    elif isinstance(exc, BaseException):
        value = exc
    else:
        return exc  # `raise 5 from e`: CPython's "exceptions must derive from BaseException"
    fixed: BaseException | None
    if isinstance(cause, type) and issubclass(cause, BaseException):
        fixed = _instantiate(cause)
    elif isinstance(cause, BaseException) or cause is None:
        fixed = cause
    else:
        raise TypeError("exception causes must derive from BaseException")
    if fixed is not None and not _through_guest_frame(fixed):
        # A fresh exception (the guest made it and never raised it): mark it. Only objects
        # the guest made get the mark; one that reached guest code needs none.
        object.__setattr__(fixed, _MARK, True)
    _SET_CAUSE(value, fixed)  # the slot itself, as CPython does (a frozen dataclass is not asked)
    return value
