# expect: guest AttributeError
# technique: cached_property: call the descriptor's __get__ by hand on a foreign object
from functools import cached_property
class A:
    @cached_property
    def v(self):
        return 1
A.v.__get__(print, None)
