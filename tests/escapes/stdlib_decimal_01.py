# expect: limit decimal
# technique: decimal int() of a huge exponent is quadratic in C (int(Decimal('1e100000')) takes seconds)
from decimal import Decimal
int(Decimal('1e100000'))
