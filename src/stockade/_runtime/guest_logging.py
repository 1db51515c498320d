"""The guest's ``sys.stdout`` / ``sys.stderr`` and its ``logging`` module.

Invariant: nothing here is the host's. ``sys.stdout`` and ``sys.stderr`` are two stateless
objects that write to the current run's captured streams (one output budget,
``Limits.stdout``). ``logging`` is a stand-in written for the guest, following CPython's
``logging/__init__.py`` line by line for what it admits: the logger tree, level names and
``logging.disable`` live in the run's state (``RunState.logging``), so two runs never
share a logger or a configuration; handlers write only to the guest's streams or to an
``io.StringIO`` the guest made. No manager, lock or host stream is ever handed to the
guest. A record is this module's own ``LogRecord``: a plain object whose fields are str,
numbers and the values the guest passed (msg, args, ``extra=``), plus the caller's file,
line and function read off the program's own frame (``_caller``); the program reads and
sets its public fields (``record_read``/``_record_store``) and cannot make one. A program's
class may derive from ``Formatter``, ``Filter``, ``Handler`` and ``StreamHandler``
(``BASES``): what a subclass may read, assign and must not define of each is listed
there, so the private state this module keeps on ``self`` is out of its reach.

Differences from CPython, each refused with a clear error rather than printed
differently: ``exc_info=`` / ``logger.exception`` / ``stack_info=`` (CPython's traceback
text names host files), record fields that name the host's process, thread or task
(``process``, ``thread``, ``taskName``), the clock fields (``asctime``, ``created``,
``msecs``, ``relativeCreated``) without the nondeterminism grant, file handlers and
streams other than the guest's own. An error while formatting a record (CPython prints
"--- Logging error ---" with a traceback naming its own files, and goes on) is raised
to the guest instead.
"""

from __future__ import annotations

import io as _io
import posixpath as _posixpath
import re as _re
import string as _string
import sys as _sys
import time as _time
from collections.abc import Mapping
from typing import Any

from . import context

# ---------------------------------------------------------------- sys.stdout/stderr ---


class TextIOWrapper:
    """``sys.stdout`` or ``sys.stderr``: writes go to the current run's captured stream."""

    __slots__ = ("_sk_err",)

    def __init__(self, err: bool) -> None:
        self._sk_err = err

    def write(self, s: Any, /) -> int:
        """Write ``s`` (a str) and return its length, as a text stream does."""
        if type(s) is not str:
            if not isinstance(s, str):
                raise TypeError(f"write() argument must be str, not {type(s).__name__}")
            s = str.__str__(s)
        context.current().write(s, self._sk_err)
        return len(s)

    def writelines(self, lines: Any, /) -> None:
        """Write each string of ``lines`` (no separators added)."""
        run = context.current()
        for line in run.meter.wrap(iter(lines)):
            self.write(line)

    def flush(self) -> None:
        """Nothing to flush: the run's streams are captured in memory."""

    def __repr__(self) -> str:
        name = "<stderr>" if self._sk_err else "<stdout>"
        return f"<_io.TextIOWrapper name='{name}' mode='w' encoding='utf-8'>"

    def __reduce_ex__(self, protocol: Any) -> Any:
        raise TypeError("cannot pickle '_io.TextIOWrapper' object")


STDOUT = TextIOWrapper(False)
STDERR = TextIOWrapper(True)
STREAM_ATTRS = frozenset({"flush", "write", "writelines"})

# ---------------------------------------------------------------- the run's streams ----
# What the guest's ``sys.stdout`` / ``sys.stderr`` are now lives in the run's state
# (``RunState.streams``, index 0 and 1): the two stand-ins above until the guest enters
# ``contextlib.redirect_stdout(x)`` / ``redirect_stderr(x)``, which swap the run's entry
# (never the host's ``sys``). Every default destination (print, pprint, logging's
# StreamHandler and last resort, calendar.pr*) reads it at the moment CPython reads
# ``sys.stdout`` / ``sys.stderr``. A redirect target is any value the guest holds; it is
# only ever written to through the attribute guard (``x.write`` as the guest would read
# it), so a target reaches nothing the guest could not call itself.

SYS_STREAMS: dict[str, bool] = {"stdout": False, "stderr": True}
WRITE_FUEL_SHIFT = 10  # a write to a guest-held stream costs 1 + len(text) // 1024 fuel


def current(err: bool) -> Any:
    """The guest's ``sys.stderr`` (``err``) or ``sys.stdout`` at this moment."""
    return context.current().streams[err]


def write_to(stream: Any, value: Any) -> None:
    """``stream.write(str(value))`` as CPython's ``PyFile_WriteObject`` makes the call
    (``write`` is looked up before ``str`` runs): the run's captured streams directly,
    anything else through the attribute guard, with fuel for the text handed over (one
    unit per KiB: a copy, as in CPython)."""
    if type(stream) is TextIOWrapper:
        context.current().write(value if type(value) is str else str(value), stream._sk_err)
        return
    from .guards import ga

    write = ga(stream, "write")
    text = value if type(value) is str else str(value)
    context.current().meter.charge(1 + (len(text) >> WRITE_FUEL_SHIFT))
    write(text)


def flush_stream(stream: Any) -> None:
    """``stream.flush()`` as guest code would make the call (nothing for the run's own)."""
    if type(stream) is not TextIOWrapper:
        from .guards import ga

        ga(stream, "flush")()


class _RedirectStream:
    """CPython's ``contextlib._RedirectStream``, line by line, on the run's streams:
    re-entrant (a list of old targets), ``__enter__`` returns the new target, ``__exit__``
    restores the target saved by the matching enter and lets exceptions through."""

    __slots__ = ("_new_target", "_old_targets")
    _sk_err = False

    def __init__(self, new_target: Any) -> None:
        self._new_target = new_target
        self._old_targets: list[Any] = []

    def __enter__(self) -> Any:
        streams = context.current().streams
        self._old_targets.append(streams[self._sk_err])
        streams[self._sk_err] = self._new_target
        return self._new_target

    def __exit__(self, exctype: Any, excinst: Any, exctb: Any) -> None:
        context.current().streams[self._sk_err] = self._old_targets.pop()


class redirect_stdout(_RedirectStream):
    """Context manager for temporarily redirecting the run's stdout to another file."""

    __slots__ = ()
    _sk_err = False


class redirect_stderr(_RedirectStream):
    """Context manager for temporarily redirecting the run's stderr to another file."""

    __slots__ = ()
    _sk_err = True


for _cls in (_RedirectStream, redirect_stdout, redirect_stderr):
    _cls.__module__ = "contextlib"

# ---------------------------------------------------------------- levels ---------------

CRITICAL = 50
FATAL = CRITICAL
ERROR = 40
WARNING = 30
WARN = WARNING
INFO = 20
DEBUG = 10
NOTSET = 0

_LEVEL_TO_NAME = {
    CRITICAL: "CRITICAL",
    ERROR: "ERROR",
    WARNING: "WARNING",
    INFO: "INFO",
    DEBUG: "DEBUG",
    NOTSET: "NOTSET",
}
_NAME_TO_LEVEL = {
    "CRITICAL": CRITICAL,
    "FATAL": FATAL,
    "ERROR": ERROR,
    "WARN": WARNING,
    "WARNING": WARNING,
    "INFO": INFO,
    "DEBUG": DEBUG,
    "NOTSET": NOTSET,
}

_LOG_FUEL = 8  # per logger and handler visited (a written record costs one unit per character)


class _Tree:
    """One run's logging state: the root, the named loggers, level names, disable()."""

    __slots__ = ("disable", "level_to_name", "loggers", "name_to_level", "root", "started")

    def __init__(self) -> None:
        self.root = RootLogger(WARNING, self)
        self.loggers: dict[str, Logger] = {}
        self.disable = 0
        self.level_to_name = dict(_LEVEL_TO_NAME)
        self.name_to_level = dict(_NAME_TO_LEVEL)
        self.started: float | None = None


def _tree() -> _Tree:
    run = context.current()
    if run.logging is None:
        run.logging = _Tree()
    tree: _Tree = run.logging
    return tree


def _check_level(level: Any, tree: _Tree) -> Any:
    if isinstance(level, int):
        return level
    if str(level) == level:
        if level not in tree.name_to_level:
            raise ValueError(f"Unknown level: {level!r}")
        return tree.name_to_level[level]
    raise TypeError(f"Level not an integer or a valid string: {level!r}")


def getLevelName(level: Any) -> Any:
    """The name of a level, or the level of a name, or ``'Level %s' % level``."""
    tree = _tree()
    result: Any = tree.level_to_name.get(level)
    if result is not None:
        return result
    result = tree.name_to_level.get(level)
    if result is not None:
        return result
    return f"Level {level}"


def getLevelNamesMapping() -> dict[str, int]:
    """A copy of the name -> level table."""
    return dict(_tree().name_to_level)


def addLevelName(level: Any, levelName: Any) -> None:
    """Name a level (for this run only)."""
    tree = _tree()
    tree.level_to_name[level] = levelName
    tree.name_to_level[levelName] = level


# ---------------------------------------------------------------- formatters -----------

# Record fields. The clock fields need the nondeterminism grant; the host fields (ids of
# the host's process and thread, the asyncio task) are refused. The caller fields
# (pathname, filename, module, lineno, funcName) come from the program's own frame
# (_caller), as CPython's findCaller finds it.
_CLOCK_FIELDS = frozenset({"asctime", "created", "msecs", "relativeCreated"})
_HOST_FIELDS = frozenset({"process", "thread", "taskName"})

# Every attribute of CPython's LogRecord (extra= may not overwrite one; taskName is 3.12+).
_RECORD_FIELDS = frozenset(
    {
        "name",
        "msg",
        "args",
        "levelname",
        "levelno",
        "pathname",
        "filename",
        "module",
        "exc_info",
        "exc_text",
        "stack_info",
        "lineno",
        "funcName",
        "created",
        "msecs",
        "relativeCreated",
        "thread",
        "threadName",
        "processName",
        "process",
    }
    | ({"taskName"} if _sys.version_info >= (3, 12) else set())
)

# What a program may read of a record (besides extra= keys and what it assigned): the
# verifier's attribute universe.
RECORD_ATTRS = frozenset(_RECORD_FIELDS | {"message", "asctime", "getMessage"})

# Keys extra= may not set: a LogRecord attribute, or one the record above already holds.
_EXTRA_TAKEN = frozenset(_RECORD_FIELDS | {"message", "asctime"})

_PERCENT_VALID = _re.compile(r"%\(\w+\)[#0+ -]*(\*|\d+)?(\.(\*|\d+))?[diouxefgcrsa%]", _re.I)
_PERCENT_FIELD = _re.compile(r"%\(([^)]*)\)")
_FMT_SPEC = _re.compile(r"^(.?[<>=^])?[+ -]?#?0?(\d+|{\w+})?[,_]?(\.(\d+|{\w+}))?[bcdefgnosx%]?$", _re.I)
_FIELD_SPEC = _re.compile(r"^(\d+|\w+)(\.\w+|\[[^]]+\])*$")
_STYLE_DEFAULTS = {"%": "%(message)s", "{": "{message}", "$": "${message}"}
_STYLE_BASIC = {
    "%": "%(levelname)s:%(name)s:%(message)s",
    "{": "{levelname}:{name}:{message}",
    "$": "${levelname}:${name}:${message}",
}
BASIC_FORMAT = _STYLE_BASIC["%"]


def _validate(fmt: str, style: str) -> set[str]:
    """CPython's validation of a format for its style; returns the field names used."""
    fields: set[str] = set()
    if style == "%":
        if not _PERCENT_VALID.search(fmt):
            raise ValueError(f"Invalid format '{fmt}' for '%' style")
        fields.update(_PERCENT_FIELD.findall(fmt))
    elif style == "{":
        try:
            for _, fieldname, spec, conversion in _string.Formatter().parse(fmt):
                if fieldname:
                    if not _FIELD_SPEC.match(fieldname):
                        raise ValueError(f"invalid field name/expression: {fieldname!r}")
                    fields.add(fieldname)
                if conversion and conversion not in "rsa":
                    raise ValueError(f"invalid conversion: {conversion!r}")
                if spec and not _FMT_SPEC.match(spec):
                    raise ValueError(f"bad specifier: {spec!r}")
        except ValueError as e:
            raise ValueError(f"invalid format: {e}") from None
        if not fields:
            raise ValueError("invalid format: no fields")
        fields = {_re.split(r"[.\[]", f, maxsplit=1)[0] for f in fields}
    else:
        for m in _string.Template.pattern.finditer(fmt):
            d = m.groupdict()
            if d["named"]:
                fields.add(d["named"])
            elif d["braced"]:
                fields.add(d["braced"])
            elif m.group(0) == "$":
                raise ValueError("invalid format: bare '$' not allowed")
        if not fields:
            raise ValueError("invalid format: no fields")
    return fields


def _fields_used(fmt: str, style: str) -> set[str]:
    """Every record field a format names (also when validate=False)."""
    if style == "%":
        return set(_PERCENT_FIELD.findall(fmt))
    if style == "{":
        out: set[str] = set()
        for _, fieldname, _spec, _conv in _string.Formatter().parse(fmt):
            if fieldname:
                out.add(_re.split(r"[.\[]", fieldname, maxsplit=1)[0])
        return out
    return {m.group("named") or m.group("braced") for m in _string.Template.pattern.finditer(fmt)} - {None}


def _check_fields(fields: set[str], what: str) -> bool:
    """Refuse record fields Stockade cannot fill exactly; True if the clock is read."""
    clock = False
    for f in sorted(fields):
        if f in _HOST_FIELDS:
            raise ValueError(
                f"logging {what} field '{f}' is not available in Stockade (it names the host's process, thread "
                "or task); use name, levelname, message, funcName, lineno and the like"
            )
        if f in _CLOCK_FIELDS:
            if not context.current().program.nondeterminism:
                raise ValueError(
                    f"logging {what} field '{f}' reads the host's clock: the host must grant "
                    "nondeterminism (compile with nondeterminism=True)"
                )
            clock = True
    return clock


# ---------------------------------------------------------------- records --------------


class LogRecord:
    """logging.LogRecord as the program's formatters, filters and handlers receive it.

    Its fields are plain attributes with CPython's names and values: ``name``, ``msg``,
    ``args``, ``levelname``, ``levelno``, the caller's ``pathname``/``filename``/
    ``module``/``lineno``/``funcName`` (the program's own frame), ``exc_info``/
    ``exc_text``/``stack_info`` (None), ``threadName`` "MainThread", ``processName``
    "MainProcess", the ``extra=`` keys, and after formatting ``message``. The clock fields
    are read on first use, with the nondeterminism grant only; ``process``, ``thread`` and
    ``taskName`` (host ids) are refused. The program may set attributes (not dunders, not
    names starting with an underscore) as filters do. It cannot make one: records come
    from loggers."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        raise TypeError("logging.LogRecord cannot be made by the program in Stockade; records come from loggers")

    def getMessage(self) -> str:
        """The message with its arguments merged (``msg % args``), as CPython's."""
        msg = str(self.msg)
        if self.args:
            msg = msg % self.args
        return msg

    def __getattr__(self, name: str) -> Any:
        # Only for names the record does not hold.
        if name in ("created", "msecs", "relativeCreated"):
            if context.current().program.nondeterminism:
                _read_clock(self.__dict__)
                return self.__dict__[name]
            raise AttributeError(
                f"record.{name} reads the host's clock: the host must grant nondeterminism "
                "(compile with nondeterminism=True)"
            )
        if name in _HOST_FIELDS:
            raise AttributeError(
                f"record.{name} is not available in Stockade (it names the host's process, thread or task)"
            )
        raise AttributeError(f"'LogRecord' object has no attribute '{name}'")

    def __repr__(self) -> str:
        d = self.__dict__
        return f'<LogRecord: {d["name"]}, {d["levelno"]}, {d["pathname"]}, {d["lineno"]}, "{d["msg"]}">'

    def __reduce_ex__(self, protocol: Any) -> Any:
        raise TypeError("cannot pickle 'LogRecord' object")


def _make_record(fields: dict[str, Any]) -> LogRecord:
    record = LogRecord.__new__(LogRecord)
    record.__dict__.update(fields)
    return record


def record_read(record: LogRecord, name: str) -> Any:
    """``record.name`` for the guest: a field, getMessage, or the refusals above."""
    if name == "getMessage":
        return record.getMessage
    if name.startswith("_"):
        raise AttributeError(f"'LogRecord' object has no attribute '{name}' available in Stockade")
    d = record.__dict__
    if name in d:
        return d[name]
    return record.__getattr__(name)


def _record_store(record: LogRecord, name: str, value: Any) -> None:
    if name.startswith("_") or name == "getMessage":
        raise AttributeError(f"'LogRecord' object attribute '{name}' cannot be assigned in Stockade")
    record.__dict__[name] = value


def _caller(stacklevel: Any) -> tuple[str, int, str]:
    """(file, line, function) of the program's frame that made the logging call, or with
    ``stacklevel=n`` the n-th program frame out from it (the outermost if there are
    fewer), as CPython's findCaller counts frames outside logging."""
    from .._program import GUEST_FILE_PREFIX
    from .classes import program_frames

    try:
        level = int(stacklevel)
    except (TypeError, ValueError):
        level = 1
    found: Any = None
    for frame in program_frames():
        found = frame
        level -= 1
        if level <= 0:
            break
    if found is None:
        return "(unknown file)", 0, "(unknown function)"
    return found.f_code.co_filename[len(GUEST_FILE_PREFIX) :], found.f_lineno, found.f_code.co_name


# ---------------------------------------------------------------- formatters -----------


class Formatter:
    """logging.Formatter(fmt=None, datefmt=None, style='%', validate=True); a program's
    class may derive from it and override format, formatMessage or formatTime."""

    __slots__ = ("_clock", "_fmt", "_style", "datefmt")

    def __init__(self, fmt: Any = None, datefmt: Any = None, style: Any = "%", validate: Any = True) -> None:
        if validate is not True:
            raise ValueError(
                "logging.Formatter(validate=False) is not available in Stockade: the format is checked as CPython's "
                "validate=True does"
            )
        if style not in _STYLE_DEFAULTS:
            raise ValueError("Style must be one of: %,{,$")
        fmt = fmt or _STYLE_DEFAULTS[style]
        if type(fmt) is not str:
            raise TypeError("logging.Formatter(fmt=...) takes a str in Stockade")
        if datefmt is not None and type(datefmt) is not str:
            raise TypeError("logging.Formatter(datefmt=...) takes a str in Stockade")
        # CPython's validation regular expressions backtrack on long field names (quadratic
        # time): charged for the worst case before they run.
        n = len(fmt)
        context.current().meter.charge(n + n * n // 64)
        fields = _validate(fmt, style) | _fields_used(fmt, style)
        self._clock: bool = _check_fields(fields, "format")
        self._fmt: str = fmt
        self._style: str = style
        self.datefmt: str | None = datefmt

    def usesTime(self) -> bool:
        """Does the format name asctime (CPython's test for each style)?"""
        style, fmt = self._style, self._fmt
        if style == "%":
            return "%(asctime)" in fmt
        if style == "{":
            return "{asctime" in fmt
        return "$asctime" in fmt or "${asctime}" in fmt

    def format(self, record: Any) -> Any:
        """The record as text: message merged, asctime when the format uses it, then
        formatMessage, then the record's exc_text and stack_info (as CPython's)."""
        if self._clock:
            _read_clock(_fields(record))
        record.message = record.getMessage()
        if self.usesTime():
            record.asctime = self.formatTime(record, self.datefmt)
        s = self.formatMessage(record)
        if record.exc_info:
            _refuse_exc_info()
        if record.exc_text:
            if s[-1:] != "\n":
                s = s + "\n"
            s = s + record.exc_text
        if record.stack_info:
            if s[-1:] != "\n":
                s = s + "\n"
            s = s + str(record.stack_info)
        return s

    def formatMessage(self, record: Any) -> str:
        """The format applied to the record's fields."""
        values = _fields(record)
        try:
            if self._style == "%":
                s: str = self._fmt % values
            elif self._style == "{":
                from .guards import _safe_format

                s = _safe_format(self._fmt)(**values)  # str.format under the guest's rules
            else:
                s = _string.Template(self._fmt).substitute(**values)
        except KeyError as e:
            raise ValueError(f"Formatting field not found in record: {e}") from None
        return s

    def formatTime(self, record: Any, datefmt: Any = None) -> str:
        """The record's creation time as text (needs the nondeterminism grant)."""
        created = record.created
        ct = _time.localtime(created)
        if datefmt:
            return _time.strftime(datefmt, ct)
        s = _time.strftime("%Y-%m-%d %H:%M:%S", ct)
        return "%s,%03d" % (s, record.msecs)  # noqa: UP031 - CPython's default_msec_format

    def formatException(self, ei: Any) -> str:
        """Refused: CPython's traceback text names host files."""
        _refuse_exc_info()
        return ""  # pragma: no cover

    def formatStack(self, stack_info: Any) -> Any:
        """The stack text as given (CPython's default)."""
        return stack_info

    def __repr__(self) -> str:
        return "<logging.Formatter object>"


def _fields(record: Any) -> dict[str, Any]:
    if type(record) is not LogRecord:
        raise TypeError(f"a logging record was expected, not a '{type(record).__name__}' object")
    d: dict[str, Any] = record.__dict__
    return d


_DEFAULT_FORMATTER = Formatter.__new__(Formatter)
_DEFAULT_FORMATTER._fmt, _DEFAULT_FORMATTER._style = "%(message)s", "%"
_DEFAULT_FORMATTER._clock, _DEFAULT_FORMATTER.datefmt = False, None


def _read_clock(record: dict[str, Any]) -> None:
    """The clock fields, read once per record (through the run's nondeterminism hook)."""
    if "created" in record:
        return
    run = context.current()
    created = run.nondeterministic("time.time", _time.time)
    tree = _tree()
    if tree.started is None:
        tree.started = created
    record["created"] = created
    record["msecs"] = int((created - int(created)) * 1000) + 0.0
    record["relativeCreated"] = (created - tree.started) * 1000


# ---------------------------------------------------------------- filters --------------


class Filter:
    """logging.Filter(name=''): passes records of the logger ``name`` and its children
    (all records for ''); a program's class may derive from it and override filter."""

    __slots__ = ("name", "nlen")

    def __init__(self, name: Any = "") -> None:
        self.name = name
        self.nlen = len(name)

    def filter(self, record: Any) -> Any:
        """True when the record's logger is ``name`` or below it."""
        if self.nlen == 0:
            return True
        if self.name == record.name:
            return True
        if record.name.find(self.name, 0, self.nlen) != 0:
            return False
        return record.name[self.nlen] == "."

    def __repr__(self) -> str:
        return "<logging.Filter object>"


_NEW_FILTERS = _sys.version_info >= (3, 12)  # a filter may return a record to use instead


def _filter(filters: list[Any], record: Any) -> Any:
    """CPython's Filterer.filter over ``filters`` (objects with a filter method, or
    callables): False, or True (3.11) / the record to go on with (3.12+)."""
    from .guards import guest_getattr

    meter = context.current().meter
    for f in list(filters):
        meter.charge(_LOG_FUEL)
        check = guest_getattr(f, "filter", None)
        result = check(record) if check is not None else f(record)
        if not result:
            return False
        if _NEW_FILTERS and type(result) is LogRecord:
            record = result
    return record if _NEW_FILTERS else True


def _add_filter(filters: list[Any], f: Any) -> None:
    context.current().meter.charge(1 + len(filters))
    if not any(x is f for x in filters):
        filters.append(f)


def _remove_filter(filters: list[Any], f: Any) -> None:
    context.current().meter.charge(1 + len(filters))
    for i, x in enumerate(filters):
        if x is f:
            del filters[i]
            return


# ---------------------------------------------------------------- handlers -------------


class Handler:
    """logging.Handler: a level, a formatter and filters; a program's class may derive
    from it and implement emit (``self.format(record)`` formats as CPython's does)."""

    __slots__ = ("filters", "formatter", "level")

    def __init__(self, level: Any = NOTSET) -> None:
        self.filters: list[Any] = []
        self.level = _check_level(level, _tree())
        self.formatter: Any = None

    def setLevel(self, level: Any) -> None:
        """Set the handler's threshold."""
        self.level = _check_level(level, _tree())

    def setFormatter(self, fmt: Any) -> None:
        """Set the handler's formatter (a logging.Formatter, an instance of a class the
        program defines, or None)."""
        from . import classes

        if fmt is not None and not isinstance(fmt, Formatter) and not classes.is_guest_class(type(fmt)):
            raise TypeError("setFormatter() takes a logging.Formatter in Stockade")
        self.formatter = fmt

    def addFilter(self, filter: Any) -> None:
        """Add a filter (a logging.Filter, an object with a filter method, or a callable)."""
        _add_filter(self.filters, filter)

    def removeFilter(self, filter: Any) -> None:
        """Remove a filter if present."""
        _remove_filter(self.filters, filter)

    def filter(self, record: Any) -> Any:
        """Run the filters (CPython's Filterer.filter)."""
        return _filter(self.filters, record)

    def format(self, record: Any) -> Any:
        """The record formatted by the handler's formatter (or the default one)."""
        fmt = self.formatter if self.formatter is not None else _DEFAULT_FORMATTER
        return fmt.format(record)

    def handle(self, record: Any) -> Any:
        """Filter the record, then emit it; returns what the filters gave."""
        rv = self.filter(record)
        if type(rv) is LogRecord:
            record = rv
        if rv:
            self.emit(record)
        return rv

    def emit(self, record: Any) -> None:
        """Implemented by subclasses (CPython's NotImplementedError otherwise)."""
        raise NotImplementedError("emit must be implemented by Handler subclasses")

    def handleError(self, record: Any) -> None:
        """Refused: CPython prints a traceback naming host files."""
        raise NotImplementedError(
            "handler.handleError() is not available in Stockade: CPython prints a traceback naming host files"
        )

    def flush(self) -> None:
        """Nothing is buffered."""

    def close(self) -> None:
        """Nothing to release."""

    def _level_name(self) -> Any:
        return getLevelName(self.level)

    def __repr__(self) -> str:
        return f"<{type(self).__name__} ({self._level_name()})>"


class NullHandler(Handler):
    """logging.NullHandler: does nothing (a library's "no output unless configured")."""

    __slots__ = ()

    def handle(self, record: Any) -> Any:
        """Nothing (CPython's NullHandler runs no filter either)."""

    def emit(self, record: Any) -> None:
        """Nothing."""


class StreamHandler(Handler):
    """logging.StreamHandler(stream=None): writes to the stream given, or to what
    ``sys.stderr`` is when the handler is made (as in CPython)."""

    __slots__ = ("_stream", "terminator")

    def __init__(self, stream: Any = None) -> None:
        Handler.__init__(self)
        if stream is None:
            stream = current(True)
        self._stream = stream
        self.terminator = "\n"

    @property
    def stream(self) -> Any:
        """The stream records are written to."""
        return self._target()

    def _target(self) -> Any:
        return self._stream

    def emit(self, record: Any) -> None:
        """Format the record and write it, with the terminator, to the stream."""
        try:
            msg = self.format(record)
            text = msg + self.terminator
            if type(text) is str:
                context.current().meter.charge(len(text))
            stream = self._target()
            write_to(stream, text)
            # CPython's StreamHandler.flush: ``if self.stream and hasattr(self.stream, "flush")``
            if type(stream) is not TextIOWrapper and type(stream) is not _io.StringIO and stream:
                from .guards import guest_hasattr

                if guest_hasattr(stream, "flush"):
                    flush_stream(self._target())
        except RecursionError:
            raise
        except Exception:
            # CPython's handleError: nothing at all when sys.stderr is None (or false);
            # otherwise it prints a traceback naming its own files, so Stockade raises.
            err = current(True)
            if err is None or (type(err) is not TextIOWrapper and type(err) is not _io.StringIO and not err):
                return
            raise

    def __repr__(self) -> str:
        stream = self._target()
        if type(stream) is TextIOWrapper:
            name = "<stderr>" if stream._sk_err else "<stdout>"
        elif type(stream) is _io.StringIO:
            name = ""
        else:
            from .guards import guest_getattr

            name = str(guest_getattr(stream, "name", ""))
        return f"<{type(self).__name__} {name + ' ' if name else ''}({self._level_name()})>"


class _StderrHandler(StreamHandler):
    """CPython's lastResort: its stream is whatever ``sys.stderr`` is when it emits."""

    __slots__ = ()

    def _target(self) -> Any:
        return current(True)


def _is_handler(h: Any) -> bool:
    return isinstance(h, Handler)

# ---------------------------------------------------------------- loggers --------------


class Logger:
    """logging.Logger: one node of the run's logger tree (``logging.getLogger(name)``)."""

    __slots__ = ("_handlers", "_managed", "_name", "_tree", "disabled", "filters", "level", "propagate")

    def __init__(self, name: Any, level: Any = NOTSET) -> None:
        # A logger made directly (not by getLogger) has no parent, as in CPython.
        self._setup(_tree(), name, level, managed=False)

    def _setup(self, tree: _Tree, name: Any, level: Any, managed: bool) -> None:
        self._tree = tree
        self._name = name
        self.level = _check_level(level, tree)
        self._handlers: list[Any] = []
        self.filters: list[Any] = []
        self.propagate: Any = True
        self.disabled: Any = False
        self._managed = managed

    @property
    def name(self) -> Any:
        """The logger's dotted name."""
        return self._name

    @property
    def handlers(self) -> list[Any]:
        """The logger's own handlers (the list itself, as in CPython)."""
        return self._handlers

    @property
    def parent(self) -> Logger | None:
        """The nearest existing ancestor (the root for a top-level name)."""
        if not self._managed or self is self._tree.root:
            return None
        tree, name = self._tree, self._name
        meter = context.current().meter
        i = name.rfind(".")
        while i > 0:
            meter.charge(1 + i // 16)  # the prefix is copied and hashed
            found = tree.loggers.get(name[:i])
            if found is not None:
                return found
            i = name.rfind(".", 0, i)
        return tree.root

    def setLevel(self, level: Any) -> None:
        """Set the logger's threshold."""
        self.level = _check_level(level, self._tree)

    def getEffectiveLevel(self) -> Any:
        """The first non-zero level up the tree (NOTSET if none)."""
        logger: Logger | None = self
        meter = context.current().meter
        while logger is not None:
            meter.charge(_LOG_FUEL)
            if logger.level:
                return logger.level
            logger = logger.parent
        return NOTSET

    def isEnabledFor(self, level: Any) -> bool:
        """Would a record of this level be processed?"""
        if self.disabled:
            return False
        if self._tree.disable >= level:
            return False
        return bool(level >= self.getEffectiveLevel())

    def addFilter(self, filter: Any) -> None:
        """Add a filter (a logging.Filter, an object with a filter method, or a callable)."""
        _add_filter(self.filters, filter)

    def removeFilter(self, filter: Any) -> None:
        """Remove a filter if present."""
        _remove_filter(self.filters, filter)

    def filter(self, record: Any) -> Any:
        """Run the logger's filters (CPython's Filterer.filter)."""
        return _filter(self.filters, record)

    def addHandler(self, hdlr: Any) -> None:
        """Add a handler (once)."""
        if not _is_handler(hdlr):
            raise TypeError("addHandler() takes a logging handler (logging.Handler or a subclass) in Stockade")
        context.current().meter.charge(1 + len(self._handlers))
        if not any(h is hdlr for h in self._handlers):
            self._handlers.append(hdlr)

    def removeHandler(self, hdlr: Any) -> None:
        """Remove a handler if present."""
        context.current().meter.charge(1 + len(self._handlers))
        for i, h in enumerate(self._handlers):
            if h is hdlr:
                del self._handlers[i]
                return

    def hasHandlers(self) -> bool:
        """Does this logger or an ancestor it propagates to have a handler?"""
        c: Logger | None = self
        while c is not None:
            if c._handlers:
                return True
            if not c.propagate:
                return False
            c = c.parent
        return False

    def getChild(self, suffix: Any) -> Logger:
        """``getLogger(self.name + '.' + suffix)``."""
        if self._tree.root is not self:
            suffix = ".".join((self._name, suffix))
        return _get_logger(self._tree, suffix)

    def debug(self, msg: Any, *args: Any, **kwargs: Any) -> None:
        """Log at DEBUG."""
        if self.isEnabledFor(DEBUG):
            self._log(DEBUG, msg, args, **kwargs)

    def info(self, msg: Any, *args: Any, **kwargs: Any) -> None:
        """Log at INFO."""
        if self.isEnabledFor(INFO):
            self._log(INFO, msg, args, **kwargs)

    def warning(self, msg: Any, *args: Any, **kwargs: Any) -> None:
        """Log at WARNING."""
        if self.isEnabledFor(WARNING):
            self._log(WARNING, msg, args, **kwargs)

    def error(self, msg: Any, *args: Any, **kwargs: Any) -> None:
        """Log at ERROR."""
        if self.isEnabledFor(ERROR):
            self._log(ERROR, msg, args, **kwargs)

    def critical(self, msg: Any, *args: Any, **kwargs: Any) -> None:
        """Log at CRITICAL."""
        if self.isEnabledFor(CRITICAL):
            self._log(CRITICAL, msg, args, **kwargs)

    fatal = critical

    def exception(self, msg: Any, *args: Any, exc_info: Any = True, **kwargs: Any) -> None:
        """Refused: CPython appends a traceback whose text names host files."""
        _refuse_exc_info()

    def log(self, level: Any, msg: Any, *args: Any, **kwargs: Any) -> None:
        """Log at an integer level."""
        if not isinstance(level, int):
            raise TypeError("level must be an integer")
        if self.isEnabledFor(level):
            self._log(level, msg, args, **kwargs)

    def _log(
        self,
        level: int,
        msg: Any,
        args: Any,
        exc_info: Any = None,
        extra: Any = None,
        stack_info: Any = False,
        stacklevel: Any = 1,
    ) -> None:
        if exc_info:
            _refuse_exc_info()
        if stack_info:
            raise NotImplementedError(
                "logging stack_info= is not available in Stockade: CPython's stack text names host files"
            )
        tree = self._tree
        if args and len(args) == 1 and isinstance(args[0], Mapping) and args[0]:
            args = args[0]  # CPython's "%(key)s" % mapping form
        level_name = tree.level_to_name.get(level)
        pathname, lineno, func = _caller(stacklevel)
        filename = _posixpath.basename(pathname)
        fields: dict[str, Any] = {
            "name": self._name,
            "msg": msg,
            "args": args,
            "levelname": level_name if level_name is not None else f"Level {level}",
            "levelno": level,
            "pathname": pathname,
            "filename": filename,
            "module": _posixpath.splitext(filename)[0],
            "exc_info": None,
            "exc_text": None,
            "stack_info": None,
            "lineno": lineno,
            "funcName": func,
            "threadName": "MainThread",
            "processName": "MainProcess",
        }
        if type(extra) is dict and _EXTRA_TAKEN.isdisjoint(extra):
            # The common case in C: one charge per key, as the loop below ticks per key.
            context.current().meter.charge(len(extra))
            fields.update(extra)
        elif extra is not None:
            for key in context.current().meter.wrap(iter(extra)):
                if key in ("message", "asctime") or key in _RECORD_FIELDS:
                    raise KeyError(f"Attempt to overwrite {key!r} in LogRecord")
                fields[key] = extra[key]
        self.handle(_make_record(fields))

    def handle(self, record: Any) -> None:
        """Run the logger's filters, then the handlers up the tree (CPython's handle)."""
        if self.disabled:
            return
        rv = self.filter(record)
        if not rv:
            return
        if type(rv) is LogRecord:
            record = rv
        self.callHandlers(record)

    def callHandlers(self, record: Any) -> None:
        """Hand the record to each handler of this logger and its ancestors (while they
        propagate) whose level it meets; to lastResort when there is none."""
        meter = context.current().meter
        c: Logger | None = self
        found = 0
        levelno = record.levelno
        while c is not None:
            for hdlr in list(c._handlers):
                meter.charge(_LOG_FUEL)
                if not _is_handler(hdlr):
                    raise TypeError(
                        f"logger.handlers holds a '{type(hdlr).__name__}' object: only logging handlers "
                        "are available in Stockade"
                    )
                found += 1
                if levelno >= hdlr.level:
                    hdlr.handle(record)  # one record, shared by the handlers (as in CPython)
            c = c.parent if c.propagate else None
        if found == 0 and levelno >= _LAST_RESORT.level:
            _LAST_RESORT.handle(record)  # CPython's lastResort: message only, to stderr

    def __repr__(self) -> str:
        return f"<{type(self).__name__} {self._name} ({getLevelName(self.getEffectiveLevel())})>"

    def __reduce_ex__(self, protocol: Any) -> Any:
        raise TypeError(f"cannot pickle '{type(self).__name__}' object")


class RootLogger(Logger):
    """The root of the run's logger tree."""

    __slots__ = ()

    def __init__(self, level: int, tree: _Tree) -> None:
        self._setup(tree, "root", level, managed=True)


def _refuse_exc_info() -> None:
    raise NotImplementedError(
        "logger.exception() and exc_info= are not available in Stockade: CPython's traceback text names "
        "host files; log the exception itself, e.g. logger.error('failed: %s', e)"
    )


_LAST_RESORT = _StderrHandler.__new__(_StderrHandler)
_LAST_RESORT.level, _LAST_RESORT.formatter, _LAST_RESORT.filters = WARNING, None, []
_LAST_RESORT._stream, _LAST_RESORT.terminator = None, "\n"


def _get_logger(tree: _Tree, name: Any) -> Logger:
    if not isinstance(name, str):
        raise TypeError("A logger name must be a string")
    logger = tree.loggers.get(name)
    if logger is None:
        context.current().meter.charge(_LOG_FUEL * (len(name) + 1))
        logger = tree.loggers[name] = Logger.__new__(Logger)
        logger._setup(tree, name, NOTSET, managed=True)
    return logger


def getLogger(name: Any = None) -> Logger:
    """The run's logger of that dotted name (the root for None or '')."""
    tree = _tree()
    if not name or (isinstance(name, str) and name == tree.root._name):
        return tree.root
    return _get_logger(tree, name)


def basicConfig(**kwargs: Any) -> None:
    """CPython's basicConfig for streams: a StreamHandler with a Formatter on the root."""
    root = _tree().root
    force = kwargs.pop("force", False)
    kwargs.pop("encoding", None)
    kwargs.pop("errors", "backslashreplace")
    if force:
        for h in root._handlers[:]:
            root.removeHandler(h)
            h.close()
    if len(root._handlers) == 0:
        handlers = kwargs.pop("handlers", None)
        if handlers is None:
            if "stream" in kwargs and "filename" in kwargs:
                raise ValueError("'stream' and 'filename' should not be specified together")
        elif "stream" in kwargs or "filename" in kwargs:
            raise ValueError("'stream' or 'filename' should not be specified together with 'handlers'")
        if handlers is None:
            if kwargs.pop("filename", None):
                raise ValueError(
                    "logging.basicConfig(filename=...) is not available in Stockade: there is no filesystem; "
                    "log to sys.stderr (the default), sys.stdout or an io.StringIO"
                )
            kwargs.pop("filemode", "a")
            handlers = [StreamHandler(kwargs.pop("stream", None))]
        else:
            handlers = list(context.current().meter.wrap(iter(handlers)))
        dfs = kwargs.pop("datefmt", None)
        style = kwargs.pop("style", "%")
        if style not in _STYLE_DEFAULTS:
            raise ValueError("Style must be one of: %,{,$")
        fs = kwargs.pop("format", _STYLE_BASIC[style])
        fmt = Formatter(fs, dfs, style)
        for h in handlers:
            if not _is_handler(h):
                raise TypeError("basicConfig(handlers=...) takes logging handlers in Stockade")
            if h.formatter is None:
                h.setFormatter(fmt)
            root.addHandler(h)
        level = kwargs.pop("level", None)
        if level is not None:
            root.setLevel(level)
        if kwargs:
            keys = ", ".join(kwargs.keys())
            raise ValueError(f"Unrecognised argument(s): {keys}")


def _configured_root() -> Logger:
    """The root, after ``basicConfig()`` if it has no handler (as the module functions do)."""
    root = _tree().root
    if len(root._handlers) == 0:
        basicConfig()
    return root


# The module-level functions, with CPython's signatures (so a wrong call raises CPython's
# TypeError, naming the function).
def _debug(msg: Any, *args: Any, **kwargs: Any) -> None:
    _configured_root().debug(msg, *args, **kwargs)


def _info(msg: Any, *args: Any, **kwargs: Any) -> None:
    _configured_root().info(msg, *args, **kwargs)


def _warning(msg: Any, *args: Any, **kwargs: Any) -> None:
    _configured_root().warning(msg, *args, **kwargs)


def _error(msg: Any, *args: Any, **kwargs: Any) -> None:
    _configured_root().error(msg, *args, **kwargs)


def _critical(msg: Any, *args: Any, **kwargs: Any) -> None:
    _configured_root().critical(msg, *args, **kwargs)


def _fatal(msg: Any, *args: Any, **kwargs: Any) -> None:
    _critical(msg, *args, **kwargs)


def _log(level: Any, msg: Any, *args: Any, **kwargs: Any) -> None:
    _configured_root().log(level, msg, *args, **kwargs)


def _exception(msg: Any, *args: Any, exc_info: Any = True, **kwargs: Any) -> None:
    _refuse_exc_info()


for _fn in (_debug, _info, _warning, _error, _critical, _fatal, _log, _exception):
    _fn.__name__ = _fn.__qualname__ = _fn.__name__[1:]


def disable(level: Any = CRITICAL) -> None:
    """Disable all logging calls of severity 'level' and below (for this run)."""
    _tree().disable = level


MEMBERS: dict[str, Any] = {
    "CRITICAL": CRITICAL,
    "FATAL": FATAL,
    "ERROR": ERROR,
    "WARNING": WARNING,
    "WARN": WARN,
    "INFO": INFO,
    "DEBUG": DEBUG,
    "NOTSET": NOTSET,
    "BASIC_FORMAT": BASIC_FORMAT,
    "getLevelName": getLevelName,
    "getLevelNamesMapping": getLevelNamesMapping,
    "addLevelName": addLevelName,
    "basicConfig": basicConfig,
    "getLogger": getLogger,
    "disable": disable,
    "Logger": Logger,
    "Handler": Handler,
    "StreamHandler": StreamHandler,
    "NullHandler": NullHandler,
    "Formatter": Formatter,
    "Filter": Filter,
    "LogRecord": LogRecord,
    "debug": _debug,
    "info": _info,
    "warning": _warning,
    "error": _error,
    "critical": _critical,
    "fatal": _fatal,
    "log": _log,
    "exception": _exception,
}

for _public in (Logger, Handler, StreamHandler, NullHandler, Formatter, Filter, LogRecord):
    _public.__module__ = "logging"  # as CPython prints them (<class 'logging.Logger'>)

REFUSED: dict[str, str] = {
    "warn": "deprecated (CPython prints a DeprecationWarning naming the caller's file); use logging.warning",
    "FileHandler": "there is no filesystem; use logging.StreamHandler(sys.stderr) or an io.StringIO",
    "root": "use logging.getLogger()",
    "lastResort": "not reachable; a record with no handler goes to sys.stderr as in CPython",
    "config": "configure with basicConfig, getLogger, StreamHandler and Formatter",
    "handlers": "only StreamHandler and NullHandler are admitted",
    "makeLogRecord": "records come from loggers; log through a logger",
    "setLogRecordFactory": "records come from loggers; pass extra= or use a logging.Filter to add fields",
    "getLogRecordFactory": "records come from loggers; pass extra= or use a logging.Filter to add fields",
    "LoggerAdapter": "pass the context in the message",
    "captureWarnings": "there are no warnings in Stockade",
    "shutdown": "nothing to shut down: the run's streams are captured",
    "getLoggerClass": "logger classes are not admitted",
    "setLoggerClass": "logger classes are not admitted",
}

LOGGER_ATTRS = frozenset(
    "addFilter addHandler critical debug disabled error exception fatal filter filters getChild getEffectiveLevel "
    "handle handlers hasHandlers info isEnabledFor level log name parent propagate removeFilter removeHandler "
    "setLevel warning".split()
)
HANDLER_ATTRS = frozenset(
    "addFilter close emit filter filters flush format formatter handle handleError level removeFilter "
    "setFormatter setLevel".split()
)
STREAM_HANDLER_ATTRS = HANDLER_ATTRS | {"stream", "terminator"}
FORMATTER_ATTRS = frozenset("datefmt format formatException formatMessage formatStack formatTime usesTime".split())
FILTER_ATTRS = frozenset({"filter", "name", "nlen"})
ATTRS: dict[type, frozenset[str]] = {
    Logger: LOGGER_ATTRS,
    RootLogger: LOGGER_ATTRS,
    Handler: HANDLER_ATTRS,
    NullHandler: HANDLER_ATTRS,
    StreamHandler: STREAM_HANDLER_ATTRS,
    Formatter: FORMATTER_ATTRS,
    Filter: FILTER_ATTRS,
    TextIOWrapper: STREAM_ATTRS,
    # contextlib.redirect_stdout / redirect_stderr: used in ``with`` only (CPython's
    # _new_target and _old_targets are private)
    redirect_stdout: frozenset(),
    redirect_stderr: frozenset(),
}

# The classes a program's class may derive from, with what the subclass may read of each
# one's own names (classes.install_bases), what it may assign on its instances
# (classes.HOST_OPTIONS: plain data the methods here read back, as CPython's do) and the
# names it may not define (classes.install_reserved: this module's code reads them on
# self as its own state).
BASES: dict[type, frozenset[str]] = {
    Formatter: FORMATTER_ATTRS,
    Filter: FILTER_ATTRS,
    Handler: HANDLER_ATTRS,
    StreamHandler: STREAM_HANDLER_ATTRS,
}
BASE_OPTIONS: dict[type, frozenset[str]] = {
    Formatter: frozenset({"datefmt"}),
    Filter: frozenset({"name", "nlen"}),
    Handler: frozenset({"formatter", "level"}),
    StreamHandler: frozenset({"formatter", "level", "terminator"}),
}
RESERVED: dict[type, frozenset[str]] = {
    Formatter: frozenset({"_clock", "_fmt", "_style"}),
    Handler: frozenset({"_level_name", "_stream", "_target"}),
}

# Attributes a guest may assign (``logger.propagate = False``): type -> name -> check.
_STORABLE: dict[type, frozenset[str]] = {
    Logger: frozenset({"propagate", "disabled", "handlers"}),
    RootLogger: frozenset({"propagate", "disabled", "handlers"}),
    StreamHandler: frozenset({"terminator"}),
}


def storable(obj: Any) -> bool:
    """True for the objects of this module (their stores go through :func:`store`)."""
    return type(obj) in ATTRS or type(obj) is LogRecord


def store(obj: Any, name: str, value: Any) -> None:
    """``obj.name = value`` for an object of this module: only the listed names (any
    field of a record but private ones)."""
    if type(obj) is LogRecord:
        _record_store(obj, name, value)
        return
    names = _STORABLE.get(type(obj), frozenset())
    if name not in names:
        raise AttributeError(f"'{type(obj).__name__}' object attribute '{name}' cannot be assigned in Stockade")
    if name == "handlers":
        if type(value) is not list:
            raise TypeError("logger.handlers takes a list in Stockade")
        obj._handlers = value
    elif name == "terminator":
        if type(value) is not str:
            raise TypeError("handler.terminator takes a str in Stockade")
        obj.terminator = value
    else:
        setattr(obj, name, value)
