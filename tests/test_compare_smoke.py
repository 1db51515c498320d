"""Smoke test of bench/compare.py: the workloads agree across systems at tiny sizes, the
harness (interleaving, memory and limit probes, the report) works, and the published
comparison was generated from the results file next to it.

The peers (pydantic-monty, RestrictedPython, smolagents, asteval) are usually not
installed in the test environments: their cells are skipped when they cannot be set up.
No timing assertions.
"""

from __future__ import annotations

import importlib.util
import json
import sys
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

REPO = Path(__file__).resolve().parents[1]
COMPARE = REPO / "bench" / "compare.py"
LATEST = REPO / "bench" / "results" / "latest.json"


def _load() -> ModuleType:
    name = "stockade_bench_compare"
    if name in sys.modules:
        return sys.modules[name]
    spec = importlib.util.spec_from_file_location(name, COMPARE)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module  # dataclasses look their module up while the file runs
    spec.loader.exec_module(module)
    return module


cmp = _load()
TINY = cmp.TINY

# Workloads a system cannot run, on purpose (the report says why).
EXPECTED_REFUSALS = {
    ("restrictedpython", "classes"),  # full_write_guard refuses self.x = ...
    ("asteval", "classes"),
    ("asteval", "genpipe"),  # no generator expressions
    ("monty", "genfunc"),  # no yield
    ("smolagents", "genfunc"),
    ("asteval", "genfunc"),
    ("monty", "pipeline"),  # the realistic pipeline has yield and generator expressions
    ("smolagents", "pipeline"),
    ("asteval", "pipeline"),
}

_systems: dict[str, Any] = {}


def system(key: str) -> Any:
    """A set-up system, shared across tests; skips the test if the peer is not installed."""
    if key not in _systems:
        s = cmp.make_system(key, TINY)
        try:
            s.setup()
        except cmp.Unavailable as e:
            _systems[key] = e
        else:
            _systems[key] = s
    s = _systems[key]
    if isinstance(s, Exception):
        pytest.skip(str(s))
    return s


@pytest.fixture(scope="module", autouse=True)
def _close_systems() -> Any:
    yield
    for s in _systems.values():
        if not isinstance(s, Exception):
            s.close()
    _systems.clear()


PEERS = [k for k in cmp.SYSTEM_KEYS if k != "native"]


@pytest.mark.parametrize("key", PEERS)
@pytest.mark.parametrize("work", [w.key for w in cmp.WORKS])
def test_workload_agrees_with_native(work: str, key: str) -> None:
    w = cmp.WORK_BY_KEY[work]
    args = w.args(TINY)
    expected = cmp._normalise(cmp.Native(TINY).program(w.source, w.entry, args)())
    sy = system(key)
    if (key, work) in EXPECTED_REFUSALS:
        with pytest.raises(Exception) as info:
            sy.program(w.source, w.entry, args)()
        if key == "stockade":
            assert isinstance(info.value, cmp.Unsupported)
            assert "not admitted" in str(info.value)
        return
    assert cmp._normalise(sy.program(w.source, w.entry, args)()) == expected


def test_native_results_are_what_the_sources_say() -> None:
    native = cmp.Native(TINY)
    assert native.program(cmp.SRC_FIB, "fib", [10])() == 55
    assert native.program(cmp.SRC_GENPIPE, "genpipe", [10])() == sum((i * i) % 1000 for i in range(10) if i % 3)
    count, users, cents = native.program(cmp.SRC_REGEX, "extract", [cmp.regex_text(5_000)])()
    assert count > 40 and 0 < users <= count and cents > 0
    assert json.loads(native.program(cmp.SRC_GLUE, "glue", [50])())["red"]["count"] > 0


def test_stockade_refuses_no_workload() -> None:
    assert not {work for key, work in EXPECTED_REFUSALS if key == "stockade"}  # classes and re run now


@pytest.mark.parametrize("key", ["native", "stockade"])
def test_calls_and_compile(key: str) -> None:
    sy = system(key)
    assert sy.host_to_guest()() == 5
    with_calls, without = sy.guest_to_host(20)
    assert with_calls() == without() == 190
    sy.compile_only(cmp.SRC_COMPILE)()
    assert cmp._normalise(sy.program(cmp.SRC_COMPILE, "main", [cmp.COMPILE_INPUT])()) == cmp._normalise(
        cmp.Native(TINY).program(cmp.SRC_COMPILE, "main", [cmp.COMPILE_INPUT])()
    )


def test_language_probes_native_and_stockade() -> None:
    bench = cmp.Bench(TINY, ["native", "stockade"], progress=False)
    try:
        feats = bench.features()
    finally:
        bench.close()
    assert set(feats["cells"]) == set(cmp.FEATURES)
    for name, row in feats["cells"].items():
        assert row["native"]["outcome"] == "yes", name
        assert row["stockade"]["outcome"] in ("yes", "refused"), (name, row["stockade"])
    assert feats["cells"]["re"]["stockade"]["outcome"] == "yes"


def test_bench_sections_tiny_native_and_stockade() -> None:
    bench = cmp.Bench(TINY, ["native", "stockade"], progress=False)
    try:
        rows = [bench.work(cmp.WORK_BY_KEY["fib"]), bench.work(cmp.WORK_BY_KEY["classes"])]
        rows += [bench.start(), bench.host_to_guest(), bench.guest_to_host(), bench.compile()]
    finally:
        bench.close()
    by_key = {r["key"]: r for r in rows}
    assert set(by_key) == {"fib", "classes", "start", "h2g", "g2h", "compile"}
    for key in ("fib", "classes", "start", "h2g", "g2h", "compile"):
        cells = by_key[key]["cells"]
        assert cells["native"]["status"] == cells["stockade"]["status"] == "ok", key
        assert cells["stockade"]["ratio"] is not None and cells["stockade"]["n"] >= 1


def test_interleave_and_plan() -> None:
    calls: list[str] = []
    out = cmp.interleave({"a": lambda: calls.append("a"), "b": lambda: calls.append("b")}, {"a": 3, "b": 1})
    assert [len(out["a"]), len(out["b"])] == [3, 1]
    assert calls[:2] == ["a", "b"]  # the first round takes turns
    assert cmp.plan_samples(int(0.1e9), 15, 20.0) == 15
    assert cmp.plan_samples(int(9e9), 15, 20.0) == 3
    assert cmp.plan_samples(int(30e9), 15, 20.0) == 1


def test_memory_child_stockade() -> None:
    out = cmp.memory_child("stockade", TINY)
    assert out["idle"]["status"] == "ok" and out["idle"]["tenants"] == TINY.tenants
    assert out["idle_own_program"]["status"] == "ok"
    assert out["suspended"]["status"] == "unsupported"


def test_limit_probes_run_in_a_subprocess() -> None:
    sizes = cmp.replace(TINY, limit_wall=2.0, probe_timeout=1.5)
    spin = cmp.run_probe("stockade", "spin", sizes)
    assert spin["outcome"] == "stopped" and "fuel" in spin["detail"]
    regex = cmp.run_probe("stockade", "regex", sizes)
    assert regex["outcome"] == "completed"  # the regex engine prunes (a+)+$ at once
    hung = cmp.run_probe("native", "spin", sizes)
    assert hung["outcome"] == "hung"


def test_scrub_removes_this_machines_paths() -> None:
    text = cmp.scrub(f"{cmp.REPO}/bench/x.py and {sys.executable}")
    assert str(cmp.REPO) not in text and sys.executable not in text


def _tiny_data() -> dict[str, Any]:
    data = cmp.run_all(TINY, ["native", "stockade"], ["fib", "start", "calls", "compile"], "quick")
    json.dumps(data)  # plain data
    return data


def test_report_renders_from_the_data(tmp_path: Path) -> None:
    data = _tiny_data()
    text = cmp.render_markdown(data, "bench/results/quick.json", [])
    assert data["run_id"] in text
    assert "## Where Stockade is not ahead" in text
    readme = tmp_path / "README.md"
    readme.write_text(f"# x\n\n{cmp.README_BEGIN} -->\nold\n{cmp.README_END}\n\ntail\n", encoding="utf-8")
    assert cmp.update_readme(data, "bench/results/quick.json", readme)
    new = readme.read_text(encoding="utf-8")
    assert data["run_id"] in new and "old" not in new and new.endswith("tail\n")


# -- the published comparison ------------------------------------------------------------


def _published() -> dict[str, Any]:
    if not LATEST.exists():
        pytest.fail("bench/results/latest.json is missing: run python bench/compare.py")
    data: dict[str, Any] = json.loads(LATEST.read_text(encoding="utf-8"))
    return data


def _plots_present() -> list[str]:
    return [key for key, name in cmp.PLOTS.items() if (cmp.IMG_DIR / name).exists()]


def test_comparison_doc_was_generated_from_the_latest_results() -> None:
    data = _published()
    assert data["mode"] == "full"
    doc = (REPO / "docs" / "COMPARISON.md").read_text(encoding="utf-8")
    assert data["run_id"] in doc
    # Byte for byte what the generator makes of the JSON: no figure edited by hand.
    assert doc == cmp.render_markdown(data, "bench/results/latest.json", _plots_present()) + "\n"


def test_readme_block_was_generated_from_the_latest_results() -> None:
    data = _published()
    readme = (REPO / "README.md").read_text(encoding="utf-8")
    start = readme.index(cmp.README_BEGIN)
    end = readme.index(cmp.README_END) + len(cmp.README_END)
    assert readme[start:end] == cmp.readme_block(data, "bench/results/latest.json")


def test_plots_exist_for_the_latest_results() -> None:
    data = _published()
    assert set(_plots_present()) == set(cmp.PLOTS)
    assert data["run_id"]


def test_published_files_name_no_local_paths() -> None:
    for path in (LATEST, REPO / "docs" / "COMPARISON.md"):
        text = path.read_text(encoding="utf-8")
        assert str(REPO) not in text
        assert "/home/" not in text and "/work/" not in text and "/root/" not in text
