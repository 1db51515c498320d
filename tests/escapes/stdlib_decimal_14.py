# expect: limit decimal
# technique: Fraction(Decimal) calls as_integer_ratio in host Python
from fractions import Fraction
from decimal import Decimal
Fraction(Decimal(10) ** 999998)
