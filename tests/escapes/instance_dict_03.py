# expect: compile STK-V002
# technique: subscript-assign into x.__dict__ directly
class A:
    pass
a = A()
a.__dict__["__class__"] = int
