# expect: compile STK-V002
# technique: A.__bases__ and A.__base__
class A:
    pass
A.__bases__
A.__base__
