# expect: limit decimal
# technique: a Decimal method converts a big int operand in C
from decimal import Decimal
Decimal(1).compare(10**5000)
