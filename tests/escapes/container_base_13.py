# expect: compile STK-V013
# technique: a guest class deriving from deque (not admitted: its C methods loop over foreign iterables)
import collections
class Q(collections.deque):
    pass
