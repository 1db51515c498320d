# expect: limit fuel | limit memory
# technique: shake digest of ten gigabytes
# limits: fuel=1000000, wall=5
import hashlib
hashlib.shake_256(b"x").digest(10000000000)
