# expect: limit decimal
# technique: Decimal(x) of a 10**5-digit int is a quadratic conversion in C
from decimal import Decimal
x = 10 ** 100000
Decimal(x)
