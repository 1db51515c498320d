"""The examples run and say what they claim (in-process: import and call main())."""

from __future__ import annotations

import importlib.util
import json
import re
import sys
from pathlib import Path
from types import ModuleType

import pytest

EXAMPLES = Path(__file__).resolve().parents[1] / "examples"


def _load(name: str) -> ModuleType:
    spec = importlib.util.spec_from_file_location(f"_example_{name}", EXAMPLES / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    try:
        spec.loader.exec_module(module)
    finally:
        sys.modules.pop(spec.name, None)
    return module


@pytest.fixture(scope="module")
def demo() -> ModuleType:
    return _load("agent_demo")


def test_agent_demo_runs_and_every_claim_holds(demo: ModuleType, capsys: pytest.CaptureFixture[str]) -> None:
    assert demo.main() == 0
    out = capsys.readouterr().out

    # Clear headings, in order.
    headings = [
        "1. A tool program written by a model",
        "2. An escape attempt is refused before it runs",
        "3. An infinite loop is stopped by the fuel limit",
        "4. A memory bomb is stopped by the memory limit",
        "5. The host's secret never reaches the guest",
        "Summary",
    ]
    positions = [out.index(h + "\n" + "=" * len(h)) for h in headings]
    assert positions == sorted(positions)

    # 1. The tool program's printed summary, its result and the meter.
    assert "5 orders in EU since 2024-05-01" in out
    assert re.search(r"displays\s+4 units\s+1286\.00", out)
    assert '"revenue": 1994.1' in out and '"top_category": "displays"' in out
    assert re.search(r"fuel\s+\d+ units", out)
    assert re.search(r"binding calls\s+7 \(shop\.orders x1, shop\.product x6\)", out)

    # 2. The escape is refused with rendered diagnostics and carets.
    assert "escape.py:1:0: STK-V004 module 'subprocess' is not admitted" in out
    assert "('__subclasses__')" in out and "STK-V005 binding 'shop' can only be called" in out
    assert "    import subprocess\n    ^\n" in out
    assert "nothing ran" in out

    # 3, 4. Limits stop runaway guests, and the guest cannot catch them.
    assert "STK-LIMIT-FUEL" in out and "caught the limit" not in out.split("STK-LIMIT-FUEL")[1]
    assert "STK-LIMIT-MEMORY" in out

    # 5. The secret is nowhere in what the demo printed, guest output included.
    assert demo.API_KEY not in out
    assert "Secret found in guest output: no" in out
    seen = json.loads(out.split("The guest saw: ")[1].splitlines()[0])
    assert seen == {"seen": ["shop.refund failed", "\"unknown sku 'NOPE-1'\""]}

    assert out.count("[ok]") == 5 and "FAILED" not in out


def test_agent_demo_tool_program_is_deterministic(demo: ModuleType) -> None:
    import stockade

    program = stockade.compile(demo.TOOL_PROGRAM, bindings={"shop": demo.Shop}, filename="tool.py")
    runs = [
        stockade.run(program, "summarize", ["eu", "2024-05-01"], bindings={"shop": demo.Shop(demo.API_KEY)})
        for _ in range(2)
    ]
    assert runs[0].value == runs[1].value
    assert runs[0].fuel == runs[1].fuel
    assert runs[0].stdout == runs[1].stdout
    us = stockade.run(program, "summarize", ["us", "2024-01-01"], bindings={"shop": demo.Shop(demo.API_KEY)})
    assert us.value["orders"] == 2 and us.value["top_category"] == "displays"
