# expect: compile STK-V002
# technique: assigning __qualname__ on a guest class
class A:
    pass
A.__qualname__ = "x"
