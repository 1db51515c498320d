# expect: limit memory | limit fuel
# technique: Fraction from a string with a billion-digit exponent
# limits: memory=20000000
from fractions import Fraction
Fraction("1e999999999")
