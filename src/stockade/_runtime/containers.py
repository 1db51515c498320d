"""The guest's ``collections`` types: host subclasses of the real ones, named the same.

Invariant: a guest builds these containers only through the classes here, and every
operation of the real classes that returns a new container returns one of these again,
so the real classes never reach the guest. Each class meters what the real one does
unmetered: constructors and bulk methods charge the length of their input and meter
iterators (``deque(itertools.count(), maxlen=1)`` ticks per item), and comparisons charge
the container's length before CPython compares (a Counter or deque nested sixty levels
deep with shared children compares 2**60 leaves otherwise; CPython's dict hook does not
cover these types). Nothing here overrides iteration, item access or ``keys``: the door
converts the dict subclasses with ``dict(value)`` after the run, which must not reach
run state or guest code. (contextlib.ExitStack lives here too: a host subclass that
checks the meter around every callback.)
"""

from __future__ import annotations

import collections as _c
import contextlib as _contextlib
import random as _random
from collections.abc import Mapping
from typing import Any

from . import context, cost
from .ranges import BigRange


def _charge(n: int) -> None:
    run = getattr(context._local, "run", None)  # no run: host code (a repr after the run), nothing to charge
    if run is not None:
        run.meter.charge(n)


def feed(iterable: Any) -> Any:
    """An iterable input for a C loop: charge a sized container, meter an iterator."""
    if type(iterable) in OWN:
        _charge(len(iterable))
        return iterable
    cost.charge_len(iterable)
    return cost.metered(iterable)


def _feed_mapping(value: Any) -> Any:
    if isinstance(value, Mapping):
        _charge(len(value))
        return value
    return feed(value)


def _seq_compare(base: type, name: str) -> Any:
    """``base.name`` as a comparison that first charges the container's length."""
    real = getattr(base, name)

    def compare(self: Any, other: Any) -> Any:
        _charge(len(self) + 1)
        return real(self, other)

    compare.__name__ = compare.__qualname__ = name
    return compare


class deque(_c.deque[Any]):
    __slots__ = ()

    def __init__(self, iterable: Any = (), maxlen: int | None = None) -> None:
        super().__init__(feed(iterable), maxlen)

    def extend(self, iterable: Any, /) -> None:
        super().extend(iterable if iterable is self else feed(iterable))

    def extendleft(self, iterable: Any, /) -> None:
        super().extendleft(iterable if iterable is self else feed(iterable))

    __eq__ = _seq_compare(_c.deque, "__eq__")
    __ne__ = _seq_compare(_c.deque, "__ne__")
    __lt__ = _seq_compare(_c.deque, "__lt__")
    __le__ = _seq_compare(_c.deque, "__le__")
    __gt__ = _seq_compare(_c.deque, "__gt__")
    __ge__ = _seq_compare(_c.deque, "__ge__")
    __hash__ = None


class OrderedDict(_c.OrderedDict[Any, Any]):
    __slots__ = ()

    def __init__(self, other: Any = (), /, **kwargs: Any) -> None:
        super().__init__(_feed_mapping(other), **kwargs)

    def update(self, other: Any = (), /, **kwargs: Any) -> None:
        super().update(_feed_mapping(other), **kwargs)

    __hash__ = None  # type: ignore[assignment]


class defaultdict(_c.defaultdict[Any, Any]):
    __slots__ = ()

    def __init__(self, default_factory: Any = None, other: Any = (), /, **kwargs: Any) -> None:
        super().__init__(default_factory, _feed_mapping(other), **kwargs)

    def update(self, other: Any = (), /, **kwargs: Any) -> None:
        super().update(_feed_mapping(other), **kwargs)

    __eq__ = _seq_compare(dict, "__eq__")
    __ne__ = _seq_compare(dict, "__ne__")
    __hash__ = None  # type: ignore[assignment]


def _counter_result(name: str) -> Any:
    real = getattr(_c.Counter, name)

    def op(self: Any, *args: Any) -> Any:
        _charge(len(self) + sum(len(a) for a in args if isinstance(a, _c.Counter)) + 1)
        result = real(self, *args)
        if type(result) is _c.Counter:
            result.__class__ = Counter  # same layout; O(1), and the real class never leaks
        return result

    op.__name__ = op.__qualname__ = name
    return op


def _counter_compare(name: str) -> Any:
    real = getattr(_c.Counter, name)

    def compare(self: Any, other: Any) -> Any:
        _charge(len(self) + (len(other) if isinstance(other, _c.Counter) else 0) + 1)
        return real(self, other)

    compare.__name__ = compare.__qualname__ = name
    return compare


class Counter(_c.Counter[Any]):
    __slots__ = ()

    def update(self, iterable: Any = None, /, **kwargs: Any) -> None:
        super().update(None if iterable is None else _feed_mapping(iterable), **kwargs)

    def subtract(self, iterable: Any = None, /, **kwargs: Any) -> None:
        super().subtract(None if iterable is None else _feed_mapping(iterable), **kwargs)

    def most_common(self, n: int | None = None) -> list[tuple[Any, int]]:
        _charge(len(self) * max(1, len(self).bit_length()))
        return super().most_common(n)

    def elements(self) -> Any:
        # chain(repeat(k, n) ...) in C: a count of 10**18 would loop unbounded.
        return context.current().meter.wrap(super().elements())

    def total(self) -> Any:
        _charge(len(self) + 1)
        return sum(self.values())

    __add__ = _counter_result("__add__")
    __sub__ = _counter_result("__sub__")
    __or__ = _counter_result("__or__")
    __and__ = _counter_result("__and__")
    __pos__ = _counter_result("__pos__")
    __neg__ = _counter_result("__neg__")
    __eq__ = _counter_compare("__eq__")
    __ne__ = _counter_compare("__ne__")
    __lt__ = _counter_compare("__lt__")
    __le__ = _counter_compare("__le__")
    __gt__ = _counter_compare("__gt__")
    __ge__ = _counter_compare("__ge__")
    __hash__ = None  # type: ignore[assignment]



for _cls in (deque, OrderedDict, defaultdict, Counter):
    _cls.__module__ = "collections"

OWN: frozenset[type] = frozenset({deque, OrderedDict, defaultdict, Counter})

# ---------------------------------------------------------------- random -----------

_NO_SEED: Any = object()


def _sequence(population: Any) -> Any:
    return population._r if type(population) is BigRange else population


def _index_cost(seq: Any) -> int:
    """Fuel per item read: a deque walks its blocks to reach an index."""
    return len(seq) // 64 + 1 if type(seq) is deque else 1


class Random(_random.Random):
    """``random.Random`` for the guest: seeded explicitly (entropy is a capability the
    host must grant), with shuffle, sample and choices charged for their size."""

    def __init__(self, x: Any = _NO_SEED) -> None:
        super().__init__(x)

    def seed(self, a: Any = _NO_SEED, version: int = 2) -> None:
        if a is _NO_SEED or a is None:
            raise TypeError("random needs an explicit seed in Stockade: entropy is a capability the host must grant")
        super().seed(a, version)

    def __reduce__(self) -> Any:
        return self.__class__, (0,), self.getstate()

    def shuffle(self, x: Any) -> None:
        if type(x) in cost.SIZED or type(x) in OWN:
            context.current().meter.charge(len(x) * _index_cost(x))
        super().shuffle(x)

    def sample(self, population: Any, k: int, *, counts: Any = None) -> Any:
        population = _sequence(population)
        if type(k) is int and k > 0:
            context.current().meter.charge(k * _index_cost(population))
        if counts is not None:
            counts = feed(counts)
        return super().sample(population, k, counts=counts)

    def choices(self, population: Any, weights: Any = None, *, cum_weights: Any = None, k: int = 1) -> Any:
        population = _sequence(population)
        if type(k) is int and k > 0:
            context.current().meter.charge(k * _index_cost(population))
        if weights is not None:
            weights = feed(weights)
        if cum_weights is not None:
            cum_weights = feed(cum_weights)
        return super().choices(population, weights, cum_weights=cum_weights, k=k)


Random.__module__ = "random"


class ExitStack(_contextlib.ExitStack):
    """contextlib.ExitStack whose callbacks never run while a limit is in flight.

    ExitStack calls every registered callback in turn, with a bare ``except`` between
    them; each callback here first checks the run's meter, so after a limit no guest
    callback runs and no host callback (``suppress(BaseException).__exit__``) can turn
    the stop signal into a normal return (``close()`` checks again at the end).
    """

    def _push_exit_callback(self, callback: Any, is_sync: bool = True) -> None:
        meter = context.current().meter

        def checked(et: Any, ev: Any, tb: Any) -> Any:
            meter.check()
            return callback(et, ev, tb)

        super()._push_exit_callback(checked, is_sync)  # type: ignore[misc]

    def __exit__(self, *exc_details: Any) -> bool:
        suppressed = bool(super().__exit__(*exc_details))
        context.current().meter.check()
        return suppressed


ExitStack.__module__ = "contextlib"
ExitStack.__qualname__ = "ExitStack"
