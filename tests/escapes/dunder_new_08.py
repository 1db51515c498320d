# expect: guest TypeError
# technique: object.__new__ on the type of a host object obtained through type()
class A:
    pass
object.__new__(type(None))
