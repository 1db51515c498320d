# expect: guest TypeError
# technique: enum hooks outside the admitted set, behind a base the verifier cannot see as an enum
from enum import Flag
bases = [Flag]
B = bases[0]
class Perm(B):
    def _iter_member_(self, value):
        return iter(())
    R = 1
