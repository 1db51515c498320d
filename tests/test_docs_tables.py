"""The reference tables in docs/ match the runtime's own tables, so the docs cannot drift.

- docs/guest-language.md lists exactly the modules of ``stdlib.MODULES`` and each of their
  members (a member marked ``(3.N+)`` exists from that Python version on), exactly the
  admitted builtins, exactly the refused builtins, and exactly the attribute allowlist.
- docs/errors.md explains every diagnostic code the compiler can emit (and no other),
  every public error class and every limit.
"""

from __future__ import annotations

import dataclasses
import re
import sys
from pathlib import Path

import pytest

import stockade
from stockade._compiler import verify
from stockade._runtime import builtins, guards, stdlib

REPO = Path(__file__).resolve().parents[1]
GUEST_LANGUAGE = REPO / "docs" / "guest-language.md"
ERRORS = REPO / "docs" / "errors.md"

_TICKED = re.compile(r"`([A-Za-z_][A-Za-z0-9_]*)`(?:\s*\((3\.\d+)\+\))?")


def section(text: str, heading: str) -> str:
    """The body of the ``## heading`` section (up to the next ``## `` heading)."""
    match = re.search(rf"^## {re.escape(heading)}\n(.*?)(?=^## |\Z)", text, re.S | re.M)
    assert match, f"no '## {heading}' section"
    return match.group(1)


def bullets(text: str) -> list[str]:
    """Top-level bullet items of a section, continuation lines joined."""
    items: list[str] = []
    in_item = False
    for line in text.splitlines():
        if line.startswith("- "):
            items.append(line[2:].strip())
            in_item = True
        elif in_item and line.startswith("  ") and line.strip():
            items[-1] += " " + line.strip()
        else:
            in_item = False
    return items


def _version_ok(since: str) -> bool:
    if not since:
        return True
    major, minor = (int(p) for p in since.split("."))
    return sys.version_info[:2] >= (major, minor)


def documented_modules() -> dict[str, set[str]]:
    """Module -> the members the docs say exist on this Python version."""
    body = section(GUEST_LANGUAGE.read_text(encoding="utf-8"), "Admitted modules")
    out: dict[str, set[str]] = {}
    for match in re.finditer(r"^### `([\w.]+)`\n(.*?)(?=^### |\Z)", body, re.S | re.M):
        name, sub = match.groups()
        members = re.search(r"^Members: (.*?)(?:\n\n|\Z)", sub, re.S | re.M)
        assert members, f"module {name}: no 'Members:' paragraph"
        out[name] = {m for m, since in _TICKED.findall(members.group(1)) if _version_ok(since)}
    return out


# -- modules and members ---------------------------------------------------------------------


def test_guest_language_lists_exactly_the_admitted_modules() -> None:
    assert set(documented_modules()) == set(stdlib.MODULES)


@pytest.mark.parametrize("module", sorted(stdlib.MODULES))
def test_guest_language_lists_every_member(module: str) -> None:
    documented = documented_modules()[module]
    actual = set(stdlib.MODULES[module])
    assert sorted(actual - documented) == [], f"{module}: members missing from docs/guest-language.md"
    assert sorted(documented - actual) == [], f"{module}: documented but not admitted on this Python"


def test_version_marks_are_well_formed() -> None:
    body = section(GUEST_LANGUAGE.read_text(encoding="utf-8"), "Admitted modules")
    for since in re.findall(r"\((\d+\.\d+)\+\)", body):
        assert since.startswith("3.") and int(since.split(".")[1]) >= 12  # 3.11 is the floor


# -- builtins --------------------------------------------------------------------------------


def test_guest_language_lists_exactly_the_admitted_builtins() -> None:
    body = section(GUEST_LANGUAGE.read_text(encoding="utf-8"), "Builtins")
    documented: list[str] = []
    for item in bullets(body):
        documented += re.findall(r"`(\w+)`", item.split(":", 1)[1])
    assert len(documented) == len(set(documented)), "a builtin is listed twice"
    assert set(documented) == set(builtins.ADMITTED_BUILTINS)


def test_guest_language_lists_exactly_the_refused_builtins() -> None:
    body = section(GUEST_LANGUAGE.read_text(encoding="utf-8"), "Refused builtins")
    documented = re.findall(r"^\| `(\w+)` \|", body, re.M)
    assert sorted(documented) == sorted(verify.DENIED_BUILTINS)


# -- attributes ------------------------------------------------------------------------------


def documented_attributes() -> dict[str, set[str]]:
    body = section(GUEST_LANGUAGE.read_text(encoding="utf-8"), "Attributes")
    out: dict[str, set[str]] = {}
    for item in bullets(body):
        head, _, rest = item.partition(":")
        owner = re.match(r"`([\w.]+)`", head)
        assert owner, f"attribute bullet without a type: {item!r}"
        names: set[str] = set()
        base = re.match(r"\s*the `(\w+)` list", rest)
        if base:
            names |= out[base.group(1)]
            rest = rest[base.end() :]
        if rest.strip() != "none":
            names |= set(re.findall(r"`(\w+)`", rest))
        out[owner.group(1)] = names
    return out


def runtime_attributes() -> dict[str, set[str]]:
    # Types are named by __name__, or module.name where two share a name (re.Match, difflib.Match).
    counts: dict[str, int] = {}
    for t in guards.TYPE_ATTRS:
        counts[t.__name__] = counts.get(t.__name__, 0) + 1
    out = {
        (t.__name__ if counts[t.__name__] == 1 else f"{t.__module__}.{t.__name__}"): set(names)
        for t, names in guards.TYPE_ATTRS.items()
    }
    out["BaseException"] = set(guards.EXCEPTION_ATTRS)
    for klass, extra in guards.EXCEPTION_EXTRA.items():
        out["error" if klass is re.error else klass.__name__] = set(extra)  # re.PatternError on 3.13+
    return out


def test_guest_language_lists_exactly_the_attribute_allowlist() -> None:
    documented, actual = documented_attributes(), runtime_attributes()
    assert sorted(documented) == sorted(actual)
    for owner in actual:
        assert documented[owner] == actual[owner], owner


# -- errors.md -------------------------------------------------------------------------------


def emitted_codes() -> set[str]:
    """Every diagnostic code the compiler's source can emit."""
    codes: set[str] = set()
    paths = [*(REPO / "src" / "stockade" / "_compiler").glob("*.py"), REPO / "src" / "stockade" / "_bindings.py"]
    for path in paths:
        codes |= set(re.findall(r'"(STK-[PVC]\d{3})"', path.read_text(encoding="utf-8")))
    return codes


def test_errors_md_explains_every_diagnostic_code_and_no_other() -> None:
    text = ERRORS.read_text(encoding="utf-8")
    explained = set(re.findall(r"^\| `(STK-[PVC]\d{3})` \|", text, re.M))
    assert emitted_codes(), "found no codes in the compiler source"
    assert sorted(emitted_codes() - explained) == [], "codes missing from docs/errors.md"
    assert sorted(explained - emitted_codes()) == [], "docs/errors.md explains codes nothing emits"


def test_errors_md_covers_every_error_class() -> None:
    text = ERRORS.read_text(encoding="utf-8")
    classes = [
        name
        for name in stockade.__all__
        if isinstance(getattr(stockade, name), type) and issubclass(getattr(stockade, name), stockade.StockadeError)
    ]
    assert "StockadeError" in classes and len(classes) >= 8
    table = section(text, "Error classes")
    for name in classes:
        if name == "StockadeError":
            continue
        cls = getattr(stockade, name)
        row = re.search(rf"^\| `{name}` \| `([^`]+)` \|", table, re.M)
        assert row, f"{name} has no row in docs/errors.md"
        expected = {stockade.LimitExceeded: "STK-LIMIT-<LIMIT>", stockade.SnapshotError: "STK-SNAPSHOT-<REASON>"}.get(
            cls, cls.code
        )
        assert row.group(1) == expected, name
    assert "`ExposedError" in text


def test_errors_md_covers_every_limit() -> None:
    table = section(ERRORS.read_text(encoding="utf-8"), "Limits")
    rows = re.findall(r"^\| `(\w+)` \| `(STK-LIMIT-\w+)` \|", table, re.M)
    fields = [f.name for f in dataclasses.fields(stockade.Limits)]
    assert [name for name, _ in rows] == fields
    for name, code in rows:
        assert code == stockade.LimitExceeded(name).code


def test_errors_md_lists_exactly_the_snapshot_reasons() -> None:
    from stockade._errors import SNAPSHOT_REASONS

    table = section(ERRORS.read_text(encoding="utf-8"), "Snapshots")
    rows = re.findall(r"^\| `(\w+)` \| `(STK-SNAPSHOT-\w+)` \|", table, re.M)
    assert sorted(name for name, _ in rows) == sorted(SNAPSHOT_REASONS)
    for name, code in rows:
        assert code == stockade.SnapshotError(name, "").code


def test_readme_limits_table_matches_the_defaults() -> None:
    table = section((REPO / "README.md").read_text(encoding="utf-8"), "Limits")
    rows = dict(re.findall(r"^\| `(\w+)` \| ([^|]+) \|", table, re.M))
    defaults = stockade.Limits()
    assert list(rows) == [f.name for f in dataclasses.fields(stockade.Limits)]
    for name, shown in rows.items():
        value = getattr(defaults, name)
        shown = shown.strip()
        if shown.endswith(" MiB"):
            assert value == int(shown[:-4]) * 1024 * 1024, name
        elif shown.endswith(" s"):
            assert value == float(shown[:-2]), name
        else:
            assert value == int(shown.replace(",", "")), name
