# expect: limit decimal
# technique: type(d) is the guest's checked Decimal (never the real class), so the constructor still checks
from decimal import Decimal
t = type(Decimal(1))
t('1e999999999')
