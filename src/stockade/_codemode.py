"""Code mode: what a model is told about its sandbox, generated from the configuration.

``stubs`` (Python stub text of every binding export and admitted module), ``describe``
(the tool description), ``capabilities`` (the guest's view of its own authority) and
``typecheck`` (an optional static check of guest source against the stubs with mypy) are
all derived from the same manifest the verifier and the door enforce, so a prompt and the
sandbox cannot drift apart. Conveniences, not security: nothing here is on the run path
except ``capabilities``, which returns plain data built from host-side declarations.
"""

from __future__ import annotations

import dataclasses
import os
import re
from collections.abc import Mapping
from typing import Any

from ._bindings import BindingSpec, manifest_of
from ._errors import Diagnostic, UsageError
from ._limits import Limits
from ._runtime import guards, stdlib  # noqa: F401 - guards first: it and stdlib import each other
from ._types import TypeRenderer

__all__ = ["capabilities", "describe", "stubs", "stubs_of", "typecheck"]

STUB_MODULE = "_stockade_guest"


def _modules(nondeterminism: bool) -> dict[str, list[str]]:
    return {name: sorted(members) for name, members in sorted(stdlib.member_names(nondeterminism).items())}


def capabilities(manifest: Mapping[str, BindingSpec], nondeterminism: bool, limits: Limits | None) -> dict[str, Any]:
    """The authority of a program as plain data (the guest's ``capabilities()``)."""
    limits = Limits() if limits is None else limits
    return {
        "bindings": {
            name: {ename: e.info() for ename, e in sorted(spec.exports.items())}
            for name, spec in sorted(manifest.items())
        },
        "modules": _modules(nondeterminism),
        "nondeterminism": nondeterminism,
        "limits": dataclasses.asdict(limits),
    }


def stubs_of(manifest: Mapping[str, BindingSpec], nondeterminism: bool) -> str:
    """Stub text for a manifest (see :func:`stubs`)."""
    renderer = TypeRenderer()
    renderer.uses.add("Any")
    classes = [spec.stub(renderer) for _, spec in sorted(manifest.items())]
    out = ['"""What this Stockade guest may call (generated from the host\'s configuration)."""', ""]
    header = renderer.header()
    if header:
        out += [header, ""]
    for definition in renderer.definitions.values():
        out += ["", definition, ""]
    for text in classes:
        out += ["", text, ""]
    out += [
        "",
        "class BindingError(Exception):",
        '    """Raised in the guest when a binding call is refused or fails on the host side."""',
        "",
        "",
        "def capabilities() -> dict[str, Any]:",
        '    """This program\'s authority as plain data: bindings, modules, nondeterminism, limits."""',
        "    ...",
        "",
        "",
        "# Admitted modules: import them by name; only these members exist.",
    ]
    for name, members in _modules(nondeterminism).items():
        out.append(f"# {name}: {', '.join(members)}")
    return "\n".join(out).replace("\n\n\n\n", "\n\n\n") + "\n"


def stubs(*, bindings: Mapping[str, Any] | None = None, nondeterminism: bool = False) -> str:
    """Python stub text (``.pyi`` style) of everything a guest compiled with these
    ``bindings`` may call: one class per binding with every granted export (type hints,
    defaults, keyword-only markers, pinned arguments as ``Literal``, docstrings), the
    record types they use as ``TypedDict``, the guest builtins Stockade adds, and the
    admitted modules with their members. ``program.stubs()`` gives the same for a program.
    """
    return stubs_of(manifest_of(bindings), nondeterminism)


def describe(
    *,
    bindings: Mapping[str, Any] | None = None,
    limits: Limits | None = None,
    nondeterminism: bool = False,
) -> str:
    """The description of a "run Python" tool for a model, generated from the actual
    configuration: what the sandbox is, the functions it may call (the stubs), the
    admitted modules, what does not exist (files, network, clock), and the limits."""
    limits = Limits() if limits is None else limits
    manifest = manifest_of(bindings)
    lines = [
        "Run a Python program in a sandbox (Stockade). Write plain Python 3: functions, loops,",
        "comprehensions, generators, try/except. The value of the last expression is the result;",
        "print() output is returned too.",
        "",
        "There is no filesystem, no network, no environment, no subprocess and no sys/os.",
    ]
    if nondeterminism:
        lines.append("The clock (time, datetime.now) and entropy (unseeded random) are available.")
    else:
        lines.append(
            "There is no clock and no entropy: time and datetime.now do not exist and random is seeded per run."
        )
    if manifest:
        names = ", ".join(sorted(manifest))
        lines += [
            "",
            f"Call the host only through these objects: {names}. Use them directly, as in",
            f"`{_example(manifest)}`; they cannot be stored or passed around. Arguments and results",
            "are checked against the types below; a wrong type, a value outside a pinned argument or",
            "an unknown function is refused before the host runs, with a BindingError.",
            "",
            "```python",
            stubs_of(manifest, nondeterminism).split("\n# Admitted modules", 1)[0].rstrip(),
            "```",
        ]
    lines += ["", "Importable modules (only these, and only the listed members):"]
    lines += [f"- {name}" for name in _modules(nondeterminism)]
    lines += [
        "",
        f"Limits per run: {limits.fuel:,} fuel (about one unit per loop iteration or call), "
        f"{limits.memory // (1024 * 1024)} MiB memory, {limits.wall:g} s, {limits.binding_calls} host calls, "
        f"{limits.stdout:,} bytes of output. A limit stops the program; it cannot be caught.",
    ]
    return "\n".join(lines) + "\n"


def _example(manifest: Mapping[str, BindingSpec]) -> str:
    name, spec = sorted(manifest.items())[0]
    export = sorted(spec.exports)[0]
    return f"{name}.{export}(...)"


_MYPY_LINE = re.compile(r"^(?P<file>[^:]+):(?P<line>\d+):(?P<col>\d+): error: (?P<msg>.*?)(?:  \[(?P<code>[\w-]+)\])?$")
_PRELUDE = f"from {STUB_MODULE} import *  # noqa\n"


def typecheck(
    source: str | Mapping[str, str],
    *,
    bindings: Mapping[str, Any] | None = None,
    nondeterminism: bool = False,
    filename: str = "main.py",
) -> list[Diagnostic]:
    """Type-check guest source against the stubs with mypy (a real type checker).

    Returns ``STK-T001`` diagnostics (file, line, column, mypy's message and code); an
    empty list when the source type-checks. Needs mypy installed (``pip install mypy``);
    off by default: ``stockade.compile(..., typecheck=True)`` runs it before compiling.
    """
    try:
        from mypy import api
    except ImportError:  # pragma: no cover - depends on the environment
        raise UsageError("typecheck needs mypy installed (pip install mypy)") from None
    import tempfile

    files = {filename: source} if isinstance(source, str) else dict(source)
    stub = stubs_of(manifest_of(bindings), nondeterminism)
    with tempfile.TemporaryDirectory(prefix="stockade-typecheck-") as tmp:
        with open(os.path.join(tmp, STUB_MODULE + ".pyi"), "w", encoding="utf-8") as f:
            f.write(stub)
        paths = []
        for name, text in files.items():
            path = os.path.join(tmp, name)
            with open(path, "w", encoding="utf-8") as f:
                f.write(_PRELUDE + text)
            paths.append(path)
        out, _err, _status = api.run(
            [
                "--no-error-summary",
                "--show-column-numbers",
                "--hide-error-context",
                "--no-color-output",
                "--no-incremental",
                "--cache-dir",
                os.devnull,
                "--python-version",
                "3.11",
                "--check-untyped-defs",
                *paths,
            ]
        )
    diags: list[Diagnostic] = []
    for line in out.splitlines():
        m = _MYPY_LINE.match(line)
        if not m:
            continue
        file = os.path.basename(m["file"])
        if file not in files:
            continue
        message = m["msg"] + (f" [{m['code']}]" if m["code"] else "")
        diags.append(Diagnostic(file, max(int(m["line"]) - 1, 1), max(int(m["col"]) - 1, 0), "STK-T001", message))
    return sorted(diags)
