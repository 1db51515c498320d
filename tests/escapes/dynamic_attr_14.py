# expect: compile STK-V002
# technique: the implicit __class__ cell read as a bare name in a method
class A:
    def m(self):
        return __class__
A().m()
