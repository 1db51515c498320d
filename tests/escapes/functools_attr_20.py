# expect: guest TypeError
# technique: cached_property on a class with __slots__ (no instance dict to write into)
from functools import cached_property
class A:
    __slots__ = ("x",)
    @cached_property
    def v(self):
        return 1
A().v
