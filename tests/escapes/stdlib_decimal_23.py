# expect: limit fuel
# technique: non-integral powers at precision 1000 are cubic: charged per call
from decimal import Decimal, getcontext
getcontext().prec = 1000
d = Decimal('7' * 1000)
while True:
    d ** Decimal('0.5')
