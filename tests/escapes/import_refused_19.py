# expect: guest TypeError
# technique: from functools import update_wrapper, then copy a shared stdlib function's attributes onto a runtime class (only the program's own objects may be written)
from functools import update_wrapper
import collections, math
update_wrapper(collections.deque, math.sqrt)
