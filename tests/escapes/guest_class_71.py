# expect: guest TypeError
# technique: a slot named like a special method that is not reviewed (__getattr__)
class A:
    __slots__ = ["__getattr__"]
a = A()
