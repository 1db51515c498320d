"""start/resume, durable snapshots and async binding calls (issue 5)."""

from __future__ import annotations

import asyncio
import hashlib
import hmac
import json
import os
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import stockade
from stockade import _snapshot
from stockade._runtime import plain
from stockade._runtime.journal import Journal

sys.path.insert(0, str(Path(__file__).parent))
import resume_support as rs

HERE = Path(__file__).parent
KEY = rs.KEY


def reference(entry: str, args: list[Any]) -> stockade.Result:
    """The uninterrupted run: every binding implemented on the host."""
    return stockade.run(
        rs.program(),
        entry,
        args,
        bindings={"weather": rs.Weather(), "geo": rs.Geo(), "ledger": rs.Ledger()},
    )


CITIES = ["Oslo", "Atlantis", "Lima", "Rome"]


# -- start / resume in process -------------------------------------------------------------


def test_start_suspends_at_each_call_and_resume_finishes_like_run() -> None:
    prog = rs.program()
    step = stockade.start(prog, "trip", [CITIES], bindings={"ledger": rs.Ledger()})
    seen = []
    while isinstance(step, stockade.Suspended):
        call = step.call
        assert isinstance(call, stockade.SuspendedCall) and step.calls == (call,)
        seen.append((call.binding, call.export, call.args, call.kwargs))
        try:
            step = step.resume(rs.answer(call.binding, call.export, call.args))
        except stockade.ExposedError as e:
            step = step.fail(e.type_name, e.message)
    assert seen == [("weather", "get", (c,), {}) for c in CITIES]
    ref = reference("trip", [CITIES])
    assert isinstance(step, stockade.Completed)
    assert (step.value, step.stdout, step.fuel) == (ref.value, ref.stdout, ref.fuel)
    assert step.suspensions == 4
    assert [c.export for c in step.binding_calls] == [c.export for c in ref.binding_calls]


def test_a_run_without_suspension_completes_directly() -> None:
    step = stockade.start(stockade.compile("def main(x):\n    return x * 2\n"), "main", [21])
    assert isinstance(step, stockade.Completed) and step.value == 42 and step.suspensions == 0


def test_host_errors_are_catchable_guest_exceptions_of_the_given_type() -> None:
    prog = stockade.compile(
        "def main():\n    try:\n        return weather.get('x')\n    except KeyError as e:\n        return 'caught ' + str(e)\n",
        bindings={"weather": rs.Weather},
    )
    done = stockade.start(prog, "main").fail("KeyError", "nope")
    assert done.value == "caught 'nope'"
    with pytest.raises(stockade.GuestError) as info:
        stockade.start(prog, "main").fail("ValueError", "bad")
    assert (info.value.type_name, info.value.message) == ("ValueError", "bad")


def test_fail_needs_an_admitted_type() -> None:
    prog = stockade.compile("def main():\n    return weather.get('x')\n", bindings={"weather": rs.Weather})
    step = stockade.start(prog, "main")
    for bad in ("SystemExit", "KeyboardInterrupt", "GeneratorExit", "Exception", "os.error"):
        with pytest.raises(stockade.UsageError):
            step.fail(bad, "x")
    with pytest.raises(stockade.GuestError) as info:  # the refused answers did not consume it
        step.fail("RuntimeError", "late")
    assert info.value.type_name == "RuntimeError"


def test_a_suspended_run_resumes_at_most_once_and_dump_does_not_consume_it() -> None:
    prog = stockade.compile("def main():\n    return weather.get('x')['temp']\n", bindings={"weather": rs.Weather})
    step = stockade.start(prog, "main")
    blob1, blob2 = step.dump(key=KEY), step.dump(key=KEY)
    assert len(blob1) == len(blob2)
    assert step.resume({"temp": 5}).value == 5
    with pytest.raises(stockade.UsageError):
        step.resume({"temp": 6})
    with pytest.raises(stockade.UsageError):
        step.fail("ValueError", "x")
    # a dumped copy is its own run
    assert stockade.load(blob1, key=KEY, bindings={"weather": rs.Weather}).resume({"temp": 7}).value == 7


def test_answers_must_match_the_pending_calls() -> None:
    step = stockade.start(rs.program(), "fan", [["a", "bb"]], bindings={"weather": rs.Weather()})
    ids = [c.id for c in step.calls]
    assert len(ids) == 2
    with pytest.raises(stockade.UsageError):
        step.resume({"n": 1})  # two calls are pending
    with pytest.raises(stockade.UsageError):
        step.resume(results={ids[0]: {"n": 1}})
    with pytest.raises(stockade.UsageError):
        step.resume(results={ids[0]: {"n": 1}, ids[1]: {"n": 2}, 99: {}})
    with pytest.raises(stockade.UsageError):
        step.resume(results={ids[0]: {"n": 1}}, errors={ids[0]: ("ValueError", "x"), ids[1]: ("ValueError", "y")})
    with pytest.raises(stockade.DoorError):
        step.resume(results={ids[0]: object(), ids[1]: {"n": 2}})
    done = step.resume(results={ids[0]: {"n": 1}, ids[1]: {"n": 2}})
    assert done.value["total"] == 3


def test_mixed_host_and_suspended_bindings_and_bindings_on_resume() -> None:
    ledger = rs.Ledger()
    step = stockade.start(rs.program(), "trip", [["Oslo", "Lima"]], bindings={"ledger": ledger, "weather": rs.Weather})
    assert step.call.args == ("Oslo",)
    # the rest of the run with the weather binding implemented on the host
    done = step.resume({"temp": 1}, bindings={"ledger": ledger, "weather": rs.Weather()})
    assert done.value == [("Oslo", 1, 4), ("Lima", rs.answer("weather", "get", ("Lima",))["temp"], 4)]
    # the ledger ran on the host: once for Oslo in the first segment, never again on
    # replay (its result came from the journal), then once for Lima
    assert ledger.lines == ["Oslo", "Lima"]
    with pytest.raises(stockade.BindingError):
        stockade.start(rs.program(), "trip", [[]], bindings={"weather": rs.Geo})
    with pytest.raises(stockade.BindingError):
        stockade.start(rs.program(), "trip", [[]], bindings={"nope": rs.Ledger()})


def test_the_suspension_cannot_be_caught_by_the_guest() -> None:
    source = """
def main():
    try:
        return weather.get("x")
    except BaseException:
        print("caught")
        return "swallowed"
    finally:
        print("finally")
"""
    step = stockade.start(stockade.compile(source, bindings={"weather": rs.Weather}), "main")
    assert isinstance(step, stockade.Suspended) and step.stdout == ""
    done = step.resume({"t": 1})
    assert done.value == {"t": 1} and done.stdout == "finally\n"


def test_fuel_and_limits_continue_across_resumes() -> None:
    source = "def main():\n    t = 0\n    for i in range(3):\n        t += weather.get(str(i))['n']\n        for j in range(1000):\n            t += j\n    return t\n"
    prog = stockade.compile(source, bindings={"weather": rs.Weather})
    plain_run = stockade.run(prog, "main", bindings={"weather": _Const()})
    step = stockade.start(prog, "main")
    while isinstance(step, stockade.Suspended):
        step = step.resume({"n": 1})
    assert step.fuel == plain_run.fuel and step.value == plain_run.value
    # a fuel limit that the whole run exceeds trips in a later segment, not per segment
    tight = stockade.Limits(fuel=plain_run.fuel - 100)
    step = stockade.start(prog, "main", limits=tight)
    with pytest.raises(stockade.LimitExceeded) as info:
        while isinstance(step, stockade.Suspended):
            step = step.resume({"n": 1})
    assert info.value.limit == "fuel"


class _Const(rs.Weather):
    @stockade.export
    def get(self, city: str) -> dict[str, Any]:
        return {"n": 1}


def test_host_wait_is_reported_not_charged() -> None:
    prog = stockade.compile("def main():\n    return weather.get('x')\n", bindings={"weather": rs.Weather})
    step = stockade.start(prog, "main", limits=stockade.Limits(wall=0.2))
    time.sleep(0.3)  # longer than the wall limit: waiting is not the guest's time
    done = step.resume(1)
    assert done.value == 1 and done.host_wait >= 0.3 and done.wall < 0.2


def test_binding_call_limit_counts_the_whole_run() -> None:
    source = "def main():\n    return [weather.get(str(i)) for i in range(5)]\n"
    prog = stockade.compile(source, bindings={"weather": rs.Weather})
    step = stockade.start(prog, "main", limits=stockade.Limits(binding_calls=3))
    with pytest.raises(stockade.LimitExceeded) as info:
        while isinstance(step, stockade.Suspended):
            step = step.resume(0)
    assert info.value.limit == "binding_calls"


# -- async ---------------------------------------------------------------------------------


class Slow(stockade.Binding):
    @stockade.export
    async def get(self, i: int) -> int:
        await asyncio.sleep(0.1)
        return i * i


SLOW_SOURCE = """
import asyncio
async def main(n):
    return sum(await asyncio.gather(*(slow.get(i) for i in range(n))))
def sync_main(n):
    return sum(slow.get(i) for i in range(n))
"""


def test_gather_of_50_slow_async_calls_runs_them_concurrently() -> None:
    prog = stockade.compile(SLOW_SOURCE, bindings={"slow": Slow})
    t0 = time.perf_counter()
    assert stockade.run(prog, "main", [50], bindings={"slow": Slow()}).value == sum(i * i for i in range(50))
    assert time.perf_counter() - t0 < 0.6

    async def host() -> tuple[int, float]:
        t0 = time.perf_counter()
        ticks = 0

        async def ticker() -> None:
            nonlocal ticks
            while True:
                await asyncio.sleep(0.01)
                ticks += 1

        t = asyncio.create_task(ticker())
        r = await stockade.run_async(prog, "main", [50], bindings={"slow": Slow()})
        t.cancel()
        assert ticks >= 3  # the loop kept running while the guest waited
        return r.value, time.perf_counter() - t0

    value, seconds = asyncio.run(host())
    assert value == sum(i * i for i in range(50)) and seconds < 0.6


def test_the_binding_call_limit_counts_calls_issued_together() -> None:
    prog = stockade.compile(SLOW_SOURCE, bindings={"slow": Slow})
    with pytest.raises(stockade.LimitExceeded) as info:
        stockade.run(prog, "main", [20], bindings={"slow": Slow()}, limits=stockade.Limits(binding_calls=10))
    assert info.value.limit == "binding_calls"


def test_sync_guest_code_calling_an_async_export_and_async_code_calling_a_sync_one() -> None:
    prog = stockade.compile(SLOW_SOURCE, bindings={"slow": Slow})
    assert stockade.run(prog, "sync_main", [3], bindings={"slow": Slow()}).value == 5

    async def host() -> Any:
        return (await stockade.run_async(prog, "sync_main", [3], bindings={"slow": Slow()})).value

    assert asyncio.run(host()) == 5
    source = "async def main():\n    return weather.get('x')['n']\n"
    prog2 = stockade.compile(source, bindings={"weather": rs.Weather})
    assert stockade.run(prog2, "main", bindings={"weather": _Const()}).value == 1


def test_run_async_keeps_the_loop_responsive_while_the_guest_computes() -> None:
    prog = stockade.compile("def main():\n    t = 0\n    for i in range(3_000_000):\n        t += i\n    return t\n")

    async def host() -> tuple[Any, int]:
        ticks = 0

        async def ticker() -> None:
            nonlocal ticks
            while True:
                await asyncio.sleep(0.005)
                ticks += 1

        t = asyncio.create_task(ticker())
        r = await stockade.run_async(prog, "main", limits=stockade.Limits(fuel=10**8, wall=30))
        t.cancel()
        return r.value, ticks

    value, ticks = asyncio.run(host())
    assert value == sum(range(3_000_000)) and ticks >= 5


def test_run_async_cancellation_stops_the_guest() -> None:
    prog = stockade.compile("def main():\n    while True:\n        pass\n")

    async def host() -> None:
        task = asyncio.create_task(stockade.run_async(prog, "main", limits=stockade.Limits(fuel=10**12, wall=30)))
        await asyncio.sleep(0.05)
        task.cancel()
        with pytest.raises(asyncio.CancelledError):
            await task

    asyncio.run(host())


def test_a_gather_suspends_with_every_pending_call() -> None:
    step = stockade.start(rs.program(), "fan", [["Oslo", "Lima", "Oslo"]])
    assert isinstance(step, stockade.Suspended)
    assert [(c.binding, c.args, c.kwargs) for c in step.calls] == [
        ("geo", ("Oslo",), {"detail": True}),
        ("geo", ("Lima",), {"detail": True}),
        ("geo", ("Oslo",), {"detail": True}),
    ]
    done = rs.drive(step)
    ref = reference("fan", [["Oslo", "Lima", "Oslo"]])
    assert (done.value, done.stdout, done.fuel) == (ref.value, ref.stdout, ref.fuel)


def test_host_implemented_calls_in_a_suspended_gather_run_once() -> None:
    class CountingGeo(rs.Geo):
        calls = 0

        @stockade.export
        async def lookup(self, city: str, *, detail: bool = False) -> dict[str, Any]:
            CountingGeo.calls += 1
            return {"n": 1}

    step = stockade.start(rs.program(), "fan", [["a", "b"]], bindings={"geo": CountingGeo()})
    assert step.call.binding == "weather" and CountingGeo.calls == 2
    done = step.resume({"temp": 9})
    assert done.value == {"total": 2, "first": {"n": 1}, "more": 9} and CountingGeo.calls == 2


# -- durable snapshots in a fresh process --------------------------------------------------


def _resume_in_child(blob: bytes, tmp_path: Path) -> dict[str, Any]:
    path = tmp_path / "run.snap"
    path.write_bytes(blob)
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(HERE), *sys.path])}
    out = subprocess.run(
        [sys.executable, "-c", "import sys, resume_support; resume_support.main(sys.argv[1])", str(path)],
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
        check=True,
    )
    child: dict[str, Any] = json.loads(out.stdout.strip().splitlines()[-1])
    assert child["pid"] != os.getpid()
    return child


def _as_json(value: Any) -> Any:
    return json.loads(json.dumps(value))


@pytest.mark.parametrize(
    ("entry", "args", "answered_here"),
    [
        ("trip", [["Oslo"]], 0),  # one suspension
        ("trip", [["Oslo", "Atlantis", "Lima"]], 0),  # three suspensions in a row, in the child
        ("trip", [["Oslo", "Atlantis", "Lima", "Rome"]], 2),  # two answered here, two there
        ("fan", [[f"city{i}" for i in range(10)]], 0),  # a gather of ten calls
    ],
)
def test_resume_from_disk_in_a_fresh_process(entry: str, args: list[Any], answered_here: int, tmp_path: Path) -> None:
    ledger = rs.Ledger()
    step = stockade.start(rs.program(), entry, args, bindings={"ledger": ledger})
    for _ in range(answered_here):
        call = step.call
        try:
            step = step.resume(rs.answer(call.binding, call.export, call.args))
        except stockade.ExposedError as e:
            step = step.fail(e.type_name, e.message)
    assert isinstance(step, stockade.Suspended)
    child = _resume_in_child(step.dump(key=KEY), tmp_path)
    ref = reference(entry, args)
    assert child["value"] == _as_json(ref.value)
    assert child["stdout"] == ref.stdout and child["fuel"] == ref.fuel


def test_three_suspensions_each_resumed_in_another_process(tmp_path: Path) -> None:
    # The child answers everything; here we hop process -> disk -> process per call.
    code = (
        "import sys, resume_support as rs, stockade\n"
        "from pathlib import Path\n"
        "p = Path(sys.argv[1])\n"
        "s = stockade.load(p.read_bytes(), key=rs.KEY, bindings={**rs.BINDINGS, 'ledger': rs.Ledger()})\n"
        "c = s.call\n"
        "try:\n    n = s.resume(rs.answer(c.binding, c.export, c.args))\n"
        "except stockade.ExposedError as e:\n    n = s.fail(e.type_name, e.message)\n"
        "p.write_bytes(n.dump(key=rs.KEY) if isinstance(n, stockade.Suspended) else repr(n.value).encode())\n"
    )
    args = [["Oslo", "Atlantis", "Lima", "Rome"]]
    step = stockade.start(rs.program(), "trip", args)
    path = tmp_path / "hop.snap"
    path.write_bytes(step.dump(key=KEY))
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(HERE), *sys.path])}
    for _ in range(4):
        subprocess.run([sys.executable, "-c", code, str(path)], env=env, check=True, timeout=120)
    assert path.read_bytes().decode() == repr(reference("trip", args).value)


def test_snapshot_of_a_run_with_ten_small_results_is_a_few_kilobytes() -> None:
    step = stockade.start(rs.program(), "trip", [[f"c{i}" for i in range(11)]], bindings={"ledger": rs.Ledger()})
    for _ in range(10):
        step = step.resume({"temp": 21})
    assert isinstance(step, stockade.Suspended)
    with_program = step.dump(key=KEY)
    lean = step.dump(key=KEY, include_program=False)
    assert len(lean) < 3000 and len(with_program) < 4000, (len(lean), len(with_program))


# -- refusing snapshots --------------------------------------------------------------------


def _blob() -> bytes:
    step = stockade.start(rs.program(), "trip", [["Oslo", "Lima", "Rome"]], bindings={"ledger": rs.Ledger()})
    step = step.resume({"temp": 1})
    step = step.resume({"temp": 2})
    return step.dump(key=KEY)


BLOB = _blob()


def _load(blob: bytes, **kw: Any) -> stockade.Suspended:
    kw.setdefault("bindings", {**rs.BINDINGS, "ledger": rs.Ledger()})
    return stockade.load(blob, key=kw.pop("key", KEY), **kw)


def _resign(body: dict[str, Any]) -> bytes:
    raw = json.dumps(body, separators=(",", ":")).encode()
    header = _snapshot._HEADER.pack(_snapshot.MAGIC, _snapshot.FORMAT_VERSION, len(raw))
    return header + hmac.new(KEY, header + raw, hashlib.sha256).digest() + raw


def _body(blob: bytes) -> dict[str, Any]:
    return json.loads(blob[_snapshot._PREFIX :])  # type: ignore[no-any-return]


def test_a_good_snapshot_loads_and_resumes() -> None:
    step = _load(BLOB)
    assert step.call.args == ("Rome",)
    assert rs.drive(step).value == [("Oslo", 1, 4), ("Lima", 2, 4), ("Rome", rs.answer("weather", "get", ("Rome",))["temp"], 4)]


@pytest.mark.parametrize(
    ("mutate", "reason"),
    [
        (lambda b: b[:-1], "truncated"),
        (lambda b: b[:30], "truncated"),
        (lambda b: b + b"x", "format"),
        (lambda b: b"GARBAGE" + b[7:], "format"),
        (lambda b: b[:7] + bytes([2]) + b[8:], "format"),
        (lambda b: b"", "format"),
        (lambda b: b[:-5] + b"AAAAA", "auth"),
    ],
)
def test_damaged_snapshots_are_refused_with_a_specific_reason(mutate: Any, reason: str) -> None:
    with pytest.raises(stockade.SnapshotError) as info:
        _load(mutate(BLOB))
    assert info.value.reason == reason and info.value.code == f"STK-SNAPSHOT-{reason.upper()}"


def test_wrong_key_wrong_program_and_versions_are_refused() -> None:
    with pytest.raises(stockade.SnapshotError) as info:
        _load(BLOB, key=b"another-key-of-enough-length-123")
    assert info.value.reason == "auth"
    other = stockade.compile(rs.SOURCE + "\n# changed\n", bindings=rs.BINDINGS)
    with pytest.raises(stockade.SnapshotError) as info:
        _load(BLOB, program=other)
    assert info.value.reason == "program"
    lean = stockade.start(rs.program(), "trip", [["x"]]).dump(key=KEY, include_program=False)
    with pytest.raises(stockade.SnapshotError) as info:
        _load(lean)
    assert info.value.reason == "program"
    assert _load(lean, program=rs.program()).call.args == ("x",)
    body = _body(BLOB)
    body["stockade"] = "0.0.0"
    with pytest.raises(stockade.SnapshotError) as info:
        _load(_resign(body))
    assert info.value.reason == "version"
    with pytest.raises(stockade.UsageError):
        _load(BLOB, key=b"short")
    with pytest.raises(stockade.UsageError):
        _load(BLOB, bindings={"ledger": rs.Ledger()})  # the program needs weather and geo too


def test_forged_but_authentic_snapshots_can_only_feed_values() -> None:
    body = _body(BLOB)
    for name in ("__sk_ga", "__builtins__", "weather"):
        forged = json.loads(json.dumps(body))
        forged["inputs"] = ["d", name, 1]
        with pytest.raises(stockade.SnapshotError) as info:
            _load(_resign(forged))
        assert info.value.reason == "corrupt"
    forged = json.loads(json.dumps(body))
    assert forged["calls"][2][1:3] == ["weather", "get"]
    forged["calls"][2][6] = ["d", "temp", 999]
    step = _load(_resign(forged))  # values are just values: the guest gets them
    assert rs.drive(step).value[1] == ("Lima", 999, 4)
    for bad in (["x", "y"], ["d", ["l"], 1], {"a": 1}, ["i", "zz"], ["f", "1.5"], ["b", "!!"]):
        forged = json.loads(json.dumps(body))
        forged["calls"][0][6] = bad
        with pytest.raises(stockade.SnapshotError) as info:
            _load(_resign(forged))
        assert info.value.reason == "corrupt", bad


def test_replay_divergence_is_detected() -> None:
    body = _body(BLOB)
    forged = json.loads(json.dumps(body))
    forged["calls"][0][3] = ["l", "Paris"]  # the journal says the first call had other arguments
    with pytest.raises(stockade.SnapshotError) as info:
        rs.drive(_load(_resign(forged)))
    assert info.value.reason == "diverged"
    forged = json.loads(json.dumps(body))
    forged["calls"][0][2] = "other"
    with pytest.raises(stockade.SnapshotError) as info:
        rs.drive(_load(_resign(forged)))
    assert info.value.reason == "diverged"
    forged = json.loads(json.dumps(body))
    forged["args"] = ["l", ["l", "Oslo"]]  # other inputs: the journal has calls left over
    with pytest.raises(stockade.SnapshotError) as info:
        rs.drive(_load(_resign(forged)))
    assert info.value.reason == "diverged"


def test_reordered_journal_entries_are_refused() -> None:
    body = _body(BLOB)
    forged = json.loads(json.dumps(body))
    forged["calls"].reverse()
    with pytest.raises(stockade.SnapshotError) as info:
        _load(_resign(forged))
    assert info.value.reason == "corrupt"
    raw = BLOB[_snapshot._PREFIX :]
    calls = body["calls"]
    a, b = json.dumps(calls[0], separators=(",", ":")).encode(), json.dumps(calls[1], separators=(",", ":")).encode()
    swapped = BLOB[: _snapshot._PREFIX] + raw.replace(a, b"\0").replace(b, a).replace(b"\0", b)
    with pytest.raises(stockade.SnapshotError) as info:
        _load(swapped)
    assert info.value.reason == "auth"


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.data())
def test_fuzzed_snapshots_are_refused_cleanly(data: st.DataObject) -> None:
    blob = bytearray(BLOB)
    kind = data.draw(st.sampled_from(["flip", "truncate", "splice", "reorder"]))
    if kind == "flip":
        for i in data.draw(st.lists(st.integers(0, len(blob) - 1), min_size=1, max_size=8, unique=True)):
            blob[i] ^= data.draw(st.integers(1, 255))
    elif kind == "truncate":
        blob = blob[: data.draw(st.integers(0, len(blob) - 1))]
    elif kind == "splice":
        i = data.draw(st.integers(0, len(blob)))
        blob[i:i] = data.draw(st.binary(min_size=1, max_size=16))
    else:
        body = _body(BLOB)
        entries = body["calls"]
        order = data.draw(st.permutations(range(len(entries))))
        if list(order) == sorted(order):
            order = list(reversed(order))
        body["calls"] = [entries[i] for i in order]
        raw = json.dumps(body, separators=(",", ":")).encode()
        blob = bytearray(BLOB[: _snapshot._PREFIX] + raw)  # not re-signed
    with pytest.raises(stockade.SnapshotError):
        _load(bytes(blob))


# -- the journal and the plain codec --------------------------------------------------------


@given(
    st.recursive(
        st.none() | st.booleans() | st.integers() | st.floats() | st.text() | st.binary(),
        lambda inner: st.lists(inner) | st.tuples(inner, inner) | st.dictionaries(st.text() | st.integers(), inner)
        | st.frozensets(st.integers() | st.text()),
        max_leaves=20,
    )
)
def test_plain_codec_round_trips_exactly(value: Any) -> None:
    tree = plain.encode(value)
    back = plain.decode(json.loads(plain.canonical(tree)))
    assert plain.encode(back) == tree
    assert back == value or _has_nan(value)
    assert type(back) is type(value)


def _has_nan(value: Any) -> bool:
    return "nan" in repr(value)


def test_journal_record_returns_the_recorded_value_on_replay() -> None:
    class Meter:
        def trip(self, kind: str) -> None:
            raise RuntimeError(kind)

        def pause(self) -> None:
            pass

        def resume(self) -> None:
            pass

    class State:
        meter = Meter()

    first = Journal()
    first.attach(State())  # type: ignore[arg-type]
    assert first.record("clock", 1.5) == 1.5
    assert first.record("entropy", b"\x01") == b"\x01"
    _, values = first.entries()
    replay = Journal({}, values)
    replay.attach(State())  # type: ignore[arg-type]
    assert replay.record("clock", 99.0) == 1.5  # the recorded reading, not the new one
    with pytest.raises(RuntimeError, match="diverged"):
        replay.record("clock", 2.0)  # the journal has an entropy value next
    assert replay.error is not None and replay.error.reason == "diverged"


def test_script_mode_with_inputs_and_keyword_arguments_survive_a_snapshot() -> None:
    prog = stockade.compile("n = weather.get(city)['temp']\n[n * k for k in factors]\n", bindings={"weather": rs.Weather})
    step = stockade.start(prog, inputs={"city": "Oslo", "factors": (1, 2.5, -3)})
    assert step.call.args == ("Oslo",)
    again = stockade.load(step.dump(key=KEY), key=KEY, bindings={"weather": rs.Weather})
    assert again.resume({"temp": 2}).value == [2, 5.0, -6]
    prog2 = stockade.compile("def main(a, *, b=1):\n    return weather.get(a)['temp'] + b\n", bindings={"weather": rs.Weather})
    step = stockade.start(prog2, "main", ["x"], {"b": 10})
    again = stockade.load(step.dump(key=KEY, include_program=False), key=KEY, program=prog2)
    assert again.resume({"temp": 1}).value == 11


def test_plain_run_with_async_exports_from_inside_a_running_loop() -> None:
    prog = stockade.compile(SLOW_SOURCE, bindings={"slow": Slow})

    async def host() -> tuple[int, int]:
        # a sync stockade.run inside a coroutine: the private loop runs on a helper thread
        a = stockade.run(prog, "main", [3], bindings={"slow": Slow()}).value
        b = stockade.run(prog, "sync_main", [3], bindings={"slow": Slow()}).value
        return a, b

    loop = asyncio.new_event_loop()
    asyncio.set_event_loop(loop)
    try:
        assert loop.run_until_complete(host()) == (5, 5)
        assert asyncio.get_event_loop_policy().get_event_loop() is loop  # left as it was
    finally:
        asyncio.set_event_loop(None)
        loop.close()


class Timed(stockade.Binding):
    @stockade.export
    async def wait(self, name: str, seconds: float) -> str:
        await asyncio.sleep(seconds)
        return name


TIMED_SOURCE = """
import asyncio
async def one(name, seconds):
    got = await timed.wait(name, seconds)
    print("woke", got)
    return got
async def main():
    return await asyncio.gather(one("slow", 0.15), one("fast", 0.0))
async def twice():
    call = timed.wait("x", 0.0)
    a = await call
    b = await call
    c = await asyncio.gather(call, call)
    return a, b, c
async def never_awaited():
    timed.wait("ignored", 0.0)
    return "done"
"""


def test_batched_results_arrive_in_call_order_whatever_the_host_timing() -> None:
    prog = stockade.compile(TIMED_SOURCE, bindings={"timed": Timed})
    result = stockade.run(prog, "main", bindings={"timed": Timed()})
    assert result.value == ["slow", "fast"]
    assert result.stdout == "woke slow\nwoke fast\n"  # deterministic: not completion order


def test_a_pending_call_awaited_twice_runs_once_and_a_never_awaited_one_never_runs() -> None:
    prog = stockade.compile(TIMED_SOURCE, bindings={"timed": Timed})
    result = stockade.run(prog, "twice", bindings={"timed": Timed()})
    assert result.value == ("x", "x", ["x", "x"]) and len(result.binding_calls) == 1
    result = stockade.run(prog, "never_awaited", bindings={"timed": Timed()})
    assert result.value == "done" and result.binding_calls == ()
    step = stockade.start(prog, "never_awaited")
    assert isinstance(step, stockade.Completed) and step.value == "done"


def test_sync_code_suspends_at_an_async_export_too() -> None:
    prog = stockade.compile(SLOW_SOURCE, bindings={"slow": Slow})
    step = stockade.start(prog, "sync_main", [2])
    assert [c.args for c in step.calls] == [(0,)]
    step = step.resume(0)
    assert step.call.args == (1,)
    assert step.resume(1).value == 1
    assert stockade.start(prog, "sync_main", [3], bindings={"slow": Slow()}).value == 5  # host-run, blocking


def test_racing_resumes_let_exactly_one_win() -> None:
    import threading

    prog = stockade.compile("def main():\n    return weather.get('x')\n", bindings={"weather": rs.Weather})
    step = stockade.start(prog, "main")
    outcomes: list[str] = []

    def resume() -> None:
        try:
            step.resume(1)
            outcomes.append("ok")
        except stockade.UsageError:
            outcomes.append("refused")

    threads = [threading.Thread(target=resume) for _ in range(8)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert sorted(outcomes) == ["ok"] + ["refused"] * 7


def test_load_can_narrow_the_snapshots_limits() -> None:
    source = "def main():\n    weather.get('x')\n    t = 0\n    for i in range(10_000):\n        t += i\n    return t\n"
    prog = stockade.compile(source, bindings={"weather": rs.Weather})
    blob = stockade.start(prog, "main").dump(key=KEY)
    assert stockade.load(blob, key=KEY, bindings={"weather": rs.Weather}).resume(0).value == sum(range(10_000))
    tight = stockade.load(blob, key=KEY, bindings={"weather": rs.Weather}, limits=stockade.Limits(fuel=1000))
    with pytest.raises(stockade.LimitExceeded) as info:
        tight.resume(0)
    assert info.value.limit == "fuel"


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    cities=st.lists(st.sampled_from(["Oslo", "Atlantis", "Lima", "Rome", "Kyiv"]), min_size=1, max_size=5),
    entry=st.sampled_from(["trip", "fan"]),
    hosted=st.sets(st.sampled_from(["weather", "geo", "ledger"])),
    hops=st.lists(st.booleans(), min_size=12, max_size=12),
)
def test_any_mix_of_hosted_suspended_and_snapshotted_steps_matches_the_plain_run(
    cities: list[str], entry: str, hosted: set[str], hops: list[bool]
) -> None:
    instances = {"weather": rs.Weather(), "geo": rs.Geo(), "ledger": rs.Ledger()}
    given_bindings = {name: instances[name] for name in hosted}
    try:
        expected: Any = ("ok", reference(entry, [cities]).value)
    except stockade.GuestError as e:
        expected = ("guest", e.type_name)
    try:
        step: Any = stockade.start(rs.program(), entry, [cities], bindings=given_bindings)
        for hop in hops:
            if not isinstance(step, stockade.Suspended):
                break
            if hop:  # through bytes, as another process would
                step = stockade.load(step.dump(key=KEY), key=KEY, bindings={**rs.BINDINGS, **given_bindings})
            results, errors = {}, {}
            for call in step.calls:
                try:
                    results[call.id] = rs.answer(call.binding, call.export, call.args, call.kwargs)
                except stockade.ExposedError as e:
                    errors[call.id] = (e.type_name, e.message)
            step = step.resume(results=results, errors=errors)
        step = rs.drive(step)
        got: Any = ("ok", step.value)
    except stockade.GuestError as e:
        got = ("guest", e.type_name)
    assert got == expected


def test_a_changed_binding_class_is_named_when_the_program_hash_differs() -> None:
    class OtherWeather(stockade.Binding):
        @stockade.export
        def get(self, city: str, unit: str = "C") -> dict[str, Any]:
            return {}

    with pytest.raises(stockade.SnapshotError) as info:
        _load(BLOB, bindings={"weather": OtherWeather, "geo": rs.Geo, "ledger": rs.Ledger()})
    assert info.value.reason == "program" and "weather" in str(info.value)


def test_a_suspended_run_is_never_pickled() -> None:
    import copy
    import pickle

    step = stockade.start(rs.program(), "trip", [["Oslo"]])
    with pytest.raises(stockade.UsageError):
        pickle.dumps(step)
    with pytest.raises(stockade.UsageError):
        copy.copy(step)


def test_uuid4_is_recorded_and_replayed_from_a_snapshot() -> None:
    source = (
        "import uuid\n"
        "def main():\n"
        "    u = uuid.uuid4()\n"
        "    print(u)\n"
        "    w = weather.get('Oslo')\n"
        "    return [str(u), u.version, w['temp'], str(uuid.uuid4())]\n"
    )
    program = stockade.compile(source, bindings=rs.BINDINGS, nondeterminism=True)
    step = stockade.start(program, "main")
    assert isinstance(step, stockade.Suspended)
    blob = step.dump(key=KEY)
    here = step.resume({"temp": 7})
    there = stockade.load(blob, key=KEY, bindings=rs.BINDINGS, program=program).resume({"temp": 7})
    assert isinstance(here, stockade.Completed) and isinstance(there, stockade.Completed)
    first, version, temp, second = there.value
    assert version == 4 and temp == 7 and first != second
    assert there.value[:3] == here.value[:3]  # the uuid made before the suspension is replayed
    assert there.stdout == here.stdout == first + "\n"
    # The snapshot carries the program's grant: loading without program= compiles it with it.
    again = stockade.load(blob, key=KEY, bindings=rs.BINDINGS).resume({"temp": 7})
    assert isinstance(again, stockade.Completed)
    assert again.value[:3] == here.value[:3] and again.stdout == here.stdout


def test_a_snapshot_without_the_grant_compiles_its_program_without_it() -> None:
    source = "import uuid\ndef main():\n    return weather.get('Oslo')['temp']\n"
    program = stockade.compile(source, bindings=rs.BINDINGS)
    step = stockade.start(program, "main")
    assert isinstance(step, stockade.Suspended)
    loaded = stockade.load(step.dump(key=KEY), key=KEY, bindings=rs.BINDINGS)
    assert loaded.program.nondeterminism is False
    done = loaded.resume({"temp": 3})
    assert isinstance(done, stockade.Completed) and done.value == 3


def test_suspended_completed_and_snapshots_carry_stderr() -> None:
    prog = stockade.compile(
        "import logging\n"
        "def main(city):\n    logging.warning('asking for %s', city)\n    t = weather.get(city)\n"
        "    logging.warning('got %s', t)\n    return t\n",
        bindings={"weather": rs.Weather},
    )
    step = stockade.start(prog, "main", ["Oslo"])
    assert isinstance(step, stockade.Suspended)
    assert step.stderr == "WARNING:root:asking for Oslo\n" and step.stdout == ""
    loaded = stockade.load(step.dump(key=KEY), key=KEY, bindings={"weather": rs.Weather})
    assert loaded.stderr == "WARNING:root:asking for Oslo\n"
    done = loaded.resume(7)
    assert isinstance(done, stockade.Completed)
    assert done.stderr == "WARNING:root:asking for Oslo\nWARNING:root:got 7\n"
