# expect: guest TypeError
# technique: the class of a guest class through __class__ (its metaclass)
class A:
    pass
A().__class__.__class__
