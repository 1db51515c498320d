# expect: compile STK-V002
# technique: __class__ assignment on a guest instance
class A:
    pass
class B:
    pass
a = A()
a.__class__ = B
