import struct
import zlib

HEADER = struct.Struct("<4sHHI")
RECORD = struct.Struct("<IhfB")

readings = [(1, -12, 21.5, 1), (2, 7, 19.25, 0), (3, 300, -4.0, 1)]

body = b"".join(RECORD.pack(*r) for r in readings)
checksum = zlib.crc32(body)
header = HEADER.pack(b"SENS", 1, len(readings), checksum)
blob = header + body
print(len(blob), HEADER.size, RECORD.size)
print(blob[:8].hex(" "))

magic, version, count, crc = HEADER.unpack_from(blob, 0)
print(magic, version, count, crc == zlib.crc32(blob[HEADER.size:]))
decoded = [RECORD.unpack_from(blob, HEADER.size + i * RECORD.size) for i in range(count)]
for rid, delta, temp, flag in decoded:
    print(f"id={rid} delta={delta:+d} temp={temp:.2f} ok={bool(flag)}")

print(list(struct.iter_unpack("<H", b"\x01\x00\x02\x00\xff\xff")))
print(struct.pack(">I", 1), struct.pack("<I", 1), struct.calcsize("@i") >= 4)
print(int.from_bytes(b"\x00\x10", "big"), (4096).to_bytes(4, "little"), (-1).to_bytes(2, "big", signed=True))

try:
    struct.pack("<h", 40000)
except struct.error as e:
    print("struct.error:", e)

packed = zlib.compress(blob, 9)
assert zlib.decompress(packed) == blob
decoded
