"""The guest's ``SystemExit``: CPython's behaviour, never the host's exception.

A guest that raises ``SystemExit`` (or calls ``sys.exit``) gets an exception class that
prints, compares and reads exactly as CPython's (``SystemExit(2)``, ``e.code``, caught by
``except SystemExit`` and ``except BaseException``, not by ``except Exception``), but it is
not ``builtins.SystemExit``: host code that lets ``KeyboardInterrupt``/``SystemExit``
through (the run loop, a framework's ``except (KeyboardInterrupt, SystemExit): raise``)
never mistakes the guest's for its own. An uncaught one ends the run like any other guest
exception: the host receives ``GuestError`` with ``type == "SystemExit"``; the host
process never exits.
"""

from __future__ import annotations

from typing import Any, NoReturn


class GuestSystemExit(BaseException):
    """Request to exit from the interpreter."""

    code: Any = None  # CPython's member: None until __init__ runs

    def __init__(self, *args: Any) -> None:
        super().__init__(*args)
        # CPython's SystemExit_init: no argument -> None, one -> it, several -> the tuple.
        self.code = None if not args else args[0] if len(args) == 1 else args


GuestSystemExit.__name__ = GuestSystemExit.__qualname__ = "SystemExit"
GuestSystemExit.__module__ = "builtins"

# Attributes a guest may read besides args/add_note (guards.EXCEPTION_EXTRA).
ATTRS = frozenset({"code"})


def sys_exit(status: Any = None, /) -> NoReturn:
    """``sys.exit``: raise ``SystemExit`` as CPython does (``PyErr_SetObject``: None gives
    no arguments, a tuple gives its items as the arguments)."""
    if status is None:
        raise GuestSystemExit()
    if type(status) is tuple:
        raise GuestSystemExit(*status)
    raise GuestSystemExit(status)


sys_exit.__name__ = sys_exit.__qualname__ = "exit"


class Quitter:
    """The ``exit`` and ``quit`` builtins (the site module's): ``exit(code)`` raises
    ``SystemExit(code)``; printed, they answer CPython's hint."""

    __slots__ = ("_name",)

    def __init__(self, name: str) -> None:
        self._name = name

    def __repr__(self) -> str:
        return f"Use {self._name}() or Ctrl-D (i.e. EOF) to exit"

    def __call__(self, code: Any = None) -> NoReturn:
        raise GuestSystemExit(code)  # SystemExit(None) here, as site's Quitter raises


Quitter.__module__ = "_sitebuiltins"
