# expect: limit decimal
# technique: a Decimal comparison with a Fraction converts its numerator and denominator
from decimal import Decimal
from fractions import Fraction
Decimal(1) < Fraction(10**5000, 3)
