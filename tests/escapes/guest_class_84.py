# expect: compile STK-V013
# technique: an aliased import of a stdlib class as a base
from fractions import Fraction as F
class Exact(F):
    pass
