# expect: limit fuel
# technique: hashing one megabyte ten thousand times
# limits: fuel=1000000, wall=5
import hashlib
h = hashlib.sha256()
b = b"x" * 1000000
for _ in range(10000):
    h.update(b)
