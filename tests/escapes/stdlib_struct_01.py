# expect: limit memory | limit fuel
# technique: struct format with a billion-byte string field
# limits: memory=20000000, fuel=1000000000
import struct
struct.pack("1000000000s", b"x")
