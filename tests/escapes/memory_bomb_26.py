# expect: limit memory
# technique: math.comb(10**7, 5 * 10**6)
# limits: memory=20000000
import math
x = math.comb(10**7, 5 * 10**6)
