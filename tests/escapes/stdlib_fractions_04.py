# expect: limit memory | limit fuel
# technique: int ** Fraction with integral value runs an unguarded int power
# limits: memory=20000000
from fractions import Fraction
2 ** Fraction(10**9)
