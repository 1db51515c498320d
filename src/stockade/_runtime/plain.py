"""Plain data <-> JSON-ready trees, for the journal and snapshots. Never pickle or marshal.

Invariant: ``decode`` builds only None, bool, int, float, str, bytes, list, tuple, dict,
set and frozenset, bounded by the named limits below, and raises ``ValueError`` for
anything else; it never imports, calls or looks up anything named by its input.

Encoding: None, bool and str are themselves; ints within +-2**53 are JSON numbers, others
``["i", hex]``; finite floats are JSON numbers (repr round-trips exactly), others ``["f",
"nan" | "inf" | "-inf"]``; bytes ``["b", base64]``; list ``["l", ...]``, tuple ``["t",
...]``, dict ``["d", k1, v1, ...]``, set ``["s", ...]`` and frozenset ``["fs", ...]``
(set members sorted by their encoding, so the form is canonical across processes).
"""

from __future__ import annotations

import base64
import binascii
import json
import math
from typing import Any

__all__ = ["MAX_DEPTH", "MAX_INT_HEX", "MAX_NODES", "canonical", "decode", "encode"]

MAX_DEPTH = 100  # nesting, as at the door
MAX_NODES = 10_000_000  # values in one decoded tree
MAX_INT_HEX = 1_000_000  # hex digits of one big int (4 Mbit)
_JSON_INT = 2**53

_FLOATS = {"nan": math.nan, "inf": math.inf, "-inf": -math.inf}


def encode(value: Any, depth: int = 0) -> Any:
    """A JSON-ready tree for plain data (raise ValueError for anything else)."""
    if depth > MAX_DEPTH:
        raise ValueError("value nested too deeply")
    t = type(value)
    if value is None or t is bool or t is str:
        return value
    if t is int:
        return value if -_JSON_INT < value < _JSON_INT else ["i", format(value, "x")]
    if t is float:
        return value if math.isfinite(value) else ["f", repr(value)]
    if t is bytes:
        return ["b", base64.b64encode(value).decode("ascii")]
    if t is list or t is tuple:
        return ["l" if t is list else "t", *(encode(v, depth + 1) for v in value)]
    if t is dict:
        out: list[Any] = ["d"]
        for k, v in value.items():
            out.append(encode(k, depth + 1))
            out.append(encode(v, depth + 1))
        return out
    if t is set or t is frozenset:
        items = sorted((encode(v, depth + 1) for v in value), key=canonical)
        return ["s" if t is set else "fs", *items]
    raise ValueError(f"{t.__name__} is not plain data")


def canonical(tree: Any) -> str:
    """One text for an encoded tree (compact JSON, no floats lost)."""
    return json.dumps(tree, separators=(",", ":"), ensure_ascii=False, allow_nan=False)


class _Budget:
    __slots__ = ("left",)

    def __init__(self) -> None:
        self.left = MAX_NODES


def decode(tree: Any, _depth: int = 0, _budget: _Budget | None = None) -> Any:
    """Plain data from an encoded tree; ValueError if the tree is not one ``encode`` makes."""
    budget = _budget or _Budget()
    budget.left -= 1
    if budget.left < 0:
        raise ValueError("too many values")
    if _depth > MAX_DEPTH:
        raise ValueError("value nested too deeply")
    t = type(tree)
    if tree is None or t is bool or t is str:
        return tree
    if t is int:
        if not -_JSON_INT < tree < _JSON_INT:
            raise ValueError("int outside the JSON range")
        return tree
    if t is float:
        if not math.isfinite(tree):
            raise ValueError("non-finite float as a number")
        return tree
    if t is not list or not tree or type(tree[0]) is not str:
        raise ValueError("malformed value")
    tag, rest = tree[0], tree[1:]
    if tag in ("i", "f", "b"):
        if len(rest) != 1 or type(rest[0]) is not str:
            raise ValueError(f"malformed {tag!r} value")
        text = rest[0]
        if tag == "i":
            if len(text) > MAX_INT_HEX:
                raise ValueError("int too large")
            return int(text, 16)
        if tag == "f":
            if text not in _FLOATS:
                raise ValueError("malformed float")
            return _FLOATS[text]
        try:
            return base64.b64decode(text.encode("ascii"), validate=True)
        except (binascii.Error, UnicodeEncodeError):
            raise ValueError("malformed bytes") from None
    items = [decode(v, _depth + 1, budget) for v in rest]
    if tag == "l":
        return items
    if tag == "t":
        return tuple(items)
    try:
        if tag == "d":
            if len(items) % 2:
                raise ValueError("malformed dict")
            return dict(zip(items[0::2], items[1::2], strict=True))
        if tag == "s":
            return set(items)
        if tag == "fs":
            return frozenset(items)
    except TypeError:
        raise ValueError("unhashable key") from None
    raise ValueError(f"unknown tag {tag!r}")
