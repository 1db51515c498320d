# expect: limit decimal
# technique: getcontext().prec set past the cap
from decimal import getcontext, Decimal
getcontext().prec = 100000
Decimal(2).ln()
