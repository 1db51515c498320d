"""base64, binascii, hashlib, hmac, zlib, struct, uuid in guest code: CPython's answers,
charged per byte, with no process-wide state and bounded decompression."""

from __future__ import annotations

import base64
import hashlib
import hmac
import struct
import zlib

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import stockade
from stdlib_diff import guest, guest_error, same

SNIPPETS = [
    # base64
    "import base64\n[base64.b64encode(b'hello world'), base64.b64decode('aGVsbG8=')]",
    "import base64\n[base64.urlsafe_b64encode(b'\\xfb\\xff'), base64.urlsafe_b64decode(b'-_8=')]",
    "import base64\n[base64.b32encode(b'abc'), base64.b32decode(b'MFRGG==='), base64.b16encode(b'\\x01\\xab')]",
    "import base64\n[base64.a85encode(b'stockade'), base64.b85encode(b'stockade'), base64.a85decode(base64.a85encode(b'x'))]",
    "import base64\nbase64.b64encode(b'ab', altchars=b'-_')",
    "import base64\ntry:\n    base64.b64decode('abc', validate=True)\n    r = None\nexcept ValueError as e:\n    r = str(e)\nr",
    "import base64\n[base64.encodebytes(b'x' * 100), base64.standard_b64decode(b'eA==')]",
    # binascii
    "import binascii\n[binascii.hexlify(b'\\x00\\xff'), binascii.unhexlify('00ff'), binascii.crc32(b'abc')]",
    "import binascii\n[binascii.hexlify(b'abcdef', '-', 2), binascii.b2a_base64(b'hi'), binascii.crc_hqx(b'abc', 0)]",
    "import binascii\ntry:\n    binascii.unhexlify('0')\n    r = None\nexcept binascii.Error as e:\n    r = str(e)\nr",
    "import binascii\n[binascii.b2a_qp(b'caf\\xc3\\xa9 = x'), binascii.a2b_qp(b'=41')]",
    # hashlib
    "import hashlib\n[hashlib.md5(b'abc').hexdigest(), hashlib.sha1(b'abc').hexdigest(), hashlib.sha512().hexdigest()]",
    "import hashlib\nh = hashlib.sha256()\nh.update(b'a')\nc = h.copy()\nh.update(b'b')\n[h.hexdigest(), c.hexdigest(), h.name, h.digest_size, h.block_size]",
    "import hashlib\n[hashlib.sha3_256(b'x').digest(), hashlib.blake2b(b'x', digest_size=16).hexdigest(), hashlib.blake2s(b'x', key=b'k').hexdigest()]",
    "import hashlib\n[hashlib.shake_128(b'x').hexdigest(20), hashlib.shake_256(b'x').digest(5)]",
    "import hashlib\n[hashlib.new('sha224', b'x').hexdigest(), hashlib.new('SHA256').name]",
    "import hashlib\ntry:\n    hashlib.new('md4')\n    r = None\nexcept ValueError as e:\n    r = str(e)\nr",
    "import hashlib\nhashlib.pbkdf2_hmac('sha256', b'pw', b'salt', 1000).hex()",
    "import hashlib\nsorted(hashlib.algorithms_guaranteed)",
    # hmac
    "import hmac, hashlib\nhmac.new(b'key', b'msg', hashlib.sha256).hexdigest()",
    "import hmac\nh = hmac.new(b'key', digestmod='sha1')\nh.update(b'abc')\n[h.hexdigest(), h.copy().digest(), h.name, h.digest_size, h.block_size]",
    "import hmac\n[hmac.digest(b'k', b'm', 'sha256'), hmac.compare_digest(b'a', b'a'), hmac.compare_digest('a', 'b')]",
    "import hmac\ntry:\n    hmac.new(b'k')\n    r = None\nexcept TypeError as e:\n    r = str(e)\nr",
    # zlib
    "import zlib\nz = zlib.compress(b'hello ' * 100)\n[len(z), zlib.decompress(z), zlib.crc32(b'x'), zlib.adler32(b'x')]",
    "import zlib\nz = zlib.compress(b'abc', 9, wbits=-15)\nzlib.decompress(z, -15)",
    "import zlib\ntry:\n    zlib.decompress(b'not zlib')\n    r = None\nexcept zlib.error as e:\n    r = str(e)\nr",
    "import zlib\ntry:\n    zlib.decompress(zlib.compress(b'abcdef')[:-3])\n    r = None\nexcept zlib.error as e:\n    r = str(e)\nr",
    "import zlib\nc = zlib.compressobj()\nz = c.compress(b'abc' * 50) + c.flush()\nd = zlib.decompressobj()\n[d.decompress(z, 10), d.unconsumed_tail != b'', d.decompress(d.unconsumed_tail), d.flush(), d.eof]",
    "import zlib\n[zlib.MAX_WBITS, zlib.Z_BEST_COMPRESSION, zlib.DEFLATED]",
    # struct
    "import struct\n[struct.pack('<iHd', 1, 2, 3.5), struct.unpack('>I', b'\\x00\\x00\\x01\\x00'), struct.calcsize('=iq')]",
    "import struct\ns = struct.Struct('<2h')\n[s.size, s.format, s.pack(1, -1), s.unpack(b'\\x01\\x00\\xff\\xff'), list(s.iter_unpack(b'\\x00' * 8))]",
    "import struct\nb = bytearray(8)\nstruct.pack_into('<i', b, 2, 7)\n[bytes(b), struct.unpack_from('<i', b, 2), list(struct.iter_unpack('b', b'ab'))]",
    "import struct\ntry:\n    struct.pack('i', 'x')\n    r = None\nexcept struct.error as e:\n    r = str(e)\nr",
    "import struct\ntry:\n    struct.unpack('4s', b'ab')\n    r = None\nexcept struct.error as e:\n    r = str(e)\nr",
    "import struct\nstruct.calcsize('1000000000x')",
    # uuid
    "import uuid\nu = uuid.uuid5(uuid.NAMESPACE_DNS, 'example.com')\n[str(u), u.hex, u.version, u.int, u.urn, u.bytes, u.fields]",
    "import uuid\nstr(uuid.uuid3(uuid.NAMESPACE_URL, 'https://example.com'))",
    "import uuid\nu = uuid.UUID('12345678-1234-5678-1234-567812345678')\n[repr(u), u.variant, u.time_low, u.node, u == uuid.UUID(int=u.int), str(uuid.UUID(bytes=u.bytes_le[::-1]))]",
    "import uuid\ntry:\n    uuid.UUID('xyz')\n    r = None\nexcept ValueError as e:\n    r = str(e)\nr",
]


@pytest.mark.parametrize("source", SNIPPETS)
def test_matches_cpython(source: str) -> None:
    same(source)


@settings(max_examples=40, deadline=None)
@given(st.binary(max_size=200))
def test_base64_round_trips_match_cpython(data: bytes) -> None:
    src = (
        "import base64\n"
        f"d = {data!r}\n"
        "[base64.b64encode(d), base64.b32encode(d), base64.b85encode(d), base64.a85encode(d), "
        "base64.b64decode(base64.urlsafe_b64encode(d), b'-_') == d]"
    )
    assert guest(src)[0] == [
        base64.b64encode(data),
        base64.b32encode(data),
        base64.b85encode(data),
        base64.a85encode(data),
        True,
    ]


@settings(max_examples=40, deadline=None)
@given(st.lists(st.integers(-(2**31), 2**31 - 1), max_size=20), st.sampled_from("<>=!"))
def test_struct_round_trips_match_cpython(values: list[int], order: str) -> None:
    fmt = f"{order}{len(values)}i"
    src = f"import struct\nb = struct.pack({fmt!r}, *{values!r})\n[b, struct.unpack({fmt!r}, b)]"
    packed = struct.pack(fmt, *values)
    assert guest(src)[0] == [packed, struct.unpack(fmt, packed)]


def test_hashing_is_charged_per_byte() -> None:
    small = guest_fuel("import hashlib\nhashlib.sha256(b'x' * 10).hexdigest()")
    big = guest_fuel("import hashlib\nhashlib.sha256(b'x' * 1_000_000).hexdigest()")
    assert big - small >= 1_000_000 // 32


def guest_fuel(source: str) -> int:
    return stockade.run(stockade.compile(source)).fuel


def test_decompression_bomb_is_refused_with_a_clear_error() -> None:
    bomb = zlib.compress(b"\0" * 50_000_000, 9)
    program = stockade.compile("import zlib\ndef main(z):\n    return len(zlib.decompress(z))\n")
    with pytest.raises(stockade.GuestError) as info:
        stockade.run(program, "main", [bomb], limits=stockade.Limits(memory=8_000_000))
    assert info.value.type_name == "error" and "decompression bomb" in str(info.value)
    # the same call inside the limit gives CPython's answer
    within = stockade.Limits(memory=200_000_000, fuel=10**8)
    assert stockade.run(program, "main", [bomb], limits=within).value == 50_000_000


def test_decompressobj_bomb_is_refused() -> None:
    bomb = zlib.compress(b"\0" * 50_000_000, 9)
    program = stockade.compile("import zlib\ndef main(z):\n    return len(zlib.decompressobj().decompress(z))\n")
    with pytest.raises(stockade.GuestError) as info:
        stockade.run(program, "main", [bomb], limits=stockade.Limits(memory=8_000_000))
    assert "decompression bomb" in str(info.value)


def test_struct_formats_never_reach_the_process_cache() -> None:
    struct._clearcache()  # type: ignore[attr-defined]
    guest("import struct\n[struct.pack('<123i', *range(123)), struct.calcsize('77q'), struct.unpack('9s', b'x' * 9)]")
    cache = struct._cache if hasattr(struct, "_cache") else None  # type: ignore[attr-defined]
    import _struct

    assert not getattr(_struct, "_cache", cache or {})


def test_huge_struct_formats_are_limits_not_allocations() -> None:
    with pytest.raises(stockade.LimitExceeded) as info:
        guest("import struct\nstruct.pack('1000000000s', b'x')", memory=20_000_000, fuel=10**9)
    assert info.value.limit == "memory"
    # a repeat count compiles to one code, not one per item: nothing to allocate
    assert guest("import struct\nstruct.Struct('100000000i').size", memory=20_000_000)[0] == 400_000_000


def test_uuid4_is_refused_with_a_hint() -> None:
    with pytest.raises(stockade.CompileError) as info:
        stockade.compile("import uuid\nuuid.uuid4()\n")
    assert "uuid5" in info.value.diagnostics[0].message
    with pytest.raises(stockade.CompileError) as info:
        stockade.compile("from uuid import getnode\n")
    assert info.value.diagnostics[0].code == "STK-V004"


def test_hash_objects_show_nothing_of_the_native_object() -> None:
    with pytest.raises(stockade.CompileError) as info:
        stockade.compile("import hashlib\nhashlib.md5()._sk_h\n")
    assert info.value.diagnostics[0].code == "STK-V003"
    # names some other type offers pass the verifier but not the guard
    for attr in ("update.real", "digest.start", "copy().count"):
        e = guest_error(f"import hashlib\nhashlib.md5().{attr}")
        assert e.type_name == "AttributeError"


@settings(max_examples=30, deadline=None)
@given(st.binary(max_size=300), st.sampled_from(sorted(hashlib.algorithms_guaranteed - {"shake_128", "shake_256"})))
def test_hash_digests_match_cpython(data: bytes, name: str) -> None:
    src = f"import hashlib, hmac\nh = hashlib.new({name!r}, {data!r})\n[h.hexdigest(), hmac.digest(b'k', {data!r}, {name!r})]"
    assert guest(src)[0] == [hashlib.new(name, data).hexdigest(), hmac.digest(b"k", data, name)]


@settings(max_examples=30, deadline=None)
@given(st.binary(max_size=2000), st.integers(-1, 9))
def test_zlib_round_trips_match_cpython(data: bytes, level: int) -> None:
    src = f"import zlib\nz = zlib.compress({data!r}, {level})\n[z, zlib.decompress(z), zlib.crc32(z), zlib.adler32(z)]"
    z = zlib.compress(data, level)
    assert guest(src)[0] == [z, data, zlib.crc32(z), zlib.adler32(z)]
