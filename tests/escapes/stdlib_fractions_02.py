# expect: limit memory | limit fuel
# technique: round(Fraction, 10**9) computes 10**10**9 in host Python
# limits: memory=20000000
from fractions import Fraction
round(Fraction(1, 3), 10**9)
