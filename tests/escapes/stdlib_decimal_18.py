# expect: value 28
# technique: a context change in one run must not be seen by the next run
# runs: 3
from decimal import getcontext
p = getcontext().prec
getcontext().prec = 5
getcontext().rounding = 'ROUND_DOWN'
p
