# expect: compile STK-V002
# technique: keep the live __dict__ in a variable and store a dunder key into it
class A:
    pass
a = A()
d = a.__dict__
d["__deepcopy__"] = print
