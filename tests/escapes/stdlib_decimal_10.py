# expect: value 2137339169833320222
# technique: hash of a Decimal with a huge exponent (10**exp mod p is computed by modular power)
from decimal import Decimal
hash(Decimal('1e999999'))
