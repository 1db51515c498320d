# expect: limit decimal
# technique: modular power with a huge exponent loops once per exponent bit in libmpdec
from decimal import Decimal
pow(Decimal(3), Decimal('1e999999'), Decimal(7))
