# expect: compile STK-V002
# technique: type(obj).__mro__ of a guest instance
class A:
    pass
type(A()).__mro__
