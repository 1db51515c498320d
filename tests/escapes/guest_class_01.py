# expect: compile STK-V002
# technique: subclass walk from a guest class: A.__subclasses__()
class A:
    pass
A.__subclasses__()
