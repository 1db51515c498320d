# expect: limit decimal
# technique: as_integer_ratio of a tiny Decimal builds 10**999999
from decimal import Decimal
Decimal('1e-999999').as_integer_ratio()
