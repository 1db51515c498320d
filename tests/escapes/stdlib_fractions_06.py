# expect: guest AttributeError
# technique: Fraction stand-in to the real class via __mro__
from fractions import Fraction
Fraction.__mro__
