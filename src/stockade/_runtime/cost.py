"""Fuel and memory charges for work the guest asks builtins to do in C.

Invariant: every C-level loop the guest can start over a container it did not pay memory
for (a range, an infinite iterator) is either charged up front or metered per item, so a
single statement cannot run unbounded; big-integer results are estimated and refused
before they are computed when they would pass the memory budget.
"""

from __future__ import annotations

from typing import Any

from .._native import MeteredIterator
from . import context
from .ranges import BigRange

# Containers whose iteration is bounded by memory the guest already holds.
BOUNDED: frozenset[type] = frozenset(
    {list, tuple, str, bytes, bytearray, dict, set, frozenset, type({}.keys()), type({}.values()), type({}.items())}
)
# Sized but not memory-bounded.
SIZED: frozenset[type] = BOUNDED | {range}

GENERATOR: type = type(_ for _ in ())


def charge_len(obj: Any) -> None:
    """Charge one fuel unit per item of a sized container (no-op for iterators)."""
    if type(obj) in SIZED:
        context.current().meter.charge(len(obj))
    elif type(obj) is BigRange:
        try:
            n = len(obj)
        except OverflowError:
            context.current().meter.trip("fuel")
        context.current().meter.charge(n)


def charge_sort(n: int) -> None:
    """Sorting n items compares about n*log2(n) times in C."""
    if n > 1:
        context.current().meter.charge(n * n.bit_length())


def metered(obj: Any) -> Any:
    """An iterable safe to hand to a C loop: bounded containers and metered iterators
    pass through; ranges and other iterators come back wrapped so each item ticks."""
    t = type(obj)
    if t in BOUNDED or t is GENERATOR or t is MeteredIterator or t is BigRange:
        return obj
    return context.current().meter.wrap(obj)


def bigint_fuel(bits: int) -> int:
    """Fuel for producing a big integer of ``bits`` bits (about one unit per 50 ns)."""
    if bits <= 4096:
        return 1
    return int((bits / 64) ** 1.585) // 4


def charge_bigint_steps(steps: int, bits: int) -> None:
    """Charge ``steps`` big-integer multiplications of ``bits``-bit numbers."""
    if bits > 4096:
        context.current().meter.charge(steps * bigint_fuel(bits))
    else:
        context.current().meter.charge(steps // 8 + 1)


def check_bigint(bits: int) -> None:
    """Refuse (memory) or charge (fuel) a big-integer result before computing it."""
    run = context.current()
    if bits // 8 > run.limits.memory:
        run.meter.trip("memory")
    run.meter.charge(bigint_fuel(bits))
