"""The guest's ``json``: dumps/loads/dump/load and a ``JSONEncoder`` a guest class may derive from.

CPython's encoder does the work; what is Stockade's is the edge around it:

- ``JSONEncoder`` is Stockade's own class with CPython's constructor, options, class
  attributes and ``default``. Its ``encode``/``iterencode`` read the options from ``self``
  through the attribute guard (a guest subclass may define them as properties, as with
  CPython) and hand them to a fresh real encoder, so the real class is never the guest's
  base and no real encoder outlives the call. ``default`` is the guest's own method when a
  subclass overrides it, called by the real encoder as CPython calls it.
- With ``indent`` (and in ``iterencode``/``dump``) CPython encodes in host Python, where
  nothing ticks: every chunk is charged as it is produced.
- ``dumps(cls=...)``/``dump(cls=...)`` build ``cls`` with CPython's keywords and call its
  ``encode``/``iterencode``; ``cls`` must be ``JSONEncoder`` or a class the program defines.
- ``dump``/``load`` work on any object with ``write``/``read`` (``io.StringIO``), read
  through the guard.
"""

from __future__ import annotations

import json as _json
from collections.abc import Iterator
from typing import Any

from . import classes, context

_CHUNK_FUEL = 8  # the pure-Python encoder: about 0.4 us per chunk
_C_CHARS = 4  # characters of the C encoder's output per fuel unit

# What the guest may read on a JSONEncoder (instance or class); the options are also what
# the guest may assign on an encoder (classes.HOST_OPTIONS): plain data read at encode time.
OPTIONS = frozenset(
    "skipkeys ensure_ascii check_circular allow_nan sort_keys indent item_separator key_separator".split()
)
ATTRS = OPTIONS | {"default", "encode", "iterencode"}


def _ga(obj: Any, name: str) -> Any:
    from .guards import ga

    return ga(obj, name)


def _charged(chunks: Iterator[str]) -> Iterator[str]:
    meter = context.current().meter
    for chunk in chunks:
        meter.charge(_CHUNK_FUEL)
        yield chunk


class JSONEncoder:
    """``json.JSONEncoder``: CPython's options and behaviour (see the module docstring)."""

    item_separator = ", "
    key_separator = ": "

    def __init__(
        self,
        *,
        skipkeys: Any = False,
        ensure_ascii: Any = True,
        check_circular: Any = True,
        allow_nan: Any = True,
        sort_keys: Any = False,
        indent: Any = None,
        separators: Any = None,
        default: Any = None,
    ) -> None:
        self.skipkeys = skipkeys
        self.ensure_ascii = ensure_ascii
        self.check_circular = check_circular
        self.allow_nan = allow_nan
        self.sort_keys = sort_keys
        self.indent = indent
        if separators is not None:
            self.item_separator, self.key_separator = separators
        elif indent is not None:
            self.item_separator = ","
        if default is not None:
            self.default = default  # type: ignore[method-assign]  # as CPython: an instance attribute

    def default(self, o: Any) -> Any:
        """Raise CPython's TypeError; a subclass returns something serializable instead."""
        raise TypeError(f"Object of type {o.__class__.__name__} is not JSON serializable")

    def encode(self, o: Any) -> str:
        """The JSON text of ``o`` (CPython's encode: a str directly, else the joined chunks
        of ``self.iterencode(o, _one_shot=True)``)."""
        if isinstance(o, str):
            if _ga(self, "ensure_ascii"):
                return _json.encoder.encode_basestring_ascii(o)
            return _json.encoder.encode_basestring(o)
        chunks = _ga(self, "iterencode")(o, _one_shot=True)
        if not isinstance(chunks, (list, tuple)):
            chunks = list(chunks)
        return "".join(chunks)

    def iterencode(self, o: Any, _one_shot: bool = False) -> Any:
        """The chunks of ``o``'s JSON text, from a real encoder set up with this one's options."""
        real = _json.JSONEncoder(
            skipkeys=_ga(self, "skipkeys"),
            ensure_ascii=_ga(self, "ensure_ascii"),
            check_circular=_ga(self, "check_circular"),
            allow_nan=_ga(self, "allow_nan"),
            sort_keys=_ga(self, "sort_keys"),
            indent=_ga(self, "indent"),
            separators=(_ga(self, "item_separator"), _ga(self, "key_separator")),
            default=_ga(self, "default"),
        )
        chunks = real.iterencode(o, _one_shot)
        if isinstance(chunks, (list, tuple)):
            # the C encoder (one shot; from 3.13 with indent too): charged for its output,
            # as the Python encoder is charged per chunk
            context.current().meter.charge(sum(len(c) for c in chunks) // _C_CHARS + 1)
            return chunks
        return _charged(chunks)


JSONEncoder.__module__ = "json.encoder"
for _m in (JSONEncoder.__init__, JSONEncoder.default, JSONEncoder.encode, JSONEncoder.iterencode):
    _m.__module__ = "json.encoder"


def _encoder_class(cls: Any, caller: str) -> Any:
    if cls is None:
        return JSONEncoder
    if cls is JSONEncoder or classes.is_guest_class(cls):
        return cls
    what = cls.__name__ if isinstance(cls, type) else type(cls).__name__
    raise TypeError(
        f"{caller}(cls=...) takes json.JSONEncoder or a class the program defines in Stockade, not '{what}'"
    )


def dumps(
    obj: Any,
    *,
    skipkeys: Any = False,
    ensure_ascii: Any = True,
    check_circular: Any = True,
    allow_nan: Any = True,
    cls: Any = None,
    indent: Any = None,
    separators: Any = None,
    default: Any = None,
    sort_keys: Any = False,
    **kw: Any,
) -> Any:
    """``json.dumps``: CPython's signature and result."""
    if cls is None and not kw and indent is None:
        # the C encoder: its work is bounded by its output
        return _json.dumps(
            obj,
            skipkeys=skipkeys,
            ensure_ascii=ensure_ascii,
            check_circular=check_circular,
            allow_nan=allow_nan,
            separators=separators,
            default=default,
            sort_keys=sort_keys,
        )
    encoder = _encoder_class(cls, "dumps")(
        skipkeys=skipkeys,
        ensure_ascii=ensure_ascii,
        check_circular=check_circular,
        allow_nan=allow_nan,
        indent=indent,
        separators=separators,
        default=default,
        sort_keys=sort_keys,
        **kw,
    )
    return _ga(encoder, "encode")(obj)


def dump(
    obj: Any,
    fp: Any,
    *,
    skipkeys: Any = False,
    ensure_ascii: Any = True,
    check_circular: Any = True,
    allow_nan: Any = True,
    cls: Any = None,
    indent: Any = None,
    separators: Any = None,
    default: Any = None,
    sort_keys: Any = False,
    **kw: Any,
) -> None:
    """``json.dump``: the chunks of ``iterencode`` written to ``fp.write`` one at a time."""
    encoder = _encoder_class(cls, "dump")(
        skipkeys=skipkeys,
        ensure_ascii=ensure_ascii,
        check_circular=check_circular,
        allow_nan=allow_nan,
        indent=indent,
        separators=separators,
        default=default,
        sort_keys=sort_keys,
        **kw,
    )
    iterable = _ga(encoder, "iterencode")(obj)
    write = _ga(fp, "write")
    for chunk in iterable:
        write(chunk)


_LOADS_KW = ("object_hook", "parse_float", "parse_int", "parse_constant", "object_pairs_hook", "strict")


def loads(
    s: Any,
    *,
    cls: Any = None,
    object_hook: Any = None,
    parse_float: Any = None,
    parse_int: Any = None,
    parse_constant: Any = None,
    object_pairs_hook: Any = None,
    **kw: Any,
) -> Any:
    """``json.loads``: CPython's decoder (C scanner) with the hooks the guest gives."""
    if cls is not None:
        raise TypeError(
            "loads(cls=...) is not available in Stockade: a custom decoder class would run inside "
            "the host's decoder; use object_hook, object_pairs_hook or parse_float"
        )
    for name in kw:
        if name not in _LOADS_KW:
            raise TypeError(f"JSONDecoder.__init__() got an unexpected keyword argument '{name}'")
    return _json.loads(
        s,
        object_hook=object_hook,
        parse_float=parse_float,
        parse_int=parse_int,
        parse_constant=parse_constant,
        object_pairs_hook=object_pairs_hook,
        **kw,
    )


def load(fp: Any, **kw: Any) -> Any:
    """``json.load``: ``loads(fp.read(), ...)``, as CPython's."""
    return loads(_ga(fp, "read")(), **kw)


MEMBERS: dict[str, Any] = {
    "dumps": dumps,
    "loads": loads,
    "dump": dump,
    "load": load,
    "JSONEncoder": JSONEncoder,
    "JSONDecodeError": _json.JSONDecodeError,
}
REFUSED: dict[str, str] = {
    "JSONDecoder": "a custom decoder class would run inside the host's decoder; "
    "use json.loads with object_hook, object_pairs_hook or parse_float",
}
