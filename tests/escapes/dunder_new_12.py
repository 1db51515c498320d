# expect: guest TypeError
# technique: super(A, A).__new__ with a stdlib class through a classmethod
import fractions
class A:
    @classmethod
    def make(cls, k):
        return super(A, cls).__new__(k)
A.make(fractions.Fraction)
