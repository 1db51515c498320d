"""The guest's ``html.parser``: CPython's ``HTMLParser``, a base a guest class may derive from.

CPython's own parser code (``html/parser.py`` and ``_markupbase.py`` of the running
interpreter) does the parsing, so every version answers as that version does. What is
Stockade's is the edge around it:

- ``HTMLParser`` here is a subclass of CPython's, named and placed as CPython's
  (``html.parser.HTMLParser``). The guest reads the public methods, the handler hooks and
  the plain state CPython keeps on the instance (``rawdata``, ``lasttag``, ``cdata_elem``,
  ``convert_charrefs``, ``lineno``, ``offset``: strs, ints, None and what the guest passed),
  never the parser's internals (``goahead``, ``parse_*``, ``updatepos``, ``interesting``, a
  host regular expression, ...). It assigns only ``convert_charrefs`` and the handler hooks.
  The instance attributes CPython's code sets have a class-level stand-in here (``_Unset``),
  so the guard's per-class allowlist covers them (classes._describe) and a read before
  ``__init__`` ran raises CPython's AttributeError.
- The parser's host code calls its internals on ``self``; no guest class in the MRO of a
  class deriving from ``HTMLParser`` may define one of those names (classes.install_reserved:
  checked when such a class is made and when a guest class attribute is assigned), so the
  host code only ever calls its own internals and stores its state where the guest cannot
  reach it. The handlers the guest overrides are called with plain strs and lists of
  tuples, and their exceptions propagate as in CPython.
- The public methods, read off the class (``HTMLParser.reset(obj)``), apply only to
  instances of ``HTMLParser``: CPython's code would read and store attributes of any
  object without the guard.
- The parse runs in host Python, where nothing ticks: every step of the loop is charged
  (``updatepos``, which the loop calls for each piece of data and markup it consumes, with
  the span), every incomplete construct is charged for the scan to the end of the buffer
  that found it incomplete (``parse_*`` returning -1; with ``close()`` CPython then moves on
  one piece at a time, a quadratic walk that this charge keeps bounded), and every
  ``feed``/``close`` for the buffer it rescans and copies. The buffer kept between feeds is
  bounded by the memory limit.
"""

from __future__ import annotations

import _markupbase
import html.parser as _hp
from typing import Any

from . import context

_SPAN_CHARS = 4  # characters scanned per fuel unit (regular expressions and str.find in C)
# The text the loop consumes is charged a unit per character: html.unescape calls a
# Python function per character reference in it (data, and attribute values).
_STEP_FUEL = 40  # one turn of the parse loop in host Python (about 2 us)

# The instance attributes CPython's parser sets, with a class-level stand-in here.
_STATE = ("rawdata", "lasttag", "interesting", "cdata_elem", "convert_charrefs", "lineno", "offset")
# What the guest may read on an HTMLParser (instance or class).
_HANDLERS = (
    "handle_startendtag handle_starttag handle_endtag handle_charref handle_entityref handle_data "
    "handle_comment handle_decl handle_pi unknown_decl"
).split()
_PUBLIC = ("feed", "close", "reset", "getpos", "get_starttag_text", *_HANDLERS)
ATTRS = frozenset(
    {*_PUBLIC, "CDATA_CONTENT_ELEMENTS", "rawdata", "lasttag", "cdata_elem", "convert_charrefs", "lineno", "offset"}
)
# What the guest may assign on an HTMLParser or a subclass's instance (plain data the
# parser only tests for truth, and the handler hooks it calls).
OPTIONS = frozenset({"convert_charrefs", *_HANDLERS})
# What a guest subclass may define: the public methods and handlers.
OVERRIDABLE = frozenset(_PUBLIC)


def _charge(n: int) -> None:
    context.current().meter.charge(n)


def _span(n: Any) -> int:
    return n // _SPAN_CHARS if type(n) is int and n > 0 else 0


class _Unset:
    """A class-level stand-in for an attribute CPython's parser keeps on the instance: the
    instance's own value wins (this is not a data descriptor); without one, CPython's
    AttributeError."""

    __slots__ = ("_name",)

    def __init__(self, name: str) -> None:
        self._name = name

    def __get__(self, obj: Any, owner: Any = None) -> Any:
        if obj is None:
            raise AttributeError(f"type object '{owner.__name__}' has no attribute '{self._name}'")
        raise AttributeError(f"'{type(obj).__name__}' object has no attribute '{self._name}'")


def _check(obj: Any, name: str) -> None:
    if not isinstance(obj, HTMLParser):
        raise TypeError(
            f"descriptor '{name}' for 'HTMLParser' objects doesn't apply to a '{type(obj).__name__}' object"
        )


_REAL = _hp.HTMLParser


class HTMLParser(_hp.HTMLParser):
    __doc__ = _REAL.__doc__
    CDATA_CONTENT_ELEMENTS = _REAL.CDATA_CONTENT_ELEMENTS  # type: ignore[misc]  # the same tuple, listed here

    rawdata = _Unset("rawdata")
    lasttag = _Unset("lasttag")
    interesting = _Unset("interesting")
    cdata_elem = _Unset("cdata_elem")
    convert_charrefs = _Unset("convert_charrefs")
    lineno = _Unset("lineno")
    offset = _Unset("offset")

    # -- the public methods: CPython's, for instances of HTMLParser only -------------------

    def __init__(self, *, convert_charrefs: Any = True) -> None:
        _check(self, "__init__")
        super().__init__(convert_charrefs=convert_charrefs)

    def reset(self) -> None:
        _check(self, "reset")
        super().reset()

    def feed(self, data: Any) -> None:
        _check(self, "feed")
        super().feed(data)

    def close(self) -> None:
        _check(self, "close")
        super().close()

    def getpos(self) -> Any:
        _check(self, "getpos")
        return super().getpos()

    def get_starttag_text(self) -> Any:
        _check(self, "get_starttag_text")
        return super().get_starttag_text()

    def handle_startendtag(self, tag: Any, attrs: Any) -> None:
        _check(self, "handle_startendtag")
        super().handle_startendtag(tag, attrs)

    def handle_starttag(self, tag: Any, attrs: Any) -> None:
        _check(self, "handle_starttag")

    def handle_endtag(self, tag: Any) -> None:
        _check(self, "handle_endtag")

    def handle_charref(self, name: Any) -> None:
        _check(self, "handle_charref")

    def handle_entityref(self, name: Any) -> None:
        _check(self, "handle_entityref")

    def handle_data(self, data: Any) -> None:
        _check(self, "handle_data")

    def handle_comment(self, data: Any) -> None:
        _check(self, "handle_comment")

    def handle_decl(self, decl: Any) -> None:
        _check(self, "handle_decl")

    def handle_pi(self, data: Any) -> None:
        _check(self, "handle_pi")

    def unknown_decl(self, data: Any) -> None:
        _check(self, "unknown_decl")

    # -- the internals, charged (never readable by the guest, never definable in a subclass)

    def goahead(self, end: Any) -> None:
        rawdata = self.rawdata
        if type(rawdata) is str:
            run = context.current()
            if len(rawdata) > run.limits.memory:
                run.meter.trip("memory")
            run.meter.charge(1 + _span(len(rawdata)))  # the scan that stops the loop, the copy kept
        super().goahead(end)

    def updatepos(self, i: Any, j: Any) -> Any:
        _charge(_STEP_FUEL + (j - i if type(i) is int and type(j) is int and j > i else 0))
        return super().updatepos(i, j)

    def _incomplete(self, i: Any, k: Any) -> Any:
        if type(k) is int and k < 0 and type(i) is int:
            _charge(_span(len(self.rawdata) - i))
        return k

    def parse_starttag(self, i: Any) -> Any:
        return self._incomplete(i, super().parse_starttag(i))

    def parse_endtag(self, i: Any) -> Any:
        return self._incomplete(i, super().parse_endtag(i))

    def parse_comment(self, i: Any, report: Any = 1) -> Any:
        return self._incomplete(i, super().parse_comment(i, report))

    def parse_pi(self, i: Any) -> Any:
        return self._incomplete(i, super().parse_pi(i))

    def parse_html_declaration(self, i: Any) -> Any:
        return self._incomplete(i, super().parse_html_declaration(i))

    def parse_bogus_comment(self, i: Any, report: Any = 1) -> Any:
        return self._incomplete(i, super().parse_bogus_comment(i, report))

    def parse_marked_section(self, i: Any, report: Any = 1) -> Any:
        return self._incomplete(i, super().parse_marked_section(i, report))


HTMLParser.__module__ = "html.parser"
for _name, _value in list(vars(HTMLParser).items()):
    if callable(_value) and not isinstance(_value, _Unset):
        _value.__module__ = "html.parser"
        original = getattr(_REAL, _name, None)
        if original is not None and _name in OVERRIDABLE | {"__init__"}:
            _value.__doc__ = original.__doc__

# Every name the parser's host code may look up on self (methods and state), except what
# a subclass overrides: no guest class in the MRO of a subclass may define one.
RESERVED = frozenset(
    n for k in (HTMLParser, _REAL, _markupbase.ParserBase) for n in vars(k) if not n.startswith("__")
) - OVERRIDABLE

MEMBERS: dict[str, Any] = {"HTMLParser": HTMLParser}
