"""The current run of this thread, for the few hooks that need run state.

Hot hooks (attribute guard, tick) never look here; replacements for metered builtins,
print, imports and the sticky check do. Runs nest (a binding may start another run), so
``enter`` returns the previous run to restore.
"""

from __future__ import annotations

import threading
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .state import RunState

_local = threading.local()


def current() -> RunState:
    """The run executing on this thread (raises RuntimeError outside a run)."""
    run: RunState | None = getattr(_local, "run", None)
    if run is None:
        raise RuntimeError("no Stockade run is active on this thread")
    return run


def enter(run: RunState) -> RunState | None:
    prev: RunState | None = getattr(_local, "run", None)
    _local.run = run
    return prev


def leave(prev: RunState | None) -> None:
    _local.run = prev


def active() -> RunState | None:
    """The run executing on this thread, or None (for hooks that also serve the host)."""
    run: RunState | None = getattr(_local, "run", None)
    return run
