# expect: limit fuel
# technique: crc32 of one megabyte a hundred thousand times
# limits: fuel=1000000, wall=5
import binascii
b = bytes(1000000)
for _ in range(100000):
    binascii.crc32(b)
