# expect: limit decimal
# technique: big int * Decimal reaches Decimal's reflected multiply slot
from decimal import Decimal
x = 10 ** 100000
x * Decimal(1)
