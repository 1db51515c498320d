# expect: compile STK-V013
# technique: a program class deriving from a numbers ABC (its mixins run host code on guest instances)
import numbers
class N(numbers.Real):
    pass
