# expect: limit decimal
# technique: '%d' formatting calls Decimal's nb_int slot from C
from decimal import Decimal
'%d' % (Decimal(10) ** 999998)
