#!/usr/bin/env python3
"""Stockade guest vs native CPython, side by side, in one process.

    python bench/run.py [--quick] [--json out.json] [--only KEY ...] [--profile KEY]

Every workload runs the SAME source text two ways in this process:

- native: ``compile()`` + ``exec`` into a fresh plain dict (normal builtins), then a call
  of the entry function;
- guest:  ``stockade.compile()`` once, then ``stockade.run(program, entry, args)`` per
  repetition (which also builds a fresh namespace, starts the meter and copies the
  result out through the door).

Both sides are checked to return the same value before anything is timed. Repetitions
alternate native/guest in an ABBA pattern (N G G N N G ...) so machine drift cancels;
the cyclic GC is disabled during timed sections for both sides alike and a full
collection runs, untimed, between batches. Numbers are medians with the min-max spread.

Workloads and bars (the bar is on the guest/native ratio unless the unit says otherwise):

1. fib       fib(25), recursive                                   ratio <= 1.8
2. loop      1,000,000-iteration arithmetic loop                  ratio <= 1.5
2b classes   200,000 iterations creating objects and calling their methods
             (attribute reads and stores on guest instances)      ratio <= 1.5
2c pipeline  a generator pipeline over 200,000 records: a generator function
             reading records, ``yield from``, generator expressions filtering
             and mapping, itertools.islice/chain, sum and max     ratio <= 1.5
3. glue      build 10,000 dicts inside the timed function, filter, sort by key,
             json.dumps                                           ratio <= 1.3
3b glue_in   the same filter/sort/dumps with the 10,000 dicts passed in as the run
             argument (so the guest also pays the door copy)      informational
4. compile   stockade.compile of a realistic 50-line program      guest <= 5 ms
             (native: CPython's compile() of the same text)
5. trivial   compiled program -> result for ``def main(): return 1``: median and p99
             of single runs, in us                                guest median <= 5 us
             (native: exec the same code into a fresh dict and call main())
6. binding   guest calling a trivial binding export: loop of N calls minus the same
             loop without the call, us per call                   guest <= 2 us
             (native: the same source calling a plain host object's method)
7. h2g       host-to-guest call overhead: stockade.run(program, "add", [2, 3]) vs a
             direct call of the same, already-defined function; and 7b with a
             ~400-value request dict crossing in and a small dict crossing out
                                                                  informational

``--quick`` uses fewer repetitions (CI smoke). ``--json`` writes every raw sample.
``--cpu`` times with this thread's CPU clock (``time.thread_time_ns``) instead of
``perf_counter_ns``: on a loaded shared machine the time a run spends descheduled is
not counted, so the ratios move far less between runs (use it when the load average is
above the core count; say so next to the figures).
``--strict`` exits 1 when a workload misses its bar (the default only reports).
``--profile KEY`` runs the guest side of one workload under cProfile and prints the top
functions (cProfile inflates Python-level hooks relative to C; read it for shape only).
"""

from __future__ import annotations

import argparse
import gc
import json
import os
import platform
import statistics
import sys
import time
from collections.abc import Callable, Sequence
from dataclasses import asdict, dataclass, field, replace
from pathlib import Path
from typing import Any

try:
    import stockade
except ImportError:  # running from a checkout without installing
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "src"))
    import stockade

perf_counter_ns = time.perf_counter_ns  # --cpu replaces it with time.thread_time_ns

# Generous limits: metering must never stop a benchmark run.
LIMITS = stockade.Limits(
    fuel=10**9,
    wall=60,
    memory=1 << 30,
    binding_calls=10**8,
    result=64 << 20,
)


@dataclass(frozen=True)
class Sizes:
    """Problem sizes and repetition counts."""

    fib: int = 25
    loop: int = 1_000_000
    classes: int = 200_000
    pipeline: int = 200_000
    glue: int = 10_000
    calls: int = 100_000  # binding calls per repetition (workload 6)
    reps: int = 21  # interleaved repetitions of the long workloads (per side)
    micro: int = 20_000  # single-call samples per side (workloads 5 and 7)
    batch: int = 100  # consecutive single calls before switching side (5 and 7)
    compile_reps: int = 200  # compile samples per side (workload 4)


FULL = Sizes()
QUICK = replace(FULL, reps=5, micro=2_000, compile_reps=30, calls=20_000)
TINY = Sizes(fib=10, loop=1_000, classes=100, pipeline=100, glue=50, calls=50, reps=1, micro=4, batch=2, compile_reps=1)


# -------------------------------------------------------------------------------------
# Sources (one text per workload, used verbatim by both sides)

SRC_FIB = """\
def fib(n):
    if n < 2:
        return n
    return fib(n - 1) + fib(n - 2)
"""

SRC_LOOP = """\
def loop(n):
    total = 0
    for i in range(n):
        total += i * i % 7
    return total
"""

SRC_CLASSES = """\
class Vec:
    def __init__(self, x, y):
        self.x = x
        self.y = y

    def add(self, other):
        return Vec(self.x + other.x, self.y + other.y)

    def norm1(self):
        return abs(self.x) + abs(self.y)


class Counter:
    def __init__(self):
        self.total = 0

    def feed(self, v):
        self.total += v.norm1()


def classes(n):
    acc = Vec(0, 0)
    counter = Counter()
    for i in range(n):
        v = Vec(i % 7, -(i % 5))
        acc = acc.add(v)
        counter.feed(v)
    return counter.total + acc.x + acc.y
"""

SRC_PIPELINE = """\
import itertools


def records(n):
    for i in range(n):
        yield (i, i % 7, (i * 7919) % 1000)


def halves(n):
    yield from records(n // 2)
    yield from records(n - n // 2)


def weighted(rows):
    for rid, kind, score in rows:
        if kind:
            yield rid, score * kind


def pipeline(n):
    big = (s for _, s in weighted(halves(n)) if s >= 500)
    capped = (min(s, 5000) for s in big)
    total = sum(itertools.islice(capped, n // 3))
    tail = (s % 997 for _, s in weighted(records(n // 4)))
    kinds = (kind for _, kind, _ in records(50))
    best = max(itertools.chain(tail, kinds))
    return [total, best]
"""

SRC_GLUE = """\
import json

GROUPS = ("red", "green", "blue")


def make_rows(n):
    rows = []
    for i in range(n):
        rows.append({
            "id": i,
            "name": f"user{i % 997}",
            "group": GROUPS[i % 3],
            "score": (i * 7919) % 1000,
            "tags": [i % 5, i % 7],
        })
    return rows


def select(rows):
    keep = [r for r in rows if r["score"] >= 250 and r["group"] != "blue"]
    keep.sort(key=lambda r: (r["score"], r["id"]))
    return json.dumps(keep)


def glue(n):
    return select(make_rows(n))


def glue_in(rows):
    return select(rows)
"""

# Workload 4: a realistic ~50-line program (parsing, grouping, f-strings, try/except,
# comprehensions, lambdas, imports).
SRC_COMPILE = """\
import json
import math
from functools import reduce

TAX = {"food": 0.07, "books": 0.0, "tools": 0.2}
DEFAULT_TAX = 0.1


def parse_line(line):
    parts = [p.strip() for p in line.split(",")]
    if len(parts) != 4:
        raise ValueError(f"expected 4 fields, got {len(parts)}: {line!r}")
    sku, category, qty, price = parts
    if not sku:
        raise ValueError("empty sku")
    return {"sku": sku, "category": category, "qty": int(qty), "price": float(price)}


def line_total(item):
    rate = TAX.get(item["category"], DEFAULT_TAX)
    return round(item["qty"] * item["price"] * (1 + rate), 2)


def summarize(items):
    by_cat = {}
    for item in items:
        by_cat.setdefault(item["category"], []).append(item)
    out = {}
    for cat, group in sorted(by_cat.items()):
        totals = [line_total(i) for i in group]
        out[cat] = {
            "count": len(group),
            "total": round(sum(totals), 2),
            "mean": round(sum(totals) / len(totals), 2),
            "top": max(group, key=lambda i: i["qty"] * i["price"])["sku"],
            "units": reduce(lambda a, b: a + b, [i["qty"] for i in group], 0),
        }
    return out


def main(text):
    items, errors = [], []
    for n, line in enumerate(text.splitlines(), 1):
        if not line.strip() or line.startswith("#"):
            continue
        try:
            items.append(parse_line(line))
        except ValueError as e:
            errors.append(f"line {n}: {e}")
    report = summarize(items)
    grand = math.fsum(v["total"] for v in report.values())
    result = {"report": report, "grand": round(grand, 2), "errors": errors}
    return json.dumps(result, sort_keys=True)
"""

COMPILE_INPUT = """\
# sku, category, qty, price
a1, food, 3, 2.50
b2, books, 1, 12.00
c3, tools, 2, 30.10
d4, food, 10, 0.99

bad line
e5, toys, 4, 5.25
, food, 1, 1.00
"""

SRC_TRIVIAL = """\
def main():
    return 1
"""

SRC_BINDING = """\
def with_calls(n):
    t = 0
    for i in range(n):
        t += b.ping(i)
    return t


def without_calls(n):
    t = 0
    for i in range(n):
        t += i
    return t
"""

SRC_H2G = """\
def add(a, b):
    return a + b


def handle(request):
    return {"id": request["id"], "n": len(request["items"])}
"""


def h2g_request() -> dict[str, Any]:
    """About 400 plain values: the kind of request a host hands a tool script."""
    return {
        "id": 7,
        "user": "alice",
        "items": [{"sku": f"s{i}", "qty": i, "price": 1.5} for i in range(100)],
    }


class Echo(stockade.Binding):
    """The trivial binding of workload 6 (and, as a plain object, its native twin)."""

    @stockade.export
    def ping(self, x: int) -> int:
        return x


# -------------------------------------------------------------------------------------
# The two ways to run a source


def native_code(source: str) -> Any:
    return compile(source, "main.py", "exec", dont_inherit=True)


def native_run(code: Any, entry: str, args: Sequence[Any] = (), extra: dict[str, Any] | None = None) -> Any:
    """exec ``code`` into a fresh dict (plain builtins) and call ``entry(*args)``."""
    ns: dict[str, Any] = {"__name__": "main"}
    if extra:
        ns.update(extra)
    exec(code, ns)
    return ns[entry](*args)


def native_module(code: Any, extra: dict[str, Any] | None = None) -> dict[str, Any]:
    ns: dict[str, Any] = {"__name__": "main"}
    if extra:
        ns.update(extra)
    exec(code, ns)
    return ns


def guest_runner(
    program: stockade.Program,
    entry: str,
    args: Sequence[Any] = (),
    bindings: dict[str, Any] | None = None,
) -> Callable[[], Any]:
    run = stockade.run
    args = list(args)

    def go() -> Any:
        return run(program, entry, args, bindings=bindings, limits=LIMITS).value

    return go


# -------------------------------------------------------------------------------------
# Timing


def interleave(
    fns: dict[str, Callable[[], Any]],
    reps: int,
    *,
    batch: int = 1,
    warmup: int = 1,
    collect_every: int = 1,
) -> dict[str, list[int]]:
    """Time each function ``reps * batch`` times, alternating sides ABBA per batch.

    Returns nanoseconds per single call, per side. The GC is off while timing (for every
    side alike) and a full collection runs untimed every ``collect_every`` rounds.
    """
    names = list(fns)
    out: dict[str, list[int]] = {n: [] for n in names}
    for _ in range(warmup):
        for n in names:
            for _ in range(max(1, batch)):
                fns[n]()
    was_enabled = gc.isenabled()
    gc.collect()
    gc.disable()
    try:
        for r in range(reps):
            order = names if r % 2 == 0 else names[::-1]
            for n in order:
                fn = fns[n]
                samples = out[n]
                for _ in range(batch):
                    t0 = perf_counter_ns()
                    fn()
                    samples.append(perf_counter_ns() - t0)
            if (r + 1) % collect_every == 0:
                gc.collect()
    finally:
        if was_enabled:
            gc.enable()
    return out


def timer_overhead_ns(n: int = 20_000) -> float:
    """Median cost of one empty perf_counter_ns() pair (included in every sample)."""
    samples = []
    for _ in range(n):
        t0 = perf_counter_ns()
        samples.append(perf_counter_ns() - t0)
    return statistics.median(samples)


@dataclass
class Stat:
    """Summary of samples, in ``unit``."""

    unit: str
    median: float
    lo: float
    hi: float
    p99: float | None = None
    n: int = 0

    @classmethod
    def of(cls, samples_ns: Sequence[float], unit: str, per: float = 1.0, p99: bool = False) -> Stat:
        scale = {"ms": 1e-6, "us": 1e-3, "ns": 1.0}[unit] / per
        xs = sorted(samples_ns)
        q = xs[min(len(xs) - 1, int(len(xs) * 0.99))] * scale if p99 else None
        return cls(unit, statistics.median(xs) * scale, xs[0] * scale, xs[-1] * scale, q, len(xs))

    def show(self, spread: bool = True) -> str:
        def f(x: float) -> str:
            return f"{x:.3g}" if abs(x) < 100 else f"{x:.0f}"

        s = f"{f(self.median)} {self.unit}"
        if spread and self.n > 1:
            s += f" [{f(self.lo)}..{f(self.hi)}]"
        return s


@dataclass
class Row:
    """One line of the table."""

    key: str
    title: str
    native: Stat
    guest: Stat
    ratio: float
    bar: float | None  # None: informational
    bar_on: str  # "ratio" or "guest" (absolute, in the guest stat's unit)
    extra: dict[str, Any] = field(default_factory=dict)
    samples: dict[str, list[int]] = field(default_factory=dict, repr=False)

    @property
    def passed(self) -> bool | None:
        if self.bar is None:
            return None
        value = self.ratio if self.bar_on == "ratio" else self.guest.median
        return value <= self.bar

    def bar_text(self) -> str:
        if self.bar is None:
            return "-"
        return f"<= {self.bar:g}x" if self.bar_on == "ratio" else f"<= {self.bar:g} {self.guest.unit}"


def _check_same(key: str, native: Any, guest: Any) -> None:
    if native != guest:
        raise AssertionError(f"{key}: native and guest disagree: {native!r:.200} != {guest!r:.200}")


def _pair_row(
    key: str,
    title: str,
    samples: dict[str, list[int]],
    unit: str,
    bar: float | None,
    bar_on: str,
    p99: bool = False,
    per: float = 1.0,
    extra: dict[str, Any] | None = None,
) -> Row:
    n = Stat.of(samples["native"], unit, per, p99)
    g = Stat.of(samples["guest"], unit, per, p99)
    return Row(key, title, n, g, g.median / n.median, bar, bar_on, extra or {}, samples)


# -------------------------------------------------------------------------------------
# Workloads. Each has check(sizes) -> (native value, guest value) and measure(sizes) -> rows.


def _simple(
    source: str, entry: str, args_of: Callable[[Sizes], list[Any]]
) -> Callable[[Sizes], tuple[Callable[[], Any], Callable[[], Any]]]:
    def make(sizes: Sizes) -> tuple[Callable[[], Any], Callable[[], Any]]:
        code = native_code(source)
        program = stockade.compile(source)
        args = args_of(sizes)
        return (lambda: native_run(code, entry, args)), guest_runner(program, entry, args)

    return make


def _glue_rows(n: int) -> list[dict[str, Any]]:
    ns = native_module(native_code(SRC_GLUE))
    rows: list[dict[str, Any]] = ns["make_rows"](n)
    return rows


class Workload:
    key = ""
    title = ""

    def pair(self, sizes: Sizes) -> tuple[Callable[[], Any], Callable[[], Any]]:
        raise NotImplementedError

    def check(self, sizes: Sizes) -> tuple[Any, Any]:
        native, guest = self.pair(sizes)
        return native(), guest()

    def measure(self, sizes: Sizes) -> list[Row]:
        raise NotImplementedError


class Ratio(Workload):
    """A whole run per sample; the bar is on the guest/native ratio of medians."""

    def __init__(
        self,
        key: str,
        title: str,
        bar: float | None,
        make: Callable[[Sizes], tuple[Callable[[], Any], Callable[[], Any]]],
    ):
        self.key, self.title, self.bar, self.make = key, title, bar, make

    def pair(self, sizes: Sizes) -> tuple[Callable[[], Any], Callable[[], Any]]:
        return self.make(sizes)

    def measure(self, sizes: Sizes) -> list[Row]:
        native, guest = self.pair(sizes)
        _check_same(self.key, native(), guest())
        samples = interleave({"native": native, "guest": guest}, sizes.reps)
        row = _pair_row(self.key, self.title.format(s=sizes), samples, "ms", self.bar, "ratio")
        # Each round's guest sample over the native sample taken next to it (ABBA): less
        # sensitive to load that comes and goes than the ratio of the two medians.
        paired = [g / n for n, g in zip(samples["native"], samples["guest"], strict=True)]
        row.extra = {"paired_ratio_median": statistics.median(paired)}
        return [row]


class Compile(Workload):
    key = "compile"
    title = "4. compile 50-line program"

    def pair(self, sizes: Sizes) -> tuple[Callable[[], Any], Callable[[], Any]]:
        code = native_code(SRC_COMPILE)
        program = stockade.compile(SRC_COMPILE)
        return (lambda: native_run(code, "main", [COMPILE_INPUT])), guest_runner(program, "main", [COMPILE_INPUT])

    def measure(self, sizes: Sizes) -> list[Row]:
        native, guest = self.pair(sizes)
        _check_same(self.key, native(), guest())
        lines = SRC_COMPILE.count("\n")
        samples = interleave(
            {
                "native": lambda: compile(SRC_COMPILE, "main.py", "exec", dont_inherit=True),
                "guest": lambda: stockade.compile(SRC_COMPILE),
            },
            sizes.compile_reps,
            warmup=3,
            collect_every=10,
        )
        return [_pair_row(self.key, f"{self.title} ({lines} lines)", samples, "ms", 5.0, "guest")]


class Trivial(Workload):
    key = "trivial"
    title = "5. trivial run (def main(): return 1)"

    def pair(self, sizes: Sizes) -> tuple[Callable[[], Any], Callable[[], Any]]:
        code = native_code(SRC_TRIVIAL)
        program = stockade.compile(SRC_TRIVIAL)
        return (lambda: native_run(code, "main")), guest_runner(program, "main")

    def measure(self, sizes: Sizes) -> list[Row]:
        native, guest = self.pair(sizes)
        _check_same(self.key, native(), guest())
        reps = max(1, sizes.micro // sizes.batch)
        samples = interleave({"native": native, "guest": guest}, reps, batch=sizes.batch, warmup=5, collect_every=10)
        med = _pair_row(self.key, self.title + " median", samples, "us", 5.0, "guest", p99=True)
        assert med.native.p99 is not None and med.guest.p99 is not None
        n99, g99 = med.native.p99, med.guest.p99
        tail = Row(
            "trivial_p99",
            "5. trivial run p99",
            Stat("us", n99, n99, n99, n99, 1),
            Stat("us", g99, g99, g99, g99, 1),
            g99 / n99,
            5.0,
            "guest",
        )
        return [med, tail]


class BindingCall(Workload):
    key = "binding"
    title = "6. binding call round trip, per call"

    def _fns(self, sizes: Sizes) -> dict[str, Callable[[], Any]]:
        n = sizes.calls
        code = native_code(SRC_BINDING)
        program = stockade.compile(SRC_BINDING, bindings={"b": Echo})
        host = Echo()
        return {
            "native": lambda: native_run(code, "with_calls", [n], {"b": host}),
            "native0": lambda: native_run(code, "without_calls", [n], {"b": host}),
            "guest": guest_runner(program, "with_calls", [n], {"b": host}),
            "guest0": guest_runner(program, "without_calls", [n], {"b": host}),
        }

    def pair(self, sizes: Sizes) -> tuple[Callable[[], Any], Callable[[], Any]]:
        fns = self._fns(sizes)
        return fns["native"], fns["guest"]

    def check(self, sizes: Sizes) -> tuple[Any, Any]:
        fns = self._fns(sizes)
        _check_same(self.key + " (no call)", fns["native0"](), fns["guest0"]())
        return fns["native"](), fns["guest"]()

    def measure(self, sizes: Sizes) -> list[Row]:
        fns = self._fns(sizes)
        _check_same(self.key, fns["native"](), fns["guest"]())
        _check_same(self.key, fns["native0"](), fns["guest0"]())
        raw = interleave(fns, sizes.reps)
        # Per repetition: (loop with calls - loop without) / calls. Pairs are taken in
        # the same round, so drift between rounds cancels.
        diff = {
            side: [w - wo for w, wo in zip(raw[side], raw[side + "0"], strict=True)] for side in ("native", "guest")
        }
        row = _pair_row(self.key, self.title, diff, "us", 2.0, "guest", per=sizes.calls)
        row.samples = raw
        row.extra = {
            "calls_per_rep": sizes.calls,
            "loop_with_calls_ms": {s: Stat.of(raw[s], "ms").median for s in ("native", "guest")},
            "loop_without_calls_ms": {s: Stat.of(raw[s + "0"], "ms").median for s in ("native", "guest")},
        }
        return [row]


class HostToGuest(Workload):
    key = "h2g"
    title = "7. host->guest call add(2, 3)"

    def _fns(self) -> dict[str, Callable[[], Any]]:
        ns = native_module(native_code(SRC_H2G))
        program = stockade.compile(SRC_H2G)
        add, handle = ns["add"], ns["handle"]
        req = h2g_request()
        return {
            "add_native": lambda: add(2, 3),
            "add_guest": guest_runner(program, "add", [2, 3]),
            "req_native": lambda: handle(req),
            "req_guest": guest_runner(program, "handle", [req]),
        }

    def pair(self, sizes: Sizes) -> tuple[Callable[[], Any], Callable[[], Any]]:
        fns = self._fns()
        return fns["add_native"], fns["add_guest"]

    def check(self, sizes: Sizes) -> tuple[Any, Any]:
        fns = self._fns()
        _check_same(self.key + " (request)", fns["req_native"](), fns["req_guest"]())
        return fns["add_native"](), fns["add_guest"]()

    def measure(self, sizes: Sizes) -> list[Row]:
        fns = self._fns()
        rows = []
        reps = max(1, sizes.micro // sizes.batch)
        for tag, title in (("add", self.title), ("req", "7b. host->guest call, 400-value request")):
            native, guest = fns[tag + "_native"], fns[tag + "_guest"]
            _check_same(self.key, native(), guest())
            samples = interleave(
                {"native": native, "guest": guest},
                reps,
                batch=sizes.batch,
                warmup=5,
                collect_every=10,
            )
            row = _pair_row(
                self.key if tag == "add" else "h2g_request",
                title,
                samples,
                "us",
                None,
                "guest",
                p99=True,
            )
            row.extra = {"overhead_us": row.guest.median - row.native.median}
            rows.append(row)
        return rows


WORKLOADS: dict[str, Workload] = {
    w.key: w
    for w in (
        Ratio("fib", "1. fib({s.fib}) recursive", 1.8, _simple(SRC_FIB, "fib", lambda s: [s.fib])),
        Ratio(
            "loop",
            "2. {s.loop:,}-iteration loop",
            1.5,
            _simple(SRC_LOOP, "loop", lambda s: [s.loop]),
        ),
        Ratio(
            "classes",
            "2b. class-heavy loop: {s.classes:,} objects",
            1.5,
            _simple(SRC_CLASSES, "classes", lambda s: [s.classes]),
        ),
        Ratio(
            "pipeline",
            "2c. generator pipeline: {s.pipeline:,} records",
            1.5,
            _simple(SRC_PIPELINE, "pipeline", lambda s: [s.pipeline]),
        ),
        Ratio(
            "glue",
            "3. glue: {s.glue:,} dicts built inside",
            1.3,
            _simple(SRC_GLUE, "glue", lambda s: [s.glue]),
        ),
        Ratio(
            "glue_in",
            "3b. glue: {s.glue:,} dicts passed in",
            None,
            _simple(SRC_GLUE, "glue_in", lambda s: [_glue_rows(s.glue)]),
        ),
        Compile(),
        Trivial(),
        BindingCall(),
        HostToGuest(),
    )
}


# -------------------------------------------------------------------------------------
# Report


def source_digest() -> str:
    """sha256 (first 16 hex digits) of the stockade sources measured: ties numbers to code."""
    import hashlib

    root = Path(stockade.__file__).resolve().parent
    h = hashlib.sha256()
    for path in sorted(p for p in root.rglob("*") if p.suffix in (".py", ".c")):
        h.update(str(path.relative_to(root)).encode() + b"\0" + path.read_bytes() + b"\0")
    return h.hexdigest()[:16]


def machine_info() -> dict[str, Any]:
    cpu = platform.processor() or ""
    try:
        with open("/proc/cpuinfo", encoding="utf-8") as f:
            for line in f:
                if line.startswith("model name"):
                    cpu = line.split(":", 1)[1].strip()
                    break
    except OSError:
        pass
    u = platform.uname()
    return {
        "python": sys.version.split()[0],
        "implementation": platform.python_implementation(),
        "build": " ".join(platform.python_build()),
        "compiler": platform.python_compiler(),
        "stockade": stockade.__version__,
        "source_digest": source_digest(),
        "memory_hook": bool(getattr(__import__("stockade._native", fromlist=["x"]), "MEMORY_HOOK_OK", False)),
        "system": f"{u.system} {u.release} {u.machine}",
        "cpu": cpu,
        "cpus": os.cpu_count(),
        "loadavg": os.getloadavg() if hasattr(os, "getloadavg") else None,
    }


def print_table(rows: list[Row], info: dict[str, Any], timer_ns: float) -> None:
    i = info
    print(f"Python {i['python']} ({i['implementation']}, {i['compiler']})", end="; ")
    print(f"stockade {i['stockade']} (sources {i['source_digest']})")
    print(f"machine: {i['system']}; cpu: {i['cpu'] or '?'} x{i['cpus']}", end="; ")
    load = i.get("loadavg")
    print(f"memory hook: {i['memory_hook']}", end="")
    print(f"; load average at start {load[0]:.2f}" if load else "")
    print(f"timer: a perf_counter_ns pair costs {timer_ns:.0f} ns (in every single-call sample)")
    clock = "thread CPU time" if perf_counter_ns is time.thread_time_ns else "wall time"
    print(f"numbers: median [min..max] over interleaved samples ({clock})\n")
    header = ("workload", "native", "stockade", "ratio", "bar", "result")
    cells = [header]
    for r in rows:
        verdict = {True: "PASS", False: "FAIL", None: "info"}[r.passed]
        ratio = f"{r.ratio:.2f}x"
        cells.append((r.title, r.native.show(), r.guest.show(), ratio, r.bar_text(), verdict))
    widths = [max(len(c[i]) for c in cells) for i in range(len(header))]
    for n, c in enumerate(cells):
        print("  ".join(s.ljust(w) for s, w in zip(c, widths, strict=True)).rstrip())
        if n == 0:
            print("  ".join("-" * w for w in widths))
    print()
    for r in rows:
        if "paired_ratio_median" in r.extra:
            paired = r.extra["paired_ratio_median"]
            print(f"{r.title}: median of per-round paired ratios {paired:.2f}x")
        if r.key == "binding":
            e = r.extra
            w, wo = e["loop_with_calls_ms"], e["loop_without_calls_ms"]
            print(
                f"6. loop of {e['calls_per_rep']:,}: with calls native {w['native']:.2f} ms, "
                f"guest {w['guest']:.2f} ms; without calls native {wo['native']:.2f} ms, "
                f"guest {wo['guest']:.2f} ms"
            )
        if "overhead_us" in r.extra:
            assert r.guest.p99 is not None and r.native.p99 is not None
            print(
                f"{r.title}: guest - native = {r.extra['overhead_us']:.2f} us per call "
                f"(p99 native {r.native.p99:.2f} us, guest {r.guest.p99:.2f} us)"
            )


def measure_all(sizes: Sizes, only: Sequence[str] = (), progress: bool = False) -> list[Row]:
    rows: list[Row] = []
    for key, w in WORKLOADS.items():
        if only and key not in only:
            continue
        if progress:
            print(f"  running {key} ...", file=sys.stderr, flush=True)
        rows.extend(w.measure(sizes))
    return rows


def to_json(rows: list[Row], info: dict[str, Any], sizes: Sizes, timer_ns: float) -> dict[str, Any]:
    out = []
    for r in rows:
        d = {
            "key": r.key,
            "title": r.title,
            "native": asdict(r.native),
            "guest": asdict(r.guest),
            "ratio": r.ratio,
            "bar": r.bar,
            "bar_on": r.bar_on,
            "passed": r.passed,
            "extra": r.extra,
            "samples_ns": r.samples,
        }
        out.append(d)
    return {
        "machine": info,
        "sizes": asdict(sizes),
        "timer_overhead_ns": timer_ns,
        "limits": repr(LIMITS),
        "rows": out,
    }


def profile(key: str, sizes: Sizes, top: int = 25) -> None:
    import cProfile
    import pstats

    _native, guest = WORKLOADS[key].pair(sizes)
    guest()
    prof = cProfile.Profile()
    prof.enable()
    for _ in range(3):
        guest()
    prof.disable()
    pstats.Stats(prof).sort_stats("tottime").print_stats(top)


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--quick", action="store_true", help="fewer repetitions (CI smoke)")
    ap.add_argument("--json", metavar="PATH", help="write raw samples and summaries as JSON")
    ap.add_argument("--only", nargs="+", choices=list(WORKLOADS), default=(), help="run only these workloads")
    ap.add_argument("--strict", action="store_true", help="exit 1 if any workload misses its bar")
    ap.add_argument(
        "--profile",
        metavar="KEY",
        choices=list(WORKLOADS),
        help="cProfile the guest side of one workload",
    )
    ap.add_argument("--cpu", action="store_true", help="time with the thread's CPU clock (loaded machines)")
    args = ap.parse_args(argv)
    if args.cpu:
        global perf_counter_ns
        perf_counter_ns = time.thread_time_ns
    sizes = QUICK if args.quick else FULL
    if args.profile:
        profile(args.profile, sizes)
        return 0
    info = machine_info()
    info["clock"] = "thread_time_ns" if args.cpu else "perf_counter_ns"
    timer_ns = timer_overhead_ns()
    rows = measure_all(sizes, args.only, progress=True)
    if hasattr(os, "getloadavg"):
        info["loadavg_end"] = os.getloadavg()
    print_table(rows, info, timer_ns)
    if args.json:
        Path(args.json).write_text(json.dumps(to_json(rows, info, sizes, timer_ns), indent=1) + "\n", encoding="utf-8")
        print(f"\nraw data written to {args.json}")
    if args.strict and any(r.passed is False for r in rows):
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
