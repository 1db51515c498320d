#!/usr/bin/env python3
"""Stockade side by side with its peers: one run, one machine, interleaved.

    pip install -e '.[bench]'                  # the peers and matplotlib
    python bench/compare.py                    # measure, write bench/results/latest.json,
                                               # regenerate docs/COMPARISON.md, docs/img/*.png
                                               # and the README's generated block
    python bench/compare.py --quick            # smoke run (small sizes, few samples):
                                               # writes bench/results/quick.json, docs untouched
    python bench/compare.py --report-only bench/results/latest.json   # docs from the JSON only
    python bench/compare.py --only fib start --systems native stockade monty

Systems: native CPython (exec into a fresh dict), Stockade in-process, pydantic-monty
(its worker-process pool), RestrictedPython (compile_restricted with its safe builtins and
guards), smolagents' LocalPythonExecutor, asteval, and a fresh ``python -I -c`` subprocess
per run. A peer that is not installed, or cannot run a workload, gets a cell that says why.

Every workload is ONE source text, run by every system (the few per-system adaptations
are listed in ``ADAPTATIONS`` and printed in the report). Before anything is timed each
system's result is checked against native CPython's; a system that returns something else
gets a "wrong result" cell, not a figure.

Timing follows bench/run.py: perf_counter_ns around each call; the systems take turns
within every round, in alternating order (A B C .. C B A ..) so drift cancels; the cyclic
GC is off during timed calls (for all alike) and a full collection runs between rounds.
Slow systems get fewer samples (a time budget per cell, at least 3 samples unless one run
takes longer than half the budget). Figures are medians with the min-max spread, and the
ratio of medians to native CPython.

Memory is measured in a fresh subprocess per system (RSS from /proc/self/statm before and
after creating the tenants; for systems whose guests live in other processes, the RSS and
PSS of those processes). Limit probes run one per subprocess, under a harness timeout and
an RSS cap on the whole process tree, so a hang or a crash cannot take the benchmark down.
"""

from __future__ import annotations

import argparse
import ast
import builtins as _builtins
import datetime as _dt
import gc
import importlib.util
import json
import math
import os
import platform
import re
import resource
import signal
import statistics
import subprocess
import sys
import threading
import time
from collections.abc import Callable, Iterable, Sequence
from dataclasses import asdict, dataclass, replace
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
REPO = HERE.parent

try:
    import stockade
except ImportError:  # running from a checkout without installing
    sys.path.insert(0, str(REPO / "src"))
    import stockade


def _load_run_module() -> Any:
    """bench/run.py, for its shared sources, machine info and source digest."""
    name = "stockade_bench_run"
    if name in sys.modules:
        return sys.modules[name]
    spec = importlib.util.spec_from_file_location(name, HERE / "run.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module  # dataclasses look their module up while the file runs
    spec.loader.exec_module(module)
    return module


brun = _load_run_module()
perf_counter_ns = time.perf_counter_ns

RESULTS_DIR = HERE / "results"
DOC = REPO / "docs" / "COMPARISON.md"
IMG_DIR = REPO / "docs" / "img"
README = REPO / "README.md"
README_BEGIN = "<!-- compare:begin"
README_END = "<!-- compare:end -->"

MiB = 1 << 20
GiB = 1 << 30

# Generous limits for the timed cells: metering must never stop a benchmark run.
STOCKADE_BENCH_LIMITS = stockade.Limits(
    fuel=10**10, wall=600, memory=2 * GiB, binding_calls=10**8, result=64 * MiB, recursion=1000
)


# -------------------------------------------------------------------------------------
# Sizes


@dataclass(frozen=True)
class Sizes:
    """Problem sizes, sample counts and budgets."""

    fib: int = 25
    loop: int = 1_000_000
    classes: int = 100_000
    genpipe: int = 300_000
    pipeline: int = 200_000  # bench/run.py's workload 2c, same size
    glue: int = 10_000
    regex_bytes: int = 1_000_000
    reps: int = 15  # most samples per system for the long workloads
    cell_budget: float = 20.0  # seconds per system per long cell (slow systems get fewer samples)
    micro: int = 2000  # most single-call samples per system (start, host->guest)
    micro_budget: float = 3.0  # seconds per system per micro cell
    batch: int = 50  # consecutive single calls before the next system's turn
    compile_reps: int = 200
    compile_budget: float = 3.0
    calls: int = 100_000  # guest->host calls per sample for the fast systems
    calls_interp: int = 20_000  # ... for the AST interpreters (a loop iteration costs 10-40 us)
    calls_slow: int = 2_000  # ... for Monty (a host call is an IPC round trip)
    call_reps: int = 11
    tenants: int = 1000
    live: int = 8  # live worker processes measured (idle sessions, suspended runs)
    limit_wall: float = 5.0  # the wall budget every system with a knob gets in the probes
    limit_memory: int = 64 * MiB  # the memory budget every system with a knob gets
    probe_timeout: float = 12.0  # harness timeout per limit probe, from "ready"
    probe_rss_cap: int = 1 * GiB  # harness RSS cap per limit probe (whole process tree)


FULL = Sizes()
QUICK = replace(
    FULL,
    fib=20,
    loop=100_000,
    classes=10_000,
    genpipe=100_000,
    pipeline=50_000,
    glue=2_000,
    regex_bytes=200_000,
    reps=3,
    cell_budget=3.0,
    micro=200,
    micro_budget=0.5,
    batch=20,
    compile_reps=20,
    compile_budget=0.5,
    calls=10_000,
    calls_interp=2_000,
    calls_slow=200,
    call_reps=3,
    tenants=100,
    live=2,
    limit_wall=2.0,
    probe_timeout=6.0,
)
TINY = replace(
    QUICK,
    fib=10,
    loop=1_000,
    classes=100,
    genpipe=1_000,
    pipeline=1_000,
    glue=50,
    regex_bytes=5_000,
    reps=1,
    micro=4,
    batch=2,
    compile_reps=1,
    calls=50,
    calls_interp=10,
    calls_slow=10,
    call_reps=1,
    tenants=5,
    live=1,
)


# -------------------------------------------------------------------------------------
# Workload sources: one text per workload, used verbatim by every system.

SRC_FIB: str = brun.SRC_FIB
SRC_LOOP: str = brun.SRC_LOOP
SRC_COMPILE: str = brun.SRC_COMPILE
COMPILE_INPUT: str = brun.COMPILE_INPUT
SRC_TRIVIAL: str = brun.SRC_TRIVIAL
# A realistic pipeline (generator function, yield from, genexps, itertools.islice/chain,
# sum/max): bench/run.py's workload 2c, the same text.
SRC_PIPELINE: str = brun.SRC_PIPELINE

SRC_CLASSES = """\
class Vec:
    def __init__(self, x, y):
        self.x = x
        self.y = y

    def add(self, other):
        return Vec(self.x + other.x, self.y + other.y)

    def norm1(self):
        return abs(self.x) + abs(self.y)


def classes(n):
    acc = Vec(0, 0)
    total = 0
    for i in range(n):
        v = Vec(i % 7, -(i % 5))
        acc = acc.add(v)
        total += v.norm1()
    return total + acc.x + acc.y
"""

# Generator expressions, not ``yield``: neither Stockade nor Monty admits ``yield`` yet,
# and a genexp chain is the pipeline both can express.
SRC_GENPIPE = """\
def genpipe(n):
    kept = (i for i in range(n) if i % 3 != 0)
    squares = (i * i for i in kept)
    small = (s % 1000 for s in squares)
    return sum(small)
"""

# The same pipeline as generator functions: for the systems that admit ``yield``.
SRC_GENFUNC = """\
def kept(n):
    for i in range(n):
        if i % 3 != 0:
            yield i


def squares(xs):
    for x in xs:
        yield x * x


def small(xs):
    for x in xs:
        yield x % 1000


def genfunc(n):
    return sum(small(squares(kept(n))))
"""

SRC_GLUE = """\
import json

GROUPS = ("red", "green", "blue", "amber")


def make_rows(n):
    rows = []
    for i in range(n):
        rows.append({
            "id": i,
            "name": f"user{i % 997}",
            "group": GROUPS[i % 4],
            "score": (i * 7919) % 1000,
            "tags": [i % 5, i % 7],
        })
    return rows


def glue(n):
    rows = make_rows(n)
    keep = [r for r in rows if r["score"] >= 250 and r["group"] != "blue"]
    groups = {}
    for r in keep:
        groups.setdefault(r["group"], []).append(r)
    out = {}
    for name in sorted(groups):
        members = sorted(groups[name], key=lambda r: (r["score"], r["id"]))
        out[name] = {"count": len(members), "top": [m["id"] for m in members[-5:]], "rows": members}
    return json.dumps(out, sort_keys=True)
"""

SRC_REGEX = """\
import re


def extract(text):
    rows = re.findall(r"#(\\d+) by (\\w+)@[\\w.]+ total (\\d+)\\.(\\d\\d)", text)
    users = {r[1] for r in rows}
    cents = sum([int(r[2]) * 100 + int(r[3]) for r in rows])
    return [len(rows), len(users), cents]
"""


def regex_text(nbytes: int) -> str:
    """About ``nbytes`` of order lines (ASCII), the same for every system."""
    parts: list[str] = []
    size = 0
    i = 0
    while size < nbytes:
        line = f"order #{i} by user{i % 997}@shop{i % 13}.example total {i * 37 % 1000}.{i % 100:02d} EUR; "
        if i % 11 == 0:
            line = f"note {i}: customer asked about delivery, no total here; "
        parts.append(line)
        size += len(line)
        i += 1
    return "".join(parts)[:nbytes]


SRC_ADD = """\
def add(a, b):
    return a + b
"""

# Guest -> host: the loop with the call minus the same loop without it.
SRC_CALLS = """\
def with_calls(n):
    t = 0
    for i in range(n):
        t += ping(i)
    return t


def without_calls(n):
    t = 0
    for i in range(n):
        t += i
    return t
"""
# Stockade reaches the host only through a binding export: ``b.ping(i)``.
SRC_CALLS_BINDING = SRC_CALLS.replace("ping(i)", "b.ping(i)")

# Per idle tenant: the program each tenant runs once to build its small state.
SRC_TENANT = """\
def init(i):
    return {
        "tenant": f"t{i}",
        "count": i,
        "history": [i, i + 1, i + 2, i + 3, i + 4],
        "prefs": {"lang": "en", "tz": "UTC"},
    }
"""

# Limit probes: each defines main(); the harness calls main() once.
PROBES: dict[str, tuple[str, str]] = {
    "spin": ("`while True: pass`", "def main():\n    while True:\n        pass\n"),
    "strmul": ("`'a' * 10**10`", "def main():\n    return len('a' * 10**10)\n"),
    "bigpow": ("`2 ** 10**10`", "def main():\n    return 2 ** 10**10 > 0\n"),
    "recursion": (
        "recursion to depth 10**6",
        "def f(n):\n    if n == 0:\n        return 0\n    return f(n - 1) + 1\n\n\ndef main():\n    return f(10**6)\n",
    ),
    "count": ("`sum(itertools.count())`", "import itertools\n\n\ndef main():\n    return sum(itertools.count())\n"),
    "regex": (
        "`re.match('(a+)+$', 'a'*30 + 'b')`",
        "import re\n\n\ndef main():\n    return re.match('(a+)+$', 'a' * 30 + 'b') is None\n",
    ),
}


# Language probes: small programs, each a main() whose value is compared with CPython's.
FEATURES: dict[str, tuple[str, str]] = {
    "functions": (
        "functions, closures, default and keyword arguments, `*args`/`**kwargs`",
        "def f(a, b=2, *rest, scale=1, **kw):\n"
        "    return (a + b + sum(rest)) * scale + len(kw)\n\n\n"
        "def main():\n"
        "    add = lambda k: lambda x: x + k\n"
        "    return [f(1), f(1, 2, 3, scale=2, z=0), add(3)(4)]\n",
    ),
    "comprehensions": (
        "list, dict and set comprehensions, generator expressions",
        "def main():\n"
        "    xs = [i * i for i in range(6) if i % 2]\n"
        "    d = {str(i): i for i in xs}\n"
        "    return [xs, sorted(d), sorted({i % 3 for i in range(9)}), sum(i for i in xs)]\n",
    ),
    "exceptions": (
        "try/except/else/finally, raise ... from",
        "def main():\n"
        "    out = []\n"
        "    try:\n"
        "        try:\n"
        "            {}['k']\n"
        "        except KeyError as e:\n"
        "            raise ValueError('bad') from e\n"
        "    except ValueError as e:\n"
        "        out.append(str(e))\n"
        "    else:\n"
        "        out.append('else')\n"
        "    finally:\n"
        "        out.append('finally')\n"
        "    return out\n",
    ),
    "fstrings": (
        "f-strings with conversions and format specs",
        "def main():\n    s = 'x'\n    return f'{s!r} {3.14159:.2f} {42:>5} {7:#x}'\n",
    ),
    "floats": (
        "float rounding and formatting as CPython does them",
        "def main():\n    return [round(2.675, 2), round(18.615, 2), round(0.5), round(1.5), repr(0.1 + 0.2)]\n",
    ),
    "classes": (
        "classes",
        "class A:\n    def __init__(self, x):\n        self.x = x\n\n    def double(self):\n        return self.x * 2\n\n\n"
        "def main():\n    return A(21).double()\n",
    ),
    "yield": (
        "generators (`yield`)",
        "def gen(n):\n    for i in range(n):\n        yield i * i\n\n\ndef main():\n    return list(gen(4))\n",
    ),
    "decorators": (
        "decorators",
        "def twice(f):\n    return lambda x: f(f(x))\n\n\n@twice\ndef inc(x):\n    return x + 1\n\n\n"
        "def main():\n    return inc(1)\n",
    ),
    "match": (
        "`match` statements",
        "def main():\n    match [1, 2]:\n        case [a, b]:\n            return a + b\n        case _:\n            return 0\n",
    ),
    "json": ("`import json`", "import json\n\n\ndef main():\n    return json.loads(json.dumps({'a': [1, 2]}))\n"),
    "re": ("`import re`", "import re\n\n\ndef main():\n    return re.findall(r'\\d+', 'a1b22')\n"),
}


@dataclass(frozen=True)
class Work:
    """One timed workload: a source, an entry point and its arguments."""

    key: str
    group: str  # compute, glue
    title: str
    source: str
    entry: str
    args: Callable[[Sizes], list[Any]]


WORKS: list[Work] = [
    Work("fib", "compute", "fib({s.fib}), recursive", SRC_FIB, "fib", lambda s: [s.fib]),
    Work("loop", "compute", "{s.loop:,}-iteration arithmetic loop", SRC_LOOP, "loop", lambda s: [s.loop]),
    Work(
        "classes", "compute", "class-heavy loop ({s.classes:,} objects)", SRC_CLASSES, "classes", lambda s: [s.classes]
    ),
    Work(
        "genpipe",
        "compute",
        "generator pipeline ({s.genpipe:,} items, 3 genexps)",
        SRC_GENPIPE,
        "genpipe",
        lambda s: [s.genpipe],
    ),
    Work(
        "genfunc",
        "compute",
        "generator pipeline ({s.genpipe:,} items, 3 generator functions)",
        SRC_GENFUNC,
        "genfunc",
        lambda s: [s.genpipe],
    ),
    Work(
        "pipeline",
        "compute",
        "generator pipeline ({s.pipeline:,} records: yield from, genexps, islice/chain, sum/max)",
        SRC_PIPELINE,
        "pipeline",
        lambda s: [s.pipeline],
    ),
    Work(
        "glue",
        "glue",
        "{s.glue:,} dicts: filter, group, sort, json.dumps",
        SRC_GLUE,
        "glue",
        lambda s: [s.glue],
    ),
    Work(
        "regex",
        "glue",
        "regex extraction over {s.regex_bytes:,} bytes",
        SRC_REGEX,
        "extract",
        lambda s: [regex_text(s.regex_bytes)],
    ),
]
WORK_BY_KEY = {w.key: w for w in WORKS}

# Keys of every timed section, for --only.
SECTIONS = [w.key for w in WORKS] + ["start", "calls", "compile", "features", "memory", "limits"]


# -------------------------------------------------------------------------------------
# Systems


class Unsupported(Exception):
    """This system cannot run this source; the message says why (shown in the cell)."""


class Unavailable(Exception):
    """The system is not installed or cannot start here; the message says why."""


def scrub(text: str) -> str:
    """Remove this machine's paths from a message (results and docs are committed)."""
    for path, name in (
        (str(REPO), "."),
        (os.path.dirname(sys.executable), "<python>"),
        (sys.prefix, "<python>"),
        (sys.base_prefix, "<python>"),
        (os.path.expanduser("~"), "~"),
    ):
        if path and len(path) > 1:
            text = text.replace(path, name)
    return text


def _short(exc: BaseException, limit: int = 160) -> str:
    text = scrub(str(exc)).strip().splitlines()
    msg = text[-1] if text else ""
    # Keep the exception type when the message does not already start with one.
    name = type(exc).__name__
    out = msg if re.match(r"^\w+(Error|Exception|Exceeded|Interrupt):", msg) else f"{name}: {msg}"
    out = out.rstrip(": ")
    return out if len(out) <= limit else out[: limit - 3] + "..."


def _strip_imports(source: str) -> tuple[str, dict[str, Any]]:
    """Remove top-level imports and return (source, the objects they would bind).

    For asteval, whose ``import`` is off by default and, once enabled, admits any module.
    """
    tree = ast.parse(source)
    symbols: dict[str, Any] = {}
    lines = source.splitlines(keepends=True)
    drop: set[int] = set()
    for node in tree.body:
        if isinstance(node, ast.Import):
            for alias in node.names:
                symbols[alias.asname or alias.name] = importlib.import_module(alias.name)
        elif isinstance(node, ast.ImportFrom) and node.module:
            module = importlib.import_module(node.module)
            for alias in node.names:
                symbols[alias.asname or alias.name] = getattr(module, alias.name)
        else:
            continue
        end = node.end_lineno or node.lineno
        drop.update(range(node.lineno - 1, end))
    return "".join(line for n, line in enumerate(lines) if n not in drop), symbols


def _call_text(entry: str, nargs: int) -> tuple[str, list[str]]:
    names = [f"arg{i}" for i in range(nargs)]
    return f"{entry}({', '.join(names)})", names


class System:
    """How one sandbox runs a source. Subclasses fill in the methods they support."""

    key = ""
    label = ""
    runs_in = ""  # where guest code runs
    dist: str | None = None  # distribution name for the version

    def __init__(self, sizes: Sizes, limits_mode: bool = False) -> None:
        self.sizes = sizes
        self.limits_mode = limits_mode  # configure the system's own limits (limit probes)

    # lifecycle
    def setup(self) -> None:
        pass

    def close(self) -> None:
        pass

    def version(self) -> str:
        if self.dist is None:
            return platform.python_version()
        from importlib.metadata import version

        return version(self.dist)

    def config(self) -> str:
        return ""

    def limit_config(self) -> str:
        return "no limits of its own"

    # workloads
    def program(self, source: str, entry: str, args: Sequence[Any]) -> Callable[[], Any]:
        """Prepare ``source`` once; return a function that runs ``entry(*args)`` and returns its value."""
        raise NotImplementedError

    def compile_only(self, source: str) -> Callable[[], Any]:
        raise Unsupported("no separate compile step")

    def host_to_guest(self) -> Callable[[], Any]:
        """A function that calls the guest's ``add(2, 3)`` (defined by SRC_ADD) from the host."""
        return self.program(SRC_ADD, "add", [2, 3])

    def guest_to_host(self, n: int) -> tuple[Callable[[], Any], Callable[[], Any]]:
        """(loop of n host calls, the same loop without them)."""
        raise Unsupported("no host functions")

    # memory
    def tenant(self, i: int) -> Any:
        """Create one idle tenant holding small state; the caller keeps the returned object."""
        raise Unsupported("no tenant model")

    def suspended(self, i: int) -> Any:
        raise Unsupported("no way to suspend a run at a host call")


def ping(x: int) -> int:
    """The host function of the guest -> host workload."""
    return x


class Native(System):
    key = "native"
    label = "native CPython"
    runs_in = "host process, no sandbox"

    def config(self) -> str:
        return "compile() once; per run exec into a fresh dict with the normal builtins, then call the entry"

    def program(self, source: str, entry: str, args: Sequence[Any]) -> Callable[[], Any]:
        code = compile(source, "main.py", "exec", dont_inherit=True)
        args = list(args)

        def go() -> Any:
            ns: dict[str, Any] = {"__name__": "main"}
            exec(code, ns)
            return ns[entry](*args)

        return go

    def compile_only(self, source: str) -> Callable[[], Any]:
        return lambda: compile(source, "main.py", "exec", dont_inherit=True)

    def _module(self, source: str, extra: dict[str, Any] | None = None) -> dict[str, Any]:
        ns: dict[str, Any] = {"__name__": "main", **(extra or {})}
        exec(compile(source, "main.py", "exec", dont_inherit=True), ns)
        return ns

    def host_to_guest(self) -> Callable[[], Any]:
        add = self._module(SRC_ADD)["add"]
        return lambda: add(2, 3)

    def guest_to_host(self, n: int) -> tuple[Callable[[], Any], Callable[[], Any]]:
        ns = self._module(SRC_CALLS, {"ping": ping})
        w, wo = ns["with_calls"], ns["without_calls"]
        return (lambda: w(n)), (lambda: wo(n))

    def tenant(self, i: int) -> Any:
        ns = self._module(SRC_TENANT)
        ns["state"] = ns["init"](i)
        return ns


class Echo(stockade.Binding):
    """The binding of the guest -> host workload."""

    @stockade.export
    def ping(self, x: int) -> int:
        return x


class Stockade(System):
    key = "stockade"
    label = "Stockade"
    runs_in = "host process"
    dist = "stockade"

    def version(self) -> str:
        return f"{stockade.__version__} (sources {brun.source_digest()})"

    def config(self) -> str:
        return "stockade.compile() once; stockade.run(program, entry, args) per run (fresh namespace, metered)"

    def limit_config(self) -> str:
        lim = stockade.Limits(wall=self.sizes.limit_wall, memory=self.sizes.limit_memory)
        return (
            f"Limits(wall={lim.wall:g}, memory={lim.memory // MiB} MiB), the rest at their defaults: "
            f"fuel {lim.fuel:,}, recursion {lim.recursion}"
        )

    def _limits(self) -> stockade.Limits:
        if self.limits_mode:
            return stockade.Limits(wall=self.sizes.limit_wall, memory=self.sizes.limit_memory)
        return STOCKADE_BENCH_LIMITS

    @staticmethod
    def _compile(source: str, **kw: Any) -> stockade.Program:
        try:
            return stockade.compile(source, **kw)
        except stockade.CompileError as e:
            d = e.diagnostics[0]
            raise Unsupported(f"refused at compile time: {d.code} {d.message}") from None

    def program(self, source: str, entry: str, args: Sequence[Any]) -> Callable[[], Any]:
        program = self._compile(source)
        run, args, limits = stockade.run, list(args), self._limits()
        return lambda: run(program, entry, args, limits=limits).value

    def compile_only(self, source: str) -> Callable[[], Any]:
        return lambda: stockade.compile(source)

    def guest_to_host(self, n: int) -> tuple[Callable[[], Any], Callable[[], Any]]:
        program = self._compile(SRC_CALLS_BINDING, bindings={"b": Echo})
        run, limits, bindings = stockade.run, self._limits(), {"b": Echo()}
        return (
            lambda: run(program, "with_calls", [n], bindings=bindings, limits=limits).value,
            lambda: run(program, "without_calls", [n], bindings=bindings, limits=limits).value,
        )

    _shared: stockade.Program | None = None

    def tenant(self, i: int) -> Any:
        # A tenant's state lives with the host between runs (runs keep nothing); the
        # compiled program is shared by every tenant that runs the same code.
        if self._shared is None:
            self._shared = self._compile(SRC_TENANT)
        return stockade.run(self._shared, "init", [i]).value

    def tenant_own_program(self, i: int) -> Any:
        program = self._compile(SRC_TENANT + f"\nTENANT = {i}\n")
        return (program, stockade.run(program, "init", [i]).value)

    def suspended(self, i: int) -> Any:
        raise Unsupported("not available yet: start/resume at binding calls is planned")


class Monty(System):
    key = "monty"
    label = "pydantic-monty"
    runs_in = "pool of `monty` worker processes (Rust interpreter)"
    dist = "pydantic-monty"

    def config(self) -> str:
        return (
            "one Monty() pool (one warm worker), one checked-out session; per run "
            "session.feed_run(source + call, inputs=...) (the session keeps its globals between feeds)"
        )

    def limit_config(self) -> str:
        s = self.sizes
        return (
            f"max_memory {s.limit_memory // MiB} MiB, max_feed_duration_secs {s.limit_wall:g}, "
            "max_recursion_depth 1000 (default); all limits are off unless set"
        )

    def _limits(self) -> dict[str, Any]:
        if self.limits_mode:
            return {
                "max_memory": self.sizes.limit_memory,
                "max_feed_duration_secs": self.sizes.limit_wall,
                "max_suspensions": 10**9,
            }
        return {"max_suspensions": 10**9, "max_recursion_depth": 1000}

    def setup(self) -> None:
        try:
            import pydantic_monty as pm
        except ImportError as e:
            raise Unavailable(f"pydantic-monty is not installed ({e})") from None
        self.pm = pm
        # One worker for the benchmark's session, plus the live sessions of the memory probe.
        self.pool = pm.Monty(min_processes=1, max_processes=self.sizes.live + 2, checkout_timeout=120)
        self.pool.__enter__()
        self.session = self.pool.checkout(limits=self._limits())
        self.session.__enter__()
        self._sink = pm.CollectString()

    def close(self) -> None:
        try:
            self.session.__exit__(None, None, None)
        finally:
            self.pool.__exit__(None, None, None)

    def _feed(self, code: str, **kw: Any) -> Any:
        try:
            return self.session.feed_run(code, print_callback=self._sink, **kw)
        except self.pm.MontyError as e:
            raise RuntimeError(_short(e)) from None

    def program(self, source: str, entry: str, args: Sequence[Any]) -> Callable[[], Any]:
        call, names = _call_text(entry, len(args))
        code = source + "\n" + call + "\n"
        inputs = dict(zip(names, args, strict=True))
        feed = self.session.feed_run
        sink = self._sink
        return lambda: feed(code, inputs=inputs, print_callback=sink)

    def compile_only(self, source: str) -> Callable[[], Any]:
        # No compile-only API: feeding the definitions parses them and binds the functions.
        feed, sink = self.session.feed_run, self._sink
        return lambda: feed(source, print_callback=sink)

    def host_to_guest(self) -> Callable[[], Any]:
        self._feed(SRC_ADD)
        feed, sink = self.session.feed_run, self._sink
        return lambda: feed("add(2, 3)", print_callback=sink)

    def guest_to_host(self, n: int) -> tuple[Callable[[], Any], Callable[[], Any]]:
        self._feed(SRC_CALLS)
        feed, sink = self.session.feed_run, self._sink
        lookup = {"ping": ping}
        return (
            lambda: feed(f"with_calls({n})", external_lookup=lookup, print_callback=sink),
            lambda: feed(f"without_calls({n})", print_callback=sink),
        )

    def tenant(self, i: int) -> Any:
        # An idle session is kept as its dump (bytes); a live one would pin a worker process.
        with self.pool.checkout() as s:
            s.feed_run(SRC_TENANT + f"\nstate = init({i})\n", print_callback=self._sink)
            return s.dump()


class Restricted(System):
    key = "restrictedpython"
    label = "RestrictedPython"
    runs_in = "host process (CPython bytecode with guard calls)"
    dist = "RestrictedPython"

    # RestrictedPython leaves the choice of builtins to the integrator; safe_builtins has
    # none of these, which the workloads use.
    EXTRA_BUILTINS = (
        "sum",
        "sorted",
        "min",
        "max",
        "list",
        "dict",
        "tuple",
        "enumerate",
        "zip",
        "map",
        "filter",
        "any",
        "all",
        "iter",
        "next",
        "reversed",
    )
    IMPORTS = frozenset({"json", "re", "itertools", "functools", "math", "string", "typing"})

    def config(self) -> str:
        return (
            "compile_restricted() once; per run exec into a copy of the globals: safe_builtins + "
            "utility_builtins + "
            + ", ".join(self.EXTRA_BUILTINS)
            + "; an __import__ admitting only "
            + ", ".join(sorted(self.IMPORTS))
            + "; guards safer_getattr, default_guarded_getitem, default_guarded_getiter, "
            "guarded_(iter_)unpack_sequence, full_write_guard, an operator-table _inplacevar_"
        )

    def setup(self) -> None:
        try:
            import RestrictedPython as rp
            from RestrictedPython import Eval, Guards
        except ImportError as e:
            raise Unavailable(f"RestrictedPython is not installed ({e})") from None
        import operator

        self.rp = rp
        ops = {
            "+=": operator.iadd,
            "-=": operator.isub,
            "*=": operator.imul,
            "/=": operator.itruediv,
            "//=": operator.ifloordiv,
            "%=": operator.imod,
            "**=": operator.ipow,
            "<<=": operator.ilshift,
            ">>=": operator.irshift,
            "|=": operator.ior,
            "&=": operator.iand,
            "^=": operator.ixor,
        }
        allowed = self.IMPORTS

        def guarded_import(name: str, *args: Any, **kw: Any) -> Any:
            if name not in allowed:
                raise ImportError(f"module {name!r} is not allowed")
            return __import__(name, *args, **kw)

        builtins = {**rp.safe_builtins, **rp.utility_builtins}
        for name in self.EXTRA_BUILTINS:
            builtins[name] = getattr(_builtins, name)
        builtins["__import__"] = guarded_import
        self.globals: dict[str, Any] = {
            "__builtins__": builtins,
            "__name__": "restricted",
            "__metaclass__": type,
            "_getattr_": Guards.safer_getattr,
            "_getitem_": Eval.default_guarded_getitem,
            "_getiter_": Eval.default_guarded_getiter,
            "_iter_unpack_sequence_": Guards.guarded_iter_unpack_sequence,
            "_unpack_sequence_": Guards.guarded_unpack_sequence,
            "_write_": Guards.full_write_guard,
            "_inplacevar_": lambda op, x, y: ops[op](x, y),
            "_print_": rp.PrintCollector,
            "_apply_": lambda f, *a, **kw: f(*a, **kw),
        }

    def _code(self, source: str) -> Any:
        try:
            return self.rp.compile_restricted(source, "main.py", "exec")
        except SyntaxError as e:
            raise Unsupported(f"refused by compile_restricted: {_short(e)}") from None

    def _module(self, source: str, extra: dict[str, Any] | None = None) -> dict[str, Any]:
        ns = {**self.globals, **(extra or {})}
        exec(self._code(source), ns)
        return ns

    def program(self, source: str, entry: str, args: Sequence[Any]) -> Callable[[], Any]:
        code = self._code(source)
        base = self.globals
        args = list(args)

        def go() -> Any:
            ns = dict(base)
            exec(code, ns)
            return ns[entry](*args)

        return go

    def compile_only(self, source: str) -> Callable[[], Any]:
        compile_restricted = self.rp.compile_restricted
        return lambda: compile_restricted(source, "main.py", "exec")

    def host_to_guest(self) -> Callable[[], Any]:
        add = self._module(SRC_ADD)["add"]  # a plain function: the host calls it directly
        return lambda: add(2, 3)

    def guest_to_host(self, n: int) -> tuple[Callable[[], Any], Callable[[], Any]]:
        ns = self._module(SRC_CALLS, {"ping": ping})
        w, wo = ns["with_calls"], ns["without_calls"]
        return (lambda: w(n)), (lambda: wo(n))

    def tenant(self, i: int) -> Any:
        ns = self._module(SRC_TENANT)
        ns["state"] = ns["init"](i)
        return ns


class Smolagents(System):
    key = "smolagents"
    label = "smolagents LocalPythonExecutor"
    runs_in = "host process (AST interpreter in Python)"
    dist = "smolagents"
    IMPORTS = ("json", "re", "itertools", "functools", "math", "string", "typing")

    def config(self) -> str:
        return (
            "one LocalPythonExecutor(additional_authorized_imports=[" + ", ".join(self.IMPORTS) + "]) per program, "
            "send_tools({}); per run executor(source + call).output; default timeout (30 s) and operation caps"
        )

    def limit_config(self) -> str:
        return (
            f"timeout_seconds={self.sizes.limit_wall:g}; built-in caps MAX_OPERATIONS 10,000,000 and "
            "MAX_WHILE_ITERATIONS 1,000,000"
        )

    def setup(self) -> None:
        try:
            from smolagents.local_python_executor import LocalPythonExecutor
        except ImportError as e:
            raise Unavailable(f"smolagents is not installed ({e})") from None
        self.cls = LocalPythonExecutor

    def _executor(self, functions: dict[str, Any] | None = None) -> Any:
        kw: dict[str, Any] = {}
        if self.limits_mode:
            kw["timeout_seconds"] = max(1, round(self.sizes.limit_wall))
        ex = self.cls(list(self.IMPORTS), additional_functions=functions or {}, **kw)
        ex.send_tools({})
        return ex

    def program(self, source: str, entry: str, args: Sequence[Any]) -> Callable[[], Any]:
        ex = self._executor()
        call, names = _call_text(entry, len(args))
        ex.send_variables(dict(zip(names, args, strict=True)))
        code = source + "\n" + call + "\n"
        return lambda: ex(code).output

    def compile_only(self, source: str) -> Callable[[], Any]:
        # No compile step: the executor parses and evaluates the definitions on every call.
        ex = self._executor()
        return lambda: ex(source)

    def host_to_guest(self) -> Callable[[], Any]:
        ex = self._executor()
        ex(SRC_ADD)
        return lambda: ex("add(2, 3)").output

    def guest_to_host(self, n: int) -> tuple[Callable[[], Any], Callable[[], Any]]:
        ex = self._executor({"ping": ping})
        ex(SRC_CALLS)
        return (lambda: ex(f"with_calls({n})").output), (lambda: ex(f"without_calls({n})").output)

    def tenant(self, i: int) -> Any:
        ex = self._executor()
        ex(SRC_TENANT + f"\nstate = init({i})\n")
        return ex


class Asteval(System):
    key = "asteval"
    label = "asteval"
    runs_in = "host process (AST interpreter in Python)"
    dist = "asteval"

    def config(self) -> str:
        return (
            "one Interpreter() per program (default config, numpy symbols included); top-level imports removed "
            "and the imported objects pre-bound as symbols (asteval's import is off by default); per run "
            "interpreter.eval(parsed source + call)"
        )

    def limit_config(self) -> str:
        return "built-in caps: MAX_STR_LEN 256 KiB for str * and +, MAX_EXPONENT 10,000, MAX_SHIFT 1,000; no time limit"

    def setup(self) -> None:
        try:
            from asteval import Interpreter
        except ImportError as e:
            raise Unavailable(f"asteval is not installed ({e})") from None
        self.cls = Interpreter

    def _interp(self, source: str, symbols: dict[str, Any] | None = None) -> tuple[Any, str]:
        body, imported = _strip_imports(source)
        aeval = self.cls(user_symbols={**imported, **(symbols or {})})
        return aeval, body

    @staticmethod
    def _runner(aeval: Any, text: str) -> Callable[[], Any]:
        node = aeval.parse(text)
        run = aeval.run

        def go() -> Any:
            # What Interpreter.eval() does for a parsed node, except that the source text
            # is passed along so asteval's error messages can quote it.
            aeval.error = []
            aeval.error_msg = None
            try:
                out = run(node, expr=text, lineno=0, with_raise=True)
            except Exception:
                if not aeval.error:
                    raise
            if aeval.error:
                err = aeval.error[0]  # the first error is the cause; later ones wrap it
                raise err.exc(err.get_error()[1].strip().splitlines()[-1]) from None
            return out

        return go

    def program(self, source: str, entry: str, args: Sequence[Any]) -> Callable[[], Any]:
        call, names = _call_text(entry, len(args))
        aeval, body = self._interp(source, dict(zip(names, args, strict=True)))
        try:
            return self._runner(aeval, body + "\n" + call + "\n")
        except Exception as e:  # noqa: BLE001 - asteval raises plain exceptions for what it cannot parse
            raise Unsupported(f"refused by the parser: {_short(e)}") from None

    def compile_only(self, source: str) -> Callable[[], Any]:
        aeval, body = self._interp(source)
        return lambda: aeval.parse(body)

    def host_to_guest(self) -> Callable[[], Any]:
        aeval, body = self._interp(SRC_ADD)
        aeval.eval(body, raise_errors=True)
        return self._runner(aeval, "add(2, 3)")

    def guest_to_host(self, n: int) -> tuple[Callable[[], Any], Callable[[], Any]]:
        aeval, body = self._interp(SRC_CALLS, {"ping": ping})
        aeval.eval(body, raise_errors=True)
        return self._runner(aeval, f"with_calls({n})"), self._runner(aeval, f"without_calls({n})")

    def tenant(self, i: int) -> Any:
        aeval, body = self._interp(SRC_TENANT)
        aeval.eval(body + f"\nstate = init({i})\n", raise_errors=True)
        return aeval


SUBPROCESS_TAIL = """
import json as _json, sys as _sys
_sys.stdout.write(_json.dumps({call}))
"""


class Subprocess(System):
    key = "subprocess"
    label = "python -c subprocess"
    runs_in = "a fresh `python -I -c` process per run"

    def config(self) -> str:
        return (
            "per run subprocess.run([python, '-I', '-c', source + call]) with the arguments as JSON on stdin "
            "and the result as JSON on stdout (no rlimits in the timed cells)"
        )

    def limit_config(self) -> str:
        s = self.sizes
        return (
            f"RLIMIT_CPU {math.ceil(s.limit_wall)} s, RLIMIT_AS 256 MiB (the interpreter needs more than "
            f"{s.limit_memory // MiB} MiB of address space), killed after {s.limit_wall:g} s wall"
        )

    def _preexec(self) -> Callable[[], None] | None:
        if not self.limits_mode:
            return None
        cpu = math.ceil(self.sizes.limit_wall)

        def limit() -> None:
            resource.setrlimit(resource.RLIMIT_CPU, (cpu, cpu + 1))
            resource.setrlimit(resource.RLIMIT_AS, (256 * MiB, 256 * MiB))

        return limit

    def program(self, source: str, entry: str, args: Sequence[Any]) -> Callable[[], Any]:
        call = f"{entry}(*_json.loads(_sys.stdin.read()))"
        code = source + SUBPROCESS_TAIL.format(call=call)
        cmd = [sys.executable, "-I", "-c", code]
        payload = json.dumps(list(args))
        preexec = self._preexec()
        timeout = self.sizes.limit_wall if self.limits_mode else None

        def go() -> Any:
            try:
                p = subprocess.run(
                    cmd, input=payload, capture_output=True, text=True, timeout=timeout, preexec_fn=preexec, check=False
                )
            except subprocess.TimeoutExpired:
                raise RuntimeError(f"killed by the host after {timeout:g} s of wall time") from None
            if p.returncode != 0:
                tail = p.stderr.strip().splitlines()
                if p.returncode < 0:
                    name = signal.Signals(-p.returncode).name
                    raise RuntimeError(f"killed by {name}" + (" (RLIMIT_CPU)" if name == "SIGXCPU" else ""))
                raise RuntimeError(tail[-1] if tail else f"exit status {p.returncode}")
            return json.loads(p.stdout)

        return go

    def compile_only(self, source: str) -> Callable[[], Any]:
        raise Unsupported("compiles in the child on every run (included in start)")

    def guest_to_host(self, n: int) -> tuple[Callable[[], Any], Callable[[], Any]]:
        raise Unsupported("no host functions: the child reaches the host only through a protocol over pipes")


SYSTEM_CLASSES: list[type[System]] = [Native, Stockade, Monty, Restricted, Smolagents, Asteval, Subprocess]
SYSTEM_KEYS = [c.key for c in SYSTEM_CLASSES]
LABELS = {c.key: c.label for c in SYSTEM_CLASSES}

# What each system needed beyond the shared source text (shown in the report).
ADAPTATIONS = {
    "stockade": "calls the host through a binding export (`b.ping(i)`) instead of a plain function",
    "monty": "the call of the entry is appended to the source (a feed returns its last expression)",
    "restrictedpython": "the integrator supplies builtins, guards and __import__ (listed under configuration)",
    "smolagents": "the call of the entry is appended to the source; arguments are sent as variables",
    "asteval": "top-level imports are removed and the imported objects pre-bound as symbols",
    "subprocess": "arguments go in as JSON on stdin, the result comes back as JSON on stdout",
}


# What a peer's error message means, where the message alone does not say.
EXPLANATIONS = [
    (
        "restrictedpython",
        "attribute-less object",
        "the documented full_write_guard refuses attribute writes (`self.x = x`) on instances of guest "
        "classes unless the class opts in; an integrator would have to write a laxer _write_ policy",
    ),
    ("asteval", "'classdef'", "asteval has no class statement"),
    ("asteval", "'generatorexp'", "asteval has no generator expressions"),
    ("asteval", "'yield'", "asteval has no generators"),
]


# What a limit-probe outcome means, where the outcome alone does not say:
# (system, probe or "*", outcome, text the detail must contain or "") -> note.
LIMIT_NOTES = [
    (
        "smolagents",
        "*",
        "hung",
        "",
        "timeout_seconds was set, but smolagents' timeout waits for the evaluating thread to finish (the "
        "ThreadPoolExecutor's `with` block) before it raises, so a guest stuck in a long computation is never "
        "interrupted",
    ),
    (
        "smolagents",
        "*",
        "stopped",
        "ExecutionTimeoutError",
        "the timeout error arrives only when the evaluating thread ends by itself (here the cap of 1,000,000 "
        "while-loop iterations); smolagents' timeout waits for its thread before it raises",
    ),
    (
        "asteval",
        "count",
        "completed",
        "",
        "asteval's `sum` is numpy.sum when numpy is installed, which returns the iterator unchanged: a wrong "
        "result rather than a hang",
    ),
    ("monty", "regex", "completed", "", "Monty's `re` matched in linear time: no catastrophic backtracking"),
    ("native", "recursion", "stopped", "", "CPython's own recursion limit (1000 frames)"),
    ("restrictedpython", "recursion", "stopped", "", "CPython's own recursion limit (1000 frames)"),
    ("subprocess", "recursion", "stopped", "", "CPython's own recursion limit, in the child"),
]


def limit_note(key: str, probe: str, outcome: str, detail: str) -> str:
    for system, p, o, needle, note in LIMIT_NOTES:
        if system == key and p in ("*", probe) and o == outcome and needle in detail:
            return note
    return ""


def explain(key: str, message: str) -> str:
    for system, needle, why in EXPLANATIONS:
        if system == key and needle in message:
            return f"{message} ({why})"
    return message


def make_system(key: str, sizes: Sizes, limits_mode: bool = False) -> System:
    for cls in SYSTEM_CLASSES:
        if cls.key == key:
            return cls(sizes, limits_mode)
    raise KeyError(key)


# -------------------------------------------------------------------------------------
# Timing


def _normalise(value: Any) -> Any:
    """The value as JSON would carry it (tuples -> lists), for comparing across systems."""
    try:
        return json.loads(json.dumps(value))
    except (TypeError, ValueError):
        return value


def first_difference(want: Any, got: Any, path: str = "") -> str:
    """Where ``got`` first differs from ``want`` (JSON strings are compared as data)."""
    if isinstance(want, str) and isinstance(got, str) and want[:1] in "[{" and got[:1] in "[{":
        try:
            return first_difference(json.loads(want), json.loads(got), path)
        except ValueError:
            pass
    if isinstance(want, dict) and isinstance(got, dict):
        if set(want) != set(got):
            return f"{path or 'value'}: keys {sorted(got)!r:.60} instead of {sorted(want)!r:.60}"
        for k in want:
            d = first_difference(want[k], got[k], f"{path}.{k}" if path else str(k))
            if d:
                return d
        return ""
    if isinstance(want, list) and isinstance(got, list) and len(want) == len(got):
        for i, (a, b) in enumerate(zip(want, got, strict=True)):
            d = first_difference(a, b, f"{path}[{i}]")
            if d:
                return d
        return ""
    if want != got:
        return f"{path or 'value'} is {got!r:.60} where CPython gives {want!r:.60}"
    return ""


def _timed(fn: Callable[[], Any]) -> tuple[Any, int]:
    t0 = perf_counter_ns()
    value = fn()
    return value, perf_counter_ns() - t0


def plan_samples(first_ns: int, reps: int, budget: float) -> int:
    """Samples for a system whose first run took ``first_ns``: fit the budget, at least 3
    unless one run takes more than half the budget."""
    t = max(first_ns, 1) / 1e9
    n = min(reps, max(1, int(budget // t)))
    if t <= budget / 2:
        n = max(n, min(3, reps))
    return n


def interleave(
    runners: dict[str, Callable[[], Any]],
    targets: dict[str, int],
    batch: int = 1,
    seed: dict[str, list[int]] | None = None,
) -> dict[str, list[int]]:
    """Time each runner until it has ``targets[k]`` samples, taking turns per round in
    alternating order. Returns nanoseconds per call. ``seed`` holds samples already taken."""
    out = {k: list((seed or {}).get(k, [])) for k in runners}
    names = list(runners)
    was_enabled = gc.isenabled()
    gc.collect()
    gc.disable()
    try:
        r = 0
        while any(len(out[k]) < targets[k] for k in names):
            order = names if r % 2 == 0 else names[::-1]
            for k in order:
                need = targets[k] - len(out[k])
                fn, samples = runners[k], out[k]
                for _ in range(min(batch, max(need, 0))):
                    t0 = perf_counter_ns()
                    fn()
                    samples.append(perf_counter_ns() - t0)
            r += 1
            gc.collect()
    finally:
        if was_enabled:
            gc.enable()
    return out


def summarise(samples_ns: Sequence[float], unit: str, per: float = 1.0) -> dict[str, Any]:
    scale = {"s": 1e-9, "ms": 1e-6, "us": 1e-3, "ns": 1.0}[unit] / per
    xs = sorted(samples_ns)
    p99 = xs[min(len(xs) - 1, int(len(xs) * 0.99))]
    return {
        "median": statistics.median(xs) * scale,
        "min": xs[0] * scale,
        "max": xs[-1] * scale,
        "p99": p99 * scale,
        "n": len(xs),
    }


def _cell_error(status: str, reason: str) -> dict[str, Any]:
    return {"status": status, "reason": reason}


class Bench:
    """Runs the sections over the available systems and collects the JSON."""

    def __init__(self, sizes: Sizes, keys: Sequence[str], progress: bool = True) -> None:
        self.sizes = sizes
        self.progress = progress
        self.systems: dict[str, System] = {}
        self.info: dict[str, dict[str, Any]] = {}
        for key in keys:
            system = make_system(key, sizes)
            entry: dict[str, Any] = {
                "label": system.label,
                "runs_in": system.runs_in,
                "config": system.config(),
                "limit_config": make_system(key, sizes, limits_mode=True).limit_config(),
                "adaptation": ADAPTATIONS.get(key, ""),
            }
            try:
                system.setup()
                entry["version"] = system.version()
                entry["available"] = True
                self.systems[key] = system
            except Unavailable as e:
                entry["available"] = False
                entry["reason"] = str(e)
                entry["version"] = None
            self.info[key] = entry

    def log(self, msg: str) -> None:
        if self.progress:
            print(f"  {msg}", file=sys.stderr, flush=True)

    def close(self) -> None:
        for s in self.systems.values():
            try:
                s.close()
            except Exception as e:  # noqa: BLE001 - a peer's shutdown must not lose the results
                self.log(f"closing {s.key}: {_short(e)}")

    def _unavailable_cells(self) -> dict[str, dict[str, Any]]:
        return {k: _cell_error("unavailable", v["reason"]) for k, v in self.info.items() if not v["available"]}

    def _prepare(
        self, make: Callable[[System], Callable[[], Any]], expected: Any | None
    ) -> tuple[dict[str, Callable[[], Any]], dict[str, int], dict[str, dict[str, Any]], Any]:
        """Build every system's runner, run each once and check its value against native's."""
        runners: dict[str, Callable[[], Any]] = {}
        first: dict[str, int] = {}
        cells = self._unavailable_cells()
        for key, system in self.systems.items():
            try:
                fn = make(system)
                value, ns = _timed(fn)
            except Unsupported as e:
                cells[key] = _cell_error("unsupported", str(e))
                continue
            except Exception as e:  # noqa: BLE001 - a peer failing is a result, not a crash
                cells[key] = _cell_error("failed", explain(key, _short(e)))
                continue
            if key == "native":
                expected = _normalise(value)
            elif expected is not None and _normalise(value) != expected:
                cells[key] = _cell_error("wrong", first_difference(expected, _normalise(value)))
                continue
            runners[key] = fn
            first[key] = ns
        return runners, first, cells, expected

    # -- compute and glue

    def work(self, w: Work) -> dict[str, Any]:
        s = self.sizes
        args = w.args(s)
        self.log(f"{w.key}: checking results")
        runners, first, cells, _ = self._prepare(lambda sy: sy.program(w.source, w.entry, args), None)
        targets = {k: plan_samples(first[k], s.reps, s.cell_budget) for k in runners}
        # A run that takes a second or more is its own warm-up: keep the check run as a sample.
        seed = {k: [first[k]] for k in runners if first[k] >= 1e9}
        self.log(f"{w.key}: timing " + ", ".join(f"{k} x{targets[k]}" for k in runners))
        samples = interleave(runners, targets, seed=seed)
        row = self._row(w.key, w.group, w.title.format(s=s), "ms", samples, cells)
        return row

    def _row(
        self,
        key: str,
        group: str,
        title: str,
        unit: str,
        samples: dict[str, list[int]],
        cells: dict[str, dict[str, Any]],
        per: float = 1.0,
    ) -> dict[str, Any]:
        for k, xs in samples.items():
            cells[k] = {"status": "ok", **summarise(xs, unit, per), "samples_ns": xs}
        native = cells.get("native", {})
        for c in cells.values():
            if c["status"] == "ok" and native.get("status") == "ok":
                c["ratio"] = c["median"] / native["median"] if native["median"] else None
        return {
            "key": key,
            "group": group,
            "title": title,
            "unit": unit,
            "cells": {k: cells[k] for k in SYSTEM_KEYS if k in cells},
        }

    # -- start: compiled program to result, trivial run

    @staticmethod
    def _warm(runners: dict[str, Callable[[], Any]]) -> dict[str, int]:
        """Run each a few times past its first call; return its fastest warm call (ns)."""
        fastest = {}
        for k, fn in runners.items():
            fastest[k] = min(_timed(fn)[1] for _ in range(5))
        return fastest

    def micro_targets(self, first: dict[str, int]) -> dict[str, int]:
        s = self.sizes
        return {
            k: max(min(s.micro, 20), min(s.micro, int(s.micro_budget * 1e9 // max(t, 1)))) for k, t in first.items()
        }

    def start(self) -> dict[str, Any]:
        self.log("start: trivial run")
        runners, first, cells, _ = self._prepare(lambda sy: sy.program(SRC_TRIVIAL, "main", []), None)
        first = self._warm(runners)
        targets = self.micro_targets(first)
        samples = interleave(runners, targets, batch=self.sizes.batch)
        return self._row(
            "start", "start", "trivial run (`def main(): return 1`), compiled program to result", "us", samples, cells
        )

    # -- calls

    def host_to_guest(self) -> dict[str, Any]:
        self.log("calls: host -> guest add(2, 3)")
        runners, first, cells, _ = self._prepare(lambda sy: sy.host_to_guest(), None)
        first = self._warm(runners)
        samples = interleave(runners, self.micro_targets(first), batch=self.sizes.batch)
        return self._row("h2g", "calls", "host -> guest call `add(2, 3)`", "us", samples, cells)

    def guest_to_host(self) -> dict[str, Any]:
        s = self.sizes
        self.log("calls: guest -> host round trip")
        runners: dict[str, Callable[[], Any]] = {}
        cells = self._unavailable_cells()
        calls: dict[str, int] = {}
        expected: dict[int, tuple[Any, Any]] = {}
        for key, system in self.systems.items():
            n = {"monty": s.calls_slow, "smolagents": s.calls_interp, "asteval": s.calls_interp}.get(key, s.calls)
            try:
                w, wo = system.guest_to_host(n)
                got = (_normalise(w()), _normalise(wo()))
            except Unsupported as e:
                cells[key] = _cell_error("unsupported", str(e))
                continue
            except Exception as e:  # noqa: BLE001
                cells[key] = _cell_error("failed", _short(e))
                continue
            want = (n * (n - 1) // 2, n * (n - 1) // 2)
            expected[n] = want
            if got != want:
                cells[key] = _cell_error("wrong", first_difference(want, got))
                continue
            runners[key + ":with"], runners[key + ":without"] = w, wo
            calls[key] = n
        targets = {k: s.call_reps for k in runners}
        raw = interleave(runners, targets)
        per_call: dict[str, list[float]] = {}
        for key, n in calls.items():
            with_, without = raw[key + ":with"], raw[key + ":without"]
            per_call[key] = [(a - b) / n for a, b in zip(with_, without, strict=True)]
        row = self._row("g2h", "calls", "guest -> host round trip, per call", "us", per_call, cells)  # type: ignore[arg-type]
        for key, n in calls.items():
            c = row["cells"][key]
            c["calls_per_sample"] = n
            c["loop_with_calls_ms"] = statistics.median(raw[key + ":with"]) / 1e6
            c["loop_without_calls_ms"] = statistics.median(raw[key + ":without"]) / 1e6
            c["samples_ns"] = {"with": raw[key + ":with"], "without": raw[key + ":without"]}
        return row

    # -- language probes

    def features(self) -> dict[str, Any]:
        """Which of the FEATURES programs each system runs to CPython's value."""
        self.log("features: language probes")
        native = Native(self.sizes)
        out: dict[str, Any] = {"probes": {k: v[0] for k, v in FEATURES.items()}, "cells": {}}
        for name, (_, source) in FEATURES.items():
            want = _normalise(native.program(source, "main", [])())
            row: dict[str, Any] = {}
            for key, info in self.info.items():
                if not info["available"]:
                    row[key] = {"outcome": "unavailable", "detail": info["reason"]}
                    continue
                system = self.systems[key]
                try:
                    fn = system.program(source, "main", [])
                except Unsupported as e:
                    row[key] = {"outcome": "refused", "detail": str(e)}
                    continue
                except Exception as e:  # noqa: BLE001
                    row[key] = {"outcome": "fails", "detail": explain(key, _short(e))}
                    continue
                try:
                    got = _normalise(fn())
                except Exception as e:  # noqa: BLE001
                    row[key] = {"outcome": "fails", "detail": explain(key, _short(e))}
                    continue
                if got == want:
                    row[key] = {"outcome": "yes"}
                else:
                    row[key] = {"outcome": "differs", "detail": first_difference(want, got)}
            out["cells"][name] = row
        return out

    # -- compile

    def compile(self) -> dict[str, Any]:
        s = self.sizes
        self.log("compile: 50-line program")
        runners: dict[str, Callable[[], Any]] = {}
        first: dict[str, int] = {}
        cells = self._unavailable_cells()
        expected = _normalise(Native(s).program(SRC_COMPILE, "main", [COMPILE_INPUT])())
        runs: dict[str, str] = {}
        for key, system in self.systems.items():
            try:
                got = _normalise(system.program(SRC_COMPILE, "main", [COMPILE_INPUT])())
                runs[key] = "yes" if got == expected else "wrong result: " + first_difference(expected, got)
            except Unsupported as e:
                runs[key] = str(e)
            except Exception as e:  # noqa: BLE001
                runs[key] = _short(e)
            try:
                fn = system.compile_only(SRC_COMPILE)
                _, ns = _timed(fn)
            except Unsupported as e:
                cells[key] = _cell_error("unsupported", str(e))
                continue
            except Exception as e:  # noqa: BLE001
                cells[key] = _cell_error("failed", _short(e))
                continue
            runners[key], first[key] = fn, ns
        for fn in runners.values():
            for _ in range(3):
                fn()
        targets = {
            k: max(min(s.compile_reps, 5), min(s.compile_reps, int(s.compile_budget * 1e9 // max(t, 1))))
            for k, t in first.items()
        }
        samples = interleave(runners, targets)
        lines = SRC_COMPILE.count("\n")
        row = self._row("compile", "compile", f"source to runnable program ({lines} lines)", "ms", samples, cells)
        for key, text in runs.items():
            row["cells"].setdefault(key, {"status": "unsupported", "reason": ""})["runs"] = text
        return row


# -------------------------------------------------------------------------------------
# Memory: one fresh subprocess per system


def rss_bytes(pid: int | str = "self") -> int:
    with open(f"/proc/{pid}/statm", encoding="ascii") as f:
        return int(f.read().split()[1]) * os.sysconf("SC_PAGE_SIZE")


def pss_bytes(pid: int) -> int | None:
    try:
        with open(f"/proc/{pid}/smaps_rollup", encoding="ascii") as f:
            for line in f:
                if line.startswith("Pss:"):
                    return int(line.split()[1]) * 1024
    except OSError:
        return None
    return None


def _settle() -> None:
    for _ in range(3):
        gc.collect()


def _per_tenant(make: Callable[[int], Any], n: int) -> dict[str, Any]:
    make(-1)  # warm up: first-use imports and caches
    make(-2)
    _settle()
    before = rss_bytes()
    keep = []
    t0 = time.perf_counter()
    for i in range(n):
        keep.append(make(i))
    seconds = time.perf_counter() - t0
    _settle()
    after = rss_bytes()
    out: dict[str, Any] = {
        "per_tenant_bytes": (after - before) / n,
        "tenants": n,
        "rss_before": before,
        "rss_after": after,
        "create_seconds": seconds,
    }
    if keep and isinstance(keep[0], bytes):
        out["dump_bytes_mean"] = statistics.mean(len(b) for b in keep)
    # Cross-check, exact for Python objects: another n tenants under tracemalloc (RSS moves
    # in 4 KiB pages and pymalloc reuses free space in its 1 MiB arenas, so at ~1 KiB per
    # tenant the RSS difference is coarse).
    import tracemalloc

    tracemalloc.start()
    t0 = tracemalloc.get_traced_memory()[0]
    more = [make(n + i) for i in range(n)]
    t1 = tracemalloc.get_traced_memory()[0]
    tracemalloc.stop()
    out["traced_per_tenant_bytes"] = (t1 - t0) / n
    del keep, more
    return out


def _process_stats(pids: Iterable[int]) -> dict[str, Any]:
    rss = [rss_bytes(p) for p in pids]
    pss = [x for x in (pss_bytes(p) for p in pids) if x is not None]
    return {
        "processes": len(rss),
        "rss_mean": statistics.mean(rss) if rss else None,
        "pss_mean": statistics.mean(pss) if pss else None,
    }


def memory_child(key: str, sizes: Sizes) -> dict[str, Any]:
    """Runs in a fresh process: per idle tenant and per live suspended run for one system."""
    system = make_system(key, sizes)
    out: dict[str, Any] = {"system": key, "rss_at_start": rss_bytes()}
    try:
        system.setup()
    except Unavailable as e:
        return {**out, "idle": _cell_error("unavailable", str(e)), "suspended": _cell_error("unavailable", str(e))}
    out["rss_after_setup"] = rss_bytes()
    n = sizes.tenants

    def attempt(fn: Callable[[], dict[str, Any]]) -> dict[str, Any]:
        try:
            return {"status": "ok", **fn()}
        except Unsupported as e:
            return _cell_error("unsupported", str(e))
        except Exception as e:  # noqa: BLE001
            return _cell_error("failed", _short(e))

    if isinstance(system, Subprocess):
        out["idle"] = attempt(lambda: _idle_processes(sizes, suspended=False))
        out["suspended"] = attempt(lambda: _idle_processes(sizes, suspended=True))
    elif isinstance(system, Monty):
        idle = attempt(lambda: _per_tenant(system.tenant, n))
        if idle["status"] == "ok":
            idle["what"] = "one idle session kept as its dump (bytes) in the host; a live session pins a worker"
            idle["live_session"] = _monty_live(system, sizes.live, suspended=False)
        out["idle"] = idle
        out["suspended"] = attempt(lambda: _monty_live(system, sizes.live, suspended=True))
    else:
        out["idle"] = attempt(lambda: _per_tenant(system.tenant, n))
        if isinstance(system, Stockade) and out["idle"]["status"] == "ok":
            out["idle"]["what"] = "the tenant's state (plain data) held by the host; one compiled program shared"
            own = attempt(lambda: _per_tenant(system.tenant_own_program, n))
            if own["status"] == "ok":
                own["what"] = "each tenant with its own compiled program (distinct source) and its state"
            out["idle_own_program"] = own
        out["suspended"] = attempt(lambda: _raise(system.suspended, 0))
    system.close()
    return out


def _raise(fn: Callable[[int], Any], i: int) -> dict[str, Any]:
    fn(i)
    return {}


WHAT_IDLE = {
    "native": "a module namespace per tenant (exec of the tenant program) holding its state",
    "restrictedpython": "a globals dict per tenant (copy of the safe globals, restricted exec) holding its state",
    "smolagents": "a LocalPythonExecutor per tenant, its state in executor.state",
    "asteval": "an Interpreter per tenant, its state in the symbol table",
}


def _monty_live(system: Monty, k: int, suspended: bool) -> dict[str, Any]:
    """k live sessions at once (each pins a worker process), idle or suspended at a host call."""
    sessions = []
    snapshots = []
    dumps = []
    try:
        for i in range(k):
            s = system.pool.checkout(limits={"max_suspensions": 10**9})
            s.__enter__()
            sessions.append(s)
            s.feed_run(SRC_TENANT + f"\nstate = init({i})\n", print_callback=system._sink)
            if suspended:
                snap = s.feed_start("reply = wait_for_host(state['count'])\nreply", print_callback=system._sink)
                snapshots.append(snap)
                dumps.append(len(snap.dump()))
        time.sleep(0.2)
        pids = [s.worker_pid for s in sessions]
        host_pid = os.getpid()
        stats = _process_stats([p for p in pids if p])
        stats["worker_pids_differ_from_host"] = all(p and p != host_pid for p in pids)
        if dumps:
            stats["dump_bytes_mean"] = statistics.mean(dumps)
        stats["what"] = (
            "a run suspended at a host call pins its worker process (or is dumped to bytes)"
            if suspended
            else "a live idle session pins a worker process"
        )
        return stats
    finally:
        for snap in snapshots:
            try:
                snap.resume({"return_value": 1})
            except Exception:  # noqa: BLE001 - cleanup only
                pass
        for s in sessions:
            s.__exit__(None, None, None)


def _idle_processes(sizes: Sizes, suspended: bool) -> dict[str, Any]:
    k = sizes.live
    code = SRC_TENANT + (
        "\nimport sys\nstate = init(1)\nsys.stdout.write('ready\\n'); sys.stdout.flush()\n"
        + (
            "def handle(s):\n    return s['count'] + int(sys.stdin.readline())\nhandle(state)\n"
            if suspended
            else "sys.stdin.read()\n"
        )
    )
    procs = [
        subprocess.Popen([sys.executable, "-I", "-c", code], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
        for _ in range(k)
    ]
    try:
        for p in procs:
            assert p.stdout is not None
            p.stdout.readline()
        time.sleep(0.2)
        stats = _process_stats([p.pid for p in procs])
        stats["what"] = (
            "a process blocked in a call to the host (reading its pipe)" if suspended else "an idle process per tenant"
        )
        return stats
    finally:
        for p in procs:
            p.kill()
            p.wait()


def run_memory(bench: Bench) -> list[dict[str, Any]]:
    rows = []
    for key in bench.info:
        bench.log(f"memory: {key}")
        cmd = [
            sys.executable,
            str(Path(__file__).resolve()),
            "--_memory-child",
            key,
            "--_sizes",
            json.dumps(asdict(bench.sizes)),
        ]
        try:
            p = subprocess.run(cmd, capture_output=True, text=True, timeout=600, check=False)
        except subprocess.TimeoutExpired:
            rows.append({"system": key, "idle": _cell_error("failed", "timed out after 600 s")})
            continue
        lines = p.stdout.strip().splitlines()
        try:
            row = json.loads(lines[-1])
        except (IndexError, json.JSONDecodeError):
            tail = p.stderr.strip().splitlines()[-3:]
            row = {"system": key, "idle": _cell_error("failed", " / ".join(tail) or f"exit {p.returncode}")}
        if key in WHAT_IDLE and row.get("idle", {}).get("status") == "ok":
            row["idle"]["what"] = WHAT_IDLE[key]
        rows.append(row)
    return rows


# -------------------------------------------------------------------------------------
# Limit probes: one subprocess per (system, probe)


def limit_child(key: str, probe: str, sizes: Sizes) -> None:
    """Runs in a fresh process: configure the system's limits, run one probe, report."""
    system = make_system(key, sizes, limits_mode=True)
    result: dict[str, Any] = {}
    try:
        system.setup()
    except Unavailable as e:
        result = {"outcome": "unavailable", "detail": str(e)}
    if not result:
        source = PROBES[probe][1]
        try:
            run = system.program(source, "main", [])
        except Unsupported as e:
            result = {"outcome": "refused", "detail": str(e), "seconds": 0.0}
    if result:
        print(json.dumps(result), flush=True)
        os._exit(0)
    print("READY", flush=True)
    t0 = time.perf_counter()
    try:
        value = run()
        result = {"outcome": "completed", "detail": f"returned {value!r:.60}"}
    except BaseException as e:  # noqa: BLE001 - every way out is a result
        result = {"outcome": "stopped", "detail": _short(e, 200), "exception": type(e).__name__}
    result["seconds"] = time.perf_counter() - t0
    # Work left behind: CPU this process burns in the next half second (a timeout that
    # returned while the guest's thread keeps running shows up here).
    c0 = time.process_time()
    time.sleep(0.5)
    result["cpu_after"] = time.process_time() - c0
    print(json.dumps(result), flush=True)
    os._exit(0)


def _tree(root: int) -> list[int]:
    pids, i = [root], 0
    while i < len(pids):
        pid = pids[i]
        i += 1
        try:
            for tid in os.listdir(f"/proc/{pid}/task"):
                with open(f"/proc/{pid}/task/{tid}/children", encoding="ascii") as f:
                    pids.extend(int(x) for x in f.read().split())
        except OSError:
            pass
    return pids


def _tree_rss(root: int) -> int:
    total = 0
    for pid in _tree(root):
        try:
            total += rss_bytes(pid)
        except OSError:
            pass
    return total


def run_probe(key: str, probe: str, sizes: Sizes) -> dict[str, Any]:
    cmd = [
        sys.executable,
        str(Path(__file__).resolve()),
        "--_limit-child",
        key,
        probe,
        "--_sizes",
        json.dumps(asdict(sizes)),
    ]
    p = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, start_new_session=True)
    lines: list[str] = []
    ready = threading.Event()

    def reader() -> None:
        assert p.stdout is not None
        for line in p.stdout:
            lines.append(line.strip())
            if line.strip() == "READY":
                ready.set()
        ready.set()

    t = threading.Thread(target=reader, daemon=True)
    t.start()
    start = time.monotonic()
    while not ready.wait(0.05):
        if time.monotonic() - start > 120:  # setup itself hung
            break
    t_ready = time.monotonic()
    peak = 0
    verdict: dict[str, Any] | None = None
    while p.poll() is None:
        rss = _tree_rss(p.pid)
        peak = max(peak, rss)
        elapsed = time.monotonic() - t_ready
        if rss > sizes.probe_rss_cap:
            verdict = {
                "outcome": "grew",
                "detail": f"not stopped: grew past the harness's {sizes.probe_rss_cap / GiB:g} GiB RSS cap, killed",
                "seconds": elapsed,
            }
        elif elapsed > sizes.probe_timeout:
            verdict = {
                "outcome": "hung",
                "detail": f"not stopped: still running after {sizes.probe_timeout:g} s, killed by the harness",
                "seconds": elapsed,
            }
        if verdict:
            os.killpg(p.pid, signal.SIGKILL)
            break
        time.sleep(0.02)
    p.wait()
    t.join(timeout=2)
    stderr = p.stderr.read() if p.stderr else ""
    try:
        os.killpg(p.pid, signal.SIGKILL)  # leftovers (e.g. worker processes)
    except OSError:
        pass
    if verdict is None:
        reports = [ln for ln in lines if ln.startswith("{")]
        if reports:
            verdict = json.loads(reports[-1])
        elif p.returncode and p.returncode < 0:
            verdict = {"outcome": "crashed", "detail": f"killed by {signal.Signals(-p.returncode).name}"}
        else:
            tail = stderr.strip().splitlines()[-1:] or [f"exit status {p.returncode}"]
            verdict = {"outcome": "crashed", "detail": tail[0][:200]}
    verdict["peak_rss_mib"] = round(peak / MiB, 1)
    return verdict


def run_limits(bench: Bench) -> dict[str, Any]:
    out: dict[str, Any] = {"probes": {k: v[0] for k, v in PROBES.items()}, "cells": {}}
    for probe in PROBES:
        for key in bench.info:
            if not bench.info[key]["available"]:
                out["cells"].setdefault(probe, {})[key] = {
                    "outcome": "unavailable",
                    "detail": bench.info[key]["reason"],
                }
                continue
            bench.log(f"limits: {probe} on {key}")
            out["cells"].setdefault(probe, {})[key] = run_probe(key, probe, bench.sizes)
    return out


# -------------------------------------------------------------------------------------
# The whole run


def machine_info() -> dict[str, Any]:
    info = dict(brun.machine_info())
    try:
        with open("/proc/meminfo", encoding="ascii") as f:
            total_kib = int(f.readline().split()[1])
        info["memory_gib"] = round(total_kib / 1024 / 1024, 1)
    except (OSError, ValueError, IndexError):
        pass
    try:
        with open("/proc/cpuinfo", encoding="ascii") as f:
            info["virtualised"] = " hypervisor" in f.read()
    except OSError:
        pass
    info["executable_kind"] = "venv" if sys.prefix != sys.base_prefix else "system"
    return info


def run_all(sizes: Sizes, keys: Sequence[str], only: Sequence[str], mode: str) -> dict[str, Any]:
    started = _dt.datetime.now(_dt.UTC)
    info = machine_info()
    run_id = started.strftime("%Y%m%dT%H%M%SZ") + "-" + info["source_digest"][:6]
    bench = Bench(sizes, keys)
    data: dict[str, Any] = {
        "run_id": run_id,
        "mode": mode,
        "started": started.isoformat(timespec="seconds"),
        "command": "python bench/compare.py" + (" --quick" if mode == "quick" else ""),
        "machine": info,
        "sizes": asdict(sizes),
        "systems": bench.info,
        "timing": [],
        "features": None,
        "memory": [],
        "limits": None,
    }
    want = set(only) if only else set(SECTIONS)
    try:
        for w in WORKS:
            if w.key in want:
                data["timing"].append(bench.work(w))
        if "start" in want:
            data["timing"].append(bench.start())
        if "calls" in want:
            data["timing"].append(bench.host_to_guest())
            data["timing"].append(bench.guest_to_host())
        if "compile" in want:
            data["timing"].append(bench.compile())
        if "features" in want:
            data["features"] = bench.features()
    finally:
        bench.close()
    if "memory" in want:
        data["memory"] = run_memory(bench)
    if "limits" in want:
        data["limits"] = run_limits(bench)
    data["machine"]["loadavg_end"] = os.getloadavg()
    data["finished"] = _dt.datetime.now(_dt.UTC).isoformat(timespec="seconds")
    data["seconds"] = (_dt.datetime.now(_dt.UTC) - started).total_seconds()
    return data


# -------------------------------------------------------------------------------------
# Report: docs/COMPARISON.md, docs/img/*.png and the README's generated block


def fmt(x: float | None) -> str:
    if x is None:
        return "-"
    if x == 0:
        return "0"
    a = abs(x)
    if a >= 100:
        return f"{x:,.0f}"
    if a >= 10:
        return f"{x:.1f}"
    if a >= 1:
        return f"{x:.2f}"
    return f"{x:.3g}"


def fmt_ratio(r: float | None) -> str:
    if r is None:
        return ""
    if r >= 100:
        return f"{r:,.0f}x"
    if r >= 10:
        return f"{r:.0f}x"
    return f"{r:.2f}x"


def fmt_bytes(b: float | None) -> str:
    if b is None:
        return "-"
    if abs(b) >= MiB:
        return f"{b / MiB:.1f} MiB"
    if abs(b) >= 10 * 1024:
        return f"{b / 1024:.0f} KiB"
    if abs(b) >= 1024:
        return f"{b / 1024:.1f} KiB"
    return f"{b:.0f} B"


def fmt_time(seconds: float | None) -> str:
    if seconds is None:
        return "?"
    if seconds < 1e-3:
        return f"{seconds * 1e6:.0f} us"
    if seconds < 1:
        return f"{seconds * 1e3:.0f} ms"
    return f"{seconds:.1f} s"


STATUS_WORD = {
    "unsupported": "cannot run it",
    "failed": "failed",
    "wrong": "wrong result",
    "unavailable": "not installed",
}


class Notes:
    """Numbered footnotes for cells that say why there is no figure."""

    def __init__(self) -> None:
        self.items: list[str] = []

    def ref(self, text: str) -> str:
        if text not in self.items:
            self.items.append(text)
        return f"[^{self.items.index(text) + 1}]"

    def render(self) -> list[str]:
        return [f"[^{i}]: {t}" for i, t in enumerate(self.items, 1)]


def cell_text(c: dict[str, Any] | None, unit: str, notes: Notes, label: str, spread: bool = True) -> str:
    if not c:
        return "-"
    if c["status"] != "ok":
        why = f"{label}: {c.get('reason', '')}"
        return f"{STATUS_WORD.get(c['status'], c['status'])}{notes.ref(why)}"
    text = f"{fmt(c['median'])} {unit}"
    if spread and c["n"] > 1:
        text += f" ({fmt(c['min'])}-{fmt(c['max'])})"
    return text


def _systems_in(data: dict[str, Any]) -> list[str]:
    return [k for k in SYSTEM_KEYS if k in data["systems"]]


def _timing(data: dict[str, Any], key: str) -> dict[str, Any] | None:
    return next((r for r in data["timing"] if r["key"] == key), None)


# Why Stockade is behind a peer, per (row, peer) with fallbacks (group, peer) and peer.
BEHIND_REASONS: dict[tuple[str, str] | str, str] = {
    "native": "Native CPython is the floor, not a sandbox: no verifier, no meter, no boundary copies.",
    "restrictedpython": (
        "RestrictedPython runs ordinary CPython bytecode with guard calls only on attribute, item, "
        "iteration and write access; it has no meter at all (no fuel ticks, no allocator accounting, "
        "no wall-clock checks) and no copying boundary, and pays for that with no limits (see the "
        "limit probes) and a policy the integrator must write."
    ),
    ("h2g", "restrictedpython"): (
        "A RestrictedPython guest function is a plain Python function the host calls directly, sharing "
        "state with earlier calls; every Stockade call is a whole run: a fresh namespace, the module body "
        "executed again, the meter started and stopped, and the result copied out through the door."
    ),
    ("start", "restrictedpython"): (
        "A trivial Stockade run builds a fresh namespace, starts and stops the meter and copies the result "
        "through the door; RestrictedPython only execs the code into a dict copy."
    ),
    ("g2h", "restrictedpython"): (
        "A RestrictedPython guest calls the host function directly; a Stockade binding call checks and copies "
        "arguments and result at the door, pauses memory accounting and records the call."
    ),
    "monty": (
        "Monty executes in a separate worker process with its own interpreter; where it is ahead, it is "
        "because that interpreter does the work in Rust without a per-operation Python-level hook."
    ),
    "smolagents": "smolagents' executor interprets the AST in Python.",
    "asteval": "asteval interprets the AST in Python.",
    "subprocess": "a fresh process pays interpreter start-up on every run.",
    ("compile", "monty"): (
        "Monty has no compile-only step; what is timed is a feed of the definitions, parsed and bound by "
        "its Rust interpreter (plus a round trip to the worker). Stockade's compile does more: it parses, "
        "verifies every node, identifier, attribute and import in one walk, rewrites the tree (guards and "
        "ticks), compiles it with CPython and then checks every emitted code object."
    ),
    ("compile", "asteval"): (
        "asteval's compile step is ast.parse alone; it checks nodes while it interprets them, on every run."
    ),
    ("compile", "smolagents"): (
        "smolagents has no compile step; what is timed is its evaluation of the definitions (parse and walk); "
        "it checks the tree while it interprets it, on every run."
    ),
    ("compile", "restrictedpython"): (
        "RestrictedPython's compile_restricted transforms the tree once and compiles it; it checks names and nodes against its "
        "policy but keeps no per-type attribute allowlist and does not check the emitted code objects."
    ),
    ("memory", "native"): (
        "A native tenant here is a module namespace; Stockade keeps only the state, so where native is "
        "smaller the difference is allocator and measurement noise at this size."
    ),
    ("memory", "restrictedpython"): (
        "A RestrictedPython tenant is a dict of globals; where it is smaller the difference is allocator "
        "granularity (RSS moves in 4 KiB pages, pymalloc in 1 MiB arenas)."
    ),
}


def behind_reason(row: str, group: str, peer: str) -> str:
    return BEHIND_REASONS.get((row, peer)) or BEHIND_REASONS.get((group, peer)) or BEHIND_REASONS.get(peer, "")


def _plot_path(name: str) -> Path:
    return IMG_DIR / name


PLOTS = {
    "ratios": "compare-ratios.png",
    "start": "compare-start.png",
    "memory": "compare-memory.png",
    "limits": "compare-limits.png",
}

COLORS = {
    "native": "#7f7f7f",
    "stockade": "#d62728",
    "monty": "#1f77b4",
    "restrictedpython": "#2ca02c",
    "smolagents": "#9467bd",
    "asteval": "#8c564b",
    "subprocess": "#ff7f0e",
}


def render_plots(data: dict[str, Any], out_dir: Path) -> list[str]:
    """Write the PNGs; return the keys (of PLOTS) written, empty if matplotlib is missing."""
    try:
        import matplotlib

        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        return []
    out_dir.mkdir(parents=True, exist_ok=True)
    written = []
    systems = _systems_in(data)
    run_id = data["run_id"]

    # 1. ratio to native for compute, glue, start, h2g
    rows = [r for r in data["timing"] if r["group"] in ("compute", "glue", "start", "calls") and r["key"] != "g2h"]
    if rows:
        fig, ax = plt.subplots(figsize=(11, 5))
        peers = [k for k in systems if k != "native"]
        width = 0.8 / max(1, len(peers))
        for j, k in enumerate(peers):
            xs, ys = [], []
            for i, r in enumerate(rows):
                c = r["cells"].get(k, {})
                x = i + (j - (len(peers) - 1) / 2) * width
                if c.get("status") == "ok" and c.get("ratio"):
                    xs.append(x)
                    ys.append(c["ratio"])
                else:
                    ax.text(x, 1.0, "n/a", rotation=90, ha="center", va="bottom", fontsize=6, color=COLORS[k])
            ax.bar(xs, ys, width=width, label=LABELS[k], color=COLORS[k])
        ax.axhline(1.0, color="black", linewidth=0.8)
        ax.set_yscale("log")
        ax.set_xticks(range(len(rows)))
        ax.set_xticklabels([_short_title(r) for r in rows], fontsize=8)
        ax.set_ylabel("time / native CPython (log scale; lower is better)")
        ax.set_title(f"Median time relative to native CPython, run {run_id}")
        ax.legend(fontsize=8, ncol=3)
        fig.tight_layout()
        fig.savefig(out_dir / PLOTS["ratios"], dpi=110)
        plt.close(fig)
        written.append("ratios")

    # 2. start latency, median and p99
    r = _timing(data, "start")
    if r:
        ks = [k for k in systems if r["cells"].get(k, {}).get("status") == "ok"]
        fig, ax = plt.subplots(figsize=(9, 4))
        med = [r["cells"][k]["median"] for k in ks]
        p99 = [r["cells"][k]["p99"] for k in ks]
        xs = range(len(ks))
        ax.bar([x - 0.2 for x in xs], med, width=0.4, label="median", color=[COLORS[k] for k in ks])
        ax.bar([x + 0.2 for x in xs], p99, width=0.4, label="p99", color=[COLORS[k] for k in ks], alpha=0.45)
        for x, m in zip(xs, med, strict=True):
            ax.text(x - 0.2, m, fmt(m), ha="center", va="bottom", fontsize=7)
        ax.set_yscale("log")
        ax.set_xticks(list(xs))
        ax.set_xticklabels([LABELS[k].replace(" ", "\n", 1) for k in ks], fontsize=8)
        ax.set_ylabel("microseconds (log scale)")
        ax.set_title(f"Trivial run, compiled program to result (solid: median, light: p99), run {run_id}")
        fig.tight_layout()
        fig.savefig(out_dir / PLOTS["start"], dpi=110)
        plt.close(fig)
        written.append("start")

    # 3. memory per idle tenant (and per live process where guests live in processes)
    mem = {m["system"]: m for m in data.get("memory") or []}
    if mem:
        # (label, RSS or PSS bytes, traced bytes or None, color)
        bars: list[tuple[str, float, float | None, str]] = []
        for k in systems:
            m = mem.get(k, {})
            idle = m.get("idle", {})
            if idle.get("status") != "ok":
                continue
            if "per_tenant_bytes" in idle:
                bars.append(
                    (_wrap(LABELS[k]), idle["per_tenant_bytes"], idle.get("traced_per_tenant_bytes"), COLORS[k])
                )
            elif idle.get("pss_mean"):
                bars.append((_wrap(LABELS[k]) + "\n(PSS per process)", idle["pss_mean"], None, COLORS[k]))
            if k == "monty" and idle.get("live_session", {}).get("pss_mean"):
                bars.append(("monty live session\n(worker PSS)", idle["live_session"]["pss_mean"], None, COLORS[k]))
            own = m.get("idle_own_program", {})
            if k == "stockade" and own.get("status") == "ok":
                bars.append(
                    (
                        "Stockade, own\nprogram each",
                        own["per_tenant_bytes"],
                        own.get("traced_per_tenant_bytes"),
                        COLORS[k],
                    )
                )
        if bars:
            fig, ax = plt.subplots(figsize=(11, 4.5))
            xs = range(len(bars))
            floor = 0.05  # KiB: a zero or negative RSS delta still shows as a stub on the log axis
            ax.bar(
                [x - 0.2 for x in xs],
                [max(b[1] / 1024, floor) for b in bars],
                width=0.4,
                color=[b[3] for b in bars],
                label="RSS (or PSS) added",
            )
            ax.bar(
                [x + 0.2 for x in xs],
                [max((b[2] or 0) / 1024, floor) if b[2] is not None else 0 for b in bars],
                width=0.4,
                color=[b[3] for b in bars],
                alpha=0.45,
                label="traced (tracemalloc)",
            )
            for x, b in zip(xs, bars, strict=True):
                ax.text(x - 0.2, max(b[1] / 1024, floor), fmt_bytes(b[1]), ha="center", va="bottom", fontsize=6)
                if b[2] is not None:
                    ax.text(x + 0.2, max(b[2] / 1024, floor), fmt_bytes(b[2]), ha="center", va="bottom", fontsize=6)
            ax.set_yscale("log")
            ax.set_xticks(list(xs))
            ax.set_xticklabels([b[0] for b in bars], fontsize=7)
            ax.set_ylabel("KiB per idle tenant (log scale)")
            ax.legend(fontsize=7)
            ax.set_title(f"Memory added per idle tenant (solid: RSS, light: tracemalloc), run {run_id}")
            fig.tight_layout()
            fig.savefig(out_dir / PLOTS["memory"], dpi=110)
            plt.close(fig)
            written.append("memory")

    # 4. limit probes grid
    lim = data.get("limits")
    if lim:
        probes = list(lim["probes"])
        palette = {
            "stopped": "#2ca02c",
            "refused": "#98df8a",
            "completed": "#aec7e8",
            "hung": "#d62728",
            "grew": "#ff9896",
            "crashed": "#000000",
            "unavailable": "#dddddd",
        }
        fig, ax = plt.subplots(figsize=(11, 4))
        for i, probe in enumerate(probes):
            for j, k in enumerate(systems):
                c = lim["cells"].get(probe, {}).get(k, {})
                outcome = c.get("outcome", "unavailable")
                ax.add_patch(plt.Rectangle((j, len(probes) - 1 - i), 0.95, 0.9, color=palette.get(outcome, "#ffffff")))
                label = outcome
                if outcome in ("stopped", "completed") and c.get("seconds") is not None:
                    label += f"\n{fmt_time(c['seconds'])}"
                ax.text(
                    j + 0.47,
                    len(probes) - 1 - i + 0.45,
                    label,
                    ha="center",
                    va="center",
                    fontsize=7,
                    color="white" if outcome in ("crashed", "hung") else "black",
                )
        ax.set_xlim(0, len(systems))
        ax.set_ylim(0, len(probes))
        ax.set_xticks([j + 0.47 for j in range(len(systems))])
        ax.set_xticklabels([LABELS[k].replace(" ", "\n", 1) for k in systems], fontsize=7)
        ax.set_yticks([len(probes) - 1 - i + 0.45 for i in range(len(probes))])
        ax.set_yticklabels([lim["probes"][p].strip("`") for p in probes], fontsize=7)
        ax.set_title(f"Limit probes (green: stopped or refused; red: not stopped), run {run_id}")
        for side in ("top", "right", "left", "bottom"):
            ax.spines[side].set_visible(False)
        ax.tick_params(length=0)
        fig.tight_layout()
        fig.savefig(out_dir / PLOTS["limits"], dpi=110)
        plt.close(fig)
        written.append("limits")
    return written


def _wrap(label: str) -> str:
    return label.replace(" ", "\n", 1) if len(label) > 12 else label


def _short_title(row: dict[str, Any]) -> str:
    return {
        "fib": "fib",
        "loop": "loop",
        "classes": "classes",
        "genpipe": "genexp\npipeline",
        "genfunc": "yield\npipeline",
        "pipeline": "realistic\npipeline",
        "glue": "glue\n(json)",
        "regex": "regex\n1 MB",
        "start": "trivial\nrun",
        "h2g": "host->guest\ncall",
    }.get(row["key"], row["key"])


def render_markdown(data: dict[str, Any], json_rel: str, plots: Sequence[str]) -> str:
    """docs/COMPARISON.md from the JSON. Every figure in it comes from ``data``."""
    notes = Notes()
    systems = _systems_in(data)
    m = data["machine"]
    s = data["sizes"]
    L: list[str] = []
    add = L.append
    add("# Stockade compared with its peers")
    add("")
    add(
        f"<!-- Generated by bench/compare.py from {json_rel} (run {data['run_id']}); do not edit by hand: "
        "run `python bench/compare.py` (measure and regenerate) or "
        f"`python bench/compare.py --report-only {json_rel}` (regenerate only). -->"
    )
    add("")
    add(
        f"Run **{data['run_id']}** ({data['mode']} mode), {data['started']}, "
        f"{fmt(data.get('seconds', 0) / 60)} minutes. Raw data: [{json_rel.split('/')[-1]}](../{json_rel}). "
        "Regenerate everything with `python bench/compare.py` (after `pip install -e '.[bench]'`), or only "
        f"this page and the plots with `python bench/compare.py --report-only {json_rel}`."
    )
    if data["mode"] != "full":
        add("")
        add(f"**This is a {data['mode']} run: small sizes and few samples, for smoke testing only.**")
    add("")
    add("## Machine")
    add("")
    la, le = m.get("loadavg"), m.get("loadavg_end")
    add(
        f"- CPU: {m.get('cpu') or '?'}, {m.get('cpus')} logical cores"
        + (", virtualised" if m.get("virtualised") else "")
        + f"; {m.get('memory_gib', '?')} GiB RAM; {m.get('system')}."
    )
    add(
        "- Load average (1, 5, 15 min) at the start "
        + (", ".join(f"{x:.2f}" for x in la) if la else "?")
        + ", at the end "
        + (", ".join(f"{x:.2f}" for x in le) if le else "?")
        + ". This is a small, shared, noisy VM: other work ran at the same time, so single figures move "
        "by tens of percent between runs. Interleaving makes the *ratios* within a run much steadier than "
        "the absolute times; read the spreads."
    )
    add(f"- CPython {m.get('python')} ({m.get('compiler')}), Stockade memory hook active: {m.get('memory_hook')}.")
    add("")
    add("## Systems and versions")
    add("")
    add("| system | version | where guest code runs | configuration in the timed cells |")
    add("|---|---|---|---|")
    for k in systems:
        i = data["systems"][k]
        version = i.get("version") or f"not available: {i.get('reason')}"
        add(f"| {i['label']} | {version} | {i['runs_in']} | {i['config']} |")
    add("")
    add("Adaptations of the shared source text, per system:")
    add("")
    for k in systems:
        if data["systems"][k].get("adaptation"):
            add(f"- {data['systems'][k]['label']}: {data['systems'][k]['adaptation']}.")
    add("")
    add("## Method")
    add("")
    add(
        "- One source text per workload, run by every system; each system's result is checked against "
        "native CPython's before anything is timed. A system that cannot run a workload, fails, or returns "
        "something else gets a cell that says so, with the reason in a footnote."
    )
    add(
        "- The systems take turns within every round, in alternating order, so drift over the run "
        "cancels; the cyclic GC is off during timed calls for everyone and a full collection runs "
        "between rounds. Figures are medians, with the min-max spread in parentheses, and the ratio of "
        "medians to native CPython."
    )
    add(
        f"- Long workloads: at most {s['reps']} samples per system, within a budget of {fmt(s['cell_budget'])} s "
        "per system and workload (at least 3 samples unless one run takes more than half the budget; a run "
        "of a second or more counts as its own warm-up). Single calls (trivial run, host -> guest): at most "
        f"{s['micro']:,} samples per system in batches of {s['batch']}, within {fmt(s['micro_budget'])} s per system."
    )
    add(
        "- Memory: a fresh subprocess per system creates "
        f"{s['tenants']:,} tenants and reports resident memory (RSS, /proc/self/statm) before and after, divided "
        f"by the number of tenants. Where guests live in other processes, {s['live']} such processes are "
        "started and their mean RSS and PSS (proportional set size: shared pages split among the processes "
        "sharing them) are reported."
    )
    add(
        "- Limit probes: one subprocess per system and probe, under a harness timeout of "
        f"{fmt(s['probe_timeout'])} s (counted from when the system is set up and the program compiled) and an "
        f"RSS cap of {s['probe_rss_cap'] / GiB:g} GiB over the whole process tree. Every system that has a "
        f"knob gets the same budget: {fmt(s['limit_wall'])} s of wall time and "
        f"{s['limit_memory'] // MiB} MiB of memory."
    )
    add("")

    # -- headline matrix
    timing_rows = [r for r in data["timing"] if r["group"] in ("compute", "glue")]
    if timing_rows:
        add("## Compute and glue")
        add("")
        if "ratios" in plots:
            add(f"![Median time relative to native CPython](img/{PLOTS['ratios']})")
            add("")
        add("Median time per run, min-max spread in parentheses, and the ratio to native CPython.")
        add("")
        _matrix(L, timing_rows, systems, notes)
    r = _timing(data, "start")
    if r:
        add("## Start: compiled program to result")
        add("")
        add(
            "A trivial program (`def main(): return 1`), compiled or prepared once, then run to its result: "
            "what a host pays per call of a small tool."
        )
        add("")
        if "start" in plots:
            add(f"![Trivial run latency](img/{PLOTS['start']})")
            add("")
        add("| system | median | p99 | min-max | samples | ratio to native |")
        add("|---|---|---|---|---|---|")
        for k in systems:
            c = r["cells"].get(k)
            if not c:
                continue
            if c["status"] != "ok":
                add(f"| {LABELS[k]} | {cell_text(c, 'us', notes, LABELS[k] + ', start')} | | | | |")
                continue
            add(
                f"| {LABELS[k]} | {fmt(c['median'])} us | {fmt(c['p99'])} us | {fmt(c['min'])}-{fmt(c['max'])} us "
                f"| {c['n']:,} | {fmt_ratio(c.get('ratio'))} |"
            )
        add("")
    h2g, g2h = _timing(data, "h2g"), _timing(data, "g2h")
    if h2g or g2h:
        add("## Calls across the boundary")
        add("")
        add(
            "Host -> guest: the host calls a guest function `add(2, 3)` through each system's API (for Stockade "
            "and the subprocess that is a whole run; for RestrictedPython the guest function is a plain function "
            "the host calls directly; Monty, smolagents and asteval evaluate `add(2, 3)` in a session that "
            "already defined `add`). Guest -> host: a guest loop that calls a host function n times, minus the "
            "same loop without the call, divided by n."
        )
        add("")
        add("| system | host -> guest median | p99 | guest -> host per call | calls per sample |")
        add("|---|---|---|---|---|")
        for k in systems:
            a = (h2g or {}).get("cells", {}).get(k)
            b = (g2h or {}).get("cells", {}).get(k)
            ta = (
                f"{fmt(a['median'])} us ({fmt_ratio(a.get('ratio'))})"
                if a and a["status"] == "ok"
                else cell_text(a, "us", notes, LABELS[k] + ", host -> guest")
            )
            pa = f"{fmt(a['p99'])} us" if a and a["status"] == "ok" else ""
            tb = (
                f"{fmt(b['median'])} us ({fmt(b['min'])}-{fmt(b['max'])})"
                if b and b["status"] == "ok"
                else cell_text(b, "us", notes, LABELS[k] + ", guest -> host")
            )
            nb = f"{b['calls_per_sample']:,}" if b and b["status"] == "ok" else ""
            add(f"| {LABELS[k]} | {ta} | {pa} | {tb} | {nb} |")
        add("")
    mem = {x["system"]: x for x in data.get("memory") or []}
    if mem:
        add("## Memory per tenant")
        add("")
        if "memory" in plots:
            add(f"![Resident memory per idle tenant](img/{PLOTS['memory']})")
            add("")
        add(
            f"Per idle tenant: {s['tenants']:,} tenants, each having run a small program that built its state "
            "(a dict with a list and a nested dict), held at once in a fresh process. Per live suspended run: "
            "a run paused in the middle of a call to the host, where the system can do that."
        )
        add("")
        add(
            'RSS is the process\'s resident memory added per tenant; "traced" is what tracemalloc counts for '
            "another batch of tenants (Python objects only, exact), a cross-check for the in-process systems, "
            "since RSS moves in 4 KiB pages and CPython reuses free space in its 1 MiB arenas. For systems whose "
            "guests live in other processes: mean RSS and PSS per process."
        )
        add("")
        add("| system | per idle tenant (RSS) | traced | what a tenant is | per live suspended run |")
        add("|---|---|---|---|---|")
        for k in systems:
            x = mem.get(k)
            if not x:
                continue
            idle, susp = x.get("idle", {}), x.get("suspended", {})
            add(
                f"| {LABELS[k]} | {_mem_cell(idle, notes, LABELS[k] + ', idle')} | {_traced(idle)} "
                f"| {idle.get('what', '')} | {_mem_cell(susp, notes, LABELS[k] + ', suspended')} |"
            )
            own = x.get("idle_own_program")
            if own:
                add(
                    f"| {LABELS[k]}, own program | {_mem_cell(own, notes, LABELS[k] + ', own program')} "
                    f"| {_traced(own)} | {own.get('what', '')} | |"
                )
            live = idle.get("live_session")
            if live:
                add(
                    f"| {LABELS[k]}, live session | {_mem_cell({'status': 'ok', **live}, notes, '')} | "
                    f"| {live.get('what', '')} | |"
                )
        add("")
    r = _timing(data, "compile")
    if r:
        add("## Compile: source to runnable program")
        add("")
        add(
            f"{r['title'][0].upper() + r['title'][1:]}: the 50-line program of bench/run.py (parsing, grouping, "
            'f-strings, try/except, comprehensions, lambdas, imports). "Runs" says whether the system then runs '
            "it to native CPython's result."
        )
        add("")
        add("| system | median | min-max | samples | ratio to native | runs |")
        add("|---|---|---|---|---|---|")
        for k in systems:
            c = r["cells"].get(k)
            if not c:
                continue
            runs = c.get("runs", "")
            runs_cell = (
                "yes" if runs == "yes" else (f"no{notes.ref(f'{LABELS[k]}, compile workload: {runs}')}" if runs else "")
            )
            if c["status"] != "ok":
                add(f"| {LABELS[k]} | {cell_text(c, 'ms', notes, LABELS[k] + ', compile')} | | | | {runs_cell} |")
                continue
            add(
                f"| {LABELS[k]} | {fmt(c['median'])} ms | {fmt(c['min'])}-{fmt(c['max'])} ms | {c['n']:,} "
                f"| {fmt_ratio(c.get('ratio'))} | {runs_cell} |"
            )
        add("")
    feats = data.get("features")
    if feats:
        add("## Language: what each system runs")
        add("")
        add(
            "Small programs, each checked against CPython's value: **yes** (same value), **refused** (rejected "
            "before running), **fails** (an error), **differs** (ran, with a different value). These are probes, "
            "not a conformance suite."
        )
        add("")
        add("| program | " + " | ".join(LABELS[k] for k in systems) + " |")
        add("|---|" + "---|" * len(systems))
        for name, title in feats["probes"].items():
            cells = []
            for k in systems:
                c = feats["cells"].get(name, {}).get(k)
                if not c:
                    cells.append("-")
                    continue
                o = c["outcome"]
                text = "not installed" if o == "unavailable" else o
                if c.get("detail") and o != "yes":
                    text += notes.ref(f"{LABELS[k]}, {title}: {c['detail']}")
                cells.append(text)
            add(f"| {title} | " + " | ".join(cells) + " |")
        add("")
    lim = data.get("limits")
    if lim:
        add("## Limits: what happens to runaway guests")
        add("")
        if "limits" in plots:
            add(f"![Limit probe outcomes](img/{PLOTS['limits']})")
            add("")
        add(
            "Outcomes: **stopped** (the system raised an error of its own, after the time shown), **refused** "
            "(rejected before running), **completed** (ran to the end: harmless here), **hung** (still running at "
            "the harness timeout), **grew** (passed the harness's RSS cap), **crashed** (the process died). "
            "Time is from the start of the run to the error; peak RSS is the whole process tree's."
        )
        add("")
        add("| probe | " + " | ".join(LABELS[k] for k in systems) + " |")
        add("|---|" + "---|" * len(systems))
        for probe, title in lim["probes"].items():
            cells = []
            for k in systems:
                c = lim["cells"].get(probe, {}).get(k)
                cells.append(_limit_cell(c, notes, f"{LABELS[k]}, {title}", k, probe))
            add(f"| {title} | " + " | ".join(cells) + " |")
        add("")
        add("Configuration of each system's limits in these probes:")
        add("")
        for k in systems:
            add(f"- {LABELS[k]}: {data['systems'][k]['limit_config']}.")
        add("")
    add("## Where Stockade is not ahead")
    add("")
    for line in behind_lines(data):
        add(f"- {line}")
    add("")
    if notes.items:
        add("## Notes")
        add("")
        L.extend(notes.render())
        add("")
    return "\n".join(L)


def _matrix(L: list[str], rows: list[dict[str, Any]], systems: list[str], notes: Notes) -> None:
    L.append("| workload | " + " | ".join(LABELS[k] for k in systems) + " |")
    L.append("|---|" + "---|" * len(systems))
    for r in rows:
        cells = []
        for k in systems:
            c = r["cells"].get(k)
            if c and c["status"] == "ok":
                text = f"{fmt(c['median'])} {r['unit']}"
                if c["n"] > 1:
                    text += f" ({fmt(c['min'])}-{fmt(c['max'])})"
                if k != "native" and c.get("ratio"):
                    text += f" **{fmt_ratio(c['ratio'])}**"
                if c["n"] < 3:
                    text += f" n={c['n']}"
                cells.append(text)
            else:
                cells.append(cell_text(c, r["unit"], notes, f"{LABELS[k]}, {r['title']}"))
        L.append(f"| {r['title']} | " + " | ".join(cells) + " |")
    L.append("")


def _traced(c: dict[str, Any]) -> str:
    return fmt_bytes(c["traced_per_tenant_bytes"]) if c.get("traced_per_tenant_bytes") is not None else ""


def _mem_cell(c: dict[str, Any], notes: Notes, label: str) -> str:
    if not c:
        return "-"
    if c.get("status") != "ok":
        why = f"{label}: {c.get('reason', '')}"
        word = "n/a" if c.get("status") == "unsupported" else STATUS_WORD.get(c.get("status", ""), c.get("status"))
        return f"{word}{notes.ref(why)}"
    if "per_tenant_bytes" in c:
        text = fmt_bytes(c["per_tenant_bytes"])
        if c.get("dump_bytes_mean"):
            text += f" (dump {fmt_bytes(c['dump_bytes_mean'])})"
        return text
    parts = []
    if c.get("pss_mean") is not None:
        parts.append(f"{fmt_bytes(c['pss_mean'])} PSS")
    if c.get("rss_mean") is not None:
        parts.append(f"{fmt_bytes(c['rss_mean'])} RSS per process")
    if c.get("dump_bytes_mean"):
        parts.append(f"or a {fmt_bytes(c['dump_bytes_mean'])} dump")
    return ", ".join(parts) or "-"


STOP_HOW = [
    (r"^LimitExceeded: (\w+) limit", r"\1 limit"),
    (r"TimeoutError: feed time limit", "time limit"),
    (r"MemoryError: memory limit", "memory limit"),
    (r"String length exceeded", "string length cap"),
    (r"Invalid exponent", "exponent cap"),
    (r"while-loop|While loop", "while-loop cap"),
    (r"killed by the host after", "wall timeout, killed"),
    (r"SIGXCPU", "RLIMIT_CPU"),
    (r"^RuntimeError: MemoryError", "MemoryError (RLIMIT_AS)"),
    (r"RecursionError", "RecursionError"),
    (r"ExecutionTimeoutError", "ExecutionTimeoutError"),
    (r"STK-V\d+", "at compile time"),
]


def stop_how(detail: str) -> str:
    """A few words on what stopped a probe, from its message."""
    for pattern, how in STOP_HOW:
        m = re.search(pattern, detail)
        if m:
            return m.expand(how) if "\\" in how else how
    m = re.match(r"^(\w+):", detail)
    return m.group(1) if m else ""


def _limit_cell(c: dict[str, Any] | None, notes: Notes, label: str, key: str = "", probe: str = "") -> str:
    if not c:
        return "-"
    outcome = c.get("outcome", "?")
    detail = c.get("detail", "")
    note = limit_note(key, probe, outcome, detail)
    if outcome == "unavailable":
        return f"not installed{notes.ref(f'{label}: {detail}')}"
    text = f"**{outcome}**"
    if outcome in ("stopped", "completed"):
        text += f" {fmt_time(c.get('seconds'))}"
    elif outcome in ("hung", "grew"):
        text += f" at {fmt_time(c.get('seconds'))}"
    if outcome in ("stopped", "refused"):
        how = stop_how(detail)
        if how:
            text += f": {how}"
    if c.get("peak_rss_mib") is not None and outcome != "refused":
        text += f", {c['peak_rss_mib']:.0f} MiB"
    extra = note
    if c.get("cpu_after", 0) > 0.2:
        extra = (extra + "; " if extra else "") + (
            f"the guest kept running after the error ({c['cpu_after']:.2f} s of CPU in the next 0.5 s)"
        )
        text += " (kept running)"
    if extra or outcome in ("completed", "crashed", "refused"):
        text += notes.ref(f"{label}: {detail}" + (f" ({extra})" if extra else ""))
    return text


def behind_lines(data: dict[str, Any]) -> list[str]:
    """Every place a peer does better than Stockade in this run, with the reason."""
    out: list[str] = []
    systems = _systems_in(data)
    if "stockade" not in systems:
        return ["Stockade was not measured in this run."]
    for r in data["timing"]:
        st = r["cells"].get("stockade", {})
        if st.get("status") != "ok":
            peers = [LABELS[k] for k in systems if k != "stockade" and r["cells"].get(k, {}).get("status") == "ok"]
            if peers:
                out.append(
                    f"**{r['title']}**: Stockade cannot run it ({st.get('reason', st.get('status'))}); "
                    f"{', '.join(peers)} can."
                )
            continue
        ahead = []
        for k in systems:
            c = r["cells"].get(k, {})
            if k in ("stockade", "native") or c.get("status") != "ok":
                continue
            if c["median"] < st["median"]:
                ahead.append((k, c["median"]))
        if ahead:
            who = ", ".join(f"{LABELS[k]} ({fmt(v)} {r['unit']})" for k, v in ahead)
            reasons = " ".join(
                dict.fromkeys(
                    behind_reason(r["key"], r["group"], k) for k, _ in ahead if behind_reason(r["key"], r["group"], k)
                )
            )
            out.append(f"**{r['title']}**: Stockade {fmt(st['median'])} {r['unit']}; faster: {who}. {reasons}")
    mem = {x["system"]: x for x in data.get("memory") or []}
    st_idle = mem.get("stockade", {}).get("idle", {})
    if st_idle.get("status") == "ok":
        smaller = []
        for k in systems:
            idle = mem.get(k, {}).get("idle", {})
            if k in ("stockade", "native") or idle.get("status") != "ok" or "per_tenant_bytes" not in idle:
                continue
            if idle["per_tenant_bytes"] < st_idle["per_tenant_bytes"]:
                smaller.append(k)
        if smaller:
            reasons = " ".join(dict.fromkeys(behind_reason("memory", "memory", k) for k in smaller))
            out.append(
                f"**memory per idle tenant**: Stockade {fmt_bytes(st_idle['per_tenant_bytes'])}; smaller: "
                + ", ".join(f"{LABELS[k]} ({fmt_bytes(mem[k]['idle']['per_tenant_bytes'])})" for k in smaller)
                + f". {reasons}"
            )
    st_susp = mem.get("stockade", {}).get("suspended", {})
    if st_susp and st_susp.get("status") != "ok":
        can = [LABELS[k] for k in systems if mem.get(k, {}).get("suspended", {}).get("status") == "ok"]
        if can:
            out.append(
                f"**suspended runs**: Stockade cannot suspend a run at a host call yet ({st_susp.get('reason')}); "
                f"{', '.join(can)} can."
            )
    feats = data.get("features")
    if feats:
        parts = []
        for name, title in feats["probes"].items():
            row = feats["cells"].get(name, {})
            if row.get("stockade", {}).get("outcome") == "yes":
                continue
            who = [
                LABELS[k] for k in systems if k not in ("stockade", "native") and row.get(k, {}).get("outcome") == "yes"
            ]
            parts.append(f"{title} (run by {', '.join(who) or 'no peer'})")
        if parts:
            out.append(
                "**language**: Stockade does not run these yet, and refuses them at compile time with a diagnostic "
                "that says what to write instead: " + "; ".join(parts) + "."
            )
    lim = data.get("limits")
    if lim:
        good = {"stopped", "refused"}
        for probe, title in lim["probes"].items():
            cells = lim["cells"].get(probe, {})
            st = cells.get("stockade", {})
            if st.get("outcome") in good and st.get("cpu_after", 0) <= 0.2:
                if st.get("outcome") == "refused":
                    others = [
                        LABELS[k]
                        for k in systems
                        if k != "stockade" and cells.get(k, {}).get("outcome") in ("completed",)
                    ]
                    if others:
                        out.append(
                            f"**{title}**: Stockade refuses the program ({st.get('detail')}); "
                            f"{', '.join(others)} ran it to completion."
                        )
                continue
            others = [LABELS[k] for k in systems if k != "stockade" and cells.get(k, {}).get("outcome") in good]
            out.append(
                f"**{title}**: Stockade outcome {st.get('outcome')} ({st.get('detail')}); stopped by: {', '.join(others) or 'none'}."
            )
        for probe, title in lim["probes"].items():
            st = lim["cells"].get(probe, {}).get("stockade", {})
            for k in systems:
                c = lim["cells"].get(probe, {}).get(k, {})
                if k in ("stockade", "native") or c.get("outcome") != "stopped" or st.get("outcome") != "stopped":
                    continue
                if (
                    c.get("seconds") is not None
                    and st.get("seconds") is not None
                    and c["seconds"] < st["seconds"] / 2
                    and st["seconds"] > 0.05
                ):
                    out.append(
                        f"**{title}**: {LABELS[k]} stops it sooner ({fmt_time(c['seconds'])}) than Stockade "
                        f"({fmt_time(st['seconds'])}): Stockade stops on its fuel, memory or recursion limit; "
                        "the time to reach it depends on the limit, not on a slower mechanism."
                    )
    if not out:
        out.append("No peer did better than Stockade on any measured figure in this run.")
    native_ahead = [
        r["title"]
        for r in data["timing"]
        if r["cells"].get("native", {}).get("status") == "ok"
        and r["cells"].get("stockade", {}).get("status") == "ok"
        and r["cells"]["native"]["median"] < r["cells"]["stockade"]["median"]
    ]
    if native_ahead:
        out.append(
            f"Native CPython is faster than Stockade on {len(native_ahead)} of the "
            f"{sum(1 for r in data['timing'] if r['cells'].get('stockade', {}).get('status') == 'ok')} timed rows "
            "Stockade runs (see the ratios): it is the floor the ratios are measured against, with no verifier, "
            "no meter and no boundary copies, and it is not a sandbox."
        )
    return out


# README: a generated block of headline figures inside the "How it compares" section.


def readme_block(data: dict[str, Any], json_rel: str) -> str:
    systems = _systems_in(data)
    rows = [("fib", "fib(25)"), ("loop", "1e6 loop"), ("glue", "glue (json)"), ("start", "trivial run")]
    mem = {x["system"]: x for x in data.get("memory") or []}
    lim = data.get("limits") or {"cells": {}}
    L = [
        f"{README_BEGIN} generated by bench/compare.py from {json_rel}; do not edit -->",
        "",
        f"Figures from run {data['run_id']} ({data['mode']} mode) on a noisy 2-core VM; medians, "
        "ratio to native CPython in parentheses. Details, spreads and every other workload: "
        "[docs/COMPARISON.md](docs/COMPARISON.md).",
        "",
        "| | " + " | ".join(title for _, title in rows) + " | per idle tenant | `sum(itertools.count())` |",
        "|---|" + "---|" * (len(rows) + 2),
    ]
    for k in systems:
        cells = []
        for key, _ in rows:
            r = _timing(data, key)
            c = r["cells"].get(k) if r else None
            if c and c["status"] == "ok":
                unit = r["unit"] if r else ""
                text = f"{fmt(c['median'])} {unit}"
                if k != "native" and c.get("ratio"):
                    text += f" ({fmt_ratio(c['ratio'])})"
                cells.append(text)
            else:
                cells.append("n/a" if c else "-")
        idle = mem.get(k, {}).get("idle", {})
        if idle.get("status") == "ok":
            if "per_tenant_bytes" in idle:
                text = fmt_bytes(idle["per_tenant_bytes"])
                if idle.get("dump_bytes_mean"):
                    text += " as a dump"
                    live = idle.get("live_session", {})
                    if live.get("pss_mean"):
                        text += f"; live: {fmt_bytes(live['pss_mean'])} (a worker)"
                cells.append(text)
            elif idle.get("pss_mean"):
                cells.append(f"{fmt_bytes(idle['pss_mean'])} (a process)")
            else:
                cells.append("-")
        else:
            cells.append("n/a" if idle else "-")
        c = lim["cells"].get("count", {}).get(k)
        if c:
            o = c.get("outcome", "?")
            if o == "stopped":
                o += f" ({fmt_time(c.get('seconds'))})"
            elif o == "completed":
                o += f": {c.get('detail', '')}"
            cells.append(o)
        else:
            cells.append("-")
        L.append(f"| {LABELS[k]} | " + " | ".join(cells) + " |")
    L.append("")
    L.append(README_END)
    return "\n".join(L)


def update_readme(data: dict[str, Any], json_rel: str, path: Path = README) -> bool:
    text = path.read_text(encoding="utf-8")
    start = text.find(README_BEGIN)
    end = text.find(README_END)
    if start < 0 or end < start:
        return False
    new = text[:start] + readme_block(data, json_rel) + text[end + len(README_END) :]
    if new != text:
        path.write_text(new, encoding="utf-8")
    return True


def report(json_path: Path, progress: bool = True) -> None:
    data = json.loads(json_path.read_text(encoding="utf-8"))
    try:
        json_rel = json_path.resolve().relative_to(REPO).as_posix()
    except ValueError:
        json_rel = json_path.name
    plots = render_plots(data, IMG_DIR)
    DOC.write_text(render_markdown(data, json_rel, plots) + "\n", encoding="utf-8")
    updated = update_readme(data, json_rel)
    if progress:
        print(
            f"wrote {DOC.relative_to(REPO)}"
            + (f" and {len(plots)} plots in docs/img/" if plots else " (no matplotlib: no plots)")
        )
        print("updated the README's generated block" if updated else "README has no generated block: left alone")


def print_summary(data: dict[str, Any]) -> None:
    systems = _systems_in(data)
    print(f"\nrun {data['run_id']} ({data['mode']}), {data.get('seconds', 0):.0f} s")
    for r in data["timing"]:
        print(f"\n{r['title']} [{r['unit']}]")
        for k in systems:
            c = r["cells"].get(k)
            if not c:
                continue
            if c["status"] == "ok":
                ratio = f"  {fmt_ratio(c.get('ratio'))}" if c.get("ratio") else ""
                print(f"  {LABELS[k]:32} {fmt(c['median']):>10} [{fmt(c['min'])}..{fmt(c['max'])}] n={c['n']}{ratio}")
            else:
                print(f"  {LABELS[k]:32} {c['status']}: {c.get('reason', '')[:100]}")
    for x in data.get("memory") or []:
        idle = x.get("idle", {})
        print(f"memory {LABELS.get(x['system'], x['system']):32} idle: {_mem_cell(idle, Notes(), '')}")
    lim = data.get("limits")
    if lim:
        for probe in lim["probes"]:
            row = ", ".join(f"{k}={c.get('outcome')}" for k, c in lim["cells"].get(probe, {}).items())
            print(f"limits {probe}: {row}")


# -------------------------------------------------------------------------------------
# Command line


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=(__doc__ or "").split("\n\n")[0])
    ap.add_argument("--quick", action="store_true", help="smoke run: small sizes, few samples; docs untouched")
    ap.add_argument("--report-only", metavar="JSON", help="regenerate the docs and plots from a results file")
    ap.add_argument("--out", metavar="JSON", help="results file (default bench/results/latest.json, quick.json)")
    ap.add_argument("--systems", nargs="+", choices=SYSTEM_KEYS, default=SYSTEM_KEYS)
    ap.add_argument("--only", nargs="+", choices=SECTIONS, default=(), help="run only these sections")
    ap.add_argument("--docs", action="store_true", help="regenerate the docs after a --quick or --only run too")
    ap.add_argument("--_memory-child", dest="memory_child", help=argparse.SUPPRESS)
    ap.add_argument("--_limit-child", dest="limit_child", nargs=2, help=argparse.SUPPRESS)
    ap.add_argument("--_sizes", dest="sizes_json", help=argparse.SUPPRESS)
    args = ap.parse_args(argv)

    if args.memory_child or args.limit_child:
        sizes = Sizes(**json.loads(args.sizes_json)) if args.sizes_json else FULL
        if args.memory_child:
            print(json.dumps(memory_child(args.memory_child, sizes)), flush=True)
            os._exit(0)
        limit_child(args.limit_child[0], args.limit_child[1], sizes)
        return 0
    if args.report_only:
        report(Path(args.report_only))
        return 0

    sizes = QUICK if args.quick else FULL
    mode = "quick" if args.quick else "full"
    if args.only and not args.quick:
        mode = "partial"
    data = run_all(sizes, args.systems, args.only, mode)
    out = Path(args.out) if args.out else RESULTS_DIR / ("quick.json" if args.quick else "latest.json")
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(scrub(json.dumps(data, indent=1)) + "\n", encoding="utf-8")
    print_summary(data)
    print(f"\nraw data written to {out}")
    if mode == "full" or args.docs:
        report(out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
