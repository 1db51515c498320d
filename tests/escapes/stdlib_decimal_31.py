# expect: guest TypeError
# technique: type(d) would hand out the real Decimal class and skip the checked constructor
from decimal import Decimal
t = type(Decimal(1))
t('1e999999999')
