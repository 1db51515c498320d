# expect: compile STK-V002
# technique: assigning __bases__ of a guest class
class A:
    pass
class B:
    pass
A.__bases__ = (B,)
