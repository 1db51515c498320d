#!/usr/bin/env python3
"""What resuming costs: replay from a snapshot versus the uninterrupted run.

    python bench/resume.py [--quick] [--json out.json]

A resumed run is replayed from its journal (docs/resume.md), so resuming at call k costs
the guest work before call k again. For a program that does ``work`` units of guest work
between each of ``calls`` binding calls, this measures (medians over repetitions):

- run:        stockade.run with the binding on the host, uninterrupted
- start:      stockade.start up to the first suspension
- dump/load:  Suspended.dump (bytes) and stockade.load of those bytes (checks, no replay;
              without ``program=`` it compiles the program from the snapshot again)
- resume_k:   load the snapshot taken at the k-th suspension and resume it to the next
              one: the replay of k segments plus one new segment
- all_steps:  the whole run driven through every suspension in-process (n**2/2 segments)

and reports resume_k / run, the snapshot size, and the replay rate. No bars: this is a
report of the cost model, not a gate.
"""

from __future__ import annotations

import argparse
import json
import secrets
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

try:
    import stockade
except ImportError:  # running from a checkout without installing
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "src"))
    import stockade

KEY = secrets.token_bytes(32)
LIMITS = stockade.Limits(fuel=10**9, wall=120, binding_calls=10**6)

SOURCE = """
def main(calls, work):
    total = 0
    for i in range(calls):
        total += tool.step(i)["n"]
        for j in range(work):
            total = (total * 31 + j) % 1000003
    return total
"""


class Tool(stockade.Binding):
    @stockade.export
    def step(self, i: int) -> dict[str, int]:
        return {"n": i * 7}


PROGRAM = stockade.compile(SOURCE, bindings={"tool": Tool})


def median_seconds(fn: Callable[[], Any], reps: int) -> float:
    samples = []
    for _ in range(reps):
        t0 = time.perf_counter()
        fn()
        samples.append(time.perf_counter() - t0)
    return statistics.median(samples)


def answer(step: Any) -> Any:
    return step.resume({"n": step.call.args[0] * 7})


def step_blob_without_program(blob: bytes) -> bytes:
    return stockade.load(blob, key=KEY, bindings={"tool": Tool}).dump(key=KEY, include_program=False)


def measure(calls: int, work: int, reps: int) -> dict[str, Any]:
    args = [calls, work]
    expected = stockade.run(PROGRAM, "main", args, bindings={"tool": Tool()}, limits=LIMITS).value
    run_s = median_seconds(lambda: stockade.run(PROGRAM, "main", args, bindings={"tool": Tool()}, limits=LIMITS), reps)
    start_s = median_seconds(lambda: stockade.start(PROGRAM, "main", args, limits=LIMITS), reps)

    # snapshots at every suspension, and the whole run driven in-process
    blobs: list[bytes] = []
    step: Any = stockade.start(PROGRAM, "main", args, limits=LIMITS)
    while isinstance(step, stockade.Suspended):
        blobs.append(step.dump(key=KEY))
        step = answer(step)
    assert step.value == expected

    def drive_all() -> None:
        s: Any = stockade.start(PROGRAM, "main", args, limits=LIMITS)
        while isinstance(s, stockade.Suspended):
            s = answer(s)

    all_s = median_seconds(drive_all, max(1, reps // 3))
    last = blobs[-1]
    dump_s = median_seconds(lambda: stockade.load(last, key=KEY, bindings={"tool": Tool}).dump(key=KEY), reps)
    load_s = median_seconds(lambda: stockade.load(last, key=KEY, bindings={"tool": Tool}), reps)
    lean = step_blob_without_program(last)
    load_p_s = median_seconds(lambda: stockade.load(lean, key=KEY, program=PROGRAM, bindings={"tool": Tool}), reps)
    points = sorted({0, len(blobs) // 2, len(blobs) - 1})
    resume = {
        k: median_seconds(lambda b=blobs[k]: answer(stockade.load(b, key=KEY, bindings={"tool": Tool})), reps)
        for k in points
    }
    return {
        "calls": calls,
        "work": work,
        "run_ms": run_s * 1e3,
        "start_ms": start_s * 1e3,
        "load_ms": load_s * 1e3,
        "load_with_program_ms": load_p_s * 1e3,
        "load_and_dump_ms": dump_s * 1e3,
        "snapshot_bytes_at_end": len(last),
        "resume_ms": {str(k): v * 1e3 for k, v in resume.items()},
        "resume_over_run": {str(k): v / run_s for k, v in resume.items()},
        "all_steps_ms": all_s * 1e3,
        "all_steps_over_run": all_s / run_s,
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--quick", action="store_true", help="small sizes, few repetitions")
    parser.add_argument("--json", type=Path, help="write the figures here")
    opts = parser.parse_args()
    cases = [(10, 100), (10, 10_000), (50, 1_000)] if not opts.quick else [(5, 100)]
    reps = 3 if opts.quick else 15
    out = []
    for calls, work in cases:
        r = measure(calls, work, reps)
        out.append(r)
        ks = sorted(r["resume_ms"], key=int)
        resumes = ", ".join(f"k={k}: {r['resume_ms'][k]:.2f} ms ({r['resume_over_run'][k]:.2f}x)" for k in ks)
        print(
            f"calls={calls:>3} work={work:>6}  run {r['run_ms']:.2f} ms  start {r['start_ms']:.2f} ms  "
            f"load {r['load_ms']:.3f} ms (given the program: {r['load_with_program_ms']:.3f} ms)  snapshot {r['snapshot_bytes_at_end']} B\n"
            f"    resume from bytes at suspension {resumes}\n"
            f"    every suspension in-process: {r['all_steps_ms']:.1f} ms ({r['all_steps_over_run']:.1f}x run)"
        )
    if opts.json:
        opts.json.write_text(json.dumps({"python": sys.version, "results": out}, indent=2))


if __name__ == "__main__":
    main()
