# expect: guest TypeError
# technique: object.__new__ on a stdlib class (an instance without its __init__)
import collections
class A:
    pass
object.__new__(collections.OrderedDict)
