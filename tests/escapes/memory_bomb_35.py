# expect: limit memory
# technique: math.perm(10**7)
# limits: memory=20000000
import math
x = math.perm(10**7)
