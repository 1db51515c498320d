# expect: limit memory
# technique: math.factorial(10**7)
# limits: memory=20000000
import math
x = math.factorial(10**7)
