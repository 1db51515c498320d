# expect: limit fuel
# technique: IntFlag pseudo-member built bit by bit from a huge int
# limits: fuel=200000, memory=50000000
from enum import IntFlag
class Mode(IntFlag):
    X = 1
n = 1 << 300000
m = Mode(n - 1)
m.value
