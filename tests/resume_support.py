"""Shared by tests/test_resume.py and the child processes it starts: bindings, a guest
program, and the host's deterministic answers to its calls.

``main(path)`` loads a snapshot file, answers every suspension and prints the outcome as
JSON (with its PID), so a test can resume a run in a fresh process. (Import this module
by name in the child: the program's hash names the binding classes' module.)
"""

from __future__ import annotations

import asyncio
import json
import os
from pathlib import Path
from typing import Any

import stockade

KEY = b"resume-tests-key-0123456789abcdef"


class Weather(stockade.Binding):
    @stockade.export
    def get(self, city: str) -> Any:
        return answer("weather", "get", (city,))  # type: ignore[return-value]


class Geo(stockade.Binding):
    @stockade.export
    async def lookup(self, city: str, *, detail: bool = False) -> dict[str, Any]:
        await asyncio.sleep(0)
        return answer("geo", "lookup", (city,), {"detail": detail})  # type: ignore[return-value]


class Ledger(stockade.Binding):
    def __init__(self) -> None:
        self.lines: list[str] = []

    @stockade.export
    def add(self, line: str) -> int:
        self.lines.append(line)
        return len(line)  # no host state in the answer: a fresh process answers the same


SOURCE = '''
import asyncio

def trip(cities):
    out = []
    for c in cities:
        try:
            w = weather.get(c)
        except ValueError as e:
            out.append(("error", c, str(e)))
            continue
        print("weather", c, w["temp"])
        out.append((c, w["temp"], ledger.add(c)))
    return out

async def fan(cities):
    found = await asyncio.gather(*(geo.lookup(c, detail=len(c) > 3) for c in cities))
    print("found", len(found))
    total = 0
    for f in found:
        total += f["n"]
    return {"total": total, "first": found[0], "more": weather.get("after")["temp"]}
'''

BINDINGS = {"weather": Weather, "geo": Geo, "ledger": Ledger}


def program() -> stockade.Program:
    return stockade.compile(SOURCE, bindings=BINDINGS)


def answer(binding: str, export: str, args: tuple[Any, ...], kwargs: dict[str, Any] | None = None) -> Any:
    """The host's answer to a call: a deterministic function of the call."""
    key = args[0]
    if binding == "weather":
        if key == "Atlantis":
            raise stockade.ExposedError("no such city", type_name="ValueError")
        return {"temp": len(key) * 3 % 17, "city": key}
    if binding == "ledger":
        return len(key)
    return {"n": len(key), "city": key, "detail": (kwargs or {}).get("detail", False)}


def drive(step: Any) -> Any:
    """Answer every suspension with ``answer``; return the Completed."""
    while isinstance(step, stockade.Suspended):
        results: dict[int, Any] = {}
        errors: dict[int, tuple[str, str]] = {}
        for call in step.calls:
            try:
                results[call.id] = answer(call.binding, call.export, call.args, call.kwargs)
            except stockade.ExposedError as e:
                errors[call.id] = (e.type_name, e.message)
        step = step.resume(results=results, errors=errors)
    return step


def main(path: str) -> None:
    step = stockade.load(Path(path).read_bytes(), key=KEY, bindings={**BINDINGS, "ledger": Ledger()})
    done = drive(step)
    print(json.dumps({"pid": os.getpid(), "value": done.value, "stdout": done.stdout, "fuel": done.fuel}))

