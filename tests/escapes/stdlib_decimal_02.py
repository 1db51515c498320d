# expect: limit decimal
# technique: ordinary arithmetic in the default context (Emax 999999) makes a value whose int() takes minutes
from decimal import Decimal
x = Decimal(10) ** 999998
int(x)
