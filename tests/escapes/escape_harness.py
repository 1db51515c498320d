"""Harness for the escape corpus: parse a case file, run it, classify the outcome.

Kept free of pytest so that a case can also be run in a child process
(``python escape_harness.py CASE``), which prints its outcome as JSON. See README.md for
the header format. Everything here is host-side test code; only the case bodies are
guest code.
"""

from __future__ import annotations

import ast
import builtins
import decimal
import gc
import json
import re
import sys
import threading
import time
import types
import warnings
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import stockade

HERE = Path(__file__).resolve().parent
CASE_GLOB = "*_[0-9][0-9].py"  # ruff.toml excludes exactly these names from linting
SECRET = "SECRET-7f3a-do-not-leak"

# Limits every case starts from; a case's `# limits:` header overrides single fields.
DEFAULT_LIMITS = {
    "fuel": 200_000,
    "memory": 32 * 1024 * 1024,
    "wall": 1.0,
    "recursion": 200,
    "stdout": 64 * 1024,
    "binding_calls": 50,
    "result": 1024 * 1024,
}
WALL_SLACK = 0.75  # CPU seconds a run may use beyond its wall limit (door, teardown, noise)
# A case that neither sets nor expects the wall limit runs with this one, so a busy test
# machine cannot turn its expected outcome into "limit wall"; its CPU time is still held to
# the default wall limit (plus slack), which a loaded machine cannot inflate.
UNEXPECTED_WALL = 20.0
KINDS = ("compile", "limit", "guest", "value", "door", "usage")
PLAIN_TYPES = (type(None), bool, int, float, str, bytes, list, tuple, dict, set, frozenset)
GUEST_PREFIX = "<stockade>/"


# ------------------------------------------------------------------ bindings


class KV(stockade.Binding):
    """A key-value store holding a secret that must never reach the guest."""

    def __init__(self) -> None:
        self._secret = SECRET
        self._data: dict[str, Any] = {"a": 1, "secret": "public-value"}
        self.calls = 0

    @stockade.export
    def get(self, key: str) -> Any:
        self.calls += 1
        return self._data.get(key)

    @stockade.export
    async def aget(self, key: str) -> Any:
        """An async export: ``await kv.aget(k)`` in guest async code waits for the batch."""
        self.calls += 1
        return self._data.get(key)

    @stockade.export
    def put(self, key: str, value: Any) -> None:
        self.calls += 1
        self._data[key] = value

    @stockade.export
    def keys(self) -> list[str]:
        self.calls += 1
        return sorted(self._data)

    @stockade.export
    def fail(self) -> None:
        self.calls += 1
        raise RuntimeError(f"database password is {self._secret}")

    @stockade.export
    def expose(self) -> None:
        self.calls += 1
        raise stockade.ExposedError("no such key", type_name="KeyError")

    @stockade.export
    def leak(self) -> Any:
        self.calls += 1
        return self  # a host object: must not cross the door

    @stockade.export
    def leak_function(self) -> Any:
        self.calls += 1
        return print

    @stockade.export
    def big(self) -> str:
        self.calls += 1
        return "x" * (4 * 1024 * 1024)

    @stockade.export
    def echo(self, value: Any) -> Any:
        self.calls += 1
        return value


class A(stockade.Binding):
    @stockade.export
    def b_c(self) -> str:
        return "A.b_c"


class AB(stockade.Binding):
    @stockade.export
    def c(self) -> str:
        return "AB.c"


BINDINGS = {"kv": KV, "a": A, "a_b": AB}


# ------------------------------------------------------------------ case files


@dataclass
class Case:
    name: str
    path: Path
    files: dict[str, str]
    expect: list[tuple[str, str]]  # alternatives of (kind, argument)
    technique: str
    headers: dict[str, str]
    entry: str | None = None
    args: list[Any] = field(default_factory=list)
    limits: dict[str, Any] = field(default_factory=dict)
    bindings: list[str] = field(default_factory=list)
    runs: int = 1
    isolate: bool = False
    timeout: float = 1.5
    hole: str | None = None
    hole_when: str | None = None
    checks: frozenset[str] = frozenset()
    stdout: str | None = None
    cpu_budget: float = 0.0  # CPU seconds the run may use (0: its wall limit)
    kv_calls: int | None = None
    host: str | None = None

    @property
    def hole_applies(self) -> bool:
        if self.hole is None:
            return False
        if self.hole_when is None:
            return True
        m = re.fullmatch(r"(>=|<)\s*3\.(\d+)", self.hole_when.strip())
        if m is None:
            raise ValueError(f"{self.name}: bad hole-when {self.hole_when!r}")
        minor = int(m.group(2))
        at_least = sys.version_info[:2] >= (3, minor)
        return at_least if m.group(1) == ">=" else not at_least


KNOWN_HEADERS = frozenset(
    "expect technique limits entry args bindings runs after check stdout kv-calls host "
    "isolate timeout generate hole hole-when".split()
)
KNOWN_CHECKS = frozenset({"no-survivors"})
_HEADER = re.compile(r"#\s*([a-z][a-z-]*):\s?(.*)$")
_FILE_SEP = re.compile(r"^# =+ ([A-Za-z_][A-Za-z0-9_]*\.py)\s*$")


def literal(text: str) -> Any:
    """ast.literal_eval plus frozenset(...) and float('nan'), for expected values."""

    def conv(node: ast.AST) -> Any:
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and not node.keywords:
            if node.func.id == "frozenset" and len(node.args) <= 1:
                return frozenset(conv(node.args[0])) if node.args else frozenset()
            if node.func.id == "float" and len(node.args) == 1:
                return float(conv(node.args[0]))
        if isinstance(node, ast.Tuple):
            return tuple(conv(e) for e in node.elts)
        if isinstance(node, ast.List):
            return [conv(e) for e in node.elts]
        if isinstance(node, ast.Set):
            return {conv(e) for e in node.elts}
        if isinstance(node, ast.Dict):
            return {conv(k): conv(v) for k, v in zip(node.keys, node.values, strict=True)}  # type: ignore[arg-type]
        return ast.literal_eval(node)

    return conv(ast.parse(text.strip(), mode="eval").body)


def _parse_expect(text: str) -> list[tuple[str, str]]:
    alternatives = []
    pieces = [p.strip() for p in text.split(" | ")]
    if not all(p.split(" ", 1)[0] in KINDS for p in pieces):
        pieces = [text.strip()]  # a value literal that contains " | "
    for piece in pieces:
        kind, _, arg = piece.partition(" ")
        if kind not in KINDS:
            raise ValueError(f"unknown expectation {piece!r}")
        if kind == "value":
            literal(arg)  # must be a literal
        elif kind in ("compile", "limit", "guest") and not arg:
            raise ValueError(f"expectation {piece!r} needs an argument")
        alternatives.append((kind, arg.strip()))
    return alternatives


def _int(text: str) -> int:
    """An int written as digits or as base**exponent (e.g. 10**12)."""
    base, _, exponent = text.strip().partition("**")
    return int(base) ** int(exponent) if exponent else int(base)


def load_case(path: Path) -> Case:
    text = path.read_text(encoding="utf-8")
    headers: dict[str, str] = {}
    for line in text.splitlines():
        if not line.startswith("#"):
            break
        m = _HEADER.match(line)
        if m:
            headers[m.group(1)] = m.group(2).strip()
    unknown_headers = set(headers) - KNOWN_HEADERS
    if unknown_headers:
        raise ValueError(f"{path.name}: unknown header(s) {sorted(unknown_headers)}")
    if "expect" not in headers or "technique" not in headers:
        raise ValueError(f"{path.name}: needs '# expect:' and '# technique:' headers")
    if "generate" in headers:
        # Host-side test data: a Python expression producing the (large) guest source.
        generated = eval(headers["generate"], {"__builtins__": builtins})
        text = text + generated
    files: dict[str, str] = {}
    current = "main.py"
    chunk: list[str] = []
    for line in text.splitlines(keepends=True):
        m = _FILE_SEP.match(line.rstrip("\n"))
        if m:
            files[current] = "".join(chunk)
            current, chunk = m.group(1), []
        else:
            chunk.append(line)
    files[current] = "".join(chunk)
    limits = dict(DEFAULT_LIMITS)
    for item in filter(None, (s.strip() for s in headers.get("limits", "").split(","))):
        key, _, value = item.partition("=")
        key = key.strip()
        if key not in DEFAULT_LIMITS:
            raise ValueError(f"{path.name}: unknown limit {key!r}")
        limits[key] = float(value) if key == "wall" else _int(value)
    expect = _parse_expect(headers["expect"])
    cpu_budget = 0.0
    if "wall" not in headers.get("limits", "") and not any(k == "limit" and "wall" in a for k, a in expect):
        cpu_budget = limits["wall"]
        limits["wall"] = UNEXPECTED_WALL
    case = Case(
        name=path.stem,
        path=path,
        files=files,
        expect=expect,
        technique=headers["technique"],
        headers=headers,
        entry=headers.get("entry") or None,
        args=ast.literal_eval(headers["args"]) if "args" in headers else [],
        limits=limits,
        bindings=[b.strip() for b in headers.get("bindings", "").split(",") if b.strip()],
        runs=int(headers.get("runs", "1")),
        isolate=headers.get("isolate", "") == "subprocess",
        timeout=float(headers.get("timeout", "1.5")),
        hole=headers.get("hole"),
        hole_when=headers.get("hole-when"),
        checks=frozenset(c.strip() for c in headers.get("check", "").split(",") if c.strip()),
        stdout=ast.literal_eval(headers["stdout"]) if "stdout" in headers else None,
        cpu_budget=cpu_budget,
        kv_calls=int(headers["kv-calls"]) if "kv-calls" in headers else None,
        host=headers.get("host"),
    )
    if case.host not in HOST_STATES:
        raise ValueError(f"{path.name}: unknown host state {case.host!r}")
    if not case.checks <= KNOWN_CHECKS:
        raise ValueError(f"{path.name}: unknown check(s) {sorted(case.checks - KNOWN_CHECKS)}")
    if headers.get("isolate", "subprocess") != "subprocess":
        raise ValueError(f"{path.name}: isolate must be 'subprocess'")
    unknown = set(case.bindings) - set(BINDINGS)
    if unknown:
        raise ValueError(f"{path.name}: unknown bindings {sorted(unknown)}")
    return case


def all_cases() -> list[Path]:
    return sorted(HERE.glob(CASE_GLOB))


# ------------------------------------------------------------------ running


def is_plain(value: Any, depth: int = 0) -> bool:
    """Exactly plain data: no subclasses, no host objects, bounded depth."""
    if depth > 200 or type(value) not in PLAIN_TYPES:
        return False
    if type(value) in (list, tuple, set, frozenset):
        return all(is_plain(v, depth + 1) for v in value)
    if type(value) is dict:
        return all(is_plain(k, depth + 1) and is_plain(v, depth + 1) for k, v in value.items())
    return True


def same(a: Any, b: Any) -> bool:
    """Equality that also compares types (1 != True != 1.0 here), recursively."""
    if type(a) is not type(b):
        return False
    if type(a) in (set, frozenset):
        return len(a) == len(b) and all(any(same(x, y) for y in b) for x in a)
    if type(a) in (list, tuple):
        return len(a) == len(b) and all(same(x, y) for x, y in zip(a, b, strict=True))
    if type(a) is dict:
        return a.keys() == b.keys() and all(same(a[k], b[k]) for k in a)
    if type(a) is float and a != a:
        return b != b
    return bool(a == b)


def _guest_functions() -> set[int]:
    gc.collect()
    return {
        id(o)
        for o in gc.get_objects()
        if type(o) is types.FunctionType and o.__code__.co_filename.startswith(GUEST_PREFIX)
    }


@dataclass
class Outcome:
    kind: str  # compile / limit / guest / value / door / usage / other
    arg: Any
    detail: str = ""
    stdout: str = ""
    elapsed: float = 0.0
    problems: list[str] = field(default_factory=list)  # invariant violations seen
    error: BaseException | None = field(default=None, repr=False)  # kept alive like a host would

    def as_json(self) -> dict[str, Any]:
        arg = repr(self.arg) if self.kind == "value" else self.arg
        return {
            "kind": self.kind,
            "arg": arg,
            "detail": self.detail,
            "stdout": self.stdout,
            "elapsed": self.elapsed,
            "problems": self.problems,
        }


def runtime_tables() -> dict[str, Any]:
    """The runtime's shared tables a guest must never change (private internals: if
    they move, test_escapes.py::test_harness_sees_runtime_internals says so)."""
    import importlib

    tables: dict[str, Any] = {}
    for key, module, attr in (
        ("guest_builtins", "stockade._runtime.builtins", "GUEST_BUILTINS"),
        ("stdlib", "stockade._runtime.stdlib", "MODULES"),
    ):
        try:
            tables[key] = getattr(importlib.import_module(module), attr)
        except (ImportError, AttributeError):
            pass
    return tables


def _active_run() -> Any:
    try:
        from stockade._runtime import context
    except ImportError:
        return None
    return getattr(getattr(context, "_local", None), "run", None)


def _snapshot() -> dict[str, Any]:
    tables = runtime_tables()
    stdlib_modules = tables.get("stdlib", {})
    return {
        "builtins": {k: id(v) for k, v in builtins.__dict__.items()},
        "guest_builtins": {k: id(v) for k, v in tables.get("guest_builtins", {}).items()},
        "stdlib": {m: {k: id(v) for k, v in members.items()} for m, members in stdlib_modules.items()},
        "modules": set(sys.modules),
        "recursionlimit": sys.getrecursionlimit(),
        "stdio": (id(sys.stdout), id(sys.stderr), id(sys.stdin)),
        "threads": {t.ident for t in threading.enumerate() if not t.daemon},
        # The host's decimal context (the object and its settings, flags and traps) and the
        # process-wide templates a guest must never reach.
        "decimal": (
            id(decimal.getcontext()),
            repr(decimal.getcontext()),
            *(repr(c) for c in (decimal.DefaultContext, decimal.BasicContext, decimal.ExtendedContext)),
        ),
    }


def health_problems(before: dict[str, Any], case: Case) -> list[str]:
    """The host process must be unchanged and usable after a case."""
    problems = []
    after = _snapshot()
    for key in ("builtins", "guest_builtins", "stdlib", "recursionlimit", "stdio", "threads", "decimal"):
        if after[key] != before[key]:
            problems.append(f"host state changed: {key}")
    guest_modules = {Path(f).stem for f in case.files}
    leaked = {m for m in after["modules"] - before["modules"] if m in guest_modules or "stockade>" in m}
    if leaked:
        problems.append(f"guest modules entered sys.modules: {sorted(leaked)}")
    if _active_run() is not None:
        problems.append("a run is still marked active on this thread")
    try:
        if stockade.eval("1 + 1") != 2:
            problems.append("stockade.eval('1 + 1') != 2 after the case")
    except Exception as e:
        problems.append(f"stockade.eval('1 + 1') failed after the case: {e!r}")
    try:
        block = bytes(64 * 1024 * 1024)  # the memory meter must not charge the host
        del block
    except MemoryError:
        problems.append("host allocation of 64 MiB failed: a meter is still charging the host")
    return problems


def _fragmented_heap() -> list[Any]:
    """A host that has run for a while: many small objects freed, a few kept alive in
    every pymalloc pool, so the allocator's arenas are mostly free but not returned."""
    junk = [(i, i, i) for i in range(3_000_000)]
    keep = junk[::50]
    del junk
    return keep


HOST_STATES = {None: lambda: None, "fragmented-heap": _fragmented_heap}


def _leaks_secret(text: str) -> bool:
    return SECRET in text


def run_case(case: Case) -> Outcome:
    """Compile and run a case in this process; returns the outcome of the last run."""
    before = _snapshot()
    survivors_before = _guest_functions() if "no-survivors" in case.checks else set()
    instances = {name: BINDINGS[name]() for name in case.bindings}
    host_state = HOST_STATES[case.host]()
    limits = stockade.Limits(**case.limits)
    problems: list[str] = []
    outcome = Outcome("other", None)
    t0 = time.perf_counter()
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        try:
            kwargs: dict[str, Any] = {"bindings": {n: BINDINGS[n] for n in case.bindings}}
            if len(case.files) > 1:
                program = stockade.compile(case.files, entry="main.py", **kwargs)
            else:
                program = stockade.compile(case.files["main.py"], **kwargs)
        except stockade.CompileError as e:
            codes = [d.code for d in e.diagnostics]
            outcome = Outcome("compile", codes, detail="; ".join(map(str, e.diagnostics)))
            for d in e.diagnostics:
                if not isinstance(d, stockade.Diagnostic) or d.file not in case.files:
                    problems.append(f"malformed diagnostic {d!r}")
        else:
            outcomes = [_run_once(case, program, instances, limits, problems) for _ in range(case.runs)]
            outcome = outcomes[-1]
            for i, later in enumerate(outcomes[1:], 2):
                if later.kind != outcomes[0].kind or not same(later.arg, outcomes[0].arg):
                    problems.append(
                        f"run {i} gave {later.kind} {later.arg!r}; run 1 gave {outcomes[0].kind} {outcomes[0].arg!r}"
                    )
    outcome.elapsed = time.perf_counter() - t0
    del host_state
    guest_warnings = [str(w.message)[:120] for w in caught]
    if guest_warnings:
        problems.append(f"the run raised host warnings: {guest_warnings}")
    if "no-survivors" in case.checks:
        new = _guest_functions() - survivors_before
        if new:
            problems.append(f"{len(new)} guest function object(s) outlived the run")
    if case.kv_calls is not None and "kv" in instances:
        calls = instances["kv"].calls  # type: ignore[attr-defined]
        if calls != case.kv_calls:
            problems.append(f"the kv binding ran {calls} times, expected {case.kv_calls}")
    problems.extend(health_problems(before, case))
    outcome.problems = problems + outcome.problems
    return outcome


def _run_once(case: Case, program: Any, instances: dict[str, Any], limits: Any, problems: list[str]) -> Outcome:
    run_t0 = time.perf_counter()
    cpu_t0 = time.thread_time()
    try:
        result = stockade.run(program, case.entry, case.args, bindings=instances, limits=limits)
    except stockade.LimitExceeded as e:
        out = Outcome("limit", e.limit, detail=str(e), stdout=e.stdout, error=e)
        if len(e.stdout.encode("utf-8", "surrogatepass")) > limits.stdout:
            problems.append("LimitExceeded.stdout is longer than the stdout limit")
    except stockade.GuestError as e:
        out = Outcome("guest", e.type_name, detail=e.message, error=e)
        if not all(type(f) is stockade.GuestFrame for f in e.frames):
            problems.append("GuestError.frames holds something other than GuestFrame")
        if not all(type(x) in (str, int) for f in e.frames for x in (f.file, f.line, f.function)):
            problems.append("GuestFrame fields are not plain str/int")
        if type(e.message) is not str or type(e.type_name) is not str:
            problems.append("GuestError fields are not str")
        if e.host_exception is not None and not case.bindings:
            problems.append("GuestError.host_exception set without any binding")
        if _leaks_secret(e.message) or _leaks_secret(str(e)):
            problems.append("the binding secret appears in the guest error")
    except stockade.DoorError as e:
        out = Outcome("door", None, detail=str(e), error=e)
    except stockade.UsageError as e:
        out = Outcome("usage", None, detail=str(e))
    except stockade.StockadeError as e:
        out = Outcome("other", type(e).__name__, detail=str(e))
    except BaseException as e:
        out = Outcome("other", type(e).__name__, detail=f"non-Stockade exception escaped: {e!r}"[:500])
    else:
        out = Outcome("value", result.value, stdout=result.stdout)
        if not is_plain(result.value):
            problems.append(f"result value is not plain data: {type(result.value).__name__}")
        if type(result.stdout) is not str:
            problems.append("Result.stdout is not a str")
        if _leaks_secret(repr(result.value)):
            problems.append("the binding secret appears in the result value")
    if _leaks_secret(out.stdout):
        problems.append("the binding secret appears in stdout")
    if _leaks_secret(out.detail):
        problems.append("the binding secret appears in the error text")
    took = time.perf_counter() - run_t0
    cpu = time.thread_time() - cpu_t0
    budget = case.cpu_budget or limits.wall
    if cpu > budget + WALL_SLACK:
        # CPU time of this thread, so a busy test machine cannot fake an overshoot.
        problems.append(f"the run used {cpu:.2f}s of CPU ({took:.2f}s wall); its CPU budget is {budget}s")
    return out


def matches(case: Case, outcome: Outcome) -> str | None:
    """None if the outcome is one of the expected alternatives, else why not."""
    for kind, arg in case.expect:
        if outcome.kind != kind:
            continue
        if kind == "compile" and arg in outcome.arg:
            break
        if kind in ("limit", "guest") and outcome.arg == arg:
            break
        if kind == "value" and same(outcome.arg, literal(arg)):
            break
        if kind in ("door", "usage"):
            break
    else:
        wanted = " | ".join(f"{k} {a}".strip() for k, a in case.expect)
        shown = outcome.arg if outcome.kind != "value" else repr(outcome.arg)[:300]
        return f"expected {wanted}; got {outcome.kind} {shown} ({outcome.detail[:300]})"
    if case.stdout is not None and outcome.stdout != case.stdout:
        return f"expected stdout {case.stdout!r}; got {outcome.stdout[:200]!r}"
    return None


CHILD_ADDRESS_SPACE = 2 * 1024 * 1024 * 1024


def main(argv: list[str]) -> int:
    """Child-process entry: run one case file and print its outcome as JSON.

    The child caps itself first (no core files, 2 GiB of address space, lower priority,
    ``timeout`` seconds of CPU beyond what importing Stockade took, so a slow start-up
    on a busy machine is not read as a hang), so a case that crashes or runs away cannot take the
    machine or the test run with it. CPU time, not wall time, decides that a case hung,
    so the verdict does not depend on how busy the machine is.
    """
    import math
    import os
    import resource

    resource.setrlimit(resource.RLIMIT_CORE, (0, 0))
    resource.setrlimit(resource.RLIMIT_AS, (CHILD_ADDRESS_SPACE, CHILD_ADDRESS_SPACE))
    os.nice(10)
    case = load_case(Path(argv[1]))
    import stockade  # noqa: F401  (start-up is not the case's: the budget starts after it)

    usage = resource.getrusage(resource.RUSAGE_SELF)
    cpu = math.ceil(usage.ru_utime + usage.ru_stime) + max(1, math.ceil(case.timeout))
    resource.setrlimit(resource.RLIMIT_CPU, (cpu, cpu + 1))  # SIGXCPU: the case hung
    try:
        outcome = run_case(case)
    except BaseException as e:
        outcome = Outcome("other", type(e).__name__, detail=repr(e)[:500])
    data = outcome.as_json()
    data["rss_kib"] = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    sys.stdout.write("\n" + json.dumps(data) + "\n")
    sys.stdout.flush()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
