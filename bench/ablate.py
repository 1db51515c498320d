#!/usr/bin/env python3
"""Where guest time goes: run a workload's lowered code with one kind of hook elided.

    python bench/ablate.py [--reps N] [fib loop glue classes pipeline]

Diagnostic companion to bench/run.py (uses private stockade internals, so it may need
updating when the lowering changes). For each workload it times, interleaved, in one
process:

- native                      the source under plain exec
- stockade.run                the public path
- lowered, meter started      the lowered code in a run-like namespace (memory accounted)
- lowered, no memory acct.    the same without Meter.start() (allocator hook idle)
- - fn/lambda ticks           lowered code without the __sk_next(__sk_F) entry ticks
- - loop ticks (zip)          lowered code with ``for t, __sk_f in __sk_zip(xs, F)`` undone
- - __sk_ga                   attribute reads, method calls (__sk_gm) and stores (__sk_sa)
                              as plain attributes / setattr (real modules imported)
- tick on repeat(None)        __sk_F replaced by itertools.repeat(None): the tick's call
                              mechanics without the meter's own work
- all hooks elided            should match native (sanity check of the method)

and prints median and min (ms) and "saves": full lowered minus the variant. The machine
noise of a shared host shows up as saves of either sign on hooks a workload never uses.
"""

from __future__ import annotations

import ast
import gc
import importlib
import importlib.util
import itertools
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
try:
    import stockade
except ImportError:  # running from a checkout without installing
    sys.path.insert(0, str(HERE.parent / "src"))
    import stockade
from stockade._compiler.lower import lower  # noqa: E402 - after the sys.path fallback
from stockade._compiler.parse import parse  # noqa: E402 - after the sys.path fallback
from stockade._runtime import context  # noqa: E402 - after the sys.path fallback
from stockade._runtime.state import RunState  # noqa: E402 - after the sys.path fallback

_spec = importlib.util.spec_from_file_location("stockade_bench_run", HERE / "run.py")
assert _spec is not None and _spec.loader is not None
bench = importlib.util.module_from_spec(_spec)
sys.modules["stockade_bench_run"] = bench
_spec.loader.exec_module(bench)

LIMITS = stockade.Limits(fuel=10**12, wall=600, memory=1 << 32, recursion=100_000, binding_calls=10**9, result=1 << 30)


def _is_call_to(node: ast.AST, name: str) -> bool:
    """A call of hook ``name`` (also in its class-body spelling ``name__``)."""
    return isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in (name, name + "__")


def _is_name(node: ast.AST, name: str) -> bool:
    return isinstance(node, ast.Name) and node.id in (name, name + "__")


class Elide(ast.NodeTransformer):
    """Undo one or more rewrites of the lowering on a lowered tree."""

    def __init__(self, fn_tick: bool = False, loop_tick: bool = False, ga: bool = False):
        self.fn_tick, self.loop_tick, self.ga = fn_tick, loop_tick, ga

    def visit_FunctionDef(self, node: ast.FunctionDef) -> ast.AST:
        self.generic_visit(node)
        if self.fn_tick:
            body = [s for s in node.body if not (isinstance(s, ast.Expr) and _is_call_to(s.value, "__sk_next"))]
            node.body = body or [ast.Pass()]
        return node

    def visit_BoolOp(self, node: ast.BoolOp) -> ast.AST:
        self.generic_visit(node)
        if self.fn_tick and isinstance(node.op, ast.Or) and _is_call_to(node.values[0], "__sk_next"):
            rest = node.values[1:]
            return rest[0] if len(rest) == 1 else ast.BoolOp(op=ast.Or(), values=rest)
        return node

    def _loop(self, node: Any) -> Any:
        # for <t>, __sk_f in __sk_zip(<xs>, __sk_F)  (or meter first: __sk_f, <t> / __sk_F, <xs>)
        it, target = node.iter, node.target
        if not (self.loop_tick and _is_call_to(it, "__sk_zip") and isinstance(target, ast.Tuple)):
            return node
        rest_t = [e for e in target.elts if not _is_name(e, "__sk_f")]
        rest_i = [a for a in it.args if not _is_name(a, "__sk_F")]
        if len(rest_t) == 1 and len(rest_i) == 1:
            node.target, node.iter = rest_t[0], rest_i[0]
        return node

    def visit_For(self, node: ast.For) -> ast.AST:
        self.generic_visit(node)
        return self._loop(node)  # type: ignore[no-any-return]

    def visit_comprehension(self, node: ast.comprehension) -> ast.AST:
        self.generic_visit(node)
        return self._loop(node)  # type: ignore[no-any-return]

    def visit_Expr(self, node: ast.Expr) -> ast.AST:
        self.generic_visit(node)
        if self.ga and _is_call_to(node.value, "__sk_sa"):  # __sk_sa(v, obj, name) -> obj.name = v
            value, obj, name = node.value.args  # type: ignore[attr-defined]
            assert isinstance(name, ast.Constant) and isinstance(name.value, str)
            target = ast.Attribute(value=obj, attr=name.value, ctx=ast.Store())
            return ast.Assign(targets=[target], value=value)
        return node

    def visit_Call(self, node: ast.Call) -> ast.AST:
        self.generic_visit(node)
        if self.ga and _is_call_to(node, "__sk_ga"):
            obj, name = node.args
            assert isinstance(name, ast.Constant) and isinstance(name.value, str)
            return ast.Attribute(value=obj, attr=name.value, ctx=ast.Load())
        if self.ga and _is_call_to(node.func, "__sk_gm"):  # __sk_gm(n, 'm')(n, *args)
            obj, name = node.func.args  # type: ignore[attr-defined]
            assert isinstance(name, ast.Constant) and isinstance(name.value, str)
            attr = ast.Attribute(value=obj, attr=name.value, ctx=ast.Load())
            return ast.Call(func=attr, args=node.args[1:], keywords=node.keywords)
        if self.ga and _is_call_to(node, "__sk_cm"):  # older lowering: __sk_cm(obj, name, *args)
            obj, name, *args = node.args
            assert isinstance(name, ast.Constant) and isinstance(name.value, str)
            attr = ast.Attribute(value=obj, attr=name.value, ctx=ast.Load())
            return ast.Call(func=attr, args=args, keywords=node.keywords)
        return node


def variant_code(source: str, **elide: bool) -> Any:
    tree, diags = parse(source, "main.py")
    assert tree is not None and not diags, diags
    lowered = Elide(**elide).visit(lower(tree, {}, script=True))
    ast.fix_missing_locations(lowered)
    return compile(lowered, "<stockade>/main.py", "exec")


def harness(
    program: stockade.Program,
    code: Any,
    entry: str,
    args: tuple[Any, ...],
    *,
    start_meter: bool = True,
    real_modules: bool = False,
    meter: Callable[[], Any] | None = None,
) -> Callable[[], Any]:
    def go() -> Any:
        state = RunState(program, LIMITS, {})
        ns = state.namespace("main")
        if real_modules:
            ns["__sk_import"] = importlib.import_module
        if meter is not None:
            ns["__sk_F"] = meter()
        prev = context.enter(state)
        if start_meter:
            state.meter.start()
        try:
            exec(code, ns)
            return ns[entry](*args)
        finally:
            if start_meter:
                state.meter.stop()
            context.leave(prev)

    return go


def measure(fns: dict[str, Callable[[], Any]], reps: int) -> dict[str, tuple[float, float]]:
    names = list(fns)
    values = {n: fns[n]() for n in names}
    for n, v in values.items():
        assert v == values[names[0]], f"variant {n!r} computes something else"
    out: dict[str, list[int]] = {n: [] for n in names}
    gc.collect()
    gc.disable()
    try:
        for r in range(reps):
            k = r % len(names)
            order = names[k:] + names[:k]
            if r % 2:
                order.reverse()
            for n in order:
                t0 = time.perf_counter_ns()
                fns[n]()
                out[n].append(time.perf_counter_ns() - t0)
            gc.collect()
    finally:
        gc.enable()
    return {n: (statistics.median(v) / 1e6, min(v) / 1e6) for n, v in out.items()}


def ablate(title: str, source: str, entry: str, args: tuple[Any, ...], reps: int) -> None:
    program = stockade.compile(source)
    full = variant_code(source)

    def native() -> Any:
        ns: dict[str, Any] = {"__name__": "main"}
        exec(bench.native_code(source), ns)
        return ns[entry](*args)

    def public() -> Any:
        return stockade.run(program, entry, list(args), limits=LIMITS).value

    fns = {
        "native": native,
        "stockade.run": public,
        "lowered, meter started": harness(program, full, entry, args),
        "lowered, no memory accounting": harness(program, full, entry, args, start_meter=False),
        "  - fn/lambda ticks": harness(program, variant_code(source, fn_tick=True), entry, args),
        "  - loop ticks (zip)": harness(program, variant_code(source, loop_tick=True), entry, args),
        "  - __sk_ga": harness(program, variant_code(source, ga=True), entry, args, real_modules=True),
        "  tick on repeat(None), not Meter": harness(program, full, entry, args, meter=lambda: itertools.repeat(None)),
        "all hooks elided": harness(
            program,
            variant_code(source, fn_tick=True, loop_tick=True, ga=True),
            entry,
            args,
            real_modules=True,
        ),
    }
    res = measure(fns, reps)
    base, base_min = res["native"]
    full_med, full_min = res["lowered, meter started"]
    print(f"\n== {title} (Python {sys.version.split()[0]}): median / min of {reps}, ms")
    for name, (med, low) in res.items():
        saves = f"  saves {full_med - med:+.2f} / {full_min - low:+.2f}" if name.startswith("  ") else ""
        print(f"  {name:36s} {med:8.2f} {low:8.2f}  {med / base:5.2f}x {low / base_min:5.2f}x{saves}")


CASES = {
    "fib": ("fib(25)", bench.SRC_FIB, "fib", (25,)),
    "loop": ("loop 1e6", bench.SRC_LOOP, "loop", (1_000_000,)),
    "glue": ("glue 10k", bench.SRC_GLUE, "glue", (10_000,)),
    "classes": ("classes 200k", bench.SRC_CLASSES, "classes", (200_000,)),
    "pipeline": ("pipeline 200k", bench.SRC_PIPELINE, "pipeline", (200_000,)),
}


def main(argv: list[str]) -> int:
    reps = 25
    if "--reps" in argv:
        i = argv.index("--reps")
        reps = int(argv[i + 1])
        del argv[i : i + 2]
    for key in argv or list(CASES):
        title, source, entry, args = CASES[key]
        ablate(title, source, entry, args, reps)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
