# expect: compile STK-V018
# technique: enum hooks outside the admitted set: _numeric_repr_ steering the Flag machinery
from enum import Flag
class Perm(Flag):
    _numeric_repr_ = print
    R = 1
