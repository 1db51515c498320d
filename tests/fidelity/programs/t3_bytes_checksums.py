import base64
import binascii
import struct
import zlib

record = {"id": 513, "temp": -12.5, "flags": 0b1011, "tag": "AB"}
packed = struct.pack("<HfB2s", record["id"], record["temp"], record["flags"], record["tag"].encode())
print(packed.hex(" "), len(packed), struct.calcsize("<HfB2s"))
rid, temp, flags, tag = struct.unpack("<HfB2s", packed)
print(rid, temp, bin(flags), tag.decode())

payload = "héllo wörld ✓".encode("utf-8")
print(payload, len(payload), payload.decode("utf-8"), payload[:6].decode("utf-8", errors="replace"))
print(base64.b64encode(payload).decode(), base64.urlsafe_b64encode(b"\xfb\xff").decode())
print(base64.b64decode("aGVsbG8=") , binascii.hexlify(b"\x00\xab"), bytes.fromhex("de ad be ef"))
print(f"crc32={zlib.crc32(payload):08x} adler={zlib.adler32(b'abc')}")


def luhn_ok(number: str) -> bool:
    digits = [int(d) for d in number if d.isdigit()][::-1]
    total = sum(d if i % 2 == 0 else (d * 2 - 9 if d * 2 > 9 else d * 2) for i, d in enumerate(digits))
    return total % 10 == 0


def xor_checksum(data: bytes) -> int:
    c = 0
    for b in data:
        c ^= b
    return c


print([luhn_ok(n) for n in ["4539 1488 0343 6467", "8273 1232 7352 0569", "0"]])
print(xor_checksum(b"NMEA,123,456"), (1024).to_bytes(4, "big"), int.from_bytes(b"\x01\x00", "little"))
ba = bytearray(b"hello")
ba[0] = ord("J")
ba.extend(b"!!")
print(ba, bytes(ba).upper(), ba.count(b"l"), b"-".join([b"a", b"b"]), list(b"AZ"))
try:
    b"\xff\xfe".decode("utf-8")
except UnicodeDecodeError as e:
    print("UnicodeDecodeError:", e)
base64.b16encode(b"ok"), zlib.decompress(zlib.compress(payload)) == payload, payload.split(b" ")
