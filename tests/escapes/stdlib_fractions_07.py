# expect: guest AttributeError
# technique: Fraction stand-in attribute that only other types list
from fractions import Fraction
Fraction.count
