# expect: compile STK-V004
# technique: decimal int conversions are quadratic in C (int(Decimal('1e100000')) takes seconds)
from decimal import Decimal
int(Decimal("1e100000"))
