# expect: compile STK-V002
# technique: assigning __class__ on a guest instance to swap its class
class A:
    pass
class B:
    pass
a = A()
a.__class__ = B
