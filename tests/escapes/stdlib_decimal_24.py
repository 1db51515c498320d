# expect: limit decimal
# technique: a million-digit Decimal string (powers of long operands are cubic in their digits)
from decimal import Decimal
Decimal('1' * 10**6)
