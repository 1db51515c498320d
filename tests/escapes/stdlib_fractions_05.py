# expect: limit memory | limit fuel | guest TypeError
# technique: Fraction format precision of a billion digits (3.12+ computes 10**precision)
# limits: memory=20000000
from fractions import Fraction
f"{Fraction(1, 3):.999999999f}"
