# expect: limit memory | limit fuel
# technique: Fraction power with a huge integer exponent
# limits: memory=20000000
from fractions import Fraction
Fraction(2, 3) ** 10**9
