# expect: guest TypeError
# technique: type() of a guest class (the metaclass)
class A:
    pass
type(A)
