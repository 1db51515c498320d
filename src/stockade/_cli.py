"""The ``stockade`` command line: run and check guest programs from a shell.

A convenience over the public API (``stockade.compile`` / ``stockade.run``), not part of
the security boundary: it holds no bindings, so a program run here has no capabilities at
all. Subcommands::

    stockade run FILE [FILE...] [--entry FN] [--arg JSON]... [--kwargs JSON]
                 [--input NAME=JSON]... [--fuel N] [--memory BYTES] [--wall SECONDS]
                 [--recursion N] [--stdout BYTES] [--binding-calls N] [--result BYTES]
                 [--json]
    stockade check FILE [FILE...]
    stockade version

Exit codes: 0 ok, 1 the guest raised (or returned a value that cannot cross the door),
2 the source was refused, 3 a limit stopped the run, 4 bad usage, 5 a bug in Stockade.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import platform
import sys
from collections.abc import Mapping, Sequence
from typing import Any, NoReturn, TextIO

from ._errors import (
    BindingError,
    CompileError,
    DoorError,
    GuestError,
    LimitExceeded,
    StockadeError,
    UsageError,
)
from ._format import format_diagnostic, format_error
from ._limits import Limits, Result
from ._program import Program, compile_program
from ._run import run
from ._version import __version__

__all__ = [
    "EXIT_COMPILE",
    "EXIT_GUEST",
    "EXIT_INTERNAL",
    "EXIT_LIMIT",
    "EXIT_OK",
    "EXIT_USAGE",
    "main",
]

EXIT_OK = 0
EXIT_GUEST = 1
EXIT_COMPILE = 2
EXIT_LIMIT = 3
EXIT_USAGE = 4
EXIT_INTERNAL = 5

_STDIN_NAME = "main.py"
_SIZE_SUFFIXES = {"k": 1024, "m": 1024**2, "g": 1024**3}


class _UsageProblem(Exception):
    """Bad command-line usage; reported with exit code 4."""


class _Parser(argparse.ArgumentParser):
    """argparse, but usage errors raise instead of exiting with argparse's code 2."""

    def error(self, message: str) -> NoReturn:
        raise _UsageProblem(f"{self.format_usage()}{self.prog}: {message}")


# -- argument parsing --------------------------------------------------------------------


def _size(text: str) -> int:
    """``1048576``, ``64k``, ``64M``, ``1GiB`` -> bytes (binary multiples)."""
    t = text.strip().lower().removesuffix("ib").removesuffix("b")
    factor = 1
    if t and t[-1] in _SIZE_SUFFIXES:
        factor = _SIZE_SUFFIXES[t[-1]]
        t = t[:-1]
    try:
        value = int(t.replace("_", ""))
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a size in bytes: {text!r} (try 1048576 or 64M)") from None
    if value < 0:
        raise argparse.ArgumentTypeError(f"a size cannot be negative: {text!r}")
    return value * factor


def _count(text: str) -> int:
    try:
        value = int(text.replace("_", ""))
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a whole number: {text!r}") from None
    if value < 0:
        raise argparse.ArgumentTypeError(f"cannot be negative: {text!r}")
    return value


def _seconds(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a number of seconds: {text!r}") from None
    if not (value > 0 and math.isfinite(value)):
        raise argparse.ArgumentTypeError(f"must be a positive number of seconds: {text!r}")
    return value


def _parser() -> _Parser:
    parser = _Parser(
        prog="stockade",
        description="Run untrusted Python inside a Python host, metered, with no ambient authority.",
        epilog="Exit codes: 0 ok, 1 guest error, 2 compile error, 3 limit exceeded, 4 usage, 5 internal.",
    )
    parser.add_argument("--version", action="version", version=_version_text())
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")

    p_run = sub.add_parser(
        "run",
        help="compile and run a program",
        description=(
            "Compile FILE(s) and run them. The first FILE is the entry file; files import each "
            "other by module name (their base names without .py). '-' reads one file from stdin. "
            "Without --entry the program runs as a script and its result is the value of the "
            "last expression statement."
        ),
    )
    p_run.add_argument("files", nargs="+", metavar="FILE", help="program files (.py); the first is the entry file")
    p_run.add_argument("--entry", metavar="FN", help="top-level function of the entry file to call")
    p_run.add_argument(
        "--arg",
        dest="args",
        action="append",
        default=[],
        metavar="JSON",
        help="a positional argument for --entry, as JSON (repeatable)",
    )
    p_run.add_argument("--kwargs", metavar="JSON", help="keyword arguments for --entry, as a JSON object")
    p_run.add_argument(
        "--input",
        dest="inputs",
        action="append",
        default=[],
        metavar="NAME=JSON",
        help="bind a global before the program runs (repeatable)",
    )
    defaults = Limits()
    limits = p_run.add_argument_group("limits", "every limit is terminal: the guest cannot catch it")
    limits.add_argument("--fuel", type=_count, metavar="N", help=f"fuel units (default {defaults.fuel})")
    limits.add_argument(
        "--memory", type=_size, metavar="BYTES", help=f"peak memory, bytes or 64M (default {defaults.memory})"
    )
    limits.add_argument("--wall", type=_seconds, metavar="SECONDS", help=f"wall time (default {defaults.wall})")
    limits.add_argument("--recursion", type=_count, metavar="N", help=f"call depth (default {defaults.recursion})")
    limits.add_argument(
        "--stdout",
        type=_size,
        metavar="BYTES",
        help=f"bytes written to stdout and stderr together (default {defaults.stdout})",
    )
    limits.add_argument(
        "--binding-calls", type=_count, metavar="N", help=f"binding calls (default {defaults.binding_calls})"
    )
    limits.add_argument("--result", type=_size, metavar="BYTES", help=f"result size (default {defaults.result})")
    p_run.add_argument(
        "--json", action="store_true", help="print one JSON document (value, stdout, meter or error) instead of text"
    )

    p_check = sub.add_parser(
        "check",
        help="verify a program without running it",
        description="Parse and verify FILE(s); print every diagnostic with its source line and a caret.",
    )
    p_check.add_argument("files", nargs="+", metavar="FILE", help="program files (.py); the first is the entry file")

    sub.add_parser("version", help="print the Stockade and Python versions")
    return parser


def _version_text() -> str:
    return f"stockade {__version__} ({platform.python_implementation()} {platform.python_version()})"


# -- helpers -----------------------------------------------------------------------------


def _read_files(paths: Sequence[str], stdin: TextIO) -> dict[str, str]:
    """Read the program files, keyed by base name; the first one first (the entry)."""
    files: dict[str, str] = {}
    for path in paths:
        if path == "-":
            name, text = _STDIN_NAME, stdin.read()
        else:
            name = os.path.basename(path)
            try:
                with open(path, encoding="utf-8") as f:
                    text = f.read()
            except FileNotFoundError:
                raise _UsageProblem(f"no such file: {path}") from None
            except IsADirectoryError:
                raise _UsageProblem(f"is a directory, not a program file: {path}") from None
            except UnicodeDecodeError:
                raise _UsageProblem(f"not UTF-8 text: {path}") from None
            except OSError as e:
                raise _UsageProblem(f"cannot read {path}: {e.strerror or e}") from None
        if name in files:
            raise _UsageProblem(f"two program files are named {name!r}; file names must be unique")
        files[name] = text
    return files


def _compile(files: Mapping[str, str]) -> Program:
    entry = next(iter(files))
    return compile_program(files, entry=entry)


def _json_arg(text: str, what: str) -> Any:
    try:
        return json.loads(text)
    except json.JSONDecodeError as e:
        raise _UsageProblem(f"{what} is not valid JSON ({e.msg}): {text!r}") from None


def _inputs(pairs: Sequence[str]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for pair in pairs:
        name, sep, value = pair.partition("=")
        name = name.strip()
        if not sep or not name.isidentifier():
            raise _UsageProblem(f"--input takes NAME=JSON with NAME an identifier, got {pair!r}")
        out[name] = _json_arg(value, f"--input {name}")
    return out


def _limits(ns: argparse.Namespace) -> Limits:
    chosen = {
        name: getattr(ns, name)
        for name in ("fuel", "memory", "wall", "recursion", "stdout", "binding_calls", "result")
        if getattr(ns, name) is not None
    }
    return Limits(**chosen)


def _to_json(value: Any) -> str | None:
    """The value as JSON text, or None when it is not JSON-serialisable as it is."""
    try:
        return json.dumps(value, ensure_ascii=False, allow_nan=False)
    except (TypeError, ValueError):
        return None


def _value_text(value: Any) -> str:
    text = _to_json(value)
    return text if text is not None else repr(value)


def _human_bytes(n: int) -> str:
    size = float(n)
    for unit in ("B", "KiB", "MiB"):
        if size < 1024 or unit == "MiB":
            return f"{int(size)} B" if unit == "B" else f"{size:.1f} {unit}"
        size /= 1024
    return f"{n} B"  # pragma: no cover


def _meter_line(result: Result) -> str:
    return (
        f"fuel {result.fuel}, wall {result.wall * 1000:.2f} ms, memory {_human_bytes(result.memory)}, "
        f"binding calls {len(result.binding_calls)}"
    )


def _error_document(error: StockadeError, files: Mapping[str, str], exit_code: int) -> dict[str, Any]:
    detail: dict[str, Any] = {
        "type": type(error).__name__,
        "code": error.code,
        "message": str(error),
        "text": format_error(error, files),
    }
    if isinstance(error, CompileError):
        detail["diagnostics"] = [
            {"file": d.file, "line": d.line, "col": d.col, "code": d.code, "message": d.message}
            for d in error.diagnostics
        ]
    elif isinstance(error, GuestError):
        detail["guest_type"] = error.type_name
        detail["guest_message"] = error.message
        detail["frames"] = [{"file": f.file, "line": f.line, "function": f.function} for f in error.frames]
    elif isinstance(error, LimitExceeded):
        detail["limit"] = error.limit
    doc: dict[str, Any] = {"ok": False, "exit": exit_code, "error": detail}
    printed = _printed_before(error)
    if printed is not None:
        doc["stdout"] = printed
        doc["stderr"] = getattr(error, "stderr", "")
    return doc


def _printed_before(error: StockadeError) -> str | None:
    """What the guest printed before the error, when the error carries it."""
    printed = getattr(error, "stdout", None)
    return printed if isinstance(printed, str) else None


def _exit_code(error: StockadeError) -> int:
    if isinstance(error, CompileError):
        return EXIT_COMPILE
    if isinstance(error, LimitExceeded):
        return EXIT_LIMIT
    if isinstance(error, UsageError):
        return EXIT_USAGE
    if isinstance(error, (GuestError, DoorError, BindingError)):
        return EXIT_GUEST
    return EXIT_INTERNAL  # InternalError, or a StockadeError this version does not know


# -- subcommands -------------------------------------------------------------------------


def _cmd_run(ns: argparse.Namespace, out: TextIO, err: TextIO, stdin: TextIO) -> int:
    files = _read_files(ns.files, stdin)
    args = [_json_arg(a, f"--arg #{i + 1}") for i, a in enumerate(ns.args)]
    kwargs = _json_arg(ns.kwargs, "--kwargs") if ns.kwargs is not None else None
    if kwargs is not None and not isinstance(kwargs, dict):
        raise _UsageProblem("--kwargs must be a JSON object")
    if ns.entry is None and (args or kwargs):
        raise _UsageProblem("--arg and --kwargs need --entry (a script takes --input instead)")
    inputs = _inputs(ns.inputs)
    try:
        limits = _limits(ns)
        program = _compile(files)
        result = run(program, ns.entry, args, kwargs, limits=limits, inputs=inputs)
    except StockadeError as e:
        code = _exit_code(e)
        if ns.json:
            out.write(json.dumps(_error_document(e, files, code), ensure_ascii=False, indent=2) + "\n")
            return code
        printed = _printed_before(e)
        if printed:
            out.write(printed)
            out.flush()
        guest_err = getattr(e, "stderr", "")
        if isinstance(guest_err, str) and guest_err:
            err.write(guest_err)
            err.flush()
        if isinstance(e, CompileError):
            err.write(format_error(e, files) + "\n")
            err.write(f"{len(e.diagnostics)} problem(s); nothing ran\n")
        elif isinstance(e, UsageError):
            err.write(f"stockade run: {e}\n")
        else:
            err.write(format_error(e, files) + "\n")
        return code

    if ns.json:
        value_json = _to_json(result.value)
        doc: dict[str, Any] = {
            "ok": True,
            "exit": EXIT_OK,
            "value": json.loads(value_json) if value_json is not None else None,
        }
        if value_json is None:
            doc["value_repr"] = repr(result.value)
        doc.update(
            stdout=result.stdout,
            stderr=result.stderr,
            fuel=result.fuel,
            wall=result.wall,
            memory=result.memory,
            binding_calls=len(result.binding_calls),
            program=program.hash,
        )
        out.write(json.dumps(doc, ensure_ascii=False, indent=2) + "\n")
        return EXIT_OK
    out.write(result.stdout)
    if result.value is not None:
        out.write(_value_text(result.value) + "\n")
    out.flush()
    if result.stderr:
        err.write(result.stderr)  # the guest's sys.stderr (and logging) goes to the CLI's stderr
    err.write(_meter_line(result) + "\n")
    return EXIT_OK


def _cmd_check(ns: argparse.Namespace, out: TextIO, err: TextIO, stdin: TextIO) -> int:
    files = _read_files(ns.files, stdin)
    try:
        program = _compile(files)
    except CompileError as e:
        for diag in e.diagnostics:
            out.write(format_diagnostic(diag, files) + "\n")
        out.write(f"{len(e.diagnostics)} problem(s) in {len(files)} file(s)\n")
        return EXIT_COMPILE
    except UsageError as e:
        err.write(f"stockade check: {e}\n")
        return EXIT_USAGE
    except LimitExceeded as e:
        err.write(format_error(e, files) + "\n")
        return EXIT_LIMIT
    out.write(f"ok: {len(files)} file(s), program hash {program.hash}\n")
    return EXIT_OK


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line with ``argv`` (default ``sys.argv[1:]``); return the exit code."""
    out, err = sys.stdout, sys.stderr
    parser = _parser()
    try:
        ns = parser.parse_args(list(sys.argv[1:] if argv is None else argv))
    except _UsageProblem as e:
        err.write(f"{e}\n")
        return EXIT_USAGE
    except SystemExit as e:  # --help and --version print and exit 0
        return e.code if isinstance(e.code, int) else EXIT_OK
    try:
        if ns.command == "run":
            return _cmd_run(ns, out, err, sys.stdin)
        if ns.command == "check":
            return _cmd_check(ns, out, err, sys.stdin)
        if ns.command == "version":
            out.write(_version_text() + "\n")
            return EXIT_OK
        parser.print_help(err)
        return EXIT_USAGE
    except _UsageProblem as e:
        err.write(f"stockade {ns.command}: {e}\n")
        return EXIT_USAGE
    except UsageError as e:  # e.g. Limits refused a value
        err.write(f"stockade {ns.command}: {e}\n")
        return EXIT_USAGE
