# expect: compile STK-V002
# technique: assigning __class__ to turn an object into another class
class A:
    pass
class B:
    pass
a = A()
a.__class__ = B
