"""Durable snapshots of suspended runs: versioned, authenticated, plain data.

Invariant: ``load`` refuses a blob before anything runs unless, in this order, it has
the magic and format version, its declared length, an HMAC-SHA256 (keyed by the host,
compared in constant time) over header and body, a body that parses into exactly the
expected plain-data shape within the named bounds, this Stockade and Python version,
and a program whose hash is the recorded one. The body is JSON (never pickle or
marshal); guest values in it are ``plain.encode`` trees, so an authentic snapshot can
only feed the program values. A snapshot carrying its program makes the key holder able
to choose that program (still verified guest code); a host that does not trust its
storage that far dumps with ``include_program=False`` and passes the program to ``load``.

Layout: ``b"STKSNAP"``, format version (1 byte), body length (8 bytes, big-endian),
HMAC-SHA256 of the 16 header bytes and the body (32 bytes), body (UTF-8 JSON).
"""

from __future__ import annotations

import hashlib
import hmac
import json
import struct
import sys
import time
from collections.abc import Mapping
from typing import Any

from ._errors import CompileError, DoorError, LimitExceeded, SnapshotError, UsageError
from ._limits import Limits
from ._program import Program, compile_program
from ._resume import Suspended, _Run, check_partial
from ._run import _inputs_to_guest
from ._runtime import plain
from ._runtime.journal import EXPOSABLE_NAMES, SuspendedCall
from ._version import __version__

__all__ = ["FORMAT_VERSION", "MAGIC", "MAX_SNAPSHOT_BYTES", "MIN_KEY_BYTES", "dump", "load"]

MAGIC = b"STKSNAP"
FORMAT_VERSION = 1
MIN_KEY_BYTES = 16
MAX_SNAPSHOT_BYTES = 1 << 30  # 1 GiB
_HEADER = struct.Struct(">7sBQ")  # magic, format version, body length
_TAG = 32
_PREFIX = _HEADER.size + _TAG
_LIMIT_FIELDS = ("fuel", "memory", "wall", "recursion", "stdout", "binding_calls", "result")


def _python() -> str:
    return f"{sys.version_info[0]}.{sys.version_info[1]}"


def _check_key(key: Any) -> bytes:
    if not isinstance(key, (bytes, bytearray)) or len(key) < MIN_KEY_BYTES:
        raise UsageError(f"the snapshot key must be bytes, at least {MIN_KEY_BYTES} long (use secrets.token_bytes(32))")
    return bytes(key)


def _mac(key: bytes, header: bytes, body: bytes) -> bytes:
    return hmac.new(key, header + body, hashlib.sha256).digest()


def dump(step: Suspended, *, key: bytes, include_program: bool = True) -> bytes:
    """Serialize a suspended run (see the module docstring for the layout)."""
    key = _check_key(key)
    run = step._run
    program = run.program
    calls = [run.calls[k] for k in sorted(run.calls)]
    prog: dict[str, Any] = {
        "hash": program.hash,
        "bindings": sorted(program.manifest),
        "manifest": {name: spec.fingerprint() for name, spec in sorted(program.manifest.items())},
    }
    if include_program:
        prog["entry_file"] = program.entry_file
        prog["files"] = dict(program.files)
        # The host's grant travels with the program it was given to (the snapshot is
        # authenticated: only the key's holder made it); part of the program hash too.
        prog["nondeterminism"] = program.nondeterminism
    doc = {
        "stockade": __version__,
        "python": _python(),
        "program": prog,
        "entry": run.entry,
        "args": plain.encode(run.args),
        "kwargs": plain.encode(run.kwargs),
        "inputs": plain.encode(run.inputs),
        "limits": {f: getattr(run.limits, f) for f in _LIMIT_FIELDS},
        "totals": {
            "fuel": step.fuel,
            "wall": run.wall,
            "host_wait": run.host_wait,
            "memory": run.memory,
            "suspensions": run.suspensions,
        },
        "stdout": step.stdout,
        "stderr": step.stderr,
        "calls": calls,
        "values": run.values,
        "pending": [
            [c.id, c.binding, c.export, plain.encode(list(c.args)), plain.encode(dict(c.kwargs))] for c in step.calls
        ],
        "suspended_at": step._suspended_at,
    }
    body = json.dumps(doc, separators=(",", ":"), ensure_ascii=False, allow_nan=False).encode("utf-8")
    header = _HEADER.pack(MAGIC, FORMAT_VERSION, len(body))
    return header + _mac(key, header, body) + body


def _corrupt(what: str) -> SnapshotError:
    return SnapshotError("corrupt", f"the snapshot is authentic but malformed: {what}")


def _want(ok: bool, what: str) -> None:
    if not ok:
        raise _corrupt(what)


def _is_int(v: Any) -> bool:
    return type(v) is int and v >= 0


def _is_num(v: Any) -> bool:
    return type(v) in (int, float) and v >= 0


def _parse(body: bytes) -> dict[str, Any]:
    try:
        doc = json.loads(body.decode("utf-8"))
    except (UnicodeDecodeError, ValueError, RecursionError):
        raise _corrupt("not JSON") from None
    _want(type(doc) is dict, "not an object")
    _want(type(doc.get("stockade")) is str and type(doc.get("python")) is str, "versions")
    return doc  # type: ignore[no-any-return]


def _check_call(entry: Any, pending: bool) -> None:
    _want(type(entry) is list and len(entry) == (5 if pending else 8), "call entry shape")
    _want(_is_int(entry[0]) and type(entry[1]) is str and type(entry[2]) is str, "call entry head")
    args, kwargs = plain.decode(entry[3]), plain.decode(entry[4])
    _want(type(args) is list and type(kwargs) is dict and all(type(k) is str for k in kwargs), "call arguments")
    if pending:
        return
    _want(type(entry[5]) is bool and _is_num(entry[7]), "call outcome")
    if entry[5]:
        plain.decode(entry[6])
    else:
        err = entry[6]
        _want(type(err) is list and len(err) == 2 and err[0] in EXPOSABLE_NAMES and type(err[1]) is str, "call error")


def load(
    blob: bytes,
    *,
    key: bytes,
    program: Program | None = None,
    bindings: Mapping[str, Any] | None = None,
    limits: Limits | None = None,
) -> Suspended:
    """A :class:`Suspended` run from a snapshot made by ``Suspended.dump``; nothing runs
    until it is resumed. ``program`` is required if the snapshot was dumped with
    ``include_program=False`` (its hash is checked); otherwise the program is compiled
    from the snapshot against the binding classes of ``bindings`` (instances run on the
    host, classes suspend). ``limits``, if given, narrows the snapshot's limits field by
    field. Raises SnapshotError (``.reason``) for a refused snapshot.
    """
    key = _check_key(key)
    if limits is not None and not isinstance(limits, Limits):
        raise UsageError("limits must be a stockade.Limits")
    if not isinstance(blob, (bytes, bytearray, memoryview)):
        raise UsageError("load() takes the bytes Suspended.dump() returned")
    blob = bytes(blob)
    if len(blob) < len(MAGIC) or blob[: len(MAGIC)] != MAGIC:
        raise SnapshotError("format", "not a Stockade snapshot")
    if len(blob) < _PREFIX:
        raise SnapshotError("truncated", f"the snapshot is {len(blob)} bytes, shorter than its header")
    _, version, length = _HEADER.unpack_from(blob)
    if version != FORMAT_VERSION:
        raise SnapshotError("format", f"snapshot format {version}; this Stockade reads format {FORMAT_VERSION}")
    if len(blob) - _PREFIX < length:
        raise SnapshotError("truncated", f"the snapshot body is {len(blob) - _PREFIX} bytes of {length}")
    if len(blob) - _PREFIX > length or length > MAX_SNAPSHOT_BYTES:
        raise SnapshotError("format", "the snapshot has bytes after its body")
    header, tag, body = blob[: _HEADER.size], blob[_HEADER.size : _PREFIX], blob[_PREFIX:]
    if not hmac.compare_digest(tag, _mac(key, header, body)):
        raise SnapshotError("auth", "the snapshot's HMAC does not match (changed, or another key)")
    doc = _parse(body)
    if doc["stockade"] != __version__ or doc["python"] != _python():
        raise SnapshotError(
            "version",
            f"snapshot made by Stockade {doc['stockade']} on Python {doc['python']}; "
            f"this is Stockade {__version__} on Python {_python()}",
        )
    try:
        return _build(doc, program, bindings, limits)
    except (ValueError, TypeError, KeyError, IndexError, AttributeError) as e:
        raise _corrupt(type(e).__name__) from None


def _build(
    doc: dict[str, Any], program: Program | None, bindings: Mapping[str, Any] | None, narrow: Limits | None
) -> Suspended:
    prog = doc["program"]
    _want(type(prog) is dict and type(prog.get("hash")) is str, "program")
    names = prog["bindings"]
    _want(type(names) is list and all(type(n) is str for n in names), "program bindings")
    if program is None:
        if "files" not in prog:
            raise SnapshotError("program", "the snapshot was dumped without its program: pass program=")
        files, entry_file = prog["files"], prog["entry_file"]
        _want(type(files) is dict and all(type(v) is str for v in files.values()), "program files")
        missing = sorted(set(names) - set(bindings or {}))
        if missing:
            raise UsageError(
                f"the snapshot's program needs bindings {', '.join(missing)}: pass instances (run on the host) "
                "or their classes (calls suspend) in bindings="
            )
        granted = prog.get("nondeterminism", False)
        _want(type(granted) is bool, "program nondeterminism")
        try:
            program = compile_program(files, bindings=dict(bindings or {}), entry=entry_file, nondeterminism=granted)
        except CompileError as e:
            raise SnapshotError("program", f"the snapshot's program does not compile here: {e}") from None
    elif not isinstance(program, Program):
        raise UsageError("program= must be a stockade.Program")
    if program.hash != prog["hash"]:
        recorded = prog.get("manifest")
        changed = (
            sorted(n for n, spec in program.manifest.items() if recorded.get(n) != spec.fingerprint())
            if type(recorded) is dict
            else []
        )
        detail = f" (binding classes or signatures differ: {', '.join(changed)})" if changed else ""
        raise SnapshotError(
            "program", f"the program is not the one the snapshot was made with (its hash differs){detail}"
        )
    instances = check_partial(program.manifest, bindings)

    entry = doc["entry"]
    _want(entry is None or (type(entry) is str and entry in program.functions), "entry")
    args, kwargs, inputs = plain.decode(doc["args"]), plain.decode(doc["kwargs"]), plain.decode(doc["inputs"])
    _want(type(args) is list and type(kwargs) is dict and type(inputs) is dict, "inputs")
    lim = doc["limits"]
    _want(type(lim) is dict and set(lim) == set(_LIMIT_FIELDS), "limits")
    try:
        limits = Limits(**lim)
    except UsageError:
        raise _corrupt("limits") from None
    if narrow is not None:
        limits = limits.narrow(narrow)
    try:  # the same checks as a run's inputs: names cannot reach hooks or bindings
        gargs, kwargs, inputs = _inputs_to_guest(program, args, kwargs, inputs, limits)
    except (UsageError, LimitExceeded, DoorError):
        raise _corrupt("inputs") from None
    args = list(gargs)
    totals = doc["totals"]
    _want(type(totals) is dict, "totals")
    _want(all(_is_int(totals[k]) for k in ("fuel", "memory", "suspensions")), "totals")
    _want(all(_is_num(totals[k]) for k in ("wall", "host_wait")), "totals")
    _want(type(doc["stdout"]) is str and _is_num(doc["suspended_at"]), "stdout")
    stderr = doc.get("stderr", "")  # snapshots from before stderr was captured have none
    _want(type(stderr) is str, "stderr")

    calls: dict[int, list[Any]] = {}
    last = -1
    _want(type(doc["calls"]) is list, "calls")
    for entry_ in doc["calls"]:
        _check_call(entry_, pending=False)
        _want(entry_[0] > last, "call entries out of order")
        last = entry_[0]
        calls[entry_[0]] = entry_
    values = doc["values"]
    _want(type(values) is list, "values")
    for v in values:
        _want(type(v) is list and len(v) == 2 and type(v[0]) is str, "value entry")
        plain.decode(v[1])
    pending: list[SuspendedCall] = []
    _want(type(doc["pending"]) is list and len(doc["pending"]) > 0, "pending calls")
    for p in doc["pending"]:
        _check_call(p, pending=True)
        _want(p[0] not in calls and all(p[0] != q.id for q in pending), "pending call ids")
        _want(p[1] in program.manifest and p[2] in program.manifest[p[1]].exports, "pending call export")
        pending.append(SuspendedCall(p[0], p[1], p[2], tuple(plain.decode(p[3])), plain.decode(p[4])))

    run = _Run(
        program,
        entry,
        args,
        kwargs,
        inputs,
        limits,
        calls=calls,
        values=[list(v) for v in values],
        wall=float(totals["wall"]),
        host_wait=float(totals["host_wait"]),
        memory=totals["memory"],
        suspensions=totals["suspensions"],
    )
    suspended_at = min(float(doc["suspended_at"]), time.time())
    return Suspended(run, pending, instances, doc["stdout"], totals["fuel"], suspended_at, stderr)
