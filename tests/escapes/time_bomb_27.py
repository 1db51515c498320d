# expect: limit fuel
# technique: math.fsum(range(10**12))
# limits: fuel=100000
import math
math.fsum(range(10**12))
