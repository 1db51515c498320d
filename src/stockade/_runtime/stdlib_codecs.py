"""Stdlib tables for bytes work: base64, binascii, hashlib, hmac, zlib, struct, uuid.

Invariant: every member is CPython's own function or a wrapper that charges fuel for the
bytes it will process before calling it; memory is refused by the allocator hook. No
member keeps state between runs: struct formats are compiled per call (the module-level
functions would fill CPython's process-wide format cache), zlib output is bounded by the
run's memory limit before it is produced, and hash objects reach the guest only inside
``HASH``, which offers the documented methods and nothing of the native object.
"""

from __future__ import annotations

import base64 as _base64
import binascii as _binascii
import bz2 as _bz2
import hashlib as _hashlib
import hmac as _hmac
import os as _os
import struct as _struct
import uuid as _uuid
import zlib as _zlib
from collections.abc import Callable
from typing import Any

from . import context

# Fuel per 64 bytes of input, measured (a unit is about 50 ns): C codecs and checksums
# about 10 ns a byte, codecs written in Python (b32, a85, b85) 500-800 ns a byte,
# quoted-printable 60 ns, hashing 3 ns, deflate up to 100 ns, inflate 10 ns per output byte.
_C_CODEC = 8
_PY_CODEC = 1024
_QP = 64
_HASH = 4
HASH_FUEL = _HASH  # for hmac.HMAC.update (guards)
_DEFLATE = 64
_INFLATE_OUT = 16


def charge_bytes(data: Any, per64: int = _C_CODEC) -> None:
    """Charge ``per64`` units per 64 bytes (or characters) of ``data``; other types: one."""
    n = len(data) if type(data) in (bytes, bytearray, str) else 0
    context.current().meter.charge(n * per64 // 64 + 1)


def charge_length(n: Any, per64: int) -> None:
    """Charge for producing ``n`` bytes (a digest length, an output size)."""
    if type(n) is int and n > 0:
        context.current().meter.charge(n * per64 // 64 + 1)


def _named(fn: Callable[..., Any], name: str) -> Callable[..., Any]:
    fn.__name__ = fn.__qualname__ = name
    return fn


def _per_byte(real: Callable[..., Any], per64: int = _C_CODEC, charge_args: int = 1) -> Callable[..., Any]:
    """Wrap ``real``: charge for its first ``charge_args`` positional arguments."""

    def fn(*args: Any, **kwargs: Any) -> Any:
        for a in args[:charge_args]:
            charge_bytes(a, per64)
        for a in kwargs.values():
            charge_bytes(a, per64)
        return real(*args, **kwargs)

    return _named(fn, real.__name__)


# ---------------------------------------------------------------- base64 -----------

_B64_C = (
    "b64encode b64decode standard_b64encode standard_b64decode urlsafe_b64encode urlsafe_b64decode "
    "b16encode b16decode encodebytes decodebytes"
)
_B64_PY = "b32encode b32decode b32hexencode b32hexdecode a85encode a85decode b85encode b85decode z85encode z85decode"

BASE64: dict[str, Any] = {n: _per_byte(getattr(_base64, n)) for n in _B64_C.split()}
BASE64.update({n: _per_byte(getattr(_base64, n), _PY_CODEC) for n in _B64_PY.split() if hasattr(_base64, n)})

# ---------------------------------------------------------------- binascii ---------

_BINASCII_C = "a2b_base64 a2b_hex a2b_uu b2a_base64 b2a_hex b2a_uu crc32 crc_hqx hexlify unhexlify"
BINASCII: dict[str, Any] = {n: _per_byte(getattr(_binascii, n)) for n in _BINASCII_C.split()}
BINASCII.update({n: _per_byte(getattr(_binascii, n), _QP) for n in ("a2b_qp", "b2a_qp")})
BINASCII.update({"Error": _binascii.Error, "Incomplete": _binascii.Incomplete})

# ---------------------------------------------------------------- hashlib ----------

class HASH:
    """A hash object for the guest: update/digest/hexdigest/copy and the size attributes
    of the native object it holds (which the guest never sees). ``update`` is charged per
    byte; a shake digest is charged for its length before it is produced."""

    __slots__ = ("_sk_h",)

    def __init__(self, native: Any) -> None:
        self._sk_h = native

    @property
    def name(self) -> str:
        return str(self._sk_h.name)

    @property
    def digest_size(self) -> int:
        return int(self._sk_h.digest_size)

    @property
    def block_size(self) -> int:
        return int(self._sk_h.block_size)

    def update(self, data: Any, /) -> None:
        charge_bytes(data, _HASH)
        self._sk_h.update(data)

    def digest(self, *length: Any) -> bytes:
        if length and type(length[0]) is int:
            charge_length(length[0], _HASH)
        return bytes(self._sk_h.digest(*length))

    def hexdigest(self, *length: Any) -> str:
        if length and type(length[0]) is int:
            charge_length(length[0], _HASH)
        return str(self._sk_h.hexdigest(*length))

    def copy(self) -> HASH:
        return HASH(self._sk_h.copy())

    def __repr__(self) -> str:
        return f"<{self._sk_h.name} HASH object>"

    def __reduce_ex__(self, protocol: Any) -> Any:
        raise TypeError("cannot pickle 'HASH' object")


_HASH_NAMES = sorted(_hashlib.algorithms_guaranteed)


def _constructor(name: str) -> Callable[..., HASH]:
    real = getattr(_hashlib, name)

    def fn(*args: Any, **kwargs: Any) -> HASH:
        for a in (*args, *kwargs.values()):
            charge_bytes(a, _HASH)
        return HASH(real(*args, **kwargs))

    return _named(fn, name)


def _new(name: Any, *args: Any, **kwargs: Any) -> HASH:
    # Only the algorithms every CPython has, so a program means the same on every host.
    if type(name) is not str or name.lower() not in _hashlib.algorithms_guaranteed:
        raise ValueError(f"unsupported hash type {name}")
    return HASHLIB[name.lower()](*args, **kwargs)  # type: ignore[no-any-return]


def _pbkdf2_hmac(hash_name: Any, password: Any, salt: Any, iterations: Any, dklen: Any = None) -> bytes:
    if type(iterations) is int and iterations > 0:
        blocks = 1 if dklen is None or type(dklen) is not int else dklen // 16 + 1
        context.current().meter.charge(iterations * blocks * 20)
    charge_bytes(password, _HASH)
    charge_bytes(salt, _HASH)
    return _hashlib.pbkdf2_hmac(hash_name, password, salt, iterations, dklen)


HASHLIB: dict[str, Any] = {n: _constructor(n) for n in _HASH_NAMES}
HASHLIB.update(
    {
        "new": _named(_new, "new"),
        "pbkdf2_hmac": _named(_pbkdf2_hmac, "pbkdf2_hmac"),
        "algorithms_guaranteed": frozenset(_hashlib.algorithms_guaranteed),
    }
)
_CONSTRUCTOR_NAMES = {id(fn): name for name, fn in HASHLIB.items() if name in _hashlib.algorithms_guaranteed}

# ---------------------------------------------------------------- hmac -------------


def _digestmod(digestmod: Any) -> Any:
    """hashlib constructors handed to hmac become their names (CPython's fast path)."""
    return _CONSTRUCTOR_NAMES.get(id(digestmod), digestmod)


def _hmac_new(key: Any, msg: Any = None, digestmod: Any = "") -> _hmac.HMAC:
    charge_bytes(key, _HASH)
    charge_bytes(msg, _HASH)
    return _hmac.new(key, msg, _digestmod(digestmod))


def _hmac_digest(key: Any, msg: Any, digest: Any) -> bytes:
    charge_bytes(key, _HASH)
    charge_bytes(msg, _HASH)
    return _hmac.digest(key, msg, _digestmod(digest))


HMAC: dict[str, Any] = {
    "new": _named(_hmac_new, "new"),
    "digest": _named(_hmac_digest, "digest"),
    "compare_digest": _per_byte(_hmac.compare_digest, _C_CODEC, 2),
}

# ---------------------------------------------------------------- zlib -------------


def _room() -> int:
    """The largest output a decompression may produce: the run's memory limit."""
    return int(context.current().limits.memory)


def _bomb(room: int) -> BaseException:
    return _zlib.error(
        f"decompressed data would exceed the run's memory limit ({room} bytes); decompression bomb refused by Stockade"
    )


_CHUNK = 1 << 16


def _bounded_inflate(data: Any, wbits: int, d: Any = None) -> None:
    """Inflate chunk by chunk into nothing but a size count, refusing past the memory
    limit before CPython's own call materialises the output. ``d``: a decompressor to
    probe with (a copy of the guest's), else a fresh one for ``wbits``."""
    room = _room()
    meter = context.current().meter
    if d is None:
        d = _zlib.decompressobj(wbits)
    total = 0
    chunk = d.decompress(data, _CHUNK)
    while True:
        total += len(chunk)
        meter.charge(len(chunk) * _INFLATE_OUT // 64 + 1)
        if total > room:
            raise _bomb(room)
        if not d.unconsumed_tail or not chunk:
            return
        chunk = d.decompress(d.unconsumed_tail, _CHUNK)


def _decompress(data: Any, /, wbits: Any = _zlib.MAX_WBITS, bufsize: Any = _zlib.DEF_BUF_SIZE) -> bytes:
    charge_bytes(data)
    if type(data) in (bytes, bytearray) and type(wbits) is int:
        try:
            _bounded_inflate(data, wbits)
        except _zlib.error as e:
            if "Stockade" in str(e):
                raise
            # a malformed stream: CPython's own call below raises its own error
    return _zlib.decompress(data, wbits, bufsize)


class Decompress:
    """zlib.decompressobj() for the guest: ``decompress`` and ``flush`` produce at most
    the run's memory limit per call; the state attributes are read through."""

    __slots__ = ("_sk_d",)

    def __init__(self, native: Any) -> None:
        self._sk_d = native

    @property
    def eof(self) -> bool:
        return bool(self._sk_d.eof)

    @property
    def unused_data(self) -> bytes:
        return bytes(self._sk_d.unused_data)

    @property
    def unconsumed_tail(self) -> bytes:
        return bytes(self._sk_d.unconsumed_tail)

    def decompress(self, data: Any, /, max_length: Any = 0) -> bytes:
        charge_bytes(data)
        room = _room()
        if type(max_length) is int and 0 < max_length <= room:
            out = bytes(self._sk_d.decompress(data, max_length))
        else:
            if type(data) in (bytes, bytearray) and type(max_length) is int:
                _bounded_inflate(data, 0, self._sk_d.copy())
            out = bytes(self._sk_d.decompress(data, max_length))
        charge_length(len(out), _INFLATE_OUT)
        return out

    def flush(self, length: Any = _zlib.DEF_BUF_SIZE, /) -> bytes:
        # CPython's flush inflates input left over from a max_length call: bound it first
        tail = bytes(self._sk_d.unconsumed_tail)
        head = self.decompress(tail) if tail else b""
        return head + bytes(self._sk_d.flush(length))

    def copy(self) -> Decompress:
        return Decompress(self._sk_d.copy())

    def __repr__(self) -> str:
        return "<zlib.Decompress object>"


class Compress:
    """zlib.compressobj() for the guest: ``compress`` is charged per input byte."""

    __slots__ = ("_sk_c",)

    def __init__(self, native: Any) -> None:
        self._sk_c = native

    def compress(self, data: Any, /) -> bytes:
        charge_bytes(data, _DEFLATE)
        return bytes(self._sk_c.compress(data))

    def flush(self, mode: Any = _zlib.Z_FINISH, /) -> bytes:
        return bytes(self._sk_c.flush(mode))

    def copy(self) -> Compress:
        return Compress(self._sk_c.copy())

    def __repr__(self) -> str:
        return "<zlib.Compress object>"


def _decompressobj(*args: Any, **kwargs: Any) -> Decompress:
    return Decompress(_zlib.decompressobj(*args, **kwargs))


def _compressobj(*args: Any, **kwargs: Any) -> Compress:
    return Compress(_zlib.compressobj(*args, **kwargs))


_ZLIB_CONSTANTS = (
    "DEFLATED DEF_BUF_SIZE DEF_MEM_LEVEL MAX_WBITS Z_BEST_COMPRESSION Z_BEST_SPEED Z_BLOCK "
    "Z_DEFAULT_COMPRESSION Z_DEFAULT_STRATEGY Z_FILTERED Z_FINISH Z_FIXED Z_FULL_FLUSH Z_HUFFMAN_ONLY "
    "Z_NO_COMPRESSION Z_NO_FLUSH Z_PARTIAL_FLUSH Z_RLE Z_SYNC_FLUSH Z_TREES"
)
ZLIB: dict[str, Any] = {n: getattr(_zlib, n) for n in _ZLIB_CONSTANTS.split()}
ZLIB.update(
    {
        "compress": _per_byte(_zlib.compress, _DEFLATE),
        "decompress": _named(_decompress, "decompress"),
        "compressobj": _named(_compressobj, "compressobj"),
        "decompressobj": _named(_decompressobj, "decompressobj"),
        "crc32": _per_byte(_zlib.crc32),
        "adler32": _per_byte(_zlib.adler32),
        "error": _zlib.error,
    }
)

# ---------------------------------------------------------------- bz2 --------------
# One-shot compress/decompress only (no file objects). Compression is charged up front per
# input byte (about 150 ns a byte); decompression first counts its output chunk by chunk
# with a fresh decompressor per stream, refusing past the run's memory limit, as zlib's
# does, then CPython's own call makes the result. (lzma is not admitted: its default
# preset asks liblzma for about 94 MB of working memory, over the default memory limit.)
_BZ2_OUT = 32
_BZ2_IN = 128


def _bounded_streams(data: Any, make: Callable[[], Any], error: type[BaseException]) -> None:
    room = _room()
    meter = context.current().meter
    total = 0
    rest = bytes(data)
    while rest:
        d = make()
        try:
            chunk = d.decompress(rest, _CHUNK)
        except error:
            return  # malformed: CPython's own call raises its own error
        while True:
            total += len(chunk)
            meter.charge(len(chunk) * _BZ2_OUT // 64 + 1)
            if total > room:
                raise error(
                    f"decompressed data would exceed the run's memory limit ({room} bytes); "
                    "decompression bomb refused by Stockade"
                )
            if d.eof or (d.needs_input and not chunk):
                break
            try:
                chunk = d.decompress(b"", _CHUNK)
            except error:
                return
        if not d.eof:
            return
        rest = d.unused_data


def _bz2_compress(data: Any, compresslevel: Any = 9) -> bytes:
    charge_bytes(data, _BZ2_IN)
    return _bz2.compress(data, compresslevel)


def _bz2_decompress(data: Any) -> bytes:
    charge_bytes(data)
    if type(data) in (bytes, bytearray):
        _bounded_streams(data, _bz2.BZ2Decompressor, OSError)
    return _bz2.decompress(data)


BZ2: dict[str, Any] = {
    "compress": _named(_bz2_compress, "compress"),
    "decompress": _named(_bz2_decompress, "decompress"),
}

# ---------------------------------------------------------------- struct -----------
# The module-level functions compile the format into CPython's process-wide cache; these
# compile a fresh Struct per call instead, so nothing a guest formats outlives its run.


def _charge_struct(s: _struct.Struct, extra: int = 0) -> None:
    context.current().meter.charge(s.size * _C_CODEC // 64 + extra + 1)


def _pack(fmt: Any, /, *values: Any) -> bytes:
    s = _struct.Struct(fmt)
    _charge_struct(s, len(values))
    return s.pack(*values)


def _pack_into(fmt: Any, buffer: Any, offset: Any, /, *values: Any) -> None:
    s = _struct.Struct(fmt)
    _charge_struct(s, len(values))
    s.pack_into(buffer, offset, *values)


def _unpack(fmt: Any, buffer: Any, /) -> tuple[Any, ...]:
    s = _struct.Struct(fmt)
    _charge_struct(s)
    return s.unpack(buffer)


def _unpack_from(fmt: Any, /, buffer: Any, offset: Any = 0) -> tuple[Any, ...]:
    s = _struct.Struct(fmt)
    _charge_struct(s)
    return s.unpack_from(buffer, offset)


def _iter_unpack(fmt: Any, buffer: Any, /) -> Any:
    s = _struct.Struct(fmt)
    return context.current().meter.wrap(s.iter_unpack(buffer))


def _calcsize(fmt: Any, /) -> int:
    return _struct.Struct(fmt).size


STRUCT: dict[str, Any] = {
    "pack": _named(_pack, "pack"),
    "pack_into": _named(_pack_into, "pack_into"),
    "unpack": _named(_unpack, "unpack"),
    "unpack_from": _named(_unpack_from, "unpack_from"),
    "iter_unpack": _named(_iter_unpack, "iter_unpack"),
    "calcsize": _named(_calcsize, "calcsize"),
    "Struct": _struct.Struct,
    "error": _struct.error,
}


def struct_method(name: str) -> Callable[[Any], Callable[..., Any]]:
    """Guard replacement for a Struct method: charge for the size, meter iter_unpack."""

    def bind(s: Any) -> Callable[..., Any]:
        method = getattr(s, name)

        def charged(*args: Any, **kwargs: Any) -> Any:
            if name == "iter_unpack":
                return context.current().meter.wrap(method(*args, **kwargs))
            _charge_struct(s, len(args))
            return method(*args, **kwargs)

        return _named(charged, name)

    return bind


# ---------------------------------------------------------------- uuid -------------
# Name-based UUIDs, and uuid4 only with the nondeterminism grant (its 128 random bits are
# taken through the run's nondeterminism hook, which records them for replay); uuid1 reads
# the clock and the host's MAC address.


def _uuid4() -> Any:
    bits = context.current().nondeterministic("uuid.uuid4", lambda: int.from_bytes(_os.urandom(16), "big"))
    return _uuid.UUID(int=bits, version=4)


def _name_based(real: Callable[..., Any]) -> Callable[..., Any]:
    def fn(namespace: Any, name: Any) -> Any:
        charge_bytes(name, _HASH)
        return real(namespace, name)

    return _named(fn, real.__name__)


UUID: dict[str, Any] = {
    "UUID": _uuid.UUID,
    "uuid3": _name_based(_uuid.uuid3),
    "uuid5": _name_based(_uuid.uuid5),
    "uuid4": _named(_uuid4, "uuid4"),
    "NAMESPACE_DNS": _uuid.NAMESPACE_DNS,
    "NAMESPACE_URL": _uuid.NAMESPACE_URL,
    "NAMESPACE_OID": _uuid.NAMESPACE_OID,
    "NAMESPACE_X500": _uuid.NAMESPACE_X500,
    "RESERVED_NCS": _uuid.RESERVED_NCS,
    "RFC_4122": _uuid.RFC_4122,
    "RESERVED_MICROSOFT": _uuid.RESERVED_MICROSOFT,
    "RESERVED_FUTURE": _uuid.RESERVED_FUTURE,
}

# Members a guest may reach for that are refused on purpose, with what to write instead.
REFUSED: dict[str, dict[str, str]] = {
    "uuid": {
        "uuid1": "uuid1 reads the host's clock and network address; use uuid5(namespace, name)",
        "uuid4": "uuid4 needs entropy: the host must grant nondeterminism (compile with nondeterminism=True); "
        "or use uuid5(namespace, name)",
        "getnode": "the host's network address is not available",
    },
    "hashlib": {"file_digest": "there are no files; hash bytes with update()"},
}
