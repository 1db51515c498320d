# expect: limit fuel
# technique: iter_unpack over a large buffer consumed by a C loop
# limits: fuel=100000
import struct
max(struct.iter_unpack("b", bytes(10000000)))
