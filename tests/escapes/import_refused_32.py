# expect: compile STK-V004
# technique: from-importing a clock function without the nondeterminism grant
from time import perf_counter
