# expect: compile STK-V002
# technique: deleting __class__ from a guest instance
class A:
    pass
a = A()
del a.__class__
