# expect: compile STK-V002
# technique: binding __doc__ in a class body to hold an arbitrary object
class A:
    __doc__ = [1]
