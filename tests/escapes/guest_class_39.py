# expect: compile STK-V013
# technique: a guest class deriving from a stdlib container class
import collections
class C(collections.Counter):
    pass
