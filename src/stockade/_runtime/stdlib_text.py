"""Stdlib tables for text data: io (StringIO, BytesIO), csv, tomllib, configparser.

Invariant: nothing here reads a file or changes process-wide state. csv's dialect registry
and field size limit are process-wide, so ``register_dialect``, ``unregister_dialect`` and
``field_size_limit(n)`` are refused (reading the limit is allowed); configparser's
``read()`` of file names is not offered. Parsers that loop in host Python or C per
character are charged per character (configparser's option pattern backtracks
quadratically on a long line without a delimiter: that is charged as such).
"""

from __future__ import annotations

import configparser as _cp
import csv as _csv
import io as _io
import tomllib as _tomllib
from collections.abc import Callable, Iterator
from typing import Any

from . import context, cost


def _named(fn: Callable[..., Any], name: str) -> Callable[..., Any]:
    fn.__name__ = fn.__qualname__ = name
    return fn


def _charge_text(text: Any, per_char: int = 1, per: int = 1) -> None:
    n = len(text) if type(text) in (str, bytes, bytearray) else 0
    context.current().meter.charge(n * per_char // per + 1)


# ---------------------------------------------------------------- io ---------------

IO: dict[str, Any] = {"StringIO": _io.StringIO, "BytesIO": _io.BytesIO}

# ---------------------------------------------------------------- csv --------------


def _charged_lines(lines: Any) -> Iterator[Any]:
    """A csv input, charged per line by its length (a list may hold one long line many
    times over, so its length alone does not bound the parsing work)."""
    meter = context.current().meter
    for line in cost.metered(lines):
        meter.charge((len(line) if type(line) is str else 0) // 16 + 1)
        yield line


# The dialect registry is process-wide: the guest sees only CPython's own three names,
# whatever the host registered.
_DIALECTS = ("excel", "excel-tab", "unix")


def _check_dialect(dialect: Any) -> None:
    if type(dialect) is str and dialect not in _DIALECTS:
        raise _csv.Error("unknown dialect")


def _get_dialect(name: Any) -> Any:
    _check_dialect(name)
    return _csv.get_dialect(name)


def _list_dialects() -> list[str]:
    return list(_DIALECTS)


def _reader(csvfile: Any, /, dialect: Any = "excel", **fmtparams: Any) -> Any:
    _check_dialect(dialect)
    _csv.reader(csvfile, dialect, **fmtparams)  # CPython's own argument errors; reads nothing
    return _csv.reader(_charged_lines(csvfile), dialect, **fmtparams)


def _writer(csvfile: Any, /, dialect: Any = "excel", **fmtparams: Any) -> Any:
    _check_dialect(dialect)
    return _csv.writer(csvfile, dialect, **fmtparams)


def _field_size_limit(*args: Any, **kwargs: Any) -> int:
    if args or kwargs:
        raise TypeError(
            "csv.field_size_limit(new_limit) would change every program in this process; "
            "it is not available in Stockade (call it without arguments to read the limit)"
        )
    return _csv.field_size_limit()


def _refused(name: str, why: str) -> Callable[..., Any]:
    def fn(*_args: Any, **_kwargs: Any) -> Any:
        raise TypeError(f"{name} is not available in Stockade: {why}")

    return _named(fn, name.rsplit(".", 1)[-1])


class DictReader(_csv.DictReader):  # type: ignore[type-arg]
    """csv.DictReader whose underlying reader charges per line (see ``_reader``)."""

    def __init__(self, f: Any, *args: Any, **kwargs: Any) -> None:
        _check_dialect(args[3] if len(args) > 3 else kwargs.get("dialect"))
        super().__init__(f, *args, **kwargs)  # CPython's own argument errors; reads nothing
        extra = {k: v for k, v in kwargs.items() if k not in ("fieldnames", "restkey", "restval", "dialect")}
        self.reader = _csv.reader(_charged_lines(f), self.dialect, *args[4:], **extra)


class DictWriter(_csv.DictWriter):  # type: ignore[type-arg]
    """csv.DictWriter whose ``writerows`` charges per row (CPython's maps in C)."""

    def __init__(self, f: Any, fieldnames: Any, *args: Any, **kwargs: Any) -> None:
        _check_dialect(args[2] if len(args) > 2 else kwargs.get("dialect"))
        super().__init__(f, fieldnames, *args, **kwargs)

    def writerow(self, rowdict: Any) -> Any:
        # CPython compares the row's keys with every field name, per row
        cost.charge_len(self.fieldnames)
        cost.charge_len(rowdict)
        return super().writerow(rowdict)

    def writerows(self, rowdicts: Any) -> None:
        cost.charge_len(rowdicts)
        for rowdict in cost.metered(rowdicts):
            self.writerow(rowdict)


for _cls in (DictReader, DictWriter):
    _cls.__module__ = "csv"
    _cls.__qualname__ = _cls.__name__

_CSV_CONSTANTS = "QUOTE_ALL QUOTE_MINIMAL QUOTE_NONE QUOTE_NONNUMERIC QUOTE_STRINGS QUOTE_NOTNULL"
CSV: dict[str, Any] = {n: getattr(_csv, n) for n in _CSV_CONSTANTS.split() if hasattr(_csv, n)}
CSV.update(
    {
        "reader": _named(_reader, "reader"),
        "writer": _named(_writer, "writer"),
        "DictReader": DictReader,
        "DictWriter": DictWriter,
        "Error": _csv.Error,
        "excel": _csv.excel,
        "excel_tab": _csv.excel_tab,
        "unix_dialect": _csv.unix_dialect,
        "list_dialects": _named(_list_dialects, "list_dialects"),
        "get_dialect": _named(_get_dialect, "get_dialect"),
        "field_size_limit": _named(_field_size_limit, "field_size_limit"),
        "register_dialect": _refused(
            "csv.register_dialect", "the dialect registry is shared by the whole process; pass the format options"
        ),
        "unregister_dialect": _refused("csv.unregister_dialect", "the dialect registry is shared by the whole process"),
    }
)


def csv_writer_method(name: str) -> Callable[[Any], Callable[..., Any]]:
    """Guard replacement for csv writer methods: charge per field, row by row."""

    def bind(w: Any) -> Callable[..., Any]:
        writerow = w.writerow

        if name == "writerow":

            def one(row: Any, /) -> Any:
                cost.charge_len(row)
                return writerow(cost.metered(row) if type(row) not in cost.BOUNDED else row)

            return _named(one, "writerow")

        def many(rows: Any, /) -> None:
            cost.charge_len(rows)
            for row in cost.metered(rows):
                cost.charge_len(row)
                writerow(cost.metered(row) if type(row) not in cost.BOUNDED else row)

        return _named(many, "writerows")

    return bind


def iobase_writelines(obj: Any) -> Callable[..., None]:
    """Guard replacement for StringIO/BytesIO.writelines: charged like ``list.extend``."""
    method = obj.writelines

    def writelines(lines: Any, /) -> None:
        cost.charge_len(lines)
        method(cost.metered(lines))

    return writelines


# ---------------------------------------------------------------- tomllib ----------

_TOML_FUEL = 32  # tomllib parses in host Python: 0.4-3 us per character, measured


class _Once:
    __slots__ = ("_data",)

    def __init__(self, data: Any) -> None:
        self._data = data

    def read(self) -> Any:
        return self._data


def _toml_loads(s: Any, /, *, parse_float: Any = float) -> dict[str, Any]:
    _charge_text(s, _TOML_FUEL)
    return _tomllib.loads(s, parse_float=parse_float)


def _toml_load(fp: Any, /, *, parse_float: Any = float) -> dict[str, Any]:
    data = fp.read()
    _charge_text(data, _TOML_FUEL)
    return _tomllib.load(_Once(data), parse_float=parse_float)  # type: ignore[arg-type]


TOMLLIB: dict[str, Any] = {
    "loads": _named(_toml_loads, "loads"),
    "load": _named(_toml_load, "load"),
    "TOMLDecodeError": _tomllib.TOMLDecodeError,
}

# ---------------------------------------------------------------- configparser -----


def _charge_config_line(line: Any, delimiters: tuple[str, ...]) -> None:
    """configparser matches each line with ``(?P<option>.*?)\\s*(?P<vi>=|:)...``, which
    backtracks quadratically up to the first delimiter: charge that."""
    if type(line) is not str:
        return
    cut = len(line)
    for d in delimiters:
        i = line.find(d, 0, cut)
        if i >= 0:
            cut = i
    context.current().meter.charge(cut * cut // 64 + len(line) // 16 + 1)


_INTERPOLATION_STEP = 300


class _MeteredInterpolation:
    """Interpolation that charges each expansion step (CPython recurses with no memo, so
    a value that names another ten times, ten levels deep, is 10**10 steps)."""

    def _interpolate_some(self, parser: Any, option: Any, accum: Any, rest: Any, *args: Any) -> Any:
        # each step looks the option up again through parser.get: about 15 us of host Python
        context.current().meter.charge(_INTERPOLATION_STEP + (len(rest) // 16 if type(rest) is str else 0))
        return super()._interpolate_some(parser, option, accum, rest, *args)  # type: ignore[misc]


class BasicInterpolation(_MeteredInterpolation, _cp.BasicInterpolation):
    """configparser.BasicInterpolation, charged per expansion step."""


class ExtendedInterpolation(_MeteredInterpolation, _cp.ExtendedInterpolation):
    """configparser.ExtendedInterpolation, charged per expansion step."""


class _MeteredParser:
    """Parsing charged per line; no ``read()`` of file names (see TYPE_ATTRS)."""

    def _read(self, fp: Any, fpname: Any) -> Any:
        delimiters = tuple(getattr(self, "_delimiters", ("=", ":")))

        def lines() -> Iterator[Any]:
            for line in cost.metered(fp):
                _charge_config_line(line, delimiters)
                yield line

        return super()._read(lines(), fpname)  # type: ignore[misc]

    def read_dict(self, dictionary: Any, source: Any = "<dict>") -> Any:
        # a host-Python loop over every section's options (a dict may hold one big
        # section under many names)
        cost.charge_len(dictionary)
        if isinstance(dictionary, dict):
            for options in dictionary.values():
                cost.charge_len(options)
        return super().read_dict(dictionary, source)  # type: ignore[misc]


class RawConfigParser(_MeteredParser, _cp.RawConfigParser):
    """configparser.RawConfigParser, parsing charged per line."""


class ConfigParser(_MeteredParser, _cp.ConfigParser):
    """configparser.ConfigParser with charged parsing and interpolation."""

    _DEFAULT_INTERPOLATION = BasicInterpolation()


for _cls in (BasicInterpolation, ExtendedInterpolation, RawConfigParser, ConfigParser):  # type: ignore[assignment]
    _cls.__module__ = "configparser"
    _cls.__qualname__ = _cls.__name__

def converter_getter(obj: Any, name: str) -> bool:
    """True when ``obj.name`` is a ``get<conv>`` method that ``converters={conv: f}`` made
    on a parser or one of its section proxies (CPython sets one per converter)."""
    if not name.startswith("get") or len(name) == 3:
        return False
    if isinstance(obj, _cp.SectionProxy):
        obj = obj.parser
    if not isinstance(obj, _cp.RawConfigParser):
        return False
    converters = vars(obj).get("_converters")
    return isinstance(converters, _cp.ConverterMapping) and name[3:] in vars(converters).get("_data", {})


_CP_ERRORS = (
    "Error NoSectionError NoOptionError DuplicateSectionError DuplicateOptionError InterpolationError "
    "InterpolationDepthError InterpolationMissingOptionError InterpolationSyntaxError ParsingError "
    "MissingSectionHeaderError"
)
CONFIGPARSER: dict[str, Any] = {n: getattr(_cp, n) for n in _CP_ERRORS.split()}
CONFIGPARSER.update(
    {
        "ConfigParser": ConfigParser,
        "RawConfigParser": RawConfigParser,
        "BasicInterpolation": BasicInterpolation,
        "ExtendedInterpolation": ExtendedInterpolation,
        "Interpolation": _cp.Interpolation,
        "DEFAULTSECT": _cp.DEFAULTSECT,
        "MAX_INTERPOLATION_DEPTH": _cp.MAX_INTERPOLATION_DEPTH,
    }
)
