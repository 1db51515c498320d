"""The guest's ``re``: CPython's syntax and results, matched by an engine that can stop.

Invariant: CPython's sre engine backtracks exponentially and nothing can interrupt it, so
it never matches guest patterns. Every pattern is first compiled by CPython's ``re`` (so
syntax errors, flags, group numbering and names are exactly CPython's), then translated
from sre's own parse tree into an equivalent pattern for the ``regex`` engine, which
matches with a timeout taken from the run's remaining wall time. The translation spells
out every character class as the exact set of code points sre would accept (computed by
asking sre itself), so Unicode tables and case folding cannot differ between the engines;
anchors, word boundaries and case-insensitive literals are spelled out the same way.
Iteration (findall, finditer, split, sub) follows CPython's scanner step by step on top
of one primitive search, including its rule for empty matches. What the translation
cannot make exact is refused with a TypeError that says what to write instead.
"""

from __future__ import annotations

import _sre  # type: ignore[import-not-found]
import array
import functools
import operator as _operator
import re as _re
import time
import types
import warnings
from collections.abc import Callable, Iterator
from re import _casefix as _casefix  # type: ignore[attr-defined]
from re import _constants as _c  # type: ignore[attr-defined]
from re import _parser as _parser  # type: ignore[attr-defined]
from typing import Any

from . import context, cost

Ranges = list[tuple[int, int]]


@functools.cache
def _rx() -> Any:
    """The regex engine, imported on first use (it costs tens of milliseconds to import)."""
    import regex  # type: ignore[import-untyped]

    return regex

_MAX_STR = 0x10FFFF
_SMALL = 48  # a class with at most this many ranges is spelled out literally
_DISAGREEMENT_MAX = 1000
_MAX_TRANSLATED = 4_000_000  # characters of translated pattern text
_CACHED_PATTERN = 2048  # longer patterns are compiled for their run only
_MAX_GAP = 200_000  # code points on which the engines' Unicode tables may disagree
_REFUSED_FLAGS = {_re.DEBUG: "re.DEBUG prints to the host", _re.LOCALE: "re.LOCALE depends on the host's locale"}
_FLAG_MASK = _re.IGNORECASE | _re.MULTILINE | _re.DOTALL | _re.VERBOSE | _re.ASCII | _re.UNICODE
_COMPILE_FUEL = 200  # per pattern character: sre parses and compiles it in host Python
_TRANSLATE_FUEL = 4  # per character of the translated pattern the regex engine compiles
_SEARCH_FUEL_DIV = 4  # one fuel unit per this many characters scanned
_TIMEOUT_SHARE = 5  # see _timeout
_EMPTY_B_MATCHES = _re.search(r"\B", "") is not None  # False before Python 3.14


def _refuse(message: str) -> TypeError:
    return TypeError(message + " (not available in Stockade)")


# ---------------------------------------------------------------- code point sets ----


def _normalize(ranges: Ranges) -> Ranges:
    out: Ranges = []
    for lo, hi in sorted(ranges):
        if out and lo <= out[-1][1] + 1:
            if hi > out[-1][1]:
                out[-1] = (out[-1][0], hi)
        else:
            out.append((lo, hi))
    return out


def _complement(ranges: Ranges, top: int) -> Ranges:
    out: Ranges = []
    nxt = 0
    for lo, hi in ranges:
        if lo > nxt:
            out.append((nxt, lo - 1))
        nxt = hi + 1
    if nxt <= top:
        out.append((nxt, top))
    return out


def _intersect(a: Ranges, b: Ranges) -> Ranges:
    out: Ranges = []
    i = j = 0
    while i < len(a) and j < len(b):
        lo = max(a[i][0], b[j][0])
        hi = min(a[i][1], b[j][1])
        if lo <= hi:
            out.append((lo, hi))
        if a[i][1] < b[j][1]:
            i += 1
        else:
            j += 1
    return out


def _minus(a: Ranges, b: Ranges, top: int) -> Ranges:
    return _intersect(a, _complement(b, top))


def _points(points: Any) -> Ranges:
    return _normalize([(p, p) for p in points])


@functools.cache
def _all_chars() -> str:
    """Every code point once, in order (built per 64K plane with big-integer adds: fast)."""
    low = array.array("I", range(0x10000)).tobytes()
    base = int.from_bytes(low, "little")
    plane = int.from_bytes(bytes([0, 0, 1, 0]) * 0x10000, "little")
    data = b"".join((base + plane * h).to_bytes(len(low), "little") for h in range(17))
    return data.decode("utf-32-le", "surrogatepass")


_ALL_BYTES = bytes(range(256))


def _scan(pattern: Any, alphabet: Any, offset: Callable[[int], int] = int) -> Ranges:
    """The code points of ``alphabet`` that the one-character pattern matches, as ranges."""
    out: Ranges = []
    for m in pattern.finditer(alphabet):
        out.append((offset(m.start()), offset(m.end() - 1)))
    return _normalize(out)


@functools.cache
def _cased() -> tuple[Ranges, str, bytes]:
    """Every code point whose case-insensitive matching can differ from exact matching:
    cased characters, their lowercase forms and sre's extra case pairs."""
    pts: set[int] = set()
    for x in range(0x20000):  # no cased character lies above (checked by a test)
        if _sre.unicode_iscased(x):
            pts.add(x)
            pts.add(_sre.unicode_tolower(x))
    for k, vs in _casefix._EXTRA_CASES.items():
        pts.add(k)
        pts.update(vs)
    ordered = sorted(pts)
    return _points(ordered), "".join(map(chr, ordered)), bytes(p for p in ordered if p < 256)


@functools.cache
def _category(cat_escape: str, isbytes: bool, ascii_: bool) -> Ranges:
    """The code points sre's ``\\w``/``\\d``/``\\s`` (and negations) accept."""
    if isbytes:
        return _scan(_re.compile(f"[{cat_escape}]+".encode()), _ALL_BYTES)
    flags = _re.ASCII if ascii_ else 0
    return _scan(_re.compile(f"[{cat_escape}]+", flags), _all_chars())


_CATEGORY_ESCAPES = {
    _c.CATEGORY_DIGIT: r"\d",
    _c.CATEGORY_NOT_DIGIT: r"\D",
    _c.CATEGORY_SPACE: r"\s",
    _c.CATEGORY_NOT_SPACE: r"\S",
    _c.CATEGORY_WORD: r"\w",
    _c.CATEGORY_NOT_WORD: r"\W",
}


def _sre_escape(cp: int, isbytes: bool) -> str:
    if isbytes:
        return f"\\x{cp:02x}"
    return f"\\U{cp:08x}"


def _sre_item(op: Any, av: Any, isbytes: bool) -> str:
    if op is _c.LITERAL:
        return _sre_escape(av, isbytes)
    if op is _c.RANGE:
        return _sre_escape(av[0], isbytes) + "-" + _sre_escape(av[1], isbytes)
    if op is _c.CATEGORY:
        return _CATEGORY_ESCAPES[av]
    raise AssertionError(op)


def _sre_node(op: Any, av: Any, isbytes: bool) -> str:
    """sre syntax for one single-character node (for asking sre which characters match)."""
    if op is _c.LITERAL:
        return _sre_escape(av, isbytes)
    if op is _c.NOT_LITERAL:
        return "[^" + _sre_escape(av, isbytes) + "]"
    items = list(av)
    neg = bool(items) and items[0][0] is _c.NEGATE
    body = "".join(_sre_item(o, a, isbytes) for o, a in items[neg:])
    return "[" + ("^" if neg else "") + body + "]"


@functools.lru_cache(maxsize=512)
def _char_set(node: tuple[Any, Any], flags: int, isbytes: bool) -> tuple[tuple[int, int], ...]:
    """The exact set of code points sre matches with this single-character node."""
    op, av = node
    top = 0xFF if isbytes else _MAX_STR
    ascii_ = isbytes or bool(flags & _re.ASCII)
    raw: Ranges
    if op is _c.ANY:
        return tuple([(0, top)] if flags & _re.DOTALL else _complement([(10, 10)], top))
    if op is _c.LITERAL:
        raw = [(av, av)]
    elif op is _c.NOT_LITERAL:
        raw = _complement([(av, av)], top)
    else:  # IN
        items = list(av)
        neg = bool(items) and items[0][0] is _c.NEGATE
        parts: Ranges = []
        for o, a in items[neg:]:
            if o is _c.LITERAL:
                parts.append((a, a))
            elif o is _c.RANGE:
                parts.append((a[0], a[1]))
            elif o is _c.CATEGORY:
                parts.extend(_category(_CATEGORY_ESCAPES[a], isbytes, ascii_))
            else:
                raise _refuse(f"this character class ({o}) cannot be matched")
        raw = _normalize(parts)
        if neg:
            raw = _complement(raw, top)
    if not flags & _re.IGNORECASE:
        return tuple(raw)
    # Case-insensitive: outside the cased characters, matching is exact; for the cased
    # ones, ask sre itself which of them the node matches.
    cased, cased_str, cased_bytes = _cased()
    cased = _intersect(cased, [(0, top)])
    sre_flags = _re.IGNORECASE | (_re.ASCII if flags & _re.ASCII else 0)
    oracle: Any
    if isbytes:
        oracle = _re.compile(("(?:" + _sre_node(op, av, True) + ")").encode(), _re.IGNORECASE)
        hits = _points(cased_bytes[m.start()] for m in oracle.finditer(cased_bytes))
    else:
        oracle = _re.compile("(?:" + _sre_node(op, av, False) + ")", sre_flags)
        hits = _points(ord(cased_str[m.start()]) for m in oracle.finditer(cased_str))
    return tuple(_normalize(_minus(raw, cased, top) + hits))


# Regex-native classes that a large set is expressed against, each with the sre class it
# stands for. Their code point sets differ only where the engines' Unicode versions differ
# (the "gap"); only the difference from the wanted set is spelled out.
_BASES = ((r"[\p{L}\p{N}_]", r"\w"), (r"\p{Nd}", r"\d"), (r"\s", r"\s"))


@functools.cache
def _base_ranges(base: str) -> Ranges:
    return _scan(_rx().compile(base + "+", _rx().VERSION0), _all_chars())


@functools.cache
def _gap(base: str, analog: str) -> Ranges:
    """Code points where the regex class and the sre class it stands for disagree."""
    b = _base_ranges(base)
    w = _category(analog, False, False)
    return _normalize(_minus(b, w, _MAX_STR) + _minus(w, b, _MAX_STR))


def _rx_escape(cp: int, isbytes: bool) -> str:
    return f"\\x{cp:02x}" if isbytes else f"\\U{cp:08x}"


def _rx_class(ranges: Ranges, isbytes: bool, negate: bool = False) -> str:
    if not ranges:
        return "(?s:.)" if negate else "(?!)"
    if not negate and len(ranges) == 1 and ranges[0][0] == ranges[0][1]:
        return _rx_escape(ranges[0][0], isbytes)
    body = "".join(
        _rx_escape(lo, isbytes) if lo == hi else _rx_escape(lo, isbytes) + "-" + _rx_escape(hi, isbytes)
        for lo, hi in ranges
    )
    return "[" + ("^" if negate else "") + body + "]"


@functools.lru_cache(maxsize=512)
def _emit_set(ranges: tuple[tuple[int, int], ...], isbytes: bool) -> tuple[str, str, tuple[tuple[int, int], ...]]:
    """Regex syntax for exactly the code points in ``ranges``: (exact, fast, disagreement).

    A large set is written against a regex-native class (``\\p{L}`` ...). The engines'
    Unicode tables differ in a few code points (their Unicode versions differ); the exact
    form corrects for them, the fast form does not, and ``disagreement`` lists those code
    points: the fast form is used only on subjects that contain none of them.
    """
    top = 0xFF if isbytes else _MAX_STR
    rs = list(ranges)
    if rs == [(0, top)]:
        return "(?s:.)", "(?s:.)", ()
    comp = _complement(rs, top)
    if len(rs) <= _SMALL or isbytes:
        text = _rx_class(rs, isbytes) if len(rs) <= len(comp) + 1 else _rx_class(comp, isbytes, negate=True)
        return text, text, ()
    if len(comp) <= _SMALL:
        text = _rx_class(comp, isbytes, negate=True)
        return text, text, ()
    best: tuple[int, str, str, Ranges] | None = None
    for base, analog in _BASES:
        b = _base_ranges(base)
        gap = _gap(base, analog)
        for spelled, bset in ((base, b), (_negated(base), _complement(b, top))):
            extra = _minus(bset, rs, top)  # the base matches, sre does not
            missing = _minus(rs, bset, top)  # sre matches, the base does not
            own_extra, own_missing = _minus(extra, gap, top), _minus(missing, gap, top)
            gap_part = _intersect(_normalize(extra + missing), gap)
            if len(own_extra) + len(own_missing) > _SMALL or _intersect(gap_part, [(0, 0x7F)]):
                continue
            size = len(extra) + len(missing)
            if size > _DISAGREEMENT_MAX or (best is not None and size >= best[0]):
                continue
            best = (size, _corrected(spelled, extra, missing), _corrected(spelled, own_extra, own_missing), gap_part)
    if best is not None:
        return best[1], best[2], tuple(best[3])
    text = _rx_class(rs, isbytes)  # exact, only slower
    return text, text, ()


def _corrected(base: str, extra: Ranges, missing: Ranges) -> str:
    expr = base
    if extra:
        expr = f"(?!{_rx_class(extra, False)}){expr}"
    if missing:
        expr = f"{expr}|{_rx_class(missing, False)}"
    return f"(?:{expr})" if expr != base else base


def _negated(base: str) -> str:
    if base.startswith("["):
        return "[^" + base[1:]
    return {r"\s": r"\S", r"\p{Nd}": r"\P{Nd}"}[base]


# ---------------------------------------------------------------- translation --------

_SINGLE = (_c.LITERAL, _c.NOT_LITERAL, _c.IN, _c.ANY)
# One emitted character class or escape (what _emit_set and _rx_escape produce).
_ATOM = _re.compile(
    r"\[\^?(?:\\[Ux][0-9a-f]+|\\[pP]\{\w+\}|[-_])*\]"  # a class
    r"|\\U[0-9a-f]{8}|\\x[0-9a-f]{2}|\\[sS]|\\[pP]\{\w+\}|\(\?s:\.\)"  # an escape, a property, any
)


class _Translator:
    def __init__(self, isbytes: bool, fast: bool) -> None:
        self.isbytes = isbytes
        self.fast = fast  # use regex-native classes without the Unicode-version corrections
        self.disagreement: Ranges = []
        self.size = 0
        self.top = 0xFF if isbytes else _MAX_STR
        self.case_backrefs = False  # a back-reference compared case-insensitively
        self.in_lookbehind_repeat = 0

    def seq(self, items: Any, flags: int) -> str:
        return "".join(self.node(op, av, flags) for op, av in items)

    def emit(self, ranges: tuple[tuple[int, int], ...]) -> str:
        exact, fast, disagreement = _emit_set(ranges, self.isbytes)
        self.disagreement.extend(disagreement)
        text = fast if self.fast else exact
        self.size += len(text)
        if self.size > _MAX_TRANSLATED:
            raise _refuse("this pattern is too large to translate; split it into smaller patterns")
        return text

    def word(self, flags: int) -> str:
        ascii_ = self.isbytes or bool(flags & _re.ASCII)
        return self.emit(tuple(_category(r"\w", self.isbytes, ascii_)))

    def node(self, op: Any, av: Any, flags: int) -> str:
        if op is _c.LITERAL and not flags & _re.IGNORECASE:
            return _rx_escape(av, self.isbytes)
        if op in _SINGLE:
            key = (op, tuple(av) if op is _c.IN else av)
            return self.emit(_char_set(key, flags & (_re.IGNORECASE | _re.ASCII | _re.DOTALL), self.isbytes))
        if op is _c.SUBPATTERN:
            group, add, remove, p = av
            inner = self.seq(p, (flags | add) & ~remove)
            return f"({inner})" if group is not None else f"(?:{inner})"
        if op is _c.BRANCH:
            return "(?:" + "|".join(self.seq(b, flags) for b in av[1]) + ")"
        if op in (_c.MAX_REPEAT, _c.MIN_REPEAT, _c.POSSESSIVE_REPEAT):
            lo, hi, p = av
            if self.in_lookbehind_repeat and hi > 1 and any(o is _c.SUBPATTERN for o, _ in _walk(p)):
                raise _refuse("capturing groups inside a repeat inside a look-behind")
            bound = f"{{{lo},}}" if hi == _c.MAXREPEAT else f"{{{lo},{hi}}}"
            bound = {"{0,}": "*", "{1,}": "+", "{0,1}": "?"}.get(bound, bound)
            suffix = {_c.MAX_REPEAT: "", _c.MIN_REPEAT: "?", _c.POSSESSIVE_REPEAT: "+"}[op]
            body = self.seq(p, flags)
            if not _ATOM.fullmatch(body):
                body = f"(?:{body})"  # a single class stays bare: the engine loops over it much faster
            return f"{body}{bound}{suffix}"
        if op is _c.AT:
            return self.at(av, flags)
        if op is _c.GROUPREF:
            if flags & _re.IGNORECASE:
                self.case_backrefs = True
                return f"(?i:\\g<{av}>)"
            return f"(?:\\g<{av}>)"
        if op is _c.GROUPREF_EXISTS:
            group, yes, no = av
            text = f"(?({group}){self.seq(yes, flags)}"
            return text + (f"|{self.seq(no, flags)})" if no is not None else ")")
        if op in (_c.ASSERT, _c.ASSERT_NOT):
            direction, p = av
            if direction < 0:
                self.in_lookbehind_repeat += 1
                inner = self.seq(p, flags)
                self.in_lookbehind_repeat -= 1
                return f"(?<{'=' if op is _c.ASSERT else '!'}{inner})"
            return f"(?{'=' if op is _c.ASSERT else '!'}{self.seq(p, flags)})"
        if op is _c.ATOMIC_GROUP:
            return f"(?>{self.seq(av, flags)})"
        raise _refuse(f"the pattern construct {op} cannot be matched")

    def at(self, code: Any, flags: int) -> str:
        nl = "\\x0a" if self.isbytes else "\\U0000000a"
        any_ = "(?s:.)"
        if code in (_c.AT_BEGINNING, _c.AT_BEGINNING_STRING):
            if code is _c.AT_BEGINNING and flags & _re.MULTILINE:
                return f"(?:\\A|(?<={nl}))"
            return "\\A"
        if code is _c.AT_END:
            if flags & _re.MULTILINE:
                return f"(?=\\Z|{nl})"
            return f"(?={nl}?\\Z)"
        if code is _c.AT_END_STRING:
            return "\\Z"
        w = self.word(flags)
        if code is _c.AT_BOUNDARY:
            return f"(?:(?<={w})(?!{w})|(?<!{w})(?={w}))"
        if code is _c.AT_NON_BOUNDARY:
            same = f"(?:(?<={w})(?={w})|(?<!{w})(?!{w}))"
            if _EMPTY_B_MATCHES:
                return same
            return f"(?:{same}(?:(?<={any_})|(?={any_})))"  # never in an empty string
        raise _refuse(f"the anchor {code} cannot be matched")


def _walk(items: Any) -> Iterator[tuple[Any, Any]]:
    for op, av in items:
        yield op, av
        if op is _c.SUBPATTERN:
            yield from _walk(av[3])
        elif op is _c.BRANCH:
            for b in av[1]:
                yield from _walk(b)
        elif op in (_c.MAX_REPEAT, _c.MIN_REPEAT, _c.POSSESSIVE_REPEAT):
            yield from _walk(av[2])
        elif op in (_c.ASSERT, _c.ASSERT_NOT):
            yield from _walk(av[1])
        elif op is _c.ATOMIC_GROUP:
            yield from _walk(av)
        elif op is _c.GROUPREF_EXISTS:
            yield from _walk(av[1])
            if av[2] is not None:
                yield from _walk(av[2])


class _Compiled:
    """What a pattern compiles to (cached per pattern and flags, shared by runs: immutable)."""

    __slots__ = ("case_backrefs", "disagreement", "exact", "fast", "fuel", "never_empty", "real")

    def __init__(
        self,
        real: Any,
        exact: tuple[Any, Any],
        fast: tuple[Any, Any],
        disagreement: Any,
        case_backrefs: bool,
        fuel: int,
        never_empty: bool,
    ) -> None:
        self.never_empty = never_empty  # no match can be empty: CPython's empty-match rule never applies
        self.real = real
        self.exact = exact  # (regex, regex that must advance past the search start)
        self.fast = fast
        self.disagreement = disagreement  # the characters the fast form gets wrong, or None
        self.case_backrefs = case_backrefs
        self.fuel = fuel


def _rx_pair(body: str, isbytes: bool) -> tuple[Any, Any]:
    text: Any = body.encode("latin-1") if isbytes else body
    adv: Any = b"(?:" + text + b")(?!\\G)" if isbytes else "(?:" + text + ")(?!\\G)"
    return _rx().compile(text, _rx().VERSION0), _rx().compile(adv, _rx().VERSION0)


def _translate(pattern: str | bytes, flags: int) -> _Compiled:
    """Short patterns are cached (shared by runs); long ones are not, so no run can park
    large guest data in a cache that outlives it (re's own cache included)."""
    if len(pattern) <= _CACHED_PATTERN:
        return _translate_cached(pattern, flags)
    return _translate_now(pattern, flags, cached=False)


@functools.lru_cache(maxsize=512)
def _translate_cached(pattern: str | bytes, flags: int) -> _Compiled:
    return _translate_now(pattern, flags, cached=True)


def _translate_now(pattern: str | bytes, flags: int, cached: bool) -> _Compiled:
    """Compile with CPython (errors, flags, groups), then translate sre's parse tree.
    The fuel is part of the result, so a cache hit costs the same as a miss."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # FutureWarnings about the guest's pattern stay out of the host's log
        real = _re.compile(pattern, flags) if cached else _re._compiler.compile(pattern, flags)  # type: ignore[attr-defined]
        tree = _parser.parse(pattern, flags)
    isbytes = isinstance(pattern, bytes)
    exact_tr = _Translator(isbytes, fast=False)
    exact_body = exact_tr.seq(tree, tree.state.flags)
    fast_tr = _Translator(isbytes, fast=True)
    fast_body = fast_tr.seq(tree, tree.state.flags)
    try:
        exact = _rx_pair(exact_body, isbytes)
        fast = _rx_pair(fast_body, isbytes) if fast_body != exact_body else exact
    except _rx().error as e:
        raise _refuse(f"this pattern cannot be matched ({e})") from None
    disagreement: frozenset[str] | None = None
    if exact_tr.disagreement:
        gap = _normalize(exact_tr.disagreement)
        if sum(hi - lo + 1 for lo, hi in gap) > _MAX_GAP:
            raise _refuse("this pattern's character classes differ too much between Unicode versions")
        disagreement = frozenset(chr(c) for lo, hi in gap for c in range(lo, hi + 1))
    fuel = _COMPILE_FUEL * (len(pattern) + 1) + _TRANSLATE_FUEL * (len(exact_body) + len(fast_body))
    never_empty = tree.getwidth()[0] > 0
    return _Compiled(real, exact, fast, disagreement, exact_tr.case_backrefs, fuel, never_empty)


# ---------------------------------------------------------------- the guest API ------


def _check_flags(flags: Any) -> int:
    value = int(flags)
    for bit, why in _REFUSED_FLAGS.items():
        if value & bit:
            raise _refuse(f"{why}; leave the flag out")
    if value & ~_FLAG_MASK:
        return value  # let CPython raise its own error for unknown bits
    return value


def _timeout() -> float:
    """The regex engine's time budget: a fraction of the run's remaining wall time. The
    engine checks its clock coarsely (measured: it stops up to about 2.7 times later than
    asked), so each search gets a fifth of what is left; repeated searches then still
    end before the deadline, and the run's own wall check trips after them."""
    run = context.current()
    left = run.started + run.limits.wall - time.monotonic()
    if left <= 0.001:
        run.meter.trip("wall")
    return left / _TIMEOUT_SHARE


class Pattern:
    """A compiled regular expression (``re.Pattern`` for the guest)."""

    __slots__ = ("_sk_c", "_sk_real")
    _sk_c: _Compiled
    _sk_real: Any

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        raise TypeError("cannot create 're.Pattern' instances")

    @classmethod
    def _sk_new(cls, compiled: _Compiled) -> Pattern:
        self = object.__new__(cls)
        self._sk_c = compiled
        self._sk_real = compiled.real
        return self

    # -- attributes the guest reads ---------------------------------------------------
    @property
    def pattern(self) -> Any:
        return self._sk_real.pattern

    @property
    def flags(self) -> int:
        return int(self._sk_real.flags)

    @property
    def groups(self) -> int:
        return int(self._sk_real.groups)

    @property
    def groupindex(self) -> Any:
        return self._sk_real.groupindex

    def __repr__(self) -> str:
        return repr(self._sk_real)

    def __eq__(self, other: object) -> bool:
        if type(other) is not Pattern:
            return NotImplemented
        return bool(self._sk_real == other._sk_real)

    def __hash__(self) -> int:
        return hash(self._sk_real)

    def __copy__(self) -> Pattern:
        return self

    def __deepcopy__(self, memo: Any) -> Pattern:
        return self

    def __reduce__(self) -> Any:
        raise TypeError("cannot pickle 're.Pattern' object")

    # -- the primitive ------------------------------------------------------------------
    def _engine(self, string: Any) -> tuple[Any, Any]:
        """The regex pair for this subject (once per call, not per search)."""
        c = self._sk_c
        if not isinstance(string, str) or string.isascii():
            return c.fast
        if c.case_backrefs:
            raise _refuse(
                "a case-insensitive back-reference over non-ASCII text; "
                "lower-case both sides (text.lower()) and match without IGNORECASE"
            )
        if c.disagreement is None or c.fast is c.exact:
            return c.fast
        context.current().meter.charge(len(string) // _SEARCH_FUEL_DIV + 1)
        if c.disagreement.isdisjoint(string):
            return c.fast
        return c.exact

    def _search(
        self, eng: tuple[Any, Any], string: Any, pos: int, endpos: int, mode: str, advance: bool = False
    ) -> Any:
        """One sre search (mode: search, match, fullmatch), charged and bounded in time."""
        rx = eng[1] if advance else eng[0]
        meter = context.current().meter
        meter.charge(1)
        try:
            if mode == "search":
                rm = rx.search(string, pos, endpos, timeout=_timeout())
            elif mode == "match":
                rm = rx.match(string, pos, endpos, timeout=_timeout())
            else:
                rm = rx.fullmatch(string, pos, endpos, timeout=_timeout())
        except TimeoutError:
            meter.trip("wall")
        # Fuel for the text this search moved over (backtracking is bounded by the timeout).
        meter.charge(((rm.end() if rm is not None else endpos) - pos + _SEARCH_FUEL_DIV - 1) // _SEARCH_FUEL_DIV)
        return rm

    def _args(self, string: Any, pos: Any, endpos: Any) -> tuple[Any, int, int]:
        real = self._sk_real
        # CPython's own argument and type errors, from the real pattern: every probe
        # searches an empty window, so sre does no matching work.
        real.match(string, pos, 0)
        if endpos is not None:
            real.match(string, endpos, endpos)
        n = len(string)
        pos = max(0, min(_operator.index(pos), n))
        end = n if endpos is None else max(0, min(_operator.index(endpos), n))
        return string, pos, end

    def _match(self, string: Any, pos: int, endpos: int, rm: Any) -> Match | None:
        if rm is None:
            return None
        return Match._sk_new(self, string, pos, endpos, rm)

    # -- the methods ----------------------------------------------------------------------
    def search(self, string: Any, pos: int = 0, endpos: Any = None) -> Match | None:
        """Scan for the first match."""
        s, p, e = self._args(string, pos, endpos)
        return self._match(s, p, e, self._search(self._engine(s), s, p, e, "search") if p <= e else None)

    def match(self, string: Any, pos: int = 0, endpos: Any = None) -> Match | None:
        """Match at the start (``pos``)."""
        s, p, e = self._args(string, pos, endpos)
        return self._match(s, p, e, self._search(self._engine(s), s, p, e, "match") if p <= e else None)

    def fullmatch(self, string: Any, pos: int = 0, endpos: Any = None) -> Match | None:
        """Match the whole window."""
        s, p, e = self._args(string, pos, endpos)
        return self._match(s, p, e, self._search(self._engine(s), s, p, e, "fullmatch") if p <= e else None)

    def _scanner(self, s: Any, pos: int, end: int, limit: int = 0) -> Iterator[Any]:
        """CPython's scanner: after an empty match the next one must end further on.
        With ``limit``, at most that many matches are searched for."""
        eng = self._engine(s)
        advance = False
        start = pos
        n = 0
        while start <= end and not (limit and n >= limit):
            n += 1
            rm = self._search(eng, s, start, end, "search", advance)
            if rm is None:
                return
            yield rm
            b, e = rm.span()
            advance = b == e
            start = e

    def finditer(self, string: Any, pos: int = 0, endpos: Any = None) -> Iterator[Match]:
        """An iterator of Match objects over every non-overlapping match."""
        s, p, e = self._args(string, pos, endpos)
        return _MatchIterator(self, s, p, e)

    def findall(self, string: Any, pos: int = 0, endpos: Any = None) -> list[Any]:
        """Every match: strings, or tuples of groups."""
        s, p, e = self._args(string, pos, endpos)
        groups = self.groups
        if self._sk_c.never_empty and type(s) in (str, bytes) and p <= e:
            # No match can be empty, so CPython's scanner and the engine's own findall
            # agree step for step: one call, bounded by the same timeout.
            eng = self._engine(s)
            meter = context.current().meter
            meter.charge((e - p + _SEARCH_FUEL_DIV - 1) // _SEARCH_FUEL_DIV + 1)
            try:
                found: list[Any] = eng[0].findall(s, p, e, timeout=_timeout())
            except TimeoutError:
                meter.trip("wall")
            meter.charge(len(found))
            return found
        empty = s[:0] if not isinstance(s, bytearray) else b""
        out: list[Any] = []
        for rm in self._scanner(s, p, e):
            if groups == 0:
                out.append(_slice(s, *rm.span()))
            elif groups == 1:
                out.append(_group_text(s, rm.span(1), empty))
            else:
                out.append(tuple(_group_text(s, rm.span(i), empty) for i in range(1, groups + 1)))
        return out

    def split(self, string: Any, maxsplit: int = 0) -> list[Any]:
        """Split at every match; groups in the pattern are kept in the result."""
        self._sk_real.split(_probe(string), maxsplit)  # CPython's own errors, on an empty string
        s, p, e = self._args(string, 0, None)
        maxsplit = int(maxsplit)
        if maxsplit < 0:
            return [_slice(s, 0, len(s))]
        out: list[Any] = []
        last = 0
        n = 0
        for rm in self._scanner(s, p, e, maxsplit):
            b, en = rm.span()
            out.append(_slice(s, last, b))
            out.extend(_slice(s, *rm.span(i)) if rm.span(i)[0] >= 0 else None for i in range(1, self.groups + 1))
            n += 1
            last = en
        out.append(_slice(s, last, len(s)))
        return out

    def subn(self, repl: Any, string: Any, count: int = 0) -> tuple[Any, int]:
        """Replace matches (``repl`` a template string or a function of the match)."""
        real = self._sk_real
        # CPython's own errors (string type, template syntax, count), on an empty string
        probe = _probe(string)
        real.subn(repl if not callable(repl) else _probe_repl(probe), probe, count)
        s, p, e = self._args(string, 0, None)
        count = int(count)
        expand: Callable[[Match], Any] | None = None
        literal: Any = None
        if callable(repl):
            expand = repl
        else:
            if isinstance(repl, (str, bytes, bytearray)) and _BACKSLASH[type(repl) is str] not in repl:
                literal = repl
            else:
                expand = _template(self._sk_real, repl)
        if count < 0:
            return _slice(s, 0, len(s)), 0
        parts: list[Any] = []
        i = 0
        n = 0
        meter = context.current().meter
        for rm in self._scanner(s, p, e, count):
            b, en = rm.span()
            if i < b:
                parts.append(_slice(s, i, b))
            if expand is None:
                parts.append(literal)
            else:
                item = expand(Match._sk_new(self, s, 0, len(s), rm))
                if callable(repl):
                    if item is not None:
                        parts.append(item)
                else:
                    parts.append(item)
            meter.charge(1)
            i = en
            n += 1
        if i < len(s):
            parts.append(_slice(s, i, len(s)))
        empty = s[:0] if isinstance(s, (str, bytes)) else b""
        cost.charge_len(parts)
        return empty.join(parts), n

    def sub(self, repl: Any, string: Any, count: int = 0) -> Any:
        """Replace matches; returns the new string."""
        return self.subn(repl, string, count)[0]


_BACKSLASH: dict[bool, Any] = {True: "\\", False: b"\\"}


def _probe(string: Any) -> Any:
    """An empty string of the subject's type, for error checks that must not match."""
    return string[:0] if isinstance(string, (str, bytes, bytearray)) else string


def _probe_repl(probe: Any) -> Any:
    return probe if isinstance(probe, (str, bytes, bytearray)) else ""


def _slice(s: Any, b: int, e: int) -> Any:
    out = s[b:e]
    return bytes(out) if isinstance(out, bytearray) else out


def _group_text(s: Any, span: tuple[int, int], empty: Any) -> Any:
    return empty if span[0] < 0 else _slice(s, *span)


def _template(real: Any, repl: Any) -> Callable[[Match], Any]:
    """CPython's own template parser; the expansion fills in the groups."""
    parsed = _parser.parse_template(repl, real)
    if isinstance(parsed, tuple):  # 3.11: (groups, literals)
        groups, literals = parsed

        def expand_311(m: Match) -> Any:
            empty = m.string[:0] if not isinstance(m.string, bytearray) else b""
            out = list(literals)
            for index, group in groups:
                out[index] = m.group(group) or empty
            return empty.join(out)

        return expand_311

    joiner = repl[:0] if not isinstance(repl, bytearray) else b""

    def expand(m: Match) -> Any:  # 3.12+: literal, group, literal, ... joined as the template's type
        empty = m.string[:0] if not isinstance(m.string, bytearray) else b""
        out = []
        for i, item in enumerate(parsed):
            if i % 2:
                out.append(m.group(item) or empty)
            elif item:
                out.append(item)
        return joiner.join(out)

    return expand


class _MatchIterator:
    """finditer's iterator: each step is one metered search."""

    __slots__ = ("_sk_it", "_sk_pattern", "_sk_span")

    def __init__(self, pattern: Pattern, s: Any, pos: int, end: int) -> None:
        self._sk_pattern = pattern
        self._sk_span = (s, pos, end)
        self._sk_it = pattern._scanner(s, pos, end)

    def __iter__(self) -> _MatchIterator:
        return self

    def __next__(self) -> Match:
        rm = next(self._sk_it)
        s, pos, end = self._sk_span
        return Match._sk_new(self._sk_pattern, s, pos, end, rm)

    def __repr__(self) -> str:
        return "<callable_iterator object>"


class Match:
    """The result of a successful match (``re.Match`` for the guest)."""

    __slots__ = ("_sk_endpos", "_sk_last", "_sk_pattern", "_sk_pos", "_sk_spans", "_sk_string")
    _sk_endpos: int
    _sk_last: int | None
    _sk_pattern: Pattern
    _sk_pos: int
    _sk_spans: tuple[tuple[int, int], ...]
    _sk_string: Any

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        raise TypeError("cannot create 're.Match' instances")

    @classmethod
    def _sk_new(cls, pattern: Pattern, string: Any, pos: int, endpos: int, rm: Any) -> Match:
        self = object.__new__(cls)
        self._sk_pattern = pattern
        self._sk_string = string
        self._sk_pos = pos
        self._sk_endpos = endpos
        self._sk_spans = tuple(rm.span(i) for i in range(pattern.groups + 1))
        self._sk_last = rm.lastindex
        return self

    def _index(self, group: Any) -> int:
        if isinstance(group, int):
            if 0 <= group <= self._sk_pattern.groups:
                return int(group)
        else:
            index = self._sk_pattern.groupindex.get(group)
            if index is not None:
                return int(index)
        raise IndexError("no such group")

    def _text(self, index: int, default: Any = None) -> Any:
        b, e = self._sk_spans[index]
        if b < 0:
            return default
        return _slice(self._sk_string, b, e)

    def group(self, *groups: Any) -> Any:
        """The text of one group (default 0, the whole match) or a tuple of several."""
        if not groups:
            return self._text(0)
        if len(groups) == 1:
            return self._text(self._index(groups[0]))
        return tuple(self._text(self._index(g)) for g in groups)

    def __getitem__(self, group: Any) -> Any:
        return self._text(self._index(group))

    def groups(self, default: Any = None) -> tuple[Any, ...]:
        """All groups (1..n); unmatched groups are ``default``."""
        return tuple(self._text(i, default) for i in range(1, self._sk_pattern.groups + 1))

    def groupdict(self, default: Any = None) -> dict[str, Any]:
        """Named groups by name."""
        return {name: self._text(i, default) for name, i in self._sk_pattern.groupindex.items()}

    def start(self, group: Any = 0) -> int:
        """Start index of a group (-1 if it did not take part)."""
        return self._sk_spans[self._index(group)][0]

    def end(self, group: Any = 0) -> int:
        """End index of a group (-1 if it did not take part)."""
        return self._sk_spans[self._index(group)][1]

    def span(self, group: Any = 0) -> tuple[int, int]:
        """(start, end) of a group."""
        return self._sk_spans[self._index(group)]

    def expand(self, template: Any) -> Any:
        """The template with group references filled in, as sub() would."""
        return _template(self._sk_pattern._sk_real, template)(self)

    @property
    def string(self) -> Any:
        return self._sk_string

    @property
    def re(self) -> Pattern:
        return self._sk_pattern

    @property
    def pos(self) -> int:
        return self._sk_pos

    @property
    def endpos(self) -> int:
        return self._sk_endpos

    @property
    def lastindex(self) -> int | None:
        return self._sk_last

    @property
    def lastgroup(self) -> str | None:
        if self._sk_last is None:
            return None
        for name, i in self._sk_pattern.groupindex.items():
            if i == self._sk_last:
                return name  # type: ignore[no-any-return]
        return None

    @property
    def regs(self) -> tuple[tuple[int, int], ...]:
        return self._sk_spans

    def __repr__(self) -> str:
        return f"<re.Match object; span={self._sk_spans[0]!r}, match={self._text(0)!r}>"

    def __bool__(self) -> bool:
        return True

    def __copy__(self) -> Match:
        return self

    def __deepcopy__(self, memo: Any) -> Match:
        return self

    def __reduce__(self) -> Any:
        raise TypeError("cannot pickle 're.Match' object")


for _cls in (Pattern, Match):
    _cls.__module__ = "re"
    type.__setattr__(_cls, "__class_getitem__", classmethod(types.GenericAlias))  # re.Pattern[str]
Pattern.__qualname__ = Pattern.__name__ = "Pattern"
Match.__qualname__ = Match.__name__ = "Match"


# ---------------------------------------------------------------- module functions ---


def compile(pattern: Any, flags: Any = 0) -> Pattern:
    """Compile a pattern (CPython's syntax, errors and flags)."""
    if type(pattern) is Pattern:
        if int(flags):
            raise ValueError("cannot process flags argument with a compiled pattern")
        return pattern
    value = _check_flags(flags) if isinstance(flags, int) else flags
    if isinstance(pattern, (str, bytes)):
        meter = context.current().meter
        upfront = _COMPILE_FUEL * (len(pattern) + 1)
        meter.charge(upfront)  # before sre parses it in host Python
        key_pattern: str | bytes = str(pattern) if isinstance(pattern, str) else bytes(pattern)
        try:
            hash(value)
        except TypeError:
            _re.compile(pattern, flags)  # CPython's own error for a bad flags value
            raise
        # The translation and its cache are host work shared by every run (the memory of a
        # cached pattern is not the guest's): it runs with accounting paused, so its fuel
        # is the same on a cache hit and a miss; its size is bounded (_MAX_TRANSLATED).
        meter.pause()
        try:
            compiled = _translate(key_pattern, value)
        finally:
            meter.resume()
        meter.charge(max(0, compiled.fuel - upfront))
        return Pattern._sk_new(compiled)
    _re.compile(pattern, flags)  # CPython's TypeError for anything else
    raise TypeError("first argument must be string or compiled pattern")


def _fn(name: str, doc: str) -> Callable[..., Any]:
    method = getattr(Pattern, name)

    def fn(pattern: Any, string: Any, flags: Any = 0) -> Any:
        return method(compile(pattern, flags), string)

    fn.__name__ = fn.__qualname__ = name
    fn.__doc__ = doc
    return fn


search = _fn("search", "Scan a string for the first match of the pattern.")
match = _fn("match", "Match the pattern at the start of the string.")
fullmatch = _fn("fullmatch", "Match the pattern against the whole string.")
findall = _fn("findall", "Every non-overlapping match, as strings or tuples of groups.")
finditer = _fn("finditer", "An iterator of Match objects over every non-overlapping match.")


def split(pattern: Any, string: Any, maxsplit: int = 0, flags: Any = 0) -> list[Any]:
    """Split a string at every match of the pattern."""
    return compile(pattern, flags).split(string, maxsplit)


def sub(pattern: Any, repl: Any, string: Any, count: int = 0, flags: Any = 0) -> Any:
    """Replace every match (a template string or a function of the match)."""
    return compile(pattern, flags).sub(repl, string, count)


def subn(pattern: Any, repl: Any, string: Any, count: int = 0, flags: Any = 0) -> tuple[Any, int]:
    """Like sub(), and also the number of replacements."""
    return compile(pattern, flags).subn(repl, string, count)


def escape(pattern: Any) -> Any:
    """Backslash every character that has a meaning in a pattern."""
    if isinstance(pattern, (str, bytes)):
        context.current().meter.charge(len(pattern) // 8 + 1)
    return _re.escape(pattern)


MEMBERS: dict[str, Any] = {
    "compile": compile,
    "search": search,
    "match": match,
    "fullmatch": fullmatch,
    "findall": findall,
    "finditer": finditer,
    "split": split,
    "sub": sub,
    "subn": subn,
    "escape": escape,
    "error": _re.error,
    "Pattern": Pattern,
    "Match": Match,
}
for _name in "A ASCII I IGNORECASE M MULTILINE S DOTALL X VERBOSE U UNICODE NOFLAG".split():
    if hasattr(_re, _name):
        MEMBERS[_name] = getattr(_re, _name)
