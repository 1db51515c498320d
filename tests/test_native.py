"""Behaviour of the C extension stockade._native: the meter and the memory hook."""

from __future__ import annotations

import gc
import itertools
import os
import pickle
import subprocess
import sys
import threading
import time
import weakref
from collections.abc import Iterator
from contextlib import AbstractContextManager

import pytest
from hypothesis import given
from hypothesis import strategies as st

from stockade import _native
from stockade._native import Meter


class Halt(BaseException):
    """The stop exception of these tests: a BaseException, not an Exception."""

    def __init__(self, kind: str = "async") -> None:
        super().__init__(kind)
        self.kind = kind


BIG = 10**12


def make(
    fuel: int = BIG,
    recursion: int = 10**6,
    deadline: float = 0.0,
    memory: int = BIG,
) -> Meter:
    return Meter(fuel, recursion, deadline, memory, Halt)


def halted(kind: str) -> AbstractContextManager[pytest.ExceptionInfo[Halt]]:
    return pytest.raises(Halt, match=f"^{kind}$")


@pytest.fixture
def started() -> Iterator[Meter]:
    """A meter with a 10 MB memory budget, started on this thread for the test."""
    m = make(memory=10_000_000)
    m.start()
    try:
        yield m
    finally:
        m.stop()


# --- fuel ---------------------------------------------------------------------------


def test_halt_is_not_an_exception() -> None:
    assert issubclass(Halt, BaseException) and not issubclass(Halt, Exception)


def test_tick_trips_fuel_after_exactly_n_ticks_and_stays_tripped() -> None:
    m = make(fuel=5)
    assert iter(m) is m
    for i in range(5):
        assert next(m) is None
        assert m.fuel_used == i + 1
    assert m.fuel_left == 0 and m.tripped is None
    with halted("fuel") as info:
        next(m)
    assert isinstance(info.value, Halt) and info.value.kind == "fuel"
    assert m.tripped == "fuel"
    for _ in range(3):  # sticky: every later tick raises again, never StopIteration
        with halted("fuel"):
            next(m)
    with halted("fuel"):
        m.check()
    with halted("fuel"):
        m.charge(0)
    assert m.fuel_left == 0 and m.fuel_used == 6  # the tripping tick overshoots by one


@given(st.integers(min_value=0, max_value=300))
def test_fuel_trips_after_exactly_n_ticks(n: int) -> None:
    m = make(fuel=n)
    ticks = 0
    with halted("fuel"):
        while True:
            next(m)
            ticks += 1
    assert ticks == n


def test_for_loop_over_meter_raises_instead_of_ending() -> None:
    m = make(fuel=3)
    seen = 0
    with halted("fuel"):
        for _ in m:
            seen += 1
    assert seen == 3


def test_check_is_quiet_until_tripped() -> None:
    m = make(fuel=1)
    m.check()
    next(m)
    m.check()
    with halted("fuel"):
        next(m)
    with halted("fuel"):
        m.check()


def test_charge() -> None:
    m = make(fuel=100)
    m.charge(40)
    m.charge(0)
    assert (m.fuel_used, m.fuel_left) == (40, 60)
    with pytest.raises(ValueError):
        m.charge(-1)
    with pytest.raises(TypeError):
        m.charge(1.5)  # type: ignore[arg-type]
    m.charge(60)
    assert m.fuel_left == 0 and m.tripped is None
    with halted("fuel"):
        m.charge(1)
    assert m.tripped == "fuel"
    with halted("fuel"):
        next(m)


def test_charge_larger_than_any_budget_trips() -> None:
    m = make(fuel=10)
    with halted("fuel"):
        m.charge(2**200)
    assert m.fuel_left == 0


@given(st.lists(st.integers(min_value=0, max_value=50), max_size=30))
def test_charges_add_up(charges: list[int]) -> None:
    budget = 500
    m = make(fuel=budget)
    spent = 0
    for n in charges:
        if spent + n > budget:
            with halted("fuel"):
                m.charge(n)
            return
        m.charge(n)
        spent += n
        assert m.fuel_used == spent
    assert m.fuel_left == budget - spent


# --- stop callable, trip, mark --------------------------------------------------------


def test_stop_receives_kind_and_its_exception_is_raised() -> None:
    kinds: list[str] = []

    def stop(kind: str) -> BaseException:
        kinds.append(kind)
        return Halt(kind)

    m = Meter(1, 10**6, 0.0, BIG, stop)
    next(m)
    for _ in range(2):
        with halted("fuel"):
            next(m)
    assert kinds == ["fuel", "fuel"]


def test_stop_returning_a_non_exception_is_a_type_error() -> None:
    m = Meter(0, 10, 0.0, BIG, lambda kind: "nope")  # type: ignore[arg-type,return-value]
    with pytest.raises(TypeError):
        next(m)
    assert m.tripped == "fuel"


def test_stop_that_raises_propagates() -> None:
    def stop(kind: str) -> BaseException:
        raise KeyError(kind)

    m = Meter(0, 10, 0.0, BIG, stop)
    with pytest.raises(KeyError):
        next(m)


def test_trip_first_kind_wins() -> None:
    m = make()
    with halted("binding_calls"):
        m.trip("binding_calls")
    assert m.tripped == "binding_calls"
    with halted("binding_calls"):
        m.trip("stdout")
    with halted("binding_calls"):
        next(m)


def test_mark_trips_without_raising() -> None:
    m = make()
    m.mark("wall")
    assert m.tripped == "wall"
    m.mark("fuel")
    assert m.tripped == "wall"
    with halted("wall"):
        next(m)
    with pytest.raises(TypeError):
        m.mark(1)  # type: ignore[arg-type]


def test_mark_from_another_thread_stops_a_ticking_loop() -> None:
    m = make()
    ticks = 0

    def watchdog() -> None:
        time.sleep(0.05)
        m.mark("wall")

    t = threading.Thread(target=watchdog)
    t.start()
    with halted("wall"):
        while True:
            next(m)
            ticks += 1
    t.join()
    assert ticks > 0


def test_container_work_after_a_watchdog_mark_is_stopped_not_run_unmetered() -> None:
    # The watchdog marks a run from another thread while the guest is between ticks; the
    # next C-level container work (here a list comparison inside list.count) must raise
    # the stop, not run uncharged. Once raised, host code unwinding the run compares as
    # usual (only ticks raise again). No pytest machinery runs while the meter is current.
    big = [0] * 1000
    outcomes = []
    m = make()
    m.start()
    try:
        m.mark("wall")
        for _ in range(2):
            try:
                outcomes.append([big, big].count([0] * 1000))
            except Halt as e:
                outcomes.append(e.kind)
    finally:
        m.stop()
    assert outcomes == ["wall", 2]
    with halted("wall"):
        next(m)  # the tick stays sticky


def test_constructor_validates() -> None:
    with pytest.raises(ValueError):
        Meter(-1, 10, 0.0, 10, Halt)
    with pytest.raises(ValueError):
        Meter(1, 10, -1.0, 10, Halt)
    with pytest.raises(TypeError):
        Meter(1, 10, 0.0, 10, None)  # type: ignore[arg-type]
    m = Meter(fuel=1, recursion=2, deadline=3.5, memory=4, stop=Halt)
    assert (m.fuel_left, m.deadline, m.memory_limit) == (1, 3.5, 4)


def test_meter_is_final_and_not_picklable() -> None:
    with pytest.raises(TypeError):
        type("Sub", (Meter,), {})
    with pytest.raises(TypeError):
        type("Sub", (_native.MeteredIterator,), {})
    for proto in range(pickle.HIGHEST_PROTOCOL + 1):
        with pytest.raises(TypeError):
            pickle.dumps(make(), proto)
        with pytest.raises(TypeError):
            pickle.dumps(make().wrap([]), proto)
    with pytest.raises(AttributeError):
        make().fuel_left = 5  # type: ignore[misc]


def test_meter_and_wrapper_are_collected_in_cycles() -> None:
    class Holder:
        meter: Meter | None = None

    h = Holder()
    h.meter = Meter(1, 10, 0.0, BIG, lambda kind, h=h: Halt(kind))  # type: ignore[misc]
    it: _native.MeteredIterator[int] = h.meter.wrap([1, 2])
    h.it = it  # type: ignore[attr-defined]
    assert gc.is_tracked(h.meter) and gc.is_tracked(it)
    alive = weakref.ref(h)
    del h, it
    gc.collect()
    assert alive() is None  # the cycles through stop and the wrapper were traversed


# --- recursion ------------------------------------------------------------------------


def recurse(m: Meter, n: int) -> int:
    next(m)
    return 0 if n == 0 else 1 + recurse(m, n - 1)


def test_recursion_trips_above_the_limit() -> None:
    m = make(recursion=50)
    m.start()
    try:
        assert recurse(m, 39) == 39  # 40 nested calls
        assert m.tripped is None
        with halted("recursion"):
            recurse(m, 1000)
        assert m.tripped == "recursion"
    finally:
        m.stop()


def test_recursion_limit_is_relative_to_start() -> None:
    def nest(k: int) -> int:
        if k:
            return nest(k - 1)
        m = make(recursion=50)
        m.start()
        try:
            return recurse(m, 45)
        finally:
            m.stop()

    assert nest(100) == 45  # started 100 frames deep: still 50 frames allowed


def test_depth_counts_python_frames() -> None:
    def f(k: int) -> int:
        return _native.depth() if k == 0 else f(k - 1)

    assert f(10) - f(0) == 10


# --- wall clock -----------------------------------------------------------------------


def test_wall_trips_within_1024_ticks_of_a_past_deadline() -> None:
    m = make(deadline=time.monotonic() - 1.0)
    ticks = 0
    with halted("wall"):
        while ticks <= 1024:
            next(m)
            ticks += 1
    assert ticks < 1024
    with halted("wall"):
        next(m)


def test_charge_checks_the_clock() -> None:
    m = make(deadline=time.monotonic() - 1.0)
    with halted("wall"):
        m.charge(1)


def test_future_deadline_does_not_trip() -> None:
    m = make(deadline=time.monotonic() + 60.0)
    for _ in range(5000):
        next(m)
    assert m.tripped is None


# --- wrap -----------------------------------------------------------------------------


def test_wrap_infinite_iterator_stops_on_fuel() -> None:
    m = make(fuel=100)
    seen: list[int] = []
    with halted("fuel"):
        seen.extend(m.wrap(itertools.count()))
    assert seen == list(range(100))


def test_wrap_yields_the_same_items() -> None:
    m = make(fuel=100)
    items = [3, "a", None, (1, 2)]
    assert list(m.wrap(items)) == items
    assert m.fuel_used == len(items) + 1  # the tick before the final StopIteration
    assert isinstance(m.wrap(items), _native.MeteredIterator)
    it = m.wrap([1])
    assert iter(it) is it


def test_wrap_propagates_errors_of_the_inner_iterator() -> None:
    def gen() -> Iterator[int]:
        yield 1
        raise KeyError("inner")

    with pytest.raises(KeyError):
        list(make().wrap(gen()))
    with pytest.raises(TypeError):
        make().wrap(5)  # type: ignore[arg-type]


def test_zip_with_meter_charges_one_tick_per_item() -> None:
    m = make(fuel=100)
    items = list(range(10))
    out = []
    for x, tick in zip(items, m, strict=False):
        assert tick is None
        out.append(x)
    assert out == items
    assert m.fuel_used == len(items)
    short = make(fuel=3)
    with halted("fuel"):
        for _x, _ in zip(items, short, strict=False):
            pass


# --- memory ---------------------------------------------------------------------------


def test_memory_hook_is_installed() -> None:
    assert _native.MEMORY_HOOK_OK is True


def test_allocation_over_budget_is_a_memory_error_and_trips(started: Meter) -> None:
    with pytest.raises(MemoryError):
        _ = b"x" * 50_000_000
    assert started.tripped == "memory"
    with halted("memory"):
        next(started)
    with halted("memory"):
        started.check()


def test_memory_flag_wins_over_a_later_trip(started: Meter) -> None:
    with pytest.raises(MemoryError):
        _ = bytearray(20_000_000)
    with halted("memory"):
        started.trip("wall")


def test_allocation_within_budget_is_accounted(started: Meter) -> None:
    before = started.memory_current
    data = b"x" * 1_000_000
    assert started.memory_peak >= 1_000_000
    assert started.memory_current - before >= 1_000_000
    del data
    assert started.memory_current - before < 1_000_000
    assert started.tripped is None
    next(started)


def test_growing_a_list_is_accounted(started: Meter) -> None:
    before = started.memory_current
    xs = [None] * 200_000  # 1.6 MB of pointers
    assert started.memory_current - before >= 1_600_000
    xs.extend(xs)  # realloc
    assert started.memory_current - before >= 3_200_000
    del xs


def test_allocations_after_stop_are_not_accounted() -> None:
    m = make(memory=10_000_000)
    m.start()
    m.stop()
    used = m.memory_current
    data = b"x" * 5_000_000
    big = b"y" * 50_000_000  # over the budget, but the meter is stopped
    assert m.memory_current == used and m.tripped is None
    del data, big


def test_pause_suspends_accounting() -> None:
    m = make(memory=10_000_000)
    m.start()
    try:
        m.pause()
        m.pause()  # nests
        m.resume()
        big = b"x" * 50_000_000
        m.resume()
        assert m.tripped is None
        with pytest.raises(MemoryError):
            _ = b"x" * 50_000_000
        del big
    finally:
        m.stop()
    assert m.tripped == "memory"


def test_meters_nest() -> None:
    outer, inner = make(memory=10_000_000), make(memory=10_000_000)
    outer.start()
    try:
        inner.start()
        with pytest.raises(RuntimeError):
            outer.stop()  # inner is still on
        data = b"x" * 2_000_000
        inner.stop()
        assert inner.memory_current >= 2_000_000
        more = b"x" * 2_000_000
        assert outer.memory_current >= 2_000_000
        del data, more
    finally:
        outer.stop()
    with pytest.raises(RuntimeError):
        outer.stop()


def test_start_twice_is_an_error() -> None:
    m = make()
    m.start()
    try:
        with pytest.raises(RuntimeError):
            m.start()
    finally:
        m.stop()


def test_stop_exception_is_built_even_with_the_budget_spent() -> None:
    def stop(kind: str) -> BaseException:
        return Halt(kind + "!" * 2_000_000)  # needs memory to build

    m = Meter(BIG, 10**6, 0.0, 1_000, stop)
    memory_error = caught = None
    m.start()  # with a 1000-byte budget: allocate as little as possible until stop()
    try:
        try:
            _ = b"x" * 10_000
        except MemoryError as e:
            memory_error = e
        try:
            next(m)
        except Halt as e:
            caught = e
    finally:
        m.stop()
    assert isinstance(memory_error, MemoryError)
    assert isinstance(caught, Halt) and caught.kind.startswith("memory!")
    assert m.tripped == "memory"


@pytest.mark.parametrize(
    ("env", "args"),
    [({"PYTHONMALLOC": "malloc"}, []), ({"PYTHONMALLOC": "debug"}, []), ({}, ["-X", "dev"])],
)
def test_hook_stays_off_where_it_cannot_work(env: dict[str, str], args: list[str]) -> None:
    code = (
        "from stockade import _native as n\n"
        "m = n.Meter(10, 10, 0.0, 1000, BaseException)\n"
        "m.start(); x = bytes(10**6); m.stop()\n"
        "print(n.MEMORY_HOOK_OK, m.memory_current)\n"
    )
    out = subprocess.run(
        [sys.executable, *args, "-c", code],
        env={**os.environ, **env},
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    assert out.split() == ["False", "0"]


# --- async stop -----------------------------------------------------------------------


def test_set_async_stop_interrupts_a_thread() -> None:
    m = make()
    ready = threading.Event()
    caught: list[BaseException] = []

    def loop() -> None:
        ready.set()
        deadline = time.monotonic() + 10
        while time.monotonic() < deadline:
            next(m)

    def guest() -> None:
        # The handler is one frame up: on 3.13.0 an async exception can skip a handler
        # in the frame where it is raised (CPython issue gh-139622).
        try:
            loop()
        except Halt as e:
            caught.append(e)

    t = threading.Thread(target=guest)
    t.start()
    ready.wait()
    assert t.ident is not None
    assert _native.set_async_stop(t.ident, Halt) == 1
    t.join(10)
    assert not t.is_alive() and len(caught) == 1
    assert _native.set_async_stop(t.ident, None) == 0  # thread is gone
    with pytest.raises(TypeError):
        _native.set_async_stop(t.ident, 5)  # type: ignore[arg-type]


# --- a movable deadline (resumable runs) ----------------------------------


def test_the_deadline_can_be_moved() -> None:
    m = make(deadline=time.monotonic() + 3600)
    m.deadline = time.monotonic() - 1.0
    m.start()
    try:
        with halted("wall"):
            m.charge(1)  # a bulk charge reads the clock
    finally:
        m.stop()
    for bad in (-1.0, float("nan")):
        with pytest.raises(ValueError):
            m.deadline = bad
    with pytest.raises(TypeError):
        m.deadline = "soon"  # type: ignore[assignment]
