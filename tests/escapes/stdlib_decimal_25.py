# expect: limit decimal
# technique: a Decimal tuple with an exponent far past Emax
from decimal import Decimal
Decimal((0, (1,), 10**9))
