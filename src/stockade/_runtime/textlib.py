"""Stand-ins for text and small stdlib modules: string.Template, collections.ChainMap,
operator, sys, html, unicodedata, urllib.parse, pprint and difflib.

Invariant: each member is CPython's own implementation behind a wrapper that charges fuel
for input-dependent work before the host does it (host Python code runs without ticks,
so an upper bound of its work is charged up front), meters iterables it loops over, and
leaves nothing of the guest's in a cache that outlives the run. The tables themselves
are in stdlib.py.
"""

from __future__ import annotations

import collections as _collections
import difflib as _difflib
import fnmatch as _fnmatch
import html as _html
import io as _io
import operator as _operator
import os as _os
import posixpath as _posixpath
import pprint as _pprint
import re
import shlex as _shlex
import string as _string
import sys as _sys
import textwrap as _textwrap
import unicodedata as _unicodedata
import urllib.parse as _urlparse
from collections.abc import Callable
from typing import Any

from . import classes, context, cost, exits, guards, guest_logging, guest_re

_TEXT_CHARS = 4  # characters per fuel unit for linear host-Python text work


def _named(fn: Callable[..., Any], name: str) -> Callable[..., Any]:
    fn.__name__ = fn.__qualname__ = name
    return fn


def _charge(n: int) -> None:
    context.current().meter.charge(max(0, n) + 1)


def _text_len(value: Any) -> int:
    return len(value) if isinstance(value, (str, bytes, bytearray)) else 0


# ---------------------------------------------------------------- textwrap.TextWrapper

# CPython's own class. Its options are plain data its Python code reads; the guest may read
# and assign exactly these (classes.store), and wrap()/fill() check their types first, so
# the host-side algorithm never calls back into guest code (no guest __len__ or __bool__
# in the middle of textwrap) and works only on str and int.
TextWrapper = _textwrap.TextWrapper
_WRAPPER_INTS = ("width", "tabsize")
_WRAPPER_STRS = ("initial_indent", "subsequent_indent", "placeholder")
_WRAPPER_FLAGS = (
    "expand_tabs",
    "replace_whitespace",
    "fix_sentence_endings",
    "break_long_words",
    "drop_whitespace",
    "break_on_hyphens",
)
TEXTWRAPPER_OPTIONS = frozenset({*_WRAPPER_INTS, *_WRAPPER_STRS, *_WRAPPER_FLAGS, "max_lines"})
TEXTWRAPPER_ATTRS = frozenset({*TEXTWRAPPER_OPTIONS, "wrap", "fill"})


def _check_wrapper(w: Any) -> None:
    for name in _WRAPPER_INTS:
        if type(getattr(w, name)) not in (int, bool):
            raise TypeError(f"TextWrapper.{name} must be an int in Stockade, not {type(getattr(w, name)).__name__}")
    if w.max_lines is not None and type(w.max_lines) not in (int, bool):
        raise TypeError(f"TextWrapper.max_lines must be an int or None in Stockade, not {type(w.max_lines).__name__}")
    for name in _WRAPPER_STRS:
        if type(getattr(w, name)) is not str:
            raise TypeError(f"TextWrapper.{name} must be a str in Stockade, not {type(getattr(w, name)).__name__}")
    for name in _WRAPPER_FLAGS:
        if type(getattr(w, name)) not in (bool, int, type(None)):
            raise TypeError(f"TextWrapper.{name} must be a bool in Stockade, not {type(getattr(w, name)).__name__}")


def _wrapper_method(name: str) -> Callable[[Any], Callable[..., Any]]:
    def bind(wrapper: Any) -> Callable[..., Any]:
        method = getattr(wrapper, name)

        def charged(text: Any) -> Any:
            _check_wrapper(wrapper)
            _charge(_text_len(text))  # textwrap works per chunk in host Python
            return method(text)

        return _named(charged, name)

    return bind


classes.HOST_OPTIONS[TextWrapper] = TEXTWRAPPER_OPTIONS

TEXTWRAPPER_REPLACEMENTS: dict[tuple[type, str], Callable[[Any], Callable[..., Any]]] = {
    (TextWrapper, "wrap"): _wrapper_method("wrap"),
    (TextWrapper, "fill"): _wrapper_method("fill"),
}


# ---------------------------------------------------------------- string.Template ----

class Template(_string.Template):
    """string.Template. Its own pattern is CPython's (fixed and linear); a program's
    subclass may set ``delimiter``, ``idpattern``, ``braceidpattern``, ``flags`` or
    ``pattern`` as CPython documents, and its pattern is then built as CPython builds it
    but compiled by the guest's ``re`` (charged and interruptible: the host's sre engine
    never matches a pattern the program wrote). The class attributes are read statically,
    so no code of the program runs while the class is being made."""

    def __init_subclass__(cls) -> None:
        def attr(name: str, kinds: tuple[type, ...]) -> Any:
            for k in cls.__mro__:
                if name in vars(k):
                    value = vars(k)[name]
                    if not isinstance(value, kinds):
                        allowed = " or ".join("None" if t is type(None) else t.__name__ for t in kinds)
                        raise TypeError(f"{cls.__name__}.{name} must be {allowed} in Stockade")
                    return value
            raise AttributeError(name)  # pragma: no cover - string.Template defines them all

        flags = attr("flags", (int,))
        if "pattern" in vars(cls):
            pattern = attr("pattern", (str,))
        else:
            delim = re.escape(attr("delimiter", (str,)))
            ident = attr("idpattern", (str,))
            bid = attr("braceidpattern", (str, type(None))) or ident
            pattern = rf"""
            {delim}(?:
              (?P<escaped>{delim})  |   # Escape sequence of two delimiters
              (?P<named>{ident})    |   # delimiter and a Python identifier
              {{(?P<braced>{bid})}} |   # delimiter and a braced identifier
              (?P<invalid>)             # Other ill-formed delimiter exprs
            )
            """
        type.__setattr__(cls, "pattern", guest_re.compile(pattern, flags | re.VERBOSE))


Template.__module__ = "string"
Template.__doc__ = _string.Template.__doc__
# Template.pattern itself: CPython's pattern, compiled by the guest's re (a program reads
# it, string.Template.pattern.findall(text), and matches it as any of its patterns).
# (Made once, outside any run: the translation is host work shared by every run, as the
# guest re's cache is; a Pattern holds nothing a run could change.)
type.__setattr__(
    Template,
    "pattern",
    guest_re.Pattern._sk_new(guest_re._translate(_string.Template.pattern.pattern, _string.Template.pattern.flags)),
)


def _template_method(name: str) -> Callable[[Any], Callable[..., Any]]:
    def bind(template: Any) -> Callable[..., Any]:
        method = getattr(template, name)

        def charged(*args: Any, **kwargs: Any) -> Any:
            _charge(_text_len(template.template) // _TEXT_CHARS * 4)
            return method(*args, **kwargs)

        return _named(charged, name)

    return bind


TEMPLATE_REPLACEMENTS: dict[tuple[type, str], Callable[[Any], Callable[..., Any]]] = {
    (Template, n): _template_method(n) for n in ("substitute", "safe_substitute", "get_identifiers", "is_valid")
}
TEMPLATE_ATTRS = frozenset(
    {
        "template", "substitute", "safe_substitute", "get_identifiers", "is_valid",
        "delimiter", "idpattern", "braceidpattern", "flags", "pattern",
    }
)

# ---------------------------------------------------------------- ChainMap -------------


class ChainMap(_collections.ChainMap):  # type: ignore[type-arg]
    """collections.ChainMap with its loops over the maps charged: a chain can hold the
    same large dict many times, so one call could otherwise loop far beyond its memory."""

    __module__ = "collections"

    def _sk_lookup(self) -> None:
        _charge(len(self.maps))

    def _sk_total(self) -> None:
        _charge(len(self.maps) + sum(len(m) for m in self.maps))

    def __getitem__(self, key: Any) -> Any:
        self._sk_lookup()
        return super().__getitem__(key)

    def __contains__(self, key: Any) -> bool:
        self._sk_lookup()
        return super().__contains__(key)

    def __bool__(self) -> bool:
        self._sk_lookup()
        return super().__bool__()

    def __len__(self) -> int:
        self._sk_total()
        return super().__len__()

    def __iter__(self) -> Any:
        self._sk_total()
        return super().__iter__()

    def copy(self) -> Any:
        _charge(len(self.maps) + len(self.maps[0]))
        return super().copy()

    __copy__ = copy

    def new_child(self, m: Any = None, **kwargs: Any) -> Any:
        _charge(len(self.maps) + len(kwargs))
        return super().new_child(m, **kwargs)

    @property
    def parents(self) -> Any:
        _charge(len(self.maps))
        return super().parents

    def update(self, other: Any = (), /, **kwds: Any) -> None:
        cost.charge_len(other)
        _charge(len(kwds))
        super().update(cost.metered(other) if not hasattr(other, "keys") else other, **kwds)

    @classmethod
    def fromkeys(cls, iterable: Any, *args: Any) -> Any:
        cost.charge_len(iterable)
        return super().fromkeys(cost.metered(iterable), *args)


CHAINMAP_ATTRS = frozenset(
    "clear copy fromkeys get items keys maps new_child parents pop popitem setdefault update values".split()
)

# ---------------------------------------------------------------- operator -------------

_OPERATOR_PLAIN = (
    "abs add and_ call concat contains delitem eq floordiv ge getitem gt iadd iand iconcat ifloordiv imod imul "
    "index ior irshift is_ is_not isub itemgetter itruediv ixor le length_hint lt mod mul ne neg not_ or_ pos "
    "rshift setitem sub truediv truth xor"
)


def _op_count_of(a: Any, b: Any) -> int:
    cost.charge_len(a)
    return _operator.countOf(cost.metered(a), b)


def _op_index_of(a: Any, b: Any) -> int:
    cost.charge_len(a)
    return _operator.indexOf(cost.metered(a), b)


def _op_ipow(a: Any, b: Any) -> Any:
    if type(a) in (int, bool, float):
        return guards.pow_(a, b)
    return _operator.ipow(a, b)  # type: ignore[no-untyped-call]


def _op_ilshift(a: Any, b: Any) -> Any:
    if type(a) in (int, bool):
        return guards.lshift(a, b)
    return _operator.ilshift(a, b)  # type: ignore[no-untyped-call]


OPERATOR: dict[str, Any] = {n: getattr(_operator, n) for n in _OPERATOR_PLAIN.split() if hasattr(_operator, n)}
OPERATOR.update(
    {
        # the amplifying operators go through the same guards as `**`, `<<` and `~`
        "pow": _named(lambda a, b: guards.pow_(a, b), "pow"),
        "ipow": _named(_op_ipow, "ipow"),
        "lshift": _named(lambda a, b: guards.lshift(a, b), "lshift"),
        "ilshift": _named(_op_ilshift, "ilshift"),
        "invert": _named(lambda a: guards.invert(a), "invert"),
        "inv": _named(lambda a: guards.invert(a), "inv"),
        "countOf": _named(_op_count_of, "countOf"),
        # attribute names given at run time: read through the attribute guard
        "attrgetter": _named(lambda attr, *attrs: guards.attrgetter(attr, *attrs), "attrgetter"),
        "methodcaller": _named(lambda name, *a, **kw: guards.methodcaller(name, *a, **kw), "methodcaller"),
        "indexOf": _named(_op_index_of, "indexOf"),
    }
)

# ---------------------------------------------------------------- sys ----------------


def _getrecursionlimit() -> int:
    """The guest's own recursion limit (frames it may nest), not the host's."""
    return int(context.current().recursion)


SYS: dict[str, Any] = {
    "maxsize": _sys.maxsize,
    "version_info": _sys.version_info,
    "float_info": _sys.float_info,
    "getrecursionlimit": _named(_getrecursionlimit, "getrecursionlimit"),
    # the limit int/str conversions of this process run under (the guest's too): read only
    "get_int_max_str_digits": _sys.get_int_max_str_digits,
    "exit": exits.sys_exit,
    "stdout": guest_logging.STDOUT,
    "stderr": guest_logging.STDERR,
}
VERSION_INFO_ATTRS = frozenset({"major", "minor", "micro", "releaselevel", "serial", "count", "index"})
FLOAT_INFO_ATTRS = frozenset(
    "dig epsilon mant_dig max max_10_exp max_exp min min_10_exp min_exp radix rounds count index".split()
)

# ---------------------------------------------------------------- html, unicodedata ----


def _linear(module: Any, name: str, divisor: int = _TEXT_CHARS) -> Callable[..., Any]:
    real = getattr(module, name)

    def fn(*args: Any, **kwargs: Any) -> Any:
        _charge(sum(_text_len(a) for a in args) // divisor)
        return real(*args, **kwargs)

    fn.__doc__ = real.__doc__
    return _named(fn, name)


HTML: dict[str, Any] = {"escape": _linear(_html, "escape"), "unescape": _linear(_html, "unescape", 1)}

# ---------------------------------------------------------------- shlex -----------------


def _shlex_split(s: Any, comments: bool = False, posix: bool = True) -> list[str]:
    """``shlex.split``: CPython's lexer over a str or an ``io.StringIO``, charged a fuel
    unit per character (it reads one character at a time in Python)."""
    if s is None:
        # CPython 3.11 reads the process's stdin here (3.12+ raises this error); a guest has
        # no stdin, so every version raises 3.12's error.
        raise ValueError("s argument must not be None")
    if isinstance(s, _io.StringIO):
        _charge(len(s.getvalue()))
    elif isinstance(s, str):
        _charge(len(s))
    elif getattr(type(s), "read", None) is None and not classes.is_guest_class(type(s)):
        raise AttributeError(f"'{type(s).__name__}' object has no attribute 'read'")  # CPython's, from the lexer
    else:
        # Another stream would be read from host code (a bytes stream never reaches the
        # lexer's end-of-input test): refused rather than run differently.
        raise TypeError(f"shlex.split() in Stockade reads a str or an io.StringIO, not '{type(s).__name__}'")
    return _shlex.split(s, comments, posix)


def _shlex_quote(s: Any) -> str:
    """``shlex.quote``: one regular-expression search and a replace, linear in ``s``."""
    _charge(_text_len(s) // _TEXT_CHARS)
    return _shlex.quote(s)


def _shlex_join(split_command: Any) -> str:
    """``shlex.join``: CPython's definition, quoting each argument as ``shlex.quote``."""
    return " ".join(_shlex_quote(arg) for arg in split_command)


SHLEX: dict[str, Any] = {
    "split": _named(_shlex_split, "split"),
    "quote": _named(_shlex_quote, "quote"),
    "join": _named(_shlex_join, "join"),
}
SHLEX_REFUSED: dict[str, str] = {
    "shlex": "the lexer object reads a stream and keeps mutable lexer state that reaches sys.stdin; "
    "use shlex.split(text), which returns the tokens",
}

# ---------------------------------------------------------------- fnmatch --------------
# CPython's translate() makes the regular expression (its atomic groups keep the match
# linear); the guest's re compiles and matches it (charged, with its timeout, and without
# fnmatch's process-wide cache of patterns). On POSIX, normcase only checks the type.


def _fn_compiled(pat: Any) -> Any:
    if isinstance(pat, bytes):
        res = bytes(_fn_translate(str(pat, "ISO-8859-1")), "ISO-8859-1")
        return guest_re.compile(res)
    return guest_re.compile(_fn_translate(pat))


def _fn_translate(pat: Any) -> str:
    if type(pat) is str:
        context.current().meter.charge(1 + len(pat))
    return _fnmatch.translate(pat)


def _fnmatchcase(name: Any, pat: Any) -> bool:
    return _fn_compiled(pat).match(name) is not None


def _fnmatch_fn(name: Any, pat: Any) -> bool:
    return _fnmatchcase(_os.fspath(name), _os.fspath(pat))


def _fn_filter(names: Any, pat: Any) -> list[Any]:
    match = _fn_compiled(_os.fspath(pat)).match
    return [name for name in context.current().meter.wrap(iter(names)) if match(name) is not None]


FNMATCH: dict[str, Any] = {
    "fnmatch": _named(_fnmatch_fn, "fnmatch"),
    "fnmatchcase": _named(_fnmatchcase, "fnmatchcase"),
    "filter": _named(_fn_filter, "filter"),
    "translate": _named(_fn_translate, "translate"),
}

_UNICODEDATA_PLAIN = (
    "bidirectional category combining decimal decomposition digit east_asian_width lookup mirrored name numeric"
)
UNICODEDATA: dict[str, Any] = {n: getattr(_unicodedata, n) for n in _UNICODEDATA_PLAIN.split()}
UNICODEDATA.update(
    {
        "normalize": _linear(_unicodedata, "normalize"),
        "is_normalized": _linear(_unicodedata, "is_normalized"),
        "unidata_version": _unicodedata.unidata_version,
    }
)

# ---------------------------------------------------------------- urllib.parse ---------


def _clear_url_caches() -> None:
    # urlsplit and the quoters cache by their (guest) arguments, process-wide: drop what
    # this call may have put there, so no guest string outlives its run.
    for name in ("urlsplit", "_byte_quoter_factory", "_splitnetloc"):
        fn = getattr(_urlparse, name, None)
        clear = getattr(fn, "cache_clear", None)
        if clear is not None:
            clear()


def _url_fn(name: str, weight: int = 1) -> Callable[..., Any]:
    real = getattr(_urlparse, name)

    def fn(*args: Any, **kwargs: Any) -> Any:
        _charge(weight * sum(_text_len(a) for a in (*args, *kwargs.values())) // _TEXT_CHARS)
        try:
            return real(*args, **kwargs)
        finally:
            _clear_url_caches()

    fn.__doc__ = real.__doc__
    return _named(fn, name)


def _urlencode(query: Any, *args: Any, **kwargs: Any) -> str:
    items = query.items() if hasattr(query, "items") else query
    cost.charge_len(items)
    total = 0
    if isinstance(items, (list, tuple, type({}.items()))):
        pair: Any
        for pair in items:
            if isinstance(pair, tuple):
                total += sum(_text_len(p) + (len(p) if isinstance(p, (list, tuple)) else 0) for p in pair)
    _charge(4 * total // _TEXT_CHARS)
    try:
        return _urlparse.urlencode(query, *args, **kwargs)
    finally:
        _clear_url_caches()


URLLIB_PARSE: dict[str, Any] = {
    n: _url_fn(n)
    for n in "urlparse urlsplit urlunparse urlunsplit urljoin urldefrag parse_qs parse_qsl unquote unquote_plus "
    "unquote_to_bytes".split()
}
URLLIB_PARSE.update({n: _url_fn(n, 4) for n in "quote quote_plus quote_from_bytes".split()})
URLLIB_PARSE["urlencode"] = _named(_urlencode, "urlencode")

_SPLIT = "fragment geturl hostname netloc password path port query scheme username _replace count index"
URL_RESULT_ATTRS: dict[type, frozenset[str]] = {
    _urlparse.SplitResult: frozenset(_SPLIT.split()),
    _urlparse.SplitResultBytes: frozenset(_SPLIT.split()),
    _urlparse.ParseResult: frozenset((_SPLIT + " params").split()),
    _urlparse.ParseResultBytes: frozenset((_SPLIT + " params").split()),
    _urlparse.DefragResult: frozenset({"url", "fragment", "geturl", "_replace", "count", "index"}),
    _urlparse.DefragResultBytes: frozenset({"url", "fragment", "geturl", "_replace", "count", "index"}),
}

# ---------------------------------------------------------------- pprint ---------------

_PP_FUEL = 4  # per item pprint visits (with every repeated reference counted again)


def _charge_walk(obj: Any) -> None:
    """Charge what pprint will visit: every item, shared references counted each time
    (charged as the walk goes, so a huge structure trips before the walk ends)."""
    meter = context.current().meter
    sizes: dict[int, int] = {}
    active: set[int] = set()

    def size(o: Any) -> int:
        if isinstance(o, (str, bytes, bytearray)):
            return 1 + len(o) // 16
        if not isinstance(o, (list, tuple, dict, set, frozenset, _collections.deque)):
            return 1
        key = id(o)
        if key in sizes:
            return sizes[key]
        if key in active:
            return 1
        active.add(key)
        meter.charge(len(o) + 1)
        total = 1
        for item in o.items() if isinstance(o, dict) else o:
            total += size(item)
        active.discard(key)
        sizes[key] = total
        return total

    meter.charge(_PP_FUEL * size(obj))


def _pformat(obj: Any, *args: Any, **kwargs: Any) -> str:
    _charge_walk(obj)
    return _pprint.pformat(obj, *args, **kwargs)


class _PrintTarget:
    """The stream pprint writes to, as CPython's PrettyPrinter would use the guest's:
    each read of ``.write`` is the guest's read of ``target.write`` (guest_logging.write_to:
    the run's captured streams directly, anything else through the attribute guard).
    Host-side only; the guest never holds it."""

    __slots__ = ("_target",)

    def __init__(self, target: Any) -> None:
        self._target = target

    @property
    def write(self) -> Callable[[str], None]:
        target = self._target
        if type(target) is guest_logging.TextIOWrapper:
            err = target._sk_err

            def captured(text: str) -> None:
                context.current().write(text, err)

            return captured
        guest_write = guards.ga(target, "write")  # the read CPython makes (and its AttributeError)

        def write(text: str) -> None:
            context.current().meter.charge(1 + (len(text) >> guest_logging.WRITE_FUEL_SHIFT))
            guest_write(text)

        return write


def _pprint_fn(sort_default: bool) -> Callable[..., None]:
    def pprint(
        obj: Any,
        stream: Any = None,
        indent: int = 1,
        width: int = 80,
        depth: Any = None,
        *,
        compact: bool = False,
        sort_dicts: bool = sort_default,
        underscore_numbers: bool = False,
    ) -> None:
        target = guest_logging.current(False) if stream is None else stream
        printer = _pprint.PrettyPrinter(
            stream=_PrintTarget(target),  # type: ignore[arg-type]  # only .write is used
            indent=indent,
            width=width,
            depth=depth,
            compact=compact,
            sort_dicts=sort_dicts,
            underscore_numbers=underscore_numbers,
        )
        if target is None:
            return  # CPython's PrettyPrinter.pprint writes nothing when sys.stdout is None
        _charge_walk(obj)
        printer.pprint(obj)

    return _named(pprint, "pprint" if sort_default else "pp")


def _pp_check(name: str) -> Callable[[Any], Any]:
    real = getattr(_pprint, name)

    def fn(obj: Any) -> Any:
        _charge_walk(obj)
        return real(obj)

    return _named(fn, name)


class PrettyPrinter:
    """pprint.PrettyPrinter: CPython's printer, made afresh for each call over the run's
    stream (never the host's ``sys.stdout``). As in CPython, ``stream=None`` means what
    ``sys.stdout`` is when the printer is made; the options are checked by CPython's own
    constructor; every item printed or checked is charged as by the module functions."""

    __module__ = "pprint"
    __slots__ = ("_sk_options", "_sk_target")

    def __init__(
        self,
        indent: Any = 1,
        width: Any = 80,
        depth: Any = None,
        stream: Any = None,
        *,
        compact: Any = False,
        sort_dicts: Any = True,
        underscore_numbers: Any = False,
    ) -> None:
        options: dict[str, Any] = {
            "indent": indent,
            "width": width,
            "depth": depth,
            "compact": compact,
            "sort_dicts": sort_dicts,
            "underscore_numbers": underscore_numbers,
        }
        _pprint.PrettyPrinter(stream=_PrintTarget(None), **options)  # type: ignore[arg-type]  # CPython's checks
        self._sk_options = options
        self._sk_target = guest_logging.current(False) if stream is None else stream

    def _sk_printer(self) -> _pprint.PrettyPrinter:
        return _pprint.PrettyPrinter(stream=_PrintTarget(self._sk_target), **self._sk_options)  # type: ignore[arg-type]

    def pprint(self, object: Any) -> None:
        if self._sk_target is None:
            return  # CPython's writes nothing when its stream is None
        _charge_walk(object)
        self._sk_printer().pprint(object)

    def pformat(self, object: Any) -> str:
        _charge_walk(object)
        return self._sk_printer().pformat(object)

    def isreadable(self, object: Any) -> bool:
        _charge_walk(object)
        return self._sk_printer().isreadable(object)

    def isrecursive(self, object: Any) -> bool:
        _charge_walk(object)
        return self._sk_printer().isrecursive(object)


PRETTY_PRINTER_ATTRS = frozenset({"isreadable", "isrecursive", "pformat", "pprint"})

PPRINT: dict[str, Any] = {
    "PrettyPrinter": PrettyPrinter,
    "pformat": _named(_pformat, "pformat"),
    "pprint": _pprint_fn(True),
    "pp": _pprint_fn(False),
    "saferepr": _pp_check("saferepr"),
    "isreadable": _pp_check("isreadable"),
    "isrecursive": _pp_check("isrecursive"),
}

# ---------------------------------------------------------------- difflib --------------


class SequenceMatcher(_difflib.SequenceMatcher):  # type: ignore[type-arg]
    """difflib.SequenceMatcher with its quadratic search charged before each step."""

    __module__ = "difflib"

    def set_seq1(self, a: Any) -> None:
        cost.charge_len(a)
        super().set_seq1(a)

    def set_seq2(self, b: Any) -> None:
        cost.charge_len(b)
        _charge(len(b) if hasattr(b, "__len__") else 0)
        super().set_seq2(b)

    a: Any
    b: Any

    def find_longest_match(self, alo: int = 0, ahi: Any = None, blo: int = 0, bhi: Any = None) -> Any:
        hi_a = len(self.a) if ahi is None else ahi
        hi_b = len(self.b) if bhi is None else bhi
        if type(hi_a) is int and type(hi_b) is int and type(alo) is int and type(blo) is int:
            span_a, span_b = max(0, hi_a - alo), max(0, hi_b - blo)
            _charge(span_a * span_b // 4 + span_a + span_b)
        return super().find_longest_match(alo, ahi, blo, bhi)

    def quick_ratio(self) -> float:
        _charge(len(self.a) + len(self.b))
        return super().quick_ratio()


SEQUENCE_MATCHER_ATTRS = frozenset(
    "a b find_longest_match get_grouped_opcodes get_matching_blocks get_opcodes quick_ratio ratio "
    "real_quick_ratio set_seq1 set_seq2 set_seqs".split()
)
DiffMatch: type = _difflib.Match  # what find_longest_match and get_matching_blocks return
DIFF_MATCH_ATTRS = frozenset({"a", "b", "size", "count", "index"})


def _lines(seq: Any) -> list[Any]:
    cost.charge_len(seq)
    return list(cost.metered(seq))


def _line_len(lines: list[Any]) -> int:
    return max((_text_len(x) for x in lines), default=0)


def _diff_fn(name: str) -> Callable[..., Any]:
    real = getattr(_difflib, name)

    def fn(a: Any, b: Any, *args: Any, **kwargs: Any) -> Any:
        la, lb = _lines(a), _lines(b)
        # an upper bound of the line-level matching, charged before any of it runs
        _charge(len(la) * len(lb) // 4 + sum(map(_text_len, la)) + sum(map(_text_len, lb)))
        return context.current().meter.wrap(real(la, lb, *args, **kwargs))

    fn.__doc__ = real.__doc__
    return _named(fn, name)


def _ndiff(a: Any, b: Any, *args: Any, **kwargs: Any) -> Any:
    la, lb = _lines(a), _lines(b)
    _charge_line_pairs(la, lb)
    return context.current().meter.wrap(_difflib.ndiff(la, lb, *args, **kwargs))


class Differ(_difflib.Differ):
    """difflib.Differ with compare charged as ndiff is (ndiff is Differ(...).compare)."""

    __module__ = "difflib"

    def compare(self, a: Any, b: Any) -> Any:
        return context.current().meter.wrap(self._sk_compare(a, b))

    def _sk_compare(self, a: Any, b: Any) -> Any:
        # a generator, as CPython's: nothing (no error either) before the first next()
        for seq in (b, a):
            if not hasattr(type(seq), "__len__"):
                if seq is b:
                    for _ in cost.metered(b):  # CPython indexes all of b before it needs len(b)
                        pass
                raise TypeError(f"object of type '{type(seq).__name__}' has no len()")
        la, lb = _lines(a), _lines(b)
        _charge_line_pairs(la, lb)
        yield from super().compare(la, lb)


DIFFER_ATTRS = frozenset({"compare"})


def _charge_line_pairs(la: list[Any], lb: list[Any]) -> None:
    width = max(_line_len(la), _line_len(lb))
    # Differ compares every pair of lines of a replaced block, character by character:
    # charge that upper bound up front.
    _charge(len(la) * len(lb) * (width * width // 8 + width + 1) + len(la) + len(lb))


def _restore(delta: Any, which: Any) -> Any:
    # linear in the delta: its lines are fed through a metered iterator
    return context.current().meter.wrap(_difflib.restore(cost.metered(delta), which))


def _get_close_matches(word: Any, possibilities: Any, n: int = 3, cutoff: float = 0.6) -> list[Any]:
    items = _lines(possibilities)
    lw = len(word) if hasattr(word, "__len__") else 0
    _charge(sum(lw * _text_len(x) // 4 + lw + _text_len(x) for x in items))
    return _difflib.get_close_matches(word, items, n, cutoff)


DIFFLIB: dict[str, Any] = {
    "SequenceMatcher": SequenceMatcher,
    "get_close_matches": _named(_get_close_matches, "get_close_matches"),
    "unified_diff": _diff_fn("unified_diff"),
    "context_diff": _diff_fn("context_diff"),
    "ndiff": _named(_ndiff, "ndiff"),
    "Differ": Differ,
    "restore": _named(_restore, "restore"),
    "IS_CHARACTER_JUNK": _difflib.IS_CHARACTER_JUNK,
    "IS_LINE_JUNK": _difflib.IS_LINE_JUNK,
}

# Members refused on purpose, with what to write instead (stdlib.REFUSED_MEMBERS).
DIFFLIB_REFUSED: dict[str, str] = {
    "HtmlDiff": "HtmlDiff builds whole HTML tables in host Python; use difflib.unified_diff or ndiff "
    "and format the lines",
    "diff_bytes": "decode the bytes and call difflib.unified_diff or context_diff on the lines",
}

# ---------------------------------------------------------------- posixpath / os.path --
# The pure path-string functions of posixpath (what os.path is on POSIX), charged for the
# length of the text they walk. Nothing that reads the filesystem, the current directory
# or the environment: those are refused with a reason (POSIXPATH_REFUSED).

_PATH_PURE = "basename commonpath commonprefix dirname isabs join normcase normpath split splitdrive splitext"
if _sys.version_info >= (3, 12):
    _PATH_PURE += " splitroot"


def _path_size(value: Any) -> int:
    if type(value) in (str, bytes):
        return len(value)
    if type(value) in (list, tuple):
        return len(value) + sum(len(v) for v in value if type(v) in (str, bytes))
    return 1


def _path_function(name: str) -> Callable[..., Any]:
    real = getattr(_posixpath, name)

    def call(*args: Any, **kwargs: Any) -> Any:
        context.current().meter.charge(1 + sum(_path_size(a) for a in args) // 8)
        return real(*args, **kwargs)

    call.__doc__ = real.__doc__
    return _named(call, name)


POSIXPATH: dict[str, Any] = {name: _path_function(name) for name in _PATH_PURE.split()}
POSIXPATH.update(
    {
        name: getattr(_posixpath, name)
        for name in "altsep curdir defpath devnull extsep pardir pathsep sep supports_unicode_filenames".split()
    }
)
_NO_FS = "there is no filesystem in Stockade; work on the path strings (join, split, splitext, normpath, ...)"
_NO_CWD = "there is no current directory in Stockade; use normpath and join on paths you build"
_NO_ENV = "there is no environment or home directory in Stockade; the host passes such values as inputs"
POSIXPATH_REFUSED: dict[str, str] = {
    **{
        name: _NO_FS
        for name in (
            "exists lexists isfile isdir islink ismount isjunction isdevdrive getsize getatime getmtime getctime "
            "samefile sameopenfile samestat realpath"
        ).split()
    },
    "abspath": _NO_CWD,
    "relpath": _NO_CWD,
    "expanduser": _NO_ENV,
    "expandvars": _NO_ENV,
}

# os: only the path module and the path constants (CPython's values on POSIX).
OS: dict[str, Any] = {
    name: getattr(_os, name) for name in "altsep curdir devnull extsep linesep pardir pathsep sep".split()
}
OS_REFUSED: dict[str, str] = {
    **{
        name: _NO_FS
        for name in (
            "listdir scandir walk getcwd chdir mkdir makedirs remove unlink rmdir removedirs rename replace stat "
            "lstat open fspath chmod access"
        ).split()
    },
    **{name: _NO_ENV for name in "environ getenv putenv unsetenv environb getenvb".split()},
    **{
        name: "there are no processes in Stockade"
        for name in "system popen getpid getppid kill fork execv spawnv cpu_count".split()
    },
    "urandom": "randomness is random.Random(seed) (or the nondeterminism grant for the random module)",
    "name": "the host's platform is not visible in Stockade; os.sep and os.path are POSIX's",
}
