# expect: guest TypeError
# technique: a stdlib class base hidden behind a function call
import collections
def pick():
    return collections.deque
class C(pick()):
    pass
