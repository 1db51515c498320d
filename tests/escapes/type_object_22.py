# expect: limit memory | limit fuel
# technique: type() of a Fraction is the guest's checked Fraction, not the real class
# limits: memory=20000000
from fractions import Fraction
type(Fraction(1))("1e999999999")
