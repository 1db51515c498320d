# expect: door
# technique: a Decimal returned as the result
from decimal import Decimal
Decimal('1.5')
