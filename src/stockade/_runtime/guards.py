"""The attribute guard: every attribute a guest reads goes through this table.

Invariant: ``a.b`` in guest code returns ``getattr(a, "b")`` only when ``b`` is listed for
``type(a)`` below (exactly that type: subclasses are not inherited, except exception
classes, which share one reviewed list), or a reviewed replacement for it. No dunder,
frame, code, generator-internal or function-internal attribute is listed anywhere, so none
is reachable, also not through ``str.format`` fields (the replacement resolves fields
through this same guard). The verifier checks attribute names against the union of these
lists, so it refuses at compile time what can never succeed here.
"""

from __future__ import annotations

import abc
import calendar as _calendar
import collections as _collections
import configparser as _configparser
import csv as _csv
import datetime as _dt
import fractions as _fractions
import functools as _functools
import graphlib as _graphlib
import hmac as _hmac
import io as _io
import ipaddress as _ip
import json as _json
import re as _re
import statistics as _statistics
import string as _string
import struct as _struct
import sys as _sys
import time as _time
import types
import uuid as _uuid
import weakref
from collections.abc import Callable
from typing import Any

from .. import _native
from .._compiler.names import (
    BUILTIN_PROTOCOL_DUNDERS,
    GUEST_DUNDERS,
    OBJECT_SETATTR,
    READABLE_ATTRIBUTE_DUNDERS,
    TYPEDDICT_DUNDERS,
)
from . import (
    aio,
    chain,
    classes,
    containers,
    context,
    cost,
    decimals,
    exits,
    guest_dataclasses,
    guest_dispatch,
    guest_enum,
    guest_html_parser,
    guest_json,
    guest_logging,
    guest_newtype,
    guest_re,
    guest_tuples,
    guest_typeddict,
    stdlib_codecs,
    stdlib_numbers,
    stdlib_text,
    textlib,
)
from .ranges import BigRange
from .standin import REAL as _STAND_IN_REAL
from .standin import StandInType

# -- the table (data) -----------------------------------------------------------------

_STR = (
    "capitalize casefold center count encode endswith expandtabs find format format_map "
    "index isalnum isalpha isascii isdecimal isdigit isidentifier islower isnumeric "
    "isprintable isspace istitle isupper join ljust lower lstrip maketrans partition "
    "removeprefix removesuffix replace rfind rindex rjust rpartition rsplit rstrip split "
    "splitlines startswith strip swapcase title translate upper zfill"
)
_BYTES = (
    "capitalize center count decode endswith expandtabs find fromhex hex index isalnum "
    "isalpha isascii isdigit islower isspace istitle isupper join ljust lower lstrip "
    "maketrans partition removeprefix removesuffix replace rfind rindex rjust rpartition "
    "rsplit rstrip split splitlines startswith strip swapcase title translate upper zfill"
)
_BYTEARRAY = _BYTES + " append clear copy extend insert pop remove reverse"
_LIST = "append clear copy count extend index insert pop remove reverse sort"
_DICT = "clear copy fromkeys get items keys pop popitem setdefault update values"
_SET = (
    "add clear copy difference difference_update discard intersection intersection_update "
    "isdisjoint issubset issuperset pop remove symmetric_difference "
    "symmetric_difference_update union update"
)
_FROZENSET = "copy difference intersection isdisjoint issubset issuperset symmetric_difference union"
_INT = "as_integer_ratio bit_count bit_length conjugate denominator from_bytes imag is_integer numerator real to_bytes"
_FLOAT = "as_integer_ratio conjugate fromhex hex imag is_integer real"
_DEQUE = "append appendleft clear copy count extend extendleft index insert maxlen pop popleft remove reverse rotate"
_COUNTER = _DICT.replace("fromkeys ", "") + " elements most_common subtract total"
_ORDERED_DICT = _DICT + " move_to_end"
_DEFAULT_DICT = _DICT + " default_factory"
_RANDOM = " ".join(
    n
    for n in (
        "betavariate choice choices expovariate gammavariate gauss getrandbits getstate "
        "lognormvariate normalvariate paretovariate randbytes randint random randrange sample seed setstate "
        "shuffle triangular uniform vonmisesvariate weibullvariate"
    ).split()
    if hasattr(containers.Random, n)
)

# datetime: no reader of the host's clock or local time zone (see stdlib.DATETIME).
# now and today (and date.today) are replaced: they read the clock through the run's
# nondeterminism hook, so they work only when the program is granted nondeterminism.
_DATE = (
    "ctime day today fromisocalendar fromtimestamp fromisoformat fromordinal isocalendar isoformat isoweekday max "
    "min month replace resolution strftime timetuple toordinal weekday year"
)
_TIME = "dst fold fromisoformat hour isoformat max microsecond min minute replace resolution second strftime tzinfo"
_TIME += " tzname utcoffset"
_DATETIME = "astimezone combine date now strptime time timestamp timetz utcfromtimestamp"

TYPE_ATTRS: dict[type, frozenset[str]] = {
    str: frozenset(_STR.split()),
    bytes: frozenset(_BYTES.split()),
    bytearray: frozenset(_BYTEARRAY.split()),
    list: frozenset(_LIST.split()),
    tuple: frozenset({"count", "index"}),
    dict: frozenset(_DICT.split()),
    set: frozenset(_SET.split()),
    frozenset: frozenset(_FROZENSET.split()),
    int: frozenset(_INT.split()),
    bool: frozenset(_INT.split()),
    float: frozenset(_FLOAT.split()),
    complex: frozenset({"conjugate", "imag", "real"}),
    range: frozenset({"count", "index", "start", "step", "stop"}),
    BigRange: frozenset({"count", "index", "start", "step", "stop"}),
    slice: frozenset({"indices", "start", "step", "stop"}),
    type({}.keys()): frozenset({"isdisjoint"}),
    type({}.items()): frozenset({"isdisjoint"}),
    type({}.values()): frozenset(),
    # gi_running/gi_suspended: two bools about the generator's own state (no frame)
    cost.GENERATOR: frozenset({"send", "close", "throw", "gi_running", "gi_suspended"}),
    types.CoroutineType: frozenset({"send", "close", "throw"}),
    # An async generator: its protocol only; never ag_frame, ag_code, ag_await (a frame,
    # code, or the awaitable it is suspended in) nor ag_running. What asend/athrow/aclose
    # return can only be awaited (or given to a task): nothing listed.
    aio.ASYNC_GENERATOR: frozenset({"asend", "athrow", "aclose"}),
    aio.AgenASend: frozenset(),
    aio.AgenAThrow: frozenset(),
    type(_functools.lru_cache(None)(abs)): frozenset({"cache_info", "cache_clear", "cache_parameters"}),
    # What the guest passed to partial() (the real one), as CPython keeps it.
    _functools.partial: frozenset({"func", "args", "keywords"}),
    _dt.date: frozenset(_DATE.split()),
    _dt.datetime: frozenset((_DATE + " " + _TIME + " " + _DATETIME).split()),
    _dt.time: frozenset(_TIME.split()),
    _dt.timedelta: frozenset({"days", "max", "microseconds", "min", "resolution", "seconds", "total_seconds"}),
    _dt.timezone: frozenset({"dst", "fromutc", "max", "min", "tzname", "utc", "utcoffset"}),
    type(_dt.date(2000, 1, 1).isocalendar()): frozenset({"year", "week", "weekday", "count", "index"}),
    # time.struct_time, only as the value of timetuple() (the time module has no reader of
    # local time for the guest).
    _time.struct_time: frozenset(
        "count index tm_gmtoff tm_hour tm_isdst tm_mday tm_min tm_mon tm_sec tm_wday tm_yday tm_year tm_zone".split()
    ),
    type(_functools.lru_cache(None)(abs).cache_info()): frozenset({"hits", "misses", "maxsize", "currsize"}),
    _statistics.LinearRegression: frozenset({"slope", "intercept", "count", "index"}),
    containers.deque: frozenset(_DEQUE.split()),
    containers.Counter: frozenset(_COUNTER.split()),
    containers.OrderedDict: frozenset(_ORDERED_DICT.split()),
    containers.defaultdict: frozenset(_DEFAULT_DICT.split()),
    containers.Random: frozenset(_RANDOM.split()),
    # @x.setter in a class body; never fget/fset/fdel (they would hand out the functions
    # a property wraps: guest functions anyway, but nothing needs them).
    property: frozenset({"getter", "setter", "deleter"}),
    containers.ExitStack: frozenset({"callback", "close", "enter_context", "pop_all", "push"}),
    guest_re.Pattern: frozenset(
        "findall finditer flags fullmatch groupindex groups match pattern search split sub subn".split()
    ),
    guest_re.Match: frozenset(
        "end endpos expand group groupdict groups lastgroup lastindex pos re regs span start string".split()
    ),
    types.MappingProxyType: frozenset({"copy", "get", "items", "keys", "values"}),
    textlib.Template: textlib.TEMPLATE_ATTRS,
    textlib.TextWrapper: textlib.TEXTWRAPPER_ATTRS,
    textlib.PrettyPrinter: textlib.PRETTY_PRINTER_ATTRS,
    classes.InstanceDict: classes.INSTANCE_DICT_ATTRS,
    guest_json.JSONEncoder: guest_json.ATTRS,
    guest_html_parser.HTMLParser: guest_html_parser.ATTRS,
    textlib.ChainMap: textlib.CHAINMAP_ATTRS,
    type(_sys.version_info): textlib.VERSION_INFO_ATTRS,
    type(_sys.float_info): textlib.FLOAT_INFO_ATTRS,
    textlib.SequenceMatcher: textlib.SEQUENCE_MATCHER_ATTRS,
    textlib.DiffMatch: textlib.DIFF_MATCH_ATTRS,
    textlib.Differ: textlib.DIFFER_ATTRS,
    guest_dispatch.SingleDispatch: guest_dispatch.SINGLEDISPATCH_ATTRS,
    guest_dispatch.SingleDispatchMethod: guest_dispatch.METHOD_ATTRS,
    guest_dispatch.BoundDispatchMethod: guest_dispatch.METHOD_ATTRS,
    aio.Task: aio.TASK_ATTRS,
    aio.Future: aio.TASK_ATTRS,
    aio.Timeout: aio.TIMEOUT_ATTRS,
    aio.Queue: aio.QUEUE_ATTRS,
    aio.PriorityQueue: aio.QUEUE_ATTRS,
    aio.LifoQueue: aio.QUEUE_ATTRS,
    aio.Event: aio.EVENT_ATTRS,
    aio.Lock: aio.LOCK_ATTRS,
    aio.Semaphore: aio.LOCK_ATTRS,
    aio.BoundedSemaphore: aio.LOCK_ATTRS,
    **textlib.URL_RESULT_ATTRS,
}

# Bytes, text, numbers (stdlib_codecs, stdlib_text, stdlib_numbers): each list is what the
# module documents for the object, minus anything reading files, clocks, locale or
# process-wide state; methods that loop or produce output per input byte are replaced.
_HASH = "block_size copy digest digest_size hexdigest name update"
_IOBASE = (
    "close closed flush getvalue read readable readline readlines seek seekable tell truncate writable write writelines"
)
_DIALECT = "delimiter doublequote escapechar lineterminator quotechar quoting skipinitialspace strict"
_CONFIG = (
    "add_section clear defaults get getboolean getfloat getint has_option has_section items keys options "
    "optionxform read_dict read_file read_string remove_option remove_section sections set values write"
)
_CAL = (
    "firstweekday getfirstweekday itermonthdates itermonthdays itermonthdays2 itermonthdays3 itermonthdays4 "
    "iterweekdays monthdatescalendar monthdays2calendar monthdayscalendar setfirstweekday yeardatescalendar "
    "yeardays2calendar yeardayscalendar"
)
_TEXTCAL = (
    " formatday formatmonth formatmonthname formatweek formatweekday formatweekheader formatyear prmonth prweek pryear"
)
_IP_COMMON = (
    "compressed exploded is_global is_link_local is_loopback is_multicast is_private is_reserved "
    "is_unspecified max_prefixlen reverse_pointer version"
)
_IP4_ADDR = _IP_COMMON + " ipv6_mapped packed"
_IP6_ADDR = _IP_COMMON + " ipv4_mapped is_site_local packed scope_id sixtofour teredo"
_IP_NET = (
    " address_exclude broadcast_address compare_networks hostmask hosts netmask network_address num_addresses "
    "overlaps prefixlen subnet_of subnets supernet supernet_of with_hostmask with_netmask with_prefixlen"
)
_IP_IFACE = " hostmask ip netmask network with_hostmask with_netmask with_prefixlen"
TYPE_ATTRS.update(
    {
        stdlib_codecs.HASH: frozenset(_HASH.split()),
        _hmac.HMAC: frozenset(_HASH.split()),
        stdlib_codecs.Compress: frozenset({"compress", "copy", "flush"}),
        stdlib_codecs.Decompress: frozenset({"copy", "decompress", "eof", "flush", "unconsumed_tail", "unused_data"}),
        _struct.Struct: frozenset({"format", "iter_unpack", "pack", "pack_into", "size", "unpack", "unpack_from"}),
        _uuid.UUID: frozenset(
            (
                "bytes bytes_le clock_seq clock_seq_hi_variant clock_seq_low fields hex int node time "
                "time_hi_version time_low time_mid urn variant version"
            ).split()
        ),
        _io.StringIO: frozenset(_IOBASE.split()),
        _io.BytesIO: frozenset(_IOBASE.split()),
        type(_csv.reader([])): frozenset({"dialect", "line_num"}),
        type(_csv.writer(_io.StringIO())): frozenset({"dialect", "writerow", "writerows"}),
        type(_csv.reader([]).dialect): frozenset(_DIALECT.split()),
        _csv.excel: frozenset(_DIALECT.split()),
        _csv.excel_tab: frozenset(_DIALECT.split()),
        _csv.unix_dialect: frozenset(_DIALECT.split()),
        guest_dataclasses.FieldView: guest_dataclasses.FIELD_ATTRS,
        classes.Annotations: frozenset(_DICT.split()),  # the changing methods raise its TypeError
        guest_dataclasses.FieldsDict: frozenset(_DICT.split()),  # the same
        stdlib_text.DictReader: frozenset({"dialect", "fieldnames", "line_num", "restkey", "restval"}),
        stdlib_text.DictWriter: frozenset({"fieldnames", "writeheader", "writerow", "writerows"}),
        stdlib_text.ConfigParser: frozenset(_CONFIG.split()),
        stdlib_text.RawConfigParser: frozenset(_CONFIG.split()),
        _configparser.SectionProxy: frozenset(
            {"get", "getboolean", "getfloat", "getint", "items", "keys", "name", "values"}
        ),
        _graphlib.TopologicalSorter: frozenset({"add", "done", "get_ready", "is_active", "prepare", "static_order"}),
        _calendar.Calendar: frozenset(_CAL.split()),
        _calendar.TextCalendar: frozenset((_CAL + _TEXTCAL).split()),
        _fractions.Fraction: frozenset(
            (
                "as_integer_ratio conjugate denominator from_float imag is_integer limit_denominator numerator real"
            ).split()
        ),
        _ip.IPv4Address: frozenset(_IP4_ADDR.split()),
        _ip.IPv6Address: frozenset(_IP6_ADDR.split()),
        _ip.IPv4Network: frozenset((_IP_COMMON + _IP_NET).split()),
        _ip.IPv6Network: frozenset((_IP_COMMON + " is_site_local" + _IP_NET).split()),
        _ip.IPv4Interface: frozenset((_IP4_ADDR + _IP_IFACE).split()),
        _ip.IPv6Interface: frozenset((_IP6_ADDR + _IP_IFACE).split()),
        stdlib_numbers.NormalDist: stdlib_numbers.NORMAL_DIST_ATTRS,
        decimals.Decimal: decimals.DECIMAL_ATTRS,
        decimals.Context: decimals.CONTEXT_ATTRS,
        decimals.SIGNAL_DICT: decimals.SIGNAL_DICT_ATTRS,
        decimals.DECIMAL_TUPLE: decimals.DECIMAL_TUPLE_ATTRS,
        # sys.stdout / sys.stderr and the guest's logging stand-in (guest_logging.py)
        **guest_logging.ATTRS,
    }
)

# Attributes of types defined in modules that import this one (registered there, read
# by the slow path only): typing's stand-ins (stdlib.TypingName).
LATE_ATTRS: dict[type, frozenset[str]] = {}

# Exceptions: one list for every exception class, plus per-class data attributes.
EXCEPTION_ATTRS: frozenset[str] = frozenset({"args", "add_note"})
EXCEPTION_EXTRA: dict[type, frozenset[str]] = {
    StopIteration: frozenset({"value"}),
    exits.GuestSystemExit: exits.ATTRS,
    NameError: frozenset({"name"}),
    AttributeError: frozenset({"name"}),
    UnicodeDecodeError: frozenset({"encoding", "object", "start", "end", "reason"}),
    UnicodeEncodeError: frozenset({"encoding", "object", "start", "end", "reason"}),
    _json.JSONDecodeError: frozenset({"msg", "doc", "pos", "lineno", "colno"}),
    _re.error: frozenset({"msg", "pattern", "pos", "lineno", "colno"}),
    # configparser's errors: the message and the names, line numbers and text the parser
    # had in hand (a source is '<string>', '<dict>' or a stream's own name: no filesystem)
    _configparser.Error: frozenset({"message"}),
    _configparser.NoSectionError: frozenset({"section"}),
    _configparser.DuplicateSectionError: frozenset({"section", "source", "lineno"}),
    _configparser.DuplicateOptionError: frozenset({"section", "option", "source", "lineno"}),
    _configparser.NoOptionError: frozenset({"option", "section"}),
    _configparser.InterpolationError: frozenset({"option", "section"}),
    _configparser.InterpolationMissingOptionError: frozenset({"reference"}),
    _configparser.ParsingError: frozenset({"source", "errors"}),
    _configparser.MissingSectionHeaderError: frozenset({"source", "lineno", "line"}),
}


# The data attributes a program's own exception subclass may also assign (CPython's
# writable members: ``self.args = ...`` in __init__, StopIteration.value, SystemExit.code).
# Plain slots that CPython's own code reads only as data; add_note stays a method.
EXCEPTION_STORABLE: dict[type, frozenset[str]] = {
    BaseException: frozenset({"args"}),
    StopIteration: frozenset({"value"}),
    exits.GuestSystemExit: exits.ATTRS,
    NameError: frozenset({"name"}),
    AttributeError: frozenset({"name"}),
}

# -- replacements: reviewed stand-ins for attributes whose native form is unsafe -------


def _guarded_vformat(fmt: str, args: Any, kwargs: Any, depth: int, auto: list[Any]) -> str:
    """str.format's algorithm, with every field traversal (``{0.attr}``, ``{0[key]}``)
    done through the attribute guard instead of getattr. ``auto`` holds the next
    automatic field number, or False once a field was numbered by hand."""
    if depth < 0:
        raise ValueError("Max string recursion exceeded")
    out: list[str] = []
    for literal, field, spec, conversion in _string._string.formatter_parser(fmt):  # type: ignore[attr-defined]
        out.append(literal)
        if field is None:
            continue
        first, rest = _string._string.formatter_field_name_split(field)  # type: ignore[attr-defined]
        if first == "":
            if auto[0] is False:
                raise ValueError("cannot switch from manual field specification to automatic field numbering")
            first = auto[0]
            auto[0] += 1
        elif isinstance(first, int):
            if auto[0]:
                raise ValueError("cannot switch from automatic field numbering to manual field specification")
            auto[0] = False
        obj = args[first] if isinstance(first, int) else kwargs[first]
        for is_attr, key in rest:
            obj = ga(obj, key) if is_attr else obj[key]
        if conversion == "r":
            obj = repr(obj)
        elif conversion == "s":
            obj = str(obj)
        elif conversion == "a":
            obj = ascii(obj)
        elif conversion is not None:
            raise ValueError(f"Unknown conversion specifier {conversion}")
        if spec and "{" in spec:
            spec = _guarded_vformat(spec, args, kwargs, depth - 1, auto)
        out.append(format(obj, spec or ""))
    return "".join(out)


def _traverses(fmt: str, depth: int = 0) -> bool:
    """True if a format string has a field with attribute or index traversal."""
    for _literal, field, spec, _conv in _string._string.formatter_parser(fmt):  # type: ignore[attr-defined]
        if field is not None and ("." in field or "[" in field):
            return True
        if spec and "{" in spec and depth < 2 and _traverses(spec, depth + 1):
            return True
    return False


def _safe_format(s: str) -> Callable[..., str]:
    def format(*args: Any, **kwargs: Any) -> str:
        if _traverses(s):
            return _guarded_vformat(s, args, kwargs, 2, [0])
        return s.format(*args, **kwargs)  # no traversal: CPython's own, exactly

    return format


def _safe_format_map(s: str) -> Callable[[Any], str]:
    def format_map(mapping: Any) -> str:
        if _traverses(s):
            return _guarded_vformat(s, (), mapping, 2, [0])
        return s.format_map(mapping)

    return format_map


def _unbound_format(fmt: str, *args: Any, **kwargs: Any) -> str:
    if type(fmt) is not str:
        raise TypeError("descriptor 'format' requires a 'str' object")
    return _safe_format(fmt)(*args, **kwargs)


def _unbound_format_map(fmt: str, mapping: Any) -> str:
    if type(fmt) is not str:
        raise TypeError("descriptor 'format_map' requires a 'str' object")
    return _safe_format_map(fmt)(mapping)


def _charging(name: str) -> Callable[[Any], Callable[..., Any]]:
    """Methods that loop in C over a foreign iterable: charge its length, meter iterators."""

    def bind(obj: Any) -> Callable[..., Any]:
        method = getattr(obj, name)

        def charged(*args: Any, **kwargs: Any) -> Any:
            return method(*(cost.metered(a) for a in args), **kwargs)

        return charged

    return bind


def _str_join(name: str) -> Callable[[Any], Callable[..., Any]]:
    def bind(sep: Any) -> Callable[..., Any]:
        method = getattr(sep, name)

        def join(iterable: Any) -> Any:
            cost.charge_len(iterable)
            return method(cost.metered(iterable))

        return join

    return bind


def _list_sort(lst: list[Any]) -> Callable[..., None]:
    method = lst.sort

    def sort(*, key: Any = None, reverse: bool = False) -> None:
        cost.charge_sort(len(lst))
        method(key=key, reverse=reverse)

    return sort


def _gen_throw(gen: Any) -> Callable[..., Any]:
    """generator.throw without the deprecated (type, value, traceback) form's warning."""

    def throw(typ: Any, val: Any = None, tb: Any = None, /) -> Any:
        if tb is not None:
            raise TypeError("throw() third argument must be a traceback object")
        if val is None:
            return gen.throw(typ)
        if isinstance(typ, type) and isinstance(val, typ):
            return gen.throw(val)
        return gen.throw(typ(val) if isinstance(typ, type) else typ)

    return throw


def _gen_athrow(agen: Any) -> Callable[..., Any]:
    """async_generator.athrow without the deprecated (type, value, traceback) form's
    warning; the awaitable (aio.AgenAwaitable) throws when awaited, as CPython's does."""

    def athrow(typ: Any, val: Any = None, tb: Any = None, /) -> Any:
        if tb is not None:
            raise TypeError("athrow() third argument must be a traceback object")
        if val is not None and not (isinstance(typ, type) and isinstance(val, typ)):
            val = typ(val) if isinstance(typ, type) else typ
        exc = typ if val is None else val
        return aio.AgenAThrow(lambda: agen.athrow(exc))

    return athrow


def _gen_asend(agen: Any) -> Callable[[Any], Any]:
    """async_generator.asend: the awaitable is made when awaited (aio.AgenAwaitable)."""
    method = agen.asend

    def asend(value: Any, /) -> Any:
        return aio.AgenASend(lambda: method(value))

    return asend


def _gen_aclose(agen: Any) -> Callable[[], Any]:
    """async_generator.aclose: the awaitable is made when awaited (aio.AgenAwaitable)."""
    method = agen.aclose

    def aclose() -> Any:
        return aio.AgenAThrow(method)

    return aclose


def _dt_astimezone(value: Any) -> Callable[..., Any]:
    def astimezone(tz: Any = None) -> Any:
        if tz is None:
            raise TypeError(
                "astimezone() needs an explicit time zone in Stockade: the host's local zone is not available"
            )
        return value.astimezone(tz)

    return astimezone


def _dt_timestamp(value: Any) -> Callable[[], float]:
    def timestamp() -> float:
        if value.tzinfo is None:
            raise TypeError("timestamp() of a naive datetime would read the host's local zone; attach a tzinfo first")
        return float(value.timestamp())

    return timestamp


def _clock_reader(name: str) -> Callable[[Any], Callable[..., Any]]:
    """``datetime.now`` / ``today`` / ``date.today``: the class's own constructor from a
    clock reading taken through the run's nondeterminism hook (refused without the grant)."""

    def bind(owner: Any) -> Callable[..., Any]:
        cls: Any = owner if isinstance(owner, type) else type(owner)

        def reader(tz: Any = None) -> Any:
            ts = context.current().nondeterministic(f"{cls.__name__}.{name}", _time.time)
            if cls is _dt.date:
                return cls.fromtimestamp(ts)
            return cls.fromtimestamp(ts, tz)

        if name == "today":

            def today() -> Any:
                return reader()

            return today
        reader.__name__ = reader.__qualname__ = name
        return reader

    return bind


def _local_fields(cls: Any, args: tuple[Any, ...], kwargs: dict[str, Any]) -> list[int]:
    """CPython's ``cls.fromtimestamp`` in the host's local zone, as plain data (the
    journal records it): the date's fields, or the datetime's fields and its fold."""
    value = cls.fromtimestamp(*args, **kwargs)
    if cls is _dt.date:
        return [value.year, value.month, value.day]
    return [value.year, value.month, value.day, value.hour, value.minute, value.second, value.microsecond, value.fold]


def _from_timestamp(name: str) -> Callable[[Any], Callable[..., Any]]:
    """``datetime.fromtimestamp(ts, tz)`` with a zone is pure (CPython's own call);
    without one (and ``date.fromtimestamp``) it reads the host's local zone, so it goes
    through the run's nondeterminism hook (refused without the grant, as now() is).
    ``utcfromtimestamp(ts)`` is ``fromtimestamp(ts, timezone.utc)`` made naive."""

    def bind(owner: Any) -> Callable[..., Any]:
        cls: Any = owner if isinstance(owner, type) else type(owner)

        def utcfromtimestamp(timestamp: Any, /) -> Any:
            return cls.fromtimestamp(timestamp, _dt.UTC).replace(tzinfo=None)

        def fromtimestamp(*args: Any, **kwargs: Any) -> Any:
            tz = kwargs.get("tz", args[1] if len(args) > 1 else None)
            if cls is not _dt.date and tz is not None:
                return cls.fromtimestamp(*args, **kwargs)
            run = context.current()
            if not run.program.nondeterminism:
                from .._bindings import NONDETERMINISTIC
                from .builtins import BindingError

                raise BindingError(
                    f"{NONDETERMINISTIC} {cls.__name__}.fromtimestamp() without a time zone reads the host's "
                    "local zone, which is nondeterministic: pass tz=datetime.timezone.utc (or another zone) "
                    "or the host compiles the program with nondeterminism=True"
                    if cls is not _dt.date
                    else f"{NONDETERMINISTIC} date.fromtimestamp() reads the host's local zone, which is "
                    "nondeterministic: write datetime.datetime.fromtimestamp(ts, tz=datetime.timezone.utc).date(), "
                    "or the host compiles the program with nondeterminism=True"
                )
            fields = run.nondeterministic(
                f"{cls.__name__}.fromtimestamp", lambda: _local_fields(cls, args, kwargs)
            )
            if cls is _dt.date:
                return cls(*fields)
            return cls(*fields[:7], fold=fields[7])

        return utcfromtimestamp if name == "utcfromtimestamp" else fromtimestamp

    return bind


_CLOCK_READERS: dict[tuple[type, str], Callable[[Any], Any]] = {
    (_dt.date, "fromtimestamp"): _from_timestamp("fromtimestamp"),
    (_dt.datetime, "fromtimestamp"): _from_timestamp("fromtimestamp"),
    (_dt.datetime, "utcfromtimestamp"): _from_timestamp("utcfromtimestamp"),
    (_dt.date, "today"): _clock_reader("today"),
    (_dt.datetime, "today"): _clock_reader("today"),
    (_dt.datetime, "now"): _clock_reader("now"),
}

REPLACEMENTS: dict[tuple[type, str], Callable[[Any], Any]] = {
    **textlib.TEMPLATE_REPLACEMENTS,
    **textlib.TEXTWRAPPER_REPLACEMENTS,
    **_CLOCK_READERS,
    (_dt.datetime, "astimezone"): _dt_astimezone,
    (_dt.datetime, "timestamp"): _dt_timestamp,
    (cost.GENERATOR, "throw"): _gen_throw,
    (types.CoroutineType, "throw"): _gen_throw,
    (aio.ASYNC_GENERATOR, "athrow"): _gen_athrow,
    (aio.ASYNC_GENERATOR, "asend"): _gen_asend,
    (aio.ASYNC_GENERATOR, "aclose"): _gen_aclose,
    (list, "sort"): _list_sort,
    (str, "format"): _safe_format,
    (str, "format_map"): _safe_format_map,
    (str, "join"): _str_join("join"),
    (bytes, "join"): _str_join("join"),
    (bytearray, "join"): _str_join("join"),
}
for _t, _names in (
    (
        set,
        "difference difference_update intersection intersection_update isdisjoint issubset "
        "issuperset symmetric_difference symmetric_difference_update union update",
    ),
    (frozenset, "difference intersection isdisjoint issubset issuperset symmetric_difference union"),
    (list, "extend"),
    (bytearray, "extend"),
    (dict, "update"),
    (type({}.keys()), "isdisjoint"),
    (type({}.items()), "isdisjoint"),
):
    for _n in _names.split():
        REPLACEMENTS[(_t, _n)] = _charging(_n)


def _metering_args(method: Any, instance: Any) -> Callable[..., Any]:
    """A builtin container base's dict.update / list.extend on a program class's instance:
    the same metering as on a plain container (see _charging)."""

    def charged(*args: Any, **kwargs: Any) -> Any:
        return method(*(cost.metered(a) for a in args), **kwargs)

    return charged


def _charged_sort(method: Any, instance: Any) -> Callable[..., None]:
    """list.sort on a program class's instance: charged for its length (list's own len, no
    program __len__), as on a plain list."""

    def sort(*, key: Any = None, reverse: bool = False) -> None:
        cost.charge_sort(list.__len__(instance))
        method(key=key, reverse=reverse)

    return sort


# A program class may derive from dict, list and the collections classes: what it may read
# of each class of their MROs (the allowlists of the plain objects), and the charged form
# of the methods REPLACEMENTS charges on plain containers.
classes.install_container_bases(
    {
        dict: frozenset(_DICT.split()),
        list: frozenset(_LIST.split()),
        containers.OrderedDict: frozenset(_ORDERED_DICT.split()),
        _collections.OrderedDict: frozenset(_ORDERED_DICT.split()),
        containers.defaultdict: frozenset(_DEFAULT_DICT.split()),
        _collections.defaultdict: frozenset(_DEFAULT_DICT.split()),
        containers.Counter: frozenset(_COUNTER.split()),
        _collections.Counter: frozenset(_COUNTER.split()),
    },
    {(dict, "update"): _metering_args, (list, "extend"): _metering_args, (list, "sort"): _charged_sort},
)


def _hmac_update(h: Any) -> Callable[[Any], None]:
    method = h.update

    def update(msg: Any, /) -> None:
        stdlib_codecs.charge_bytes(msg, stdlib_codecs.HASH_FUEL)
        method(msg)

    return update


REPLACEMENTS[(_hmac.HMAC, "update")] = _hmac_update
for _n in ("pack", "pack_into", "unpack", "unpack_from", "iter_unpack"):
    REPLACEMENTS[(_struct.Struct, _n)] = stdlib_codecs.struct_method(_n)
for _n in ("writerow", "writerows"):
    REPLACEMENTS[(type(_csv.writer(_io.StringIO())), _n)] = stdlib_text.csv_writer_method(_n)
REPLACEMENTS[(_io.StringIO, "writelines")] = stdlib_text.iobase_writelines
REPLACEMENTS[(_io.BytesIO, "writelines")] = stdlib_text.iobase_writelines
REPLACEMENTS[(_graphlib.TopologicalSorter, "static_order")] = stdlib_numbers.calendar_iterator("static_order")
for _cal in (_calendar.Calendar, _calendar.TextCalendar):
    for _n in _CAL.split():
        if _n.startswith("iter"):
            REPLACEMENTS[(_cal, _n)] = stdlib_numbers.calendar_iterator(_n)
for _n in ("prmonth", "prweek", "pryear"):
    REPLACEMENTS[(_calendar.TextCalendar, _n)] = stdlib_numbers.text_calendar_print(_n)
for _net in (_ip.IPv4Network, _ip.IPv6Network):
    for _n in ("hosts", "subnets", "address_exclude"):
        REPLACEMENTS[(_net, _n)] = stdlib_numbers.ip_iterator(_n)


for _n in ("quantiles", "samples", "from_samples"):
    REPLACEMENTS[(stdlib_numbers.NormalDist, _n)] = stdlib_numbers.normal_dist_method(_n)
for _n in decimals.DECIMAL_CHECKED:
    REPLACEMENTS[(decimals.Decimal, _n)] = decimals.decimal_method(_n)
for _n in decimals.CONTEXT_ATTRS - decimals.CONTEXT_PLAIN:
    REPLACEMENTS[(decimals.Context, _n)] = decimals.context_method(_n)


def _unbound(cls: type, name: str, bind: Callable[[Any], Callable[..., Any]]) -> Callable[..., Any]:
    """``set.isdisjoint`` read from the class: the same replacement, for an explicit self."""
    raw = getattr(cls, name)

    def unbound(self: Any, /, *args: Any, **kwargs: Any) -> Any:
        if not isinstance(self, cls):
            if type(raw) is types.FunctionType:
                # a stdlib class written in Python (string.Template, textwrap.TextWrapper):
                # its method would run on any object, reading the guest's attributes as
                # its own options; CPython would fail on most such objects anyway
                raise TypeError(
                    f"descriptor '{name}' for '{cls.__name__}' objects doesn't apply to a "
                    f"'{type(self).__name__}' object"
                )
            return raw(self, *args, **kwargs)  # CPython's own TypeError
        if type(self) is not cls:
            # dict.update(obj, ...) on a program class deriving from dict: the builtin's own
            # method (the class's override is not what CPython calls), charged
            wrap = classes.container_replacement(cls, name)
            if wrap is not None:
                return wrap(raw.__get__(self, cls), self)(*args, **kwargs)
        return bind(self)(*args, **kwargs)

    unbound.__name__ = unbound.__qualname__ = name
    return unbound


# Attributes read on the classes themselves (str.lower, dict.fromkeys, int.from_bytes):
# every replaced method has an unbound twin, so the class cannot be a way around it.
CLASS_REPLACEMENTS: dict[tuple[type, str], Any] = {
    (cls, name): _unbound(cls, name, bind)
    for (cls, name), bind in REPLACEMENTS.items()
    if name not in ("format", "format_map") and (cls, name) not in _CLOCK_READERS
}
for (_cls, _n), _bind in _CLOCK_READERS.items():
    CLASS_REPLACEMENTS[(_cls, _n)] = _bind(_cls)
CLASS_REPLACEMENTS[(str, "format")] = _unbound_format


def _own_unbound(cls: type, name: str) -> Callable[..., Any]:
    """``asyncio.Queue.put`` read from the class: Stockade's own Python classes check
    their ``self`` (a plain Python method would run on any object it is given)."""
    raw = getattr(cls, name)

    def unbound(self: Any, /, *args: Any, **kwargs: Any) -> Any:
        if type(self) is not cls:
            raise TypeError(
                f"descriptor '{name}' for '{cls.__name__}' objects doesn't apply to a '{type(self).__name__}' object"
            )
        if isinstance(raw, property):
            return getattr(self, name)
        return raw(self, *args, **kwargs)

    unbound.__name__ = unbound.__qualname__ = name
    return unbound


CLASS_REPLACEMENTS[(str, "format_map")] = _unbound_format_map


def _exact_unbound(cls: type, name: str) -> Callable[..., Any]:
    """``NormalDist.quantiles`` read from the class: CPython's methods are plain Python
    functions that would run on any ``self`` with ``_mu``/``_sigma`` (a guest object whose
    ``inv_cdf`` is a builtin would loop unmetered), so ``self`` must be exactly ``cls``;
    then it is the same read as on the instance (replacement included)."""

    def unbound(self: Any, /, *args: Any, **kwargs: Any) -> Any:
        if type(self) is not cls:
            raise TypeError(
                f"descriptor '{name}' for '{cls.__name__}' objects doesn't apply to a '{type(self).__name__}' object"
            )
        return ga(self, name)(*args, **kwargs)

    unbound.__name__ = unbound.__qualname__ = name
    return unbound


for _n in stdlib_numbers.NORMAL_DIST_ATTRS:
    if isinstance(getattr(stdlib_numbers.NormalDist, _n), property):
        continue  # the property object itself (its fget is unreachable: property lists getter/setter/deleter)
    CLASS_REPLACEMENTS[(stdlib_numbers.NormalDist, _n)] = _exact_unbound(stdlib_numbers.NormalDist, _n)
# a classmethod: read from the class it needs no instance
_from_samples = stdlib_numbers.normal_dist_method("from_samples")(None)
CLASS_REPLACEMENTS[(stdlib_numbers.NormalDist, "from_samples")] = _from_samples
for _own, _own_names in (
    (aio.Queue, aio.QUEUE_ATTRS),
    (aio.PriorityQueue, aio.QUEUE_ATTRS),
    (aio.LifoQueue, aio.QUEUE_ATTRS),
    (aio.Event, aio.EVENT_ATTRS),
    (aio.Lock, aio.LOCK_ATTRS),
    (aio.Semaphore, aio.LOCK_ATTRS),
    (aio.BoundedSemaphore, aio.LOCK_ATTRS),
    (guest_dispatch.SingleDispatchMethod, guest_dispatch.METHOD_ATTRS),
):
    for _n in _own_names:
        CLASS_REPLACEMENTS[(_own, _n)] = _own_unbound(_own, _n)
for _lg_cls, _lg_names in guest_logging.ATTRS.items():  # Stockade's own classes too
    for _n in _lg_names:
        CLASS_REPLACEMENTS[(_lg_cls, _n)] = _own_unbound(_lg_cls, _n)

# Fast lookup: type -> {name: None (plain getattr) | replacement factory}
_FAST: dict[type, dict[str, Any]] = {t: {n: REPLACEMENTS.get((t, n)) for n in names} for t, names in TYPE_ATTRS.items()}


class Facade:
    """A read-only view of a module (admitted stdlib or a program file) for the guest.

    The name and members live in a side table, not in attributes, so even a real
    ``getattr`` on a facade reaches nothing but the members (and dunders, which the
    guest cannot name).
    """

    __slots__ = ("__weakref__",)

    def __init__(self, name: str, members: dict[str, Any]) -> None:
        _FACADE_DATA[self] = (name, members)

    @property
    def _sk_name(self) -> str:
        return _FACADE_DATA[self][0]

    @property
    def _sk_members(self) -> dict[str, Any]:
        return _FACADE_DATA[self][1]

    def __getattr__(self, name: str) -> Any:
        members = _FACADE_DATA[self][1]
        if not name.startswith("_") and name in members:
            run = context.active()
            if members is textlib.SYS and name in guest_logging.SYS_STREAMS and run is not None:
                return run.streams[guest_logging.SYS_STREAMS[name]]
            return members[name]
        raise AttributeError(f"module '{_FACADE_DATA[self][0]}' has no attribute '{name}'")

    def __repr__(self) -> str:
        return f"<module '{_FACADE_DATA[self][0]}'>"

    def __reduce_ex__(self, protocol: Any) -> Any:
        raise TypeError("cannot pickle 'module' object")  # also what copy.copy/deepcopy say


_FACADE_DATA: weakref.WeakKeyDictionary[Facade, tuple[str, dict[str, Any]]] = weakref.WeakKeyDictionary()


class AttrFacade:
    """A callable with reviewed attributes (e.g. itertools.chain and chain.from_iterable)."""

    __slots__ = ("_sk_call", "_sk_members", "_sk_name")

    def __init__(self, name: str, call: Callable[..., Any], members: dict[str, Any]) -> None:
        self._sk_name = name
        self._sk_call = call
        self._sk_members = types.MappingProxyType(members)

    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        return self._sk_call(*args, **kwargs)

    def __repr__(self) -> str:
        return f"<function {self._sk_name}>"

    def __copy__(self) -> AttrFacade:
        return self

    def __deepcopy__(self, memo: Any) -> AttrFacade:
        return self


def all_attribute_names() -> frozenset[str]:
    """Every attribute name some admitted type offers (the verifier's union)."""
    out: set[str] = set(EXCEPTION_ATTRS) | guest_tuples.ATTRS | guest_logging.RECORD_ATTRS | {"obj"}
    for names in (*TYPE_ATTRS.values(), *LATE_ATTRS.values()):
        out |= names
    for names in EXCEPTION_EXTRA.values():
        out |= names
    return frozenset(out)


def pattern_read_allowed(obj: Any, name: str) -> bool:
    """True when the guard would hand out ``obj.name`` as exactly ``getattr(obj, name)``.

    This is the one rule for raw attribute reads that CPython does on the guest's behalf
    (MATCH_CLASS in class patterns, see patterns.py): the name must be listed for
    ``type(obj)`` and have no replacement (``str.format`` does not qualify: its guarded
    stand-in differs from the raw method). Instances of guest classes: what the guard lets
    the guest read on them (non-dunder attributes, minus those a non-guest base supplies
    outside its allowlist, see classes.read).
    """
    info = classes._INFO.get(type(obj))
    if info is not None:
        return info.readable(name)
    if guest_tuples.is_tuple_class(type(obj)):
        return guest_tuples.pattern_read_allowed(obj, name)
    if name.startswith("_"):
        return False
    fast = _FAST.get(type(obj))
    if fast is not None:
        return name in fast and fast[name] is None
    if isinstance(obj, BaseException):
        if name in EXCEPTION_ATTRS:
            return True
        return any(name in extra and isinstance(obj, klass) for klass, extra in EXCEPTION_EXTRA.items())
    return False


def _denied(obj: Any, name: str) -> AttributeError:
    kind = type(obj).__name__
    if not _exists(obj, name):
        # CPython fails here too: give its own message, so the guest sees the same answer.
        # Nothing is found statically, so the generic lookup runs no descriptor; it only
        # spells the message (the type's full name, e.g. 'functools.partial').
        try:
            object.__getattribute__(obj, name)
        except AttributeError as e:
            # CPython's name and obj too (the object the program read from: it holds it)
            miss = AttributeError(str(e), name=name, obj=obj)
            miss.__dict__[_FROM_GUARD] = True
            return miss
    return AttributeError(f"'{kind}' object has no attribute '{name}' available in Stockade")


_FROM_GUARD = "__sk_guard_miss__"  # marks an AttributeError the guard made for the program's own read


def _attribute_error_obj(e: AttributeError) -> Any:
    """``e.obj``: the object whose attribute was missing, when it is one the program
    holds: its own instance, class or function, or the object of a read the guard
    answered. An AttributeError raised inside the runtime's or the stdlib's code may
    carry an object of theirs: refused."""
    found = e.obj
    if found is None or e.__dict__.get(_FROM_GUARD) is True:
        return found
    if classes.is_guest_class(type(found)) or classes.is_guest_class(found) or classes.is_guest_function(found):
        return found
    raise AttributeError(
        "the object of this AttributeError is not one the program holds in Stockade; use e.name and the message"
    )


def _exists(obj: Any, name: str) -> bool:
    """Whether CPython would find ``name`` on ``obj``, looked up statically: the type's MRO
    dicts and the instance dict, so no descriptor or guest code runs."""
    if any(name in vars(k) for k in type(obj).__mro__):
        return True
    try:
        d = object.__getattribute__(obj, "__dict__")
    except AttributeError:
        return False
    return type(d) is dict and name in d


# Objects whose ``__name__`` (a str: the function's or class's own name) a guest may read,
# as decorators do with ``fn.__name__``: guest functions and lambdas, builtins and stdlib
# functions, lru_cache wrappers (the wrapped function's name) and classes.
_LRU_WRAPPER = type(_functools.lru_cache(None)(abs))
NAMED_TYPES: frozenset[type] = frozenset(
    {
        classes.TypeStandIn,
        types.FunctionType,
        types.BuiltinFunctionType,
        _LRU_WRAPPER,
        type,
        type(_native.by_arity("min", min, min)),
        guest_typeddict.TypedDictClass,
        guest_newtype.NewTypeStandIn,
        guest_dispatch.SingleDispatch,
        guest_dispatch.BoundDispatchMethod,
    }
)


def _ga_slow_entry(obj: Any, name: str) -> Any:
    t = type(obj)
    if name in READABLE_ATTRIBUTE_DUNDERS:
        return introspect(obj, name)
    if name in chain.CHAIN_ATTRS and isinstance(obj, BaseException):
        return chain.read(obj, name)  # the chaining rule (chain.py): host-internal links read as None
    if name == "__name__" and t in NAMED_TYPES:
        value = obj.__name__
        if type(value) is str:
            return value
    if name == "__name__" and classes.is_guest_class(t):
        found = _wrapper_copied(obj, name)  # functools.update_wrapper(self, func) stored it
        if found is not _MISSING:
            return found
        raise AttributeError(f"'{t.__name__}' object has no attribute '__name__'")
    if t in _CONVERTER_HOSTS and stdlib_text.converter_getter(obj, name):
        return getattr(obj, name)  # configparser's get<conv> for converters={conv: f}
    if name in BUILTIN_PROTOCOL_DUNDERS and (t in _PROTOCOL_TYPES or (t is type and obj in _PROTOCOL_TYPES)):
        # CPython's own method, or the slot read off the class (int.__add__), or CPython's
        # AttributeError ('int' has no __len__)
        return getattr(obj, name)
    if name in _CONTAINER_DUNDERS and (t in _COLLECTION_TYPES or (t is type and obj in _COLLECTION_TYPES)):
        return getattr(obj, name)  # max(counts, key=counts.__getitem__) over a defaultdict
    if t in _FAST:
        raise _denied(obj, name)
    return _ga_slow(obj, t, name)


_CONVERTER_HOSTS = frozenset({stdlib_text.ConfigParser, stdlib_text.RawConfigParser, _configparser.SectionProxy})
_ITERATED: tuple[Any, ...] = ([], (), "", "\u0100", {}, set(), b"", range(1), reversed([]))
# The collections containers: their item and iteration protocol only (Counter's
# arithmetic is Python code that the operators charge for).
_COLLECTION_TYPES = containers.OWN  # (the guest's own subclasses; their comparisons are charged)
_CONTAINER_DUNDERS = frozenset(
    "__getitem__ __setitem__ __delitem__ __contains__ __len__ __iter__ __reversed__ __eq__ __ne__".split()
)
_PROTOCOL_TYPES = frozenset(
    {list, dict, tuple, set, frozenset, str, bytes, int, float, bool}
    | {type(iter(x)) for x in _ITERATED}
    | {type(iter({}.values())), type(iter({}.items())), type(reversed({}))}
    | {_native.MeteredIterator}  # what the guest's iter() of a range or a stdlib iterator gives
    | {cost.GENERATOR}  # gen.__next__() is next(gen); its method-wrapper has no readable attribute
)


def introspect(obj: Any, name: str) -> Any:
    """``obj.__class__``, ``obj.__qualname__`` and ``obj.__doc__`` (names.READABLE_ATTRIBUTE_DUNDERS).

    ``__class__`` is the guest's ``type(obj)``: the same reviewed answer, never more.
    ``__qualname__`` and ``__doc__`` are read only from the program's own functions (and
    bound methods and lru_cache wrappers of them), classes and instances, where CPython
    answers a str or None; a value of any other type, or any other object, is refused.
    """
    if name == "__class__":
        return classes.guest_type(obj)
    t = type(obj)
    if name in ("__qualname__", "__doc__", "__wrapped__") and classes.is_guest_class(t):
        found = _wrapper_copied(obj, name)  # an instance functools.update_wrapper wrote to
        if found is not _MISSING:
            return found
    if name == "__wrapped__":
        return _wrapped(obj)
    if type(obj) is guest_typeddict.TypedDictClass and (name in TYPEDDICT_DUNDERS or name == "__annotations__"):
        return obj._sk_dunder(name)
    if name == "__annotations__":
        function = obj.__func__ if t is types.MethodType else obj
        if classes.is_guest_function(function):
            # the function's own dict, as in CPython: the values its def evaluated, or the
            # strings of a file with `from __future__ import annotations`
            annotations: dict[str, Any] = function.__annotations__
            return annotations
        return classes.class_annotations(obj)
    if name == "__dataclass_fields__":
        return guest_dataclasses.dataclass_fields(obj)
    if name == "__members__":
        if classes.is_guest_class(obj) and guest_enum.is_enum_class(obj):
            return obj.__members__  # a mappingproxy of name -> member (read-only)
        raise _denied(obj, name)
    if name in ("__mro__", "__bases__"):
        if classes.is_guest_class(obj) or guest_tuples.is_tuple_class(obj):
            mro = classes.presented_mro(obj)
            if mro is not None:
                if name == "__mro__":
                    return mro
                bases = obj.__bases__
                if all(b in mro for b in bases):
                    return bases
            raise AttributeError(
                f"type object '{obj.__name__}' has no attribute '{name}' available in Stockade "
                "(a class in it is not one the program can name)"
            )
        raise _denied(obj, name)
    source = None
    if classes.is_guest_function(obj) or classes.is_guest_class(obj) or guest_tuples.is_tuple_class(obj):
        source = obj
    elif t is types.MethodType and classes.is_guest_function(obj.__func__):
        source = obj.__func__
    elif t is _LRU_WRAPPER and classes.is_guest_function(getattr(obj, "__wrapped__", None)):
        source = obj  # functools.update_wrapper copied the wrapped function's strs here
    elif (classes.is_guest_class(t) or guest_tuples.is_tuple_class(t)) and name == "__doc__":
        source = t  # an instance's __doc__ is its class's
    if source is None or not _copied_from_guest(source):
        raise _denied(obj, name)
    if name == "__doc__":
        classes.check_doc(source)
    value = getattr(source, name)
    if value is None or type(value) is str:
        return value
    raise AttributeError(f"'{t.__name__}' object has no attribute '{name}' available in Stockade")


def _wrapper_copied(obj: Any, name: str) -> Any:
    """What functools.update_wrapper stored in the own dict of an instance of a program
    class (the name CPython reads there first), else _MISSING. Only the strs (or None)
    it copies from a function, and the object the program passed as ``__wrapped__``."""
    try:
        own = object.__getattribute__(obj, "__dict__")
    except AttributeError:
        return _MISSING
    value = own.get(name, _MISSING) if type(own) is dict else _MISSING
    if name == "__wrapped__" or value is _MISSING or value is None or type(value) is str:
        return value
    return _MISSING


def _wrapped(obj: Any) -> Any:
    """``f.__wrapped__``: read only from the program's own functions (and bound methods
    and lru_cache wrappers of them), where functools.update_wrapper stored the object the
    program passed to it. A runtime stand-in's ``__wrapped__`` (the real function behind a
    metered one) is never read."""
    if type(obj) is guest_dispatch.SingleDispatch:
        return obj._sk_func  # the function singledispatch was given (update_wrapper's link)
    func = obj.__func__ if type(obj) is types.MethodType else obj
    own = classes.is_guest_function(func) or (
        type(func) is _LRU_WRAPPER and classes.is_guest_function(getattr(func, "__wrapped__", None))
    )
    if not own:
        raise _denied(obj, "__wrapped__")
    found = vars(func).get("__wrapped__", _MISSING) if type(func) is not _LRU_WRAPPER else func.__wrapped__
    if found is _MISSING:
        raise AttributeError(f"'{type(obj).__name__}' object has no attribute '__wrapped__'")
    return found


_MISSING = object()


def _copied_from_guest(source: Any) -> bool:
    """False when functools.wraps / update_wrapper copied ``__qualname__`` and ``__doc__``
    onto ``source`` from something that is not the program's own (a runtime stand-in's
    strs are not CPython's)."""
    for _ in range(100):
        d = getattr(source, "__dict__", None) if not isinstance(source, type) else None
        wrapped = d.get("__wrapped__") if type(d) is dict else None
        if wrapped is None:
            return True
        if not (classes.is_guest_function(wrapped) or classes.is_guest_class(wrapped) or type(wrapped) is _LRU_WRAPPER):
            return False
        source = wrapped
    return False


def _ga_slow(obj: Any, t: type, name: str) -> Any:
    handled, value = classes.read(obj, name)
    if handled:
        return value
    handled, value = guest_tuples.read(obj, name)
    if handled:
        return value
    if t is Facade:
        fname, members = _FACADE_DATA[obj]
        if not name.startswith("__") and name in members:
            if members is textlib.SYS and name in guest_logging.SYS_STREAMS:
                return guest_logging.current(guest_logging.SYS_STREAMS[name])  # the run's, now
            return members[name]
        raise AttributeError(f"module '{fname}' has no attribute '{name}'")
    if t is AttrFacade:
        if name in obj._sk_members:
            return obj._sk_members[name]
        raise AttributeError(f"'{obj._sk_name}' has no attribute '{name}'")
    if t is StandInType:
        real = _STAND_IN_REAL[obj]
        if name == "__name__":
            return real.__name__
        names = TYPE_ATTRS.get(real)
        if names is not None and name in names:
            special = CLASS_REPLACEMENTS.get((real, name))
            return special if special is not None else getattr(real, name)
        raise AttributeError(f"type object '{real.__name__}' has no attribute '{name}' available in Stockade")
    if isinstance(obj, type):
        if name == "__name__":
            return obj.__name__  # the name of a class the guest holds: a str
        if obj is object and name == OBJECT_SETATTR:
            return classes.object_setattr
        if name in GUEST_DUNDERS and obj in classes.ADMITTED_BASES:
            return getattr(obj, name)  # Exception.__init__(self, ...), object.__init__(self)
        names = TYPE_ATTRS.get(obj)
        if (t is type or t is abc.ABCMeta) and names is not None and name in names:  # ABCMeta: ChainMap
            special = CLASS_REPLACEMENTS.get((obj, name))
            return special if special is not None else getattr(obj, name)
        raise AttributeError(f"type object '{obj.__name__}' has no attribute '{name}' available in Stockade")
    if isinstance(obj, BaseException):
        if name in EXCEPTION_ATTRS:
            return getattr(obj, name)
        if name == "obj" and isinstance(obj, AttributeError):
            return _attribute_error_obj(obj)
        for klass, extra in EXCEPTION_EXTRA.items():
            if name in extra and isinstance(obj, klass):
                return getattr(obj, name)
    if t is types.FunctionType and not name.startswith("__") and classes.is_guest_function(obj):
        # a guest function's own attributes (classes.is_guest_function): its __dict__
        # holds only what the guest stored there (the function type has no non-dunder
        # attributes of its own)
        own = obj.__dict__
        if name in own:
            return own[name]
        raise AttributeError(f"'function' object has no attribute '{name}'")
    if t is types.MethodType and not name.startswith("__") and classes.is_guest_function(obj.__func__):
        own = obj.__func__.__dict__  # a bound method reads its function's attributes
        if name in own:
            return own[name]
        raise AttributeError(f"'function' object has no attribute '{name}'")
    late = LATE_ATTRS.get(t)
    if late is not None and name in late:
        return getattr(obj, name)
    if t is guest_logging.LogRecord:
        return guest_logging.record_read(obj, name)  # its fields: the record's own data
    raise _denied(obj, name)


def it(iterable: Any) -> Any:
    """The operand of ``*x`` in calls and displays (the ABI hook ``__sk_it``)."""
    cost.charge_len(iterable)
    return cost.metered(iterable)


def pow_(base: Any, exp: Any) -> Any:
    """``base ** exp`` with big-integer results estimated before they are computed."""
    if type(exp) is int and exp > 64 and type(base) in (int, bool):
        bits = abs(base).bit_length()
        if bits > 1:
            cost.check_bigint((bits - 1) * exp + 1)
    elif type(base) is _fractions.Fraction or type(exp) is _fractions.Fraction:
        _fraction_pow_check(base, exp)
    return base**exp


def _fraction_pow_check(base: Any, exp: Any) -> None:
    """Fraction powers with an integral exponent are exact big-integer powers in host
    Python (``Fraction(2, 3) ** 10**9``, ``2 ** Fraction(10**9)``): estimate them first."""
    if type(exp) is _fractions.Fraction:
        if exp.denominator != 1:
            return  # a float power
        exp = exp.numerator
    if type(exp) is not int or abs(exp) <= 64:
        return
    if type(base) is _fractions.Fraction:
        bits = max(base.numerator.bit_length(), base.denominator.bit_length())
    elif type(base) in (int, bool):
        bits = abs(base).bit_length()
    else:
        return
    if bits > 1:
        cost.check_bigint((bits - 1) * abs(exp) + 1)


def invert(value: Any) -> Any:
    """``~value``; for a bool, ``~int(value)`` (what CPython computes, minus its warning)."""
    if type(value) is bool:
        return ~int(value)
    return ~value


def lshift(value: Any, by: Any) -> Any:
    """``value << by`` with the result size checked before it is computed."""
    if type(by) is int and by > 64 and type(value) in (int, bool) and value:
        cost.check_bigint(abs(value).bit_length() + by)
    return value << by


# The ABI hooks ``__sk_ga`` and ``__sk_sa``: the C fast path reads the same tables (_FAST,
# and for guest instances the denied sets classes.build_class puts on the class) and falls
# back to _ga_slow_entry / classes.store for everything else, including every denial.
_native.set_guard(_FAST, _ga_slow_entry, classes.MARKER, classes.store)
ga = _native.ga
gm = _native.gm
own = _native.own
plain_classes = _native.PLAIN_CLASSES  # `type(x) in plain_classes`: lower.py, "typed receivers"
sa = _native.sa


# -- dynamic attribute access: getattr, hasattr, operator.attrgetter/methodcaller ------
# Each reads through ``ga``, the same guard as ``a.b``: a name given at run time reaches
# exactly what the name written in the source would.

_DENIAL = "available in Stockade"


def _is_denial(e: AttributeError) -> bool:
    """True when the guard refused a name CPython would have found (as opposed to a miss
    CPython has too): then no default may stand in for the attribute."""
    return str(e).endswith(_DENIAL)


def guest_getattr(*args: Any) -> Any:
    """The guest's ``getattr(obj, name[, default])``: the attribute guard's read. The
    default answers only a miss CPython has too; a refused name raises AttributeError."""
    if len(args) < 2:
        raise TypeError(f"getattr expected at least 2 arguments, got {len(args)}")
    if len(args) > 3:
        raise TypeError(f"getattr expected at most 3 arguments, got {len(args)}")
    obj, name = args[0], args[1]
    if type(name) is not str:
        raise TypeError(f"attribute name must be string, not '{type(name).__name__}'")
    if len(args) == 2:
        return ga(obj, name)
    try:
        return ga(obj, name)
    except AttributeError as e:
        if _is_denial(e):
            raise
        return args[2]


def guest_hasattr(obj: Any, name: Any, /) -> bool:
    """The guest's ``hasattr``: True when the guarded read succeeds; for a name the guard
    refuses, CPython's answer looked up statically (the type's MRO dicts and the instance
    dict: no descriptor or guest code runs, and only a bool comes back)."""
    if type(name) is not str:
        raise TypeError(f"attribute name must be string, not '{type(name).__name__}'")
    try:
        ga(obj, name)
    except AttributeError as e:
        return _is_denial(e) and _exists(obj, name)
    return True


def _dotted(attr: str) -> Callable[[Any], Any]:
    if type(attr) is not str:
        raise TypeError("attribute name must be a string")
    parts = attr.split(".")

    def read(obj: Any) -> Any:
        for part in parts:
            obj = ga(obj, part)
        return obj

    return read


def attrgetter(attr: Any, /, *attrs: Any) -> Callable[[Any], Any]:
    """``operator.attrgetter``, every step through the guard."""
    if not attrs:
        one = _dotted(attr)

        def get_one(obj: Any, /) -> Any:
            return one(obj)

        get_one.__name__ = get_one.__qualname__ = "attrgetter"
        return get_one
    readers = [_dotted(a) for a in (attr, *attrs)]

    def get_many(obj: Any, /) -> tuple[Any, ...]:
        return tuple(r(obj) for r in readers)

    get_many.__name__ = get_many.__qualname__ = "attrgetter"
    return get_many


def methodcaller(name: Any, /, *args: Any, **kwargs: Any) -> Callable[[Any], Any]:
    """``operator.methodcaller``: the method read through the guard, then called."""
    if type(name) is not str:
        raise TypeError("method name must be a string")

    def call(obj: Any, /) -> Any:
        return ga(obj, name)(*args, **kwargs)

    call.__name__ = call.__qualname__ = "methodcaller"
    return call
