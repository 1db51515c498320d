# expect: guest TypeError
# technique: cached_property set on a class after creation (no __set_name__): CPython's TypeError, nothing stored
from functools import cached_property
class A:
    pass
A.v = cached_property(lambda self: 1)
A().v
