"""Generators in guest code: CPython-exact behaviour, metering, and no life after the run."""

from __future__ import annotations

import gc

import pytest

import stockade

PROGRAM = '''
def gen(n):
    for i in range(n):
        x = yield i
        if x:
            yield -x

def chain(*its):
    for it in its:
        yield from it

def main():
    g = gen(5)
    out = [next(g), next(g), g.send(10), next(g)]
    out.append(list(chain([1, 2], gen(3), (c for c in "ab"))))

    def fin():
        try:
            yield 1
        finally:
            print("closing")

    f = fin()
    next(f)
    f.close()

    def counter():
        n = 0
        while True:
            n += 1
            yield n

    c = counter()
    out.append([next(c) for _ in range(3)])

    def ret():
        yield 1
        return "done"

    r = ret()
    next(r)
    try:
        next(r)
    except StopIteration as e:
        out.append(e.value)
    try:
        g2 = gen(1)
        next(g2)
        g2.throw(ValueError("boom"))
    except ValueError as e:
        out.append(str(e))
    return out
'''


def test_generators_match_cpython() -> None:
    ns: dict[str, object] = {}
    exec(PROGRAM, ns)
    expected = ns["main"]()  # type: ignore[operator]
    result = stockade.run(stockade.compile(PROGRAM), "main")
    assert result.value == expected
    assert result.stdout == "closing\n"


@pytest.mark.parametrize(
    "source",
    [
        "def g():\n    while True:\n        yield 1\ndef main():\n    return sum(g())\n",
        "import itertools\ndef g():\n    yield from itertools.count()\ndef main():\n    return max(g())\n",
        "def g():\n    yield from range(10**12)\ndef main():\n    return any(x < 0 for x in g())\n",
    ],
)
def test_infinite_generators_are_stopped_by_fuel(source: str) -> None:
    with pytest.raises(stockade.LimitExceeded) as info:
        stockade.run(stockade.compile(source), "main", limits=stockade.Limits(fuel=100_000))
    assert info.value.limit == "fuel"


def test_a_deep_yield_from_chain_is_stopped_by_the_recursion_limit() -> None:
    source = (
        "def base():\n    yield 1\n"
        "def wrap(x):\n    yield from x\n"
        "def main():\n    g = base()\n    for i in range(100000):\n        g = wrap(g)\n    return next(g)\n"
    )
    with pytest.raises(stockade.LimitExceeded) as info:
        stockade.run(stockade.compile(source), "main", limits=stockade.Limits(recursion=200))
    assert info.value.limit == "recursion"


@pytest.mark.parametrize("attr", ["gi_frame", "gi_code", "gi_yieldfrom"])
def test_generator_internals_are_refused(attr: str) -> None:
    with pytest.raises(stockade.CompileError) as info:
        stockade.compile(f"def g():\n    yield 1\nx = g().{attr}\n")
    assert [d.code for d in info.value.diagnostics] == ["STK-V003"]


def test_generator_state_flags_are_cpythons() -> None:
    source = (
        "def gen():\n    yield g.gi_running\ng = gen()\n"
        "[g.gi_running, g.gi_suspended, next(g), g.gi_running, g.gi_suspended]"
    )
    assert stockade.eval(source) == [False, False, True, False, True]


GHOST = '''
def g():
    try:
        yield 1
    finally:
        print("ghost")
        while True:
            pass

def main():
    box = [g()]
    next(box[0])
    box.append(box)   # a cycle: the generator is finalised by the collector, later
    return 1
'''


class Collector(stockade.Binding):
    @stockade.export
    def collect(self) -> int:
        return gc.collect()


def test_a_generator_finalised_after_its_run_runs_nothing(recwarn: pytest.WarningsRecorder) -> None:
    gc.disable()
    try:
        assert stockade.run(stockade.compile(GHOST), "main").value == 1
        # Finalise the ghost while another run is active: its finally block must neither
        # print into that run's stdout nor loop on that run's time.
        other = stockade.compile("def main():\n    gc.collect()\n    return 2\n", bindings={"gc": Collector})
        result = stockade.run(other, "main", bindings={"gc": Collector()}, limits=stockade.Limits(wall=2))
        assert result.value == 2
        assert result.stdout == ""
    finally:
        gc.enable()
    assert not [w for w in recwarn if "nraisable" in str(w.category.__name__)]


def test_generators_do_not_cross_the_door() -> None:
    with pytest.raises(stockade.DoorError):
        stockade.run(stockade.compile("def g():\n    yield 1\ndef main():\n    return g()\n"), "main")
