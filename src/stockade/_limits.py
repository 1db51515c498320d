"""Limits a run is held to, and the Result it returns."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, NamedTuple

from ._errors import UsageError

__all__ = ["BindingCall", "Limits", "Result"]


@dataclass(frozen=True)
class Limits:
    """What one run may consume. Every limit is terminal: the guest cannot catch it.

    - ``fuel``: deterministic work units. One tick per function entry and loop iteration
      (comprehensions too), plus charges proportional to the work done inside builtins
      (``sorted``, ``sum``, ``join``, ``list(range(n))``...). Same program and input, same
      fuel, on any machine.
    - ``memory``: bytes the run may allocate net of what it frees (peak), accounted at
      CPython's allocator; an allocation that would pass the budget fails before it
      happens. Slack: small objects are accounted per 1 MiB arena.
    - ``wall``: seconds of wall-clock time spent running guest code.
    - ``recursion``: maximum call depth above the run's entry point (default: CPython's
      own default limit). The run stops earlier when the host's own limit is nearer
      (``sys.getrecursionlimit()`` less the stack below the run, less a margin of 50), and
      on 3.12+ when CPython's separate C-recursion budget runs low, so the guest never sees
      a RecursionError it could catch.
    - ``stdout``: bytes the guest may write (UTF-8) to stdout and stderr together
      (``print``, ``sys.stdout``, ``sys.stderr``, ``logging``).
    - ``binding_calls``: number of calls to host bindings.
    - ``result``: bytes of the returned value (its plain-data size).
    """

    fuel: int = 10_000_000
    memory: int = 64 * 1024 * 1024
    wall: float = 5.0
    recursion: int = 1000
    stdout: int = 1024 * 1024
    binding_calls: int = 1000
    result: int = 8 * 1024 * 1024

    def __post_init__(self) -> None:
        for name in ("fuel", "memory", "recursion", "stdout", "binding_calls", "result"):
            value = getattr(self, name)
            if type(value) is not int or value < 0:
                raise UsageError(f"Limits.{name} must be a non-negative int, got {value!r}")
        if not isinstance(self.wall, (int, float)) or not self.wall > 0:
            raise UsageError(f"Limits.wall must be a positive number of seconds, got {self.wall!r}")

    def narrow(self, other: Limits) -> Limits:
        """The tighter of two limits, field by field (authority only goes down)."""
        return Limits(
            fuel=min(self.fuel, other.fuel),
            memory=min(self.memory, other.memory),
            wall=min(self.wall, other.wall),
            recursion=min(self.recursion, other.recursion),
            stdout=min(self.stdout, other.stdout),
            binding_calls=min(self.binding_calls, other.binding_calls),
            result=min(self.result, other.result),
        )


class BindingCall(NamedTuple):
    """One binding call a run made: for tool-call accounting and safe retries.

    ``outcome`` is ``"ok"``, ``"error"`` (the host raised, or its result was refused) or
    ``"refused"`` (the arguments were refused at the door, so the host function never
    ran: safe to retry with corrected arguments). ``code`` says why a call was refused or
    failed at the door (``STK-B001`` a wrong argument type, ...; ``"TypeError"`` wrong
    arity), empty otherwise. ``arg_bytes`` is the plain-data size of the arguments and
    ``duration`` the seconds the host function took.
    """

    binding: str
    export: str
    arg_bytes: int
    duration: float
    outcome: str
    code: str = ""

    @property
    def name(self) -> str:
        """``binding.export``."""
        return f"{self.binding}.{self.export}"


class Result:
    """A finished run: the value and the meter.

    ``value`` is plain data (a fresh copy). ``stdout`` is what the guest printed; ``stderr``
    what it wrote to ``sys.stderr`` (``print(..., file=sys.stderr)``, logging). ``fuel``
    is the fuel used, ``wall`` the seconds spent, ``memory`` the peak bytes accounted.
    ``binding_calls`` lists each host call; ``host_exceptions`` holds the original
    exceptions bindings raised (the guest saw sanitized ones).
    """

    __slots__ = ("_calls", "fuel", "host_exceptions", "memory", "stderr", "stdout", "value", "wall")

    def __init__(
        self,
        value: Any,
        stdout: str = "",
        fuel: int = 0,
        wall: float = 0.0,
        memory: int = 0,
        binding_calls: Sequence[tuple[Any, ...]] = (),
        host_exceptions: tuple[BaseException, ...] = (),
        stderr: str = "",
    ) -> None:
        self.value = value
        self.stderr = stderr
        self.stdout = stdout
        self.fuel = fuel
        self.wall = wall
        self.memory = memory
        self._calls: Sequence[tuple[Any, ...]] = binding_calls
        self.host_exceptions = host_exceptions

    @property
    def binding_calls(self) -> tuple[BindingCall, ...]:
        """Each binding call the run made, in order (built on first access)."""
        calls = self._calls
        if type(calls) is not tuple or (calls and type(calls[0]) is not BindingCall):
            calls = self._calls = tuple(BindingCall(*c) for c in calls)
        out: tuple[BindingCall, ...] = calls  # type: ignore[assignment]
        return out

    def __repr__(self) -> str:
        return (
            f"Result(value={self.value!r}, stdout={self.stdout!r}, stderr={self.stderr!r}, fuel={self.fuel}, "
            f"wall={self.wall!r}, memory={self.memory}, binding_calls={self.binding_calls!r})"
        )

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Result):
            return NotImplemented
        return (self.value, self.stdout, self.stderr, self.fuel, self.wall, self.memory, self.binding_calls) == (
            other.value,
            other.stdout,
            other.stderr,
            other.fuel,
            other.wall,
            other.memory,
            other.binding_calls,
        )

    __hash__ = None  # type: ignore[assignment]
