# expect: limit decimal
# technique: round() with no digits converts the Decimal to an int from C
from decimal import Decimal
round(Decimal(10) ** 999998)
