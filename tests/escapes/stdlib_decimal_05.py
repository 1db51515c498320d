# expect: limit decimal
# technique: Decimal == big int converts the int in Decimal's comparison slot
from decimal import Decimal
x = 10 ** 100000
Decimal(1) == x
