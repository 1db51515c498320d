"""Differential helper for the stdlib tests: run a snippet under Stockade and under plain
CPython and return both (value, stdout) pairs. The last line of a snippet is its value."""

from __future__ import annotations

import contextlib
import io
from typing import Any

import stockade


def cpython(source: str) -> tuple[Any, str]:
    *body, last = source.split("\n")
    ns: dict[str, Any] = {}
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        exec("\n".join(body) + f"\n__r = {last}", ns)
    return ns["__r"], out.getvalue()


def guest(source: str, **limits: Any) -> tuple[Any, str]:
    result = stockade.run(stockade.compile(source), limits=stockade.Limits(**limits) if limits else None)
    return result.value, result.stdout


def same(source: str) -> None:
    """Assert Stockade and CPython agree on value and stdout."""
    assert guest(source) == cpython(source)


def guest_error(source: str, **limits: Any) -> stockade.GuestError:
    try:
        guest(source, **limits)
    except stockade.GuestError as e:
        return e
    raise AssertionError("the guest raised nothing")


def cpython_outcome(source: str) -> Any:
    """The value of the last expression statement under plain CPython, or the error it
    raised as (type name, message)."""
    import builtins

    *body, last = source.strip().split("\n")
    ns: dict[str, Any] = {"__name__": "__main__", "__builtins__": builtins}
    try:
        exec("\n".join(body), ns)
        return eval(last, ns)
    except Exception as e:  # compared as (type, message)
        return (type(e).__name__, str(e))


def guest_outcome(source: str) -> Any:
    """The same under Stockade: the value, or the guest error as (type name, message)."""
    try:
        return stockade.eval(source)
    except stockade.GuestError as e:
        return (e.type_name, e.message)
